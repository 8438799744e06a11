// The check of an access tree sent from /hak-akses-users before it is stored: the same three levels as the
// menus (group > section > screen), every key one the menus have at that place, is_show a boolean, no key
// twice. A stored tree may leave nodes out: effectiveAccessTree gives them the level's default.
import type { Level as UserLevel } from './levels';
import type { MenuGroup } from '../definitions/menus';
import { notGrantable } from './access';
import type { AccessNode } from './gates';
import type { FieldError } from './validation';

export const ACCESS_MESSAGES = {
  invalid: 'Hak Akses Tidak Valid',
  notList: 'Hak Akses Harus Berupa Daftar Menu',
  notNode: 'Setiap Menu Harus Berisi key Dan is_show',
  unknown: (key: string) => `Menu ${key} Tidak Dikenal`,
  twice: (key: string) => `Menu ${key} Tercantum Lebih Dari Sekali`,
  isShow: (key: string) => `is_show Menu ${key} Harus true Atau false`,
  noChildren: (key: string) => `Menu ${key} Tidak Memiliki Sub Menu`,
  notGrantable: (key: string, level: string) => `Menu ${key} Tidak Dapat Diberikan Kepada Level ${level}`,
  saved: 'Hak Akses Berhasil Disimpan',
} as const;

/** Keys allowed at one place of the tree, each with the keys allowed beneath it. */
interface Level {
  keys: Map<string, Level | undefined>;
}

function levelsOf(groups: MenuGroup[]): Level {
  return {
    keys: new Map(
      groups.map((g) => [
        g.key,
        { keys: new Map(g.sections.map((s) => [s.key, { keys: new Map(s.items.map((i) => [i.route, undefined])) }])) },
      ]),
    ),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkList(input: unknown, place: Level, path: string, errors: FieldError[]): AccessNode[] {
  if (!Array.isArray(input)) {
    errors.push({ field: path, message: ACCESS_MESSAGES.notList });
    return [];
  }
  const seen = new Set<string>();
  const out: AccessNode[] = [];
  input.forEach((raw, i) => {
    const at = `${path}[${i}]`;
    if (!isObject(raw) || typeof raw.key !== 'string') return void errors.push({ field: at, message: ACCESS_MESSAGES.notNode });
    const { key } = raw;
    if (!place.keys.has(key)) return void errors.push({ field: at, message: ACCESS_MESSAGES.unknown(key) });
    if (seen.has(key)) return void errors.push({ field: at, message: ACCESS_MESSAGES.twice(key) });
    seen.add(key);
    if (typeof raw.is_show !== 'boolean') errors.push({ field: `${at}.is_show`, message: ACCESS_MESSAGES.isShow(key) });
    const below = place.keys.get(key);
    const node: AccessNode = { key, is_show: raw.is_show === true };
    if (raw.children !== undefined && raw.children !== null) {
      if (!below) errors.push({ field: `${at}.children`, message: ACCESS_MESSAGES.noChildren(key) });
      else node.children = checkList(raw.children, below, `${at}.children`, errors);
    }
    out.push(node);
  });
  return out;
}

/** The tree as it will be stored (only key, is_show, children), or the reasons it is refused. */
export function checkAccessTree(groups: MenuGroup[], input: unknown): { tree: AccessNode[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const tree = checkList(input, levelsOf(groups), 'access', errors);
  return { tree, errors };
}

/** A checked tree that shows a screen the user's level can never open (its gate names other levels) is refused. */
export function grantRefusals(groups: MenuGroup[], level: UserLevel, tree: AccessNode[]): FieldError[] {
  const blocked = notGrantable(groups, level);
  const errors: FieldError[] = [];
  const walk = (nodes: AccessNode[], path: string) =>
    nodes.forEach((n, i) => {
      const at = `${path}[${i}]`;
      if (n.is_show && blocked.has(n.key)) errors.push({ field: `${at}.is_show`, message: ACCESS_MESSAGES.notGrantable(n.key, level) });
      if (n.children) walk(n.children, `${at}.children`);
    });
  walk(tree, 'access');
  return errors;
}
