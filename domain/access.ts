// The per-user access tree (group > section > route, three levels) derived from the menus. A user's stored
// tree only records choices; a node it does not mention (a screen added later) takes the level's default.
import type { Level } from '../definitions/define';
import type { MenuGroup } from '../definitions/menus';
import type { AccessNode } from './gates';

/** Groups a level does not see until someone grants them on /hak-akses-users. */
const HIDDEN_BY_DEFAULT: Partial<Record<Level, string[]>> = {
  KASIR: ['master', 'utility_parameter'],
};

export function defaultAccessTree(groups: MenuGroup[], level: Level): AccessNode[] {
  const hidden = new Set(HIDDEN_BY_DEFAULT[level] ?? []);
  return groups.map((g) => ({
    key: g.key,
    is_show: !hidden.has(g.key),
    children: g.sections.map((s) => ({
      key: s.key,
      is_show: !hidden.has(s.key),
      children: s.items.map((i) => ({ key: i.route, is_show: true })),
    })),
  }));
}

function merge(defaults: AccessNode[], stored: AccessNode[] | undefined): AccessNode[] {
  return defaults.map((d) => {
    const s = stored?.find((x) => x.key === d.key);
    return {
      key: d.key,
      is_show: s ? s.is_show : d.is_show,
      ...(d.children ? { children: merge(d.children, s?.children) } : {}),
    };
  });
}

/** The tree that decides: the level's defaults overlaid with what was stored for the user. */
export function effectiveAccessTree(groups: MenuGroup[], level: Level, stored: AccessNode[] | undefined): AccessNode[] {
  return merge(defaultAccessTree(groups, level), stored);
}
