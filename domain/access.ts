// The per-user access tree (group > section > screen, three levels) derived from the menus.
// - Each level starts from its default (DEFAULT_ACCESS below, data): what that level's daily work needs.
// - A user's stored tree records the choices made on /hak-akses-users. A node it leaves out (a screen added
//   later, a user never edited) takes the level's default; a node stored without children stands for
//   everything beneath it (ticking a whole group).
// - A screen whose gate names levels is never granted to another level: it is "not grantable", always
//   hidden in the tree, so the screen cannot show a right the server would refuse anyway.
// - A group or section is shown exactly when something beneath it is: rights are screens, and groups follow
//   them. Unticking a group unticks what is in it; ticking it ticks every grantable screen in it.
// Pure: the server answers and checks with it, the browser draws and edits the tree with it.
import type { Level } from './levels';
import type { MenuGroup } from '../definitions/menus';
import type { AccessNode } from './gates';

/** A level's default: everything (but some keys), or only some keys. A key is a group, a section or a screen's route. */
export type DefaultAccess = { all: true; except?: readonly string[] } | { only: readonly string[] };

/**
 * What a new user of each level may open until someone changes it on /hak-akses-users. SU and OWN pass every
 * menu check anyway (domain/gates.ts ALWAYS_PASS). Keys of menus not built yet (pembelian and its reports) are
 * named so they apply the day those menus arrive. Deposits (titip) sit in the penjualan group.
 */
export const DEFAULT_ACCESS: Record<Level, DefaultAccess> = {
  SU: { all: true },
  OWN: { all: true },
  MU: { all: true },
  DEV: { all: true },
  // A supervisor runs the floor: selling, inventory, stocktaking, transfers, validations, masters and reports,
  // but not the shop's settings (receipt texts, WhatsApp, marketplace), which stay the owner's.
  SPV: { all: true, except: ['utility_setting'] },
  // A cashier sells, buys back and takes deposits, looks items and coupons up, and reads the reports of the
  // deposits and orders of their day (their report dates are held to the business date). No moves, no
  // weighing, no transfers, no settings.
  KASIR: {
    only: [
      'penjualan',
      'pembelian',
      // Orders and services are taken, collected and handed out at the counter (issue 21).
      'pesanan',
      'service',
      // Gold instalments are sold, paid and paid off at the counter (issue 22).
      'cicilan',
      // Pawn loans are taken, renewed and redeemed at the counter (issue 22); their parameters are a supervisor's.
      'hutang_transaksi',
      'laporan_hutang',
      '/data-barang',
      '/data-barang-manual',
      '/cek-kupon',
      'laporan_titip',
      'laporan_pesanan',
      'laporan_service',
      'laporan_cicilan',
      'laporan_penjualan',
      'laporan_pembelian',
      // The till is the cashier's: its book, the bank's, moving money between them, card cash (issue 11).
      '/uang-kas',
      '/uang-bank',
      '/mutasi-uang-bank',
      '/mutasi-uang-cash',
      '/gesek-tunai',
      // The day's close is the last cashier's, on a supervisor's TUTUP_TOKO authorization.
      '/tutup-toko',
      // A member's gifts for points and its history are asked at the counter (issue 23); a correction is a supervisor's.
      '/tukar-point',
      '/lihat-transaksi-member',
    ],
  },
};

/** Keys (screens, and groups or sections with nothing else in them) that `level` can never be given. */
export function notGrantable(groups: MenuGroup[], level: Level): Set<string> {
  const out = new Set<string>();
  for (const g of groups) {
    let groupOpen = false;
    for (const s of g.sections) {
      let sectionOpen = false;
      for (const i of s.items) {
        if (i.levels && !i.levels.includes(level)) out.add(i.route);
        else sectionOpen = true;
      }
      if (!sectionOpen) out.add(s.key);
      groupOpen ||= sectionOpen;
    }
    if (!groupOpen) out.add(g.key);
  }
  return out;
}

/** Groups and sections follow their children: hidden above hides below, and shown means something below is shown. */
function settle(nodes: AccessNode[], parentShown = true): AccessNode[] {
  return nodes.map((n) => {
    const shown = parentShown && n.is_show;
    if (!n.children?.length) return { ...n, is_show: shown };
    const children = settle(n.children, shown);
    return { key: n.key, is_show: children.some((c) => c.is_show), children };
  });
}

/** The tree with every not-grantable node hidden, then settled. */
function finish(tree: AccessNode[], blocked: ReadonlySet<string>): AccessNode[] {
  const hide = (nodes: AccessNode[]): AccessNode[] =>
    nodes.map((n) => ({ ...n, is_show: n.is_show && !blocked.has(n.key), ...(n.children ? { children: hide(n.children) } : {}) }));
  return settle(hide(tree));
}

export function defaultAccessTree(groups: MenuGroup[], level: Level): AccessNode[] {
  const rule = DEFAULT_ACCESS[level];
  const named = new Set('only' in rule ? rule.only : rule.except ?? []);
  // A screen is in the default when it, its section or its group is named (inverted for "all but").
  const pick = (...keys: string[]) => ('only' in rule ? keys.some((k) => named.has(k)) : !keys.some((k) => named.has(k)));
  const tree = groups.map((g) => ({
    key: g.key,
    is_show: true,
    children: g.sections.map((s) => ({
      key: s.key,
      is_show: true,
      children: s.items.map((i) => ({ key: i.route, is_show: pick(g.key, s.key, i.route) })),
    })),
  }));
  return finish(tree, notGrantable(groups, level));
}

/**
 * Defaults overlaid with stored choices. `inherit` is the value of a stored ancestor that had no children
 * stored: it stands for everything beneath it.
 */
function merge(defaults: AccessNode[], stored: AccessNode[] | undefined, inherit?: boolean): AccessNode[] {
  return defaults.map((d) => {
    const s = stored?.find((x) => x.key === d.key);
    const is_show = s ? s.is_show : inherit ?? d.is_show;
    const below = s ? (s.children?.length ? undefined : s.is_show) : inherit;
    return { key: d.key, is_show, ...(d.children ? { children: merge(d.children, s?.children, below) } : {}) };
  });
}

/** The tree that decides: the level's defaults overlaid with what was stored for the user (always settled). */
export function effectiveAccessTree(groups: MenuGroup[], level: Level, stored: AccessNode[] | null | undefined): AccessNode[] {
  return finish(merge(defaultAccessTree(groups, level), stored ?? undefined), notGrantable(groups, level));
}

// ---------------------------------------------------------------- edits on /hak-akses-users

/** How a node's checkbox looks: a screen is ticked or not; a group is ticked when all it may grant is, partly when some is. */
export type TickState = 'checked' | 'unchecked' | 'indeterminate';

function grantableLeaves(node: AccessNode, blocked: ReadonlySet<string>): AccessNode[] {
  if (blocked.has(node.key)) return [];
  if (!node.children?.length) return [node];
  return node.children.flatMap((c) => grantableLeaves(c, blocked));
}

export function tickState(node: AccessNode, blocked: ReadonlySet<string>): TickState {
  const leaves = grantableLeaves(node, blocked);
  const shown = leaves.filter((l) => l.is_show).length;
  if (!leaves.length || !shown) return 'unchecked';
  return shown === leaves.length ? 'checked' : 'indeterminate';
}

/** `value` for a node and every grantable node beneath it. */
function setSubtree(node: AccessNode, value: boolean, blocked: ReadonlySet<string>): AccessNode {
  const is_show = value && !blocked.has(node.key);
  return { ...node, is_show, ...(node.children ? { children: node.children.map((c) => setSubtree(c, value, blocked)) } : {}) };
}

/** Ticks or unticks the node at `path` (keys from the top) with everything beneath it; the groups above follow. */
export function setShownAt(tree: AccessNode[], path: readonly string[], value: boolean, blocked: ReadonlySet<string>): AccessNode[] {
  const walk = (nodes: AccessNode[], rest: readonly string[]): AccessNode[] =>
    nodes.map((n) => {
      if (n.key !== rest[0]) return n;
      if (rest.length === 1) return setSubtree(n, value, blocked);
      return { ...n, children: walk(n.children ?? [], rest.slice(1)) };
    });
  // Parents follow their children before settle(), which would otherwise hide a screen just ticked inside a
  // group that was hidden until now.
  const lift = (nodes: AccessNode[]): AccessNode[] =>
    nodes.map((n) => {
      if (!n.children?.length) return n;
      const children = lift(n.children);
      return { ...n, is_show: children.some((c) => c.is_show), children };
    });
  return finish(lift(walk(tree, path)), blocked);
}

/** Every grantable node ticked, or every node unticked. */
export function setAllShown(tree: AccessNode[], value: boolean, blocked: ReadonlySet<string>): AccessNode[] {
  return finish(tree.map((n) => setSubtree(n, value, blocked)), blocked);
}
