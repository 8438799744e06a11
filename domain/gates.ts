// Who may see and use what (spec section 6). Pure: the browser draws menus and the not-available page
// with these functions, and the server answers 403 with the same ones.
import type { Level } from './levels';

/** Who may open a screen or call its writing endpoints. Every part given must pass. */
export interface Gate {
  /** Only these levels pass (SU and OWN are not implied here: list them). */
  levels?: Level[];
  /** Every listed module must be on for the user's shop. */
  modules?: string[];
  /** Every listed module must be off. */
  modulesOff?: string[];
  /** A module whose value must differ from the given one (e.g. hidden when value is HARGA_EMAS). */
  moduleValueNot?: { module: string; value: string };
  /** A named rule in domain/gates.ts for what data cannot say (e.g. 'settingNota'). */
  rule?: string;
  /** Needs the user's access tree to show the route (default true; SU and OWN always pass). */
  access?: boolean;
}

export interface ModuleState {
  active: boolean;
  value?: string | null;
}
export type ModuleMap = Record<string, ModuleState>;

/** One node of a user's access tree (up to three levels deep). `key` is a menu group key or a route. */
export interface AccessNode {
  key: string;
  is_show: boolean;
  children?: AccessNode[];
}

export interface GateContext {
  level: Level;
  modules: ModuleMap;
  access: AccessNode[];
  /** The user belongs to the head office shop (toko level PUSAT), not to a branch. */
  headOffice?: boolean;
}

export const ALWAYS_PASS: readonly Level[] = ['SU', 'OWN'];

export function moduleOn(modules: ModuleMap, key: string): boolean {
  return modules[key]?.active === true;
}

export function moduleValue(modules: ModuleMap, key: string): string | null {
  const m = modules[key];
  return m?.active ? m.value ?? null : null;
}

/** True when the tree shows `route`: the node and each of its ancestors (at most three levels) have is_show. */
export function accessShows(tree: AccessNode[], route: string, depth = 1): boolean {
  if (depth > 3) return false;
  for (const node of tree) {
    if (!node.is_show) continue;
    if (node.key === route) return true;
    if (node.children && accessShows(node.children, route, depth + 1)) return true;
  }
  return false;
}

export function passesMenuAccess(ctx: GateContext, route: string): boolean {
  return ALWAYS_PASS.includes(ctx.level) || accessShows(ctx.access, route);
}

/** Rules a gate can name that plain data cannot express. */
export const GATE_RULES: Record<string, (ctx: GateContext) => boolean> = {
  // /setting-nota and /setting-nota-slip: only OWN or SU when SETTING_NOTA_OWNER_ONLY is on, else everyone.
  settingNota: (ctx) => !moduleOn(ctx.modules, 'SETTING_NOTA_OWNER_ONLY') || ctx.level === 'OWN' || ctx.level === 'SU',
  // Manual items: the module, or the app running in STOCK_JUAL_MANUAL mode.
  // Screens of the head office only (e.g. sending goods to a branch): the user's own shop is the PUSAT one.
  headOffice: (ctx) => ctx.headOffice === true,
  // /validasi-non-cash under VALIDASI_INPUT_BY_KEUANGAN_MODULE: matching payments to the bank statement is the back
  // office's (finance) work, apart from the floor: a supervisor (SPV) no longer validates them, OWN, SU and MU do.
  nonCashValidator: (ctx) => !moduleOn(ctx.modules, 'VALIDASI_INPUT_BY_KEUANGAN_MODULE') || ctx.level !== 'SPV',
  manualItems: (ctx) =>
    moduleOn(ctx.modules, 'MANUAL_ITEMS_TRANSACTION_MODULE') || moduleValue(ctx.modules, 'APP_MODE') === 'STOCK_JUAL_MANUAL',
};

/** The gate without the access tree: levels, modules and named rules. */
export function passesRules(gate: Gate, ctx: GateContext): boolean {
  if (gate.levels && !gate.levels.includes(ctx.level)) return false;
  if (gate.modules?.some((k) => !moduleOn(ctx.modules, k))) return false;
  if (gate.modulesOff?.some((k) => moduleOn(ctx.modules, k))) return false;
  if (gate.moduleValueNot && moduleValue(ctx.modules, gate.moduleValueNot.module) === gate.moduleValueNot.value) return false;
  if (gate.rule) {
    const rule = GATE_RULES[gate.rule];
    if (!rule || !rule(ctx)) return false;
  }
  return true;
}

/** The whole gate of a route: its rules and, unless the gate says otherwise, the user's access tree. */
export function passesGate(gate: Gate, ctx: GateContext, route: string): boolean {
  if (!passesRules(gate, ctx)) return false;
  return gate.access === false || passesMenuAccess(ctx, route);
}

/** Report and transaction dates locked to tgl_system (spec: fixed-date setting; backdating per level). */
export function datesFixedToSystem(ctx: Pick<GateContext, 'level' | 'modules'>): boolean {
  if (!moduleOn(ctx.modules, 'TANGGAL_TETAP_MODULE')) return false;
  if (ctx.level === 'SU' || ctx.level === 'MU') return false;
  if (ctx.level === 'OWN') return !moduleOn(ctx.modules, 'BACKDATE_OWNER_MODULE');
  if (ctx.level === 'SPV') return !moduleOn(ctx.modules, 'BACKDATE_SPV_MODULE');
  return true;
}
