import { describe, expect, it } from 'vitest';
import type { Level } from '../../definitions/define';
import {
  accessShows,
  datesFixedToSystem,
  passesGate,
  passesMenuAccess,
  passesRules,
  type AccessNode,
  type GateContext,
  type ModuleMap,
} from '../../domain/gates';

const on = (...keys: string[]): ModuleMap => Object.fromEntries(keys.map((k) => [k, { active: true }]));
const ctx = (level: Level, modules: ModuleMap = {}, access: AccessNode[] = []): GateContext => ({ level, modules, access });

// group > section > route, the three levels of the access tree
const tree = (groupShown: boolean, sectionShown: boolean, routeShown: boolean): AccessNode[] => [
  {
    key: 'laporan',
    is_show: groupShown,
    children: [{ key: 'laporan_titip', is_show: sectionShown, children: [{ key: '/laporan-batal-titip', is_show: routeShown }] }],
  },
];

describe('menu access', () => {
  it('lets SU and OWN through whatever their tree says', () => {
    for (const level of ['SU', 'OWN'] as const) {
      expect(passesMenuAccess(ctx(level, {}, []), '/laporan-batal-titip')).toBe(true);
      expect(passesMenuAccess(ctx(level, {}, tree(false, false, false)), '/laporan-batal-titip')).toBe(true);
    }
  });
  it('lets a KASIR through only when the route and every ancestor are shown', () => {
    expect(passesMenuAccess(ctx('KASIR', {}, tree(true, true, true)), '/laporan-batal-titip')).toBe(true);
    expect(passesMenuAccess(ctx('KASIR', {}, tree(false, true, true)), '/laporan-batal-titip')).toBe(false);
    expect(passesMenuAccess(ctx('KASIR', {}, tree(true, false, true)), '/laporan-batal-titip')).toBe(false);
    expect(passesMenuAccess(ctx('KASIR', {}, tree(true, true, false)), '/laporan-batal-titip')).toBe(false);
  });
  it('refuses a route the tree does not name', () => {
    expect(passesMenuAccess(ctx('KASIR', {}, tree(true, true, true)), '/master-bank')).toBe(false);
    expect(passesMenuAccess(ctx('SPV', {}, []), '/master-bank')).toBe(false);
  });
  it('looks no deeper than three levels', () => {
    const deep: AccessNode[] = [{ key: 'a', is_show: true, children: [{ key: 'b', is_show: true, children: [{ key: 'c', is_show: true, children: [{ key: '/deep', is_show: true }] }] }] }];
    expect(accessShows(deep, 'c')).toBe(true);
    expect(accessShows(deep, '/deep')).toBe(false);
  });
});

describe('gate rules', () => {
  it('checks levels', () => {
    const gate = { levels: ['OWN', 'SU', 'SPV'] as Level[] };
    expect(passesRules(gate, ctx('SPV'))).toBe(true);
    expect(passesRules(gate, ctx('KASIR'))).toBe(false);
  });
  it('needs every listed module on', () => {
    const gate = { modules: ['SEPUHAN_MODULE', 'MEMBER_MODULE'] };
    expect(passesRules(gate, ctx('OWN', on('SEPUHAN_MODULE', 'MEMBER_MODULE')))).toBe(true);
    expect(passesRules(gate, ctx('OWN', on('SEPUHAN_MODULE')))).toBe(false);
    expect(passesRules(gate, ctx('OWN', { SEPUHAN_MODULE: { active: true }, MEMBER_MODULE: { active: false } }))).toBe(false);
  });
  it('needs every modulesOff module off', () => {
    const gate = { modules: ['SEPUHAN_MODULE'], modulesOff: ['SEPUHAN_TERPUSAT_MODULE'] };
    expect(passesRules(gate, ctx('OWN', on('SEPUHAN_MODULE')))).toBe(true);
    expect(passesRules(gate, ctx('OWN', on('SEPUHAN_MODULE', 'SEPUHAN_TERPUSAT_MODULE')))).toBe(false);
  });
  it('hides a route when a module carries the named value', () => {
    const gate = { moduleValueNot: { module: 'PARAMETER_JUMLAH_HUTANG_POKOK_MODULE', value: 'HARGA_EMAS' } };
    const withValue = (active: boolean, value: string) => ctx('OWN', { PARAMETER_JUMLAH_HUTANG_POKOK_MODULE: { active, value } });
    expect(passesRules(gate, withValue(true, 'HARGA_EMAS'))).toBe(false);
    expect(passesRules(gate, withValue(true, 'NOMINAL'))).toBe(true);
    expect(passesRules(gate, withValue(false, 'HARGA_EMAS'))).toBe(true);
  });
  it('settingNota: everyone when SETTING_NOTA_OWNER_ONLY is off, only OWN and SU when on', () => {
    const gate = { rule: 'settingNota' };
    for (const level of ['OWN', 'SU', 'MU', 'DEV', 'SPV', 'KASIR'] as const) expect(passesRules(gate, ctx(level))).toBe(true);
    const ownerOnly = on('SETTING_NOTA_OWNER_ONLY');
    expect(passesRules(gate, ctx('OWN', ownerOnly))).toBe(true);
    expect(passesRules(gate, ctx('SU', ownerOnly))).toBe(true);
    for (const level of ['MU', 'DEV', 'SPV', 'KASIR'] as const) expect(passesRules(gate, ctx(level, ownerOnly))).toBe(false);
  });
  it('manualItems: the module, or the app in STOCK_JUAL_MANUAL mode', () => {
    const gate = { rule: 'manualItems' };
    expect(passesRules(gate, ctx('OWN'))).toBe(false);
    expect(passesRules(gate, ctx('OWN', on('MANUAL_ITEMS_TRANSACTION_MODULE')))).toBe(true);
    expect(passesRules(gate, ctx('OWN', { APP_MODE: { active: true, value: 'STOCK_JUAL_MANUAL' } }))).toBe(true);
    expect(passesRules(gate, ctx('OWN', { APP_MODE: { active: true, value: 'STANDARD' } }))).toBe(false);
  });
  it('headOffice: only users whose own shop is the head office, whatever their level', () => {
    const gate = { rule: 'headOffice' };
    expect(passesRules(gate, { ...ctx('SPV'), headOffice: true })).toBe(true);
    expect(passesRules(gate, { ...ctx('OWN'), headOffice: false })).toBe(false);
    expect(passesRules(gate, ctx('SU'))).toBe(false);
  });
  it('refuses a rule it does not know', () => {
    expect(passesRules({ rule: 'noSuchRule' }, ctx('OWN'))).toBe(false);
  });
});

describe('passesGate', () => {
  it('needs the rules and the access tree', () => {
    const gate = { levels: ['OWN', 'SU', 'SPV', 'KASIR'] as Level[] };
    expect(passesGate(gate, ctx('KASIR', {}, tree(true, true, true)), '/laporan-batal-titip')).toBe(true);
    expect(passesGate(gate, ctx('KASIR', {}, tree(false, true, true)), '/laporan-batal-titip')).toBe(false);
    expect(passesGate({ levels: ['OWN'] }, ctx('SU'), '/x')).toBe(false);
  });
  it('skips the tree when the gate says access: false', () => {
    expect(passesGate({ access: false }, ctx('KASIR'), '/ganti-password')).toBe(true);
  });
  it('still applies module rules to SU and OWN', () => {
    expect(passesGate({ modules: ['BERLIAN_MODULE'] }, ctx('SU'), '/x')).toBe(false);
  });
});

describe('datesFixedToSystem', () => {
  const fixed = (level: Level, ...modules: string[]) => datesFixedToSystem({ level, modules: on('TANGGAL_TETAP_MODULE', ...modules) });

  it('fixes nobody when TANGGAL_TETAP_MODULE is off', () => {
    for (const level of ['OWN', 'SU', 'MU', 'DEV', 'SPV', 'KASIR'] as const) expect(datesFixedToSystem({ level, modules: {} })).toBe(false);
  });
  it('leaves SU and MU free', () => {
    expect(fixed('SU')).toBe(false);
    expect(fixed('MU')).toBe(false);
  });
  it('fixes OWN unless BACKDATE_OWNER_MODULE is on', () => {
    expect(fixed('OWN')).toBe(true);
    expect(fixed('OWN', 'BACKDATE_OWNER_MODULE')).toBe(false);
    expect(fixed('OWN', 'BACKDATE_SPV_MODULE')).toBe(true);
  });
  it('fixes SPV unless BACKDATE_SPV_MODULE is on', () => {
    expect(fixed('SPV')).toBe(true);
    expect(fixed('SPV', 'BACKDATE_SPV_MODULE')).toBe(false);
    expect(fixed('SPV', 'BACKDATE_OWNER_MODULE')).toBe(true);
  });
  it('fixes KASIR and DEV always', () => {
    expect(fixed('KASIR', 'BACKDATE_OWNER_MODULE', 'BACKDATE_SPV_MODULE')).toBe(true);
    expect(fixed('DEV', 'BACKDATE_OWNER_MODULE', 'BACKDATE_SPV_MODULE')).toBe(true);
  });
});
