// The definitions as a whole: they pass the start-up checks, every screen has its server side and its menu
// entry, the checker names the definition it refuses, and every label has its Indonesian text (the locale files:
// locales.test.ts).
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkDefinitions, assertDefinitions, DefinitionError } from '../../definitions/check';
import { collectDefinitions } from '../../definitions/registry';
import { column, defineMaster, defineReport, f, filters, type Definition, type MasterDefinition, type ReportDefinition, type TransactionDefinition } from '../../definitions/define';
import { buildMenus, menuRoutes } from '../../definitions/menus';
import { PAGES } from '../../definitions/pages';
import { loadDefinitions } from '../../server/engine/load-definitions';
import { loadReportQueries, pairReports, reportFileName, reportQuery } from '../../server/engine/reports';
import { fieldLabel } from '../../domain/labels';
import { validateRecord } from '../../domain/validation';
import type { SelectField } from '../../domain/fields';

const ROOT = resolve(import.meta.dirname, '..', '..');

let defs: Definition[];
let masters: MasterDefinition[];
let reports: ReportDefinition[];
beforeAll(async () => {
  defs = await loadDefinitions();
  masters = defs.filter((d): d is MasterDefinition => d.kind === 'master');
  reports = defs.filter((d): d is ReportDefinition => d.kind === 'report');
});

describe('the definitions', () => {
  it('load, and include the masters and reports of this slice', () => {
    expect(masters.map((m) => m.name).sort()).toEqual(
      expect.arrayContaining(['baki', 'bank', 'gudang', 'kadar', 'kelompok_harga', 'para_harga_beli', 'rekening', 'sales']),
    );
    expect(reports.map((r) => r.name).sort()).toEqual(expect.arrayContaining(['batal_pesanan', 'batal_titip']));
    expect(reports.map((r) => r.name)).toEqual(
      expect.arrayContaining(['kelompok_barang', 'analisis_harga_barang', 'stock_baki', 'mutasi_barang', 'hancur_barang', 'penerimaan_barang']),
    );
  });

  it('pass the start-up checks', () => {
    expect(checkDefinitions(defs)).toEqual([]);
  });

  it('give every master a route, a key field, list columns that are fields and api paths with {key}', () => {
    for (const m of masters) {
      const fields = Object.keys(m.fields);
      expect(m.route, m.name).toMatch(/^\/[a-z-]+$/);
      expect(fields, m.name).toContain(m.key);
      expect(m.list.columns.length, m.name).toBeGreaterThan(0);
      for (const c of m.list.columns) expect(fields, `${m.name} list column ${c}`).toContain(c);
      for (const c of m.list.search ?? []) expect(fields, `${m.name} search ${c}`).toContain(c);
      for (const p of ['update', 'remove', 'activate'] as const) expect(m.api[p], `${m.name} api.${p}`).toContain(`{${m.key}}`);
      expect(m.api.list, m.name).not.toMatch(/^\//);
      expect(m.api.create, m.name).not.toMatch(/^\//);
    }
  });

  it('pair every report definition with one SQL file of its file name and every SQL file with a definition', async () => {
    const queries = await loadReportQueries();
    const pairs = pairReports(reports, queries);
    expect([...pairs.keys()].map((d) => d.name).sort()).toEqual(reports.map((r) => r.name).sort());
    for (const [d, q] of pairs) expect(q.name).toBe(reportFileName(d));
    expect(queries.map((q) => q.name).sort()).toEqual(reports.map((r) => reportFileName(r)).sort());
    // The pairing goes by the definition's name: each file is named after its definition.
    const files = readdirSync(join(ROOT, 'definitions', 'reports')).filter((f) => f.endsWith('.ts')).map((f) => f.slice(0, -3));
    expect(files.sort()).toEqual(reports.map((r) => reportFileName(r)).sort());
  });

  it('give every definition a route of its own', () => {
    const routes = [...PAGES.map((p) => p.route), ...defs.map((d) => d.route)];
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('put every master and report in the menu', () => {
    const inMenu = menuRoutes(buildMenus(defs)).map((r) => r.route);
    for (const d of [...masters, ...reports]) expect(inMenu, d.name).toContain(d.route);
    for (const r of reports) expect(menuRoutes(buildMenus(defs)).find((x) => x.route === r.route)?.group, r.name).toBe('laporan');
  });
});

describe('the transaction definitions', () => {
  const transactions = () => defs.filter((d): d is TransactionDefinition => d.kind === 'transaction');

  it('draw the sale, deposit, buy-back, order and service screens the spec names, each in the menu under its group', () => {
    expect(transactions().map((d) => d.route).sort()).toEqual([
      '/batal-cicilan',
      '/batal-hutang-lunas',
      '/batal-pembelian',
      '/batal-pembelian-manual',
      '/batal-penjualan',
      '/batal-penjualan-manual',
      '/hangus-kelebihan-lelang',
      '/kekurangan-lelang-hutang',
      '/kelebihan-lelang-hutang',
      '/lelang-hutang',
      '/lihat-cicilan',
      '/lihat-hutang',
      '/lihat-pembelian',
      '/lihat-pembelian-manual',
      '/lihat-penjualan',
      '/lihat-penjualan-manual',
      '/lihat-pesanan',
      '/lihat-services',
      '/lihat-titipan',
      '/validasi-cicilan',
      '/validasi-hutang',
      '/validasi-jual-beli',
      '/validasi-jual-beli-manual',
      '/validasi-penjualan',
      '/validasi-pesanan',
      '/validasi-service',
      '/validasi-titipan',
    ]);
    const menu = menuRoutes(buildMenus(defs));
    const OWN_GROUP: Record<string, string> = { pembelian: 'pembelian', pesanan: 'pesanan', service: 'service', cicilan: 'cicilan', hutang: 'hutang' };
    const groupOf = (d: TransactionDefinition) => (d.kinds ? 'validasi' : (OWN_GROUP[d.document.name] ?? 'penjualan'));
    for (const d of transactions()) expect(menu.find((r) => r.route === d.route)?.group, d.name).toBe(groupOf(d));
  });

  it("have their hand-written entry screen, their number first in the list, and the 'valid by' cashiers on validation", () => {
    for (const d of transactions()) {
      expect(PAGES.find((p) => p.route === d.document.entry)?.kind, d.name).toBe('custom');
      expect(d.report.columns[0].field, d.name).toBe(d.document.number);
      if (d.screen === 'validate') expect(d.report.filters.map((x) => x.kind)).toEqual(['dateRange', 'list']);
    }
  });

  it('name the cancel authorization of each kind: BATAL_PENJUALAN and BATAL_PEMBELIAN same day only, BATAL_TITIP on the list any day', () => {
    const cancel = (name: string) => transactions().find((d) => d.document.name === name)!.document.cancel;
    expect(cancel('penjualan')).toMatchObject({ authorization: 'BATAL_PENJUALAN', sameDayOnly: true, route: '/batal-penjualan' });
    expect(cancel('titip')).toMatchObject({ authorization: 'BATAL_TITIP', sameDayOnly: false });
    expect(cancel('titip')?.route).toBeUndefined();
    expect(cancel('pembelian')).toMatchObject({ authorization: 'BATAL_PEMBELIAN', sameDayOnly: true, afterValidation: false, route: '/batal-pembelian' });
  });

  it('refuse a cancel rule from an unknown status or with an unknown authorization', () => {
    const [list] = transactions();
    const bad = { ...list, document: { ...list.document, cancel: { ...list.document.cancel!, authorization: 'BATAL_APA', from: ['HILANG'] } } } as unknown as TransactionDefinition;
    const errors = checkDefinitions([...defs.filter((d) => d !== list), bad]);
    expect(errors).toEqual([`${list.name}: cancel authorization "BATAL_APA" is not an authorization kind`, `${list.name}: cancel from "HILANG", which is not a status`]);
  });
});

describe('npm run routes', () => {
  let lines: { path: string; kind: string; gate: unknown; label: string }[];
  beforeAll(() => {
    const out = execFileSync(join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/routes.ts'], { cwd: ROOT, encoding: 'utf8' });
    lines = out.trim().split('\n').map((l) => JSON.parse(l));
  });

  it('lists each route once', () => {
    const paths = lines.map((l) => l.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists every definition with its kind, gate and label', () => {
    for (const d of defs) {
      expect(lines.find((l) => l.path === d.route), d.name).toEqual({ path: d.route, kind: d.kind, gate: d.gate, label: d.label });
    }
  });

  it('lists the pages and the SubMenu pages', () => {
    for (const p of PAGES) expect(lines.find((l) => l.path === p.route)?.kind, p.route).toBe(p.kind);
    expect(lines.find((l) => l.path === '/SubMenuLaporan')?.kind).toBe('menu');
  });
});

describe('the checker', () => {
  const bank = () => defs.find((d) => d.name === 'bank') as MasterDefinition;
  const others = () => defs.filter((d) => d.name !== 'bank');

  it('names the master whose list column is not a field', () => {
    const bad = { ...bank(), list: { columns: ['kode_bank', 'foo'] } } as MasterDefinition;
    expect(checkDefinitions([...others(), bad])).toEqual(['bank: list column "foo" is not a field']);
  });

  it('names the master that labels a value its select field does not offer', () => {
    const toko = defs.find((d) => d.name === 'toko') as MasterDefinition;
    const zone = toko.fields.zona_waktu as SelectField;
    const bad = { ...toko, fields: { ...toko.fields, zona_waktu: { ...zone, optionLabels: { ...zone.optionLabels, 'Asia/Tokyo': 'JST' } } } } as MasterDefinition;
    expect(checkDefinitions([...defs.filter((d) => d.name !== 'toko'), bad])).toEqual(['toko: field "zona_waktu" labels "Asia/Tokyo", which is not one of its options']);
  });

  it('names the master whose key is not a field and whose paths lack it', () => {
    const bad = { ...bank(), key: 'kode', api: { ...bank().api, update: 'banks/{kode_bank}' } } as MasterDefinition;
    const errors = checkDefinitions([...others(), bad]);
    expect(errors).toContain('bank: key "kode" is not a field');
    expect(errors).toContain('bank: api.update "banks/{kode_bank}" must contain {kode}');
  });

  it('names the master with a reference to an unknown master', () => {
    // A fixture master of its own (tukang is a real master now, whose name and route it must not take).
    const bad = defineMaster({
      name: 'tukang_luar',
      label: 'Tukang Luar',
      route: '/master-tukang-luar',
      key: 'kode_tukang',
      api: { list: 'tukang-luar', create: 'tukang-luar', update: 'tukang-luar/{kode_tukang}', remove: 'tukang-luar/{kode_tukang}' },
      fields: {
        kode_tukang: f.code({ label: 'Kode Tukang', required: true }),
        kode_gudang: f.ref({ label: 'Gudang', resource: 'gudang_pusat' }),
      },
      list: { columns: ['kode_tukang'] },
    });
    expect(checkDefinitions([...defs, bad])).toEqual(['tukang_luar: field "kode_gudang" refers to unknown master "gudang_pusat"']);
  });

  it('names the definition whose gate needs an unknown module or level', () => {
    const bad = { ...bank(), gate: { levels: ['OWN', 'BOSS'], modules: ['NO_SUCH_MODULE'] } } as unknown as MasterDefinition;
    expect(checkDefinitions([...others(), bad])).toEqual(['bank: unknown level "BOSS"', 'bank: unknown module "NO_SUCH_MODULE"']);
  });

  it('names a definition that takes a route already used', () => {
    const copy = defineReport({
      name: 'batal_titip_lama',
      label: 'Laporan Batal Titip Lama',
      route: '/laporan-batal-titip',
      api: 'titip/report-lama',
      filters: [filters.dateRange()],
      columns: { nama_barang: f.text({ label: 'Nama Barang' }) },
      export: ['pdf'],
      messages: { emptyTable: '', found: '', empty: '', failed: '' },
    });
    expect(checkDefinitions([...defs, copy])).toEqual(['batal_titip_lama: route "/laporan-batal-titip" is already used by batal_titip']);
  });

  it('fails the boot with every problem listed', () => {
    const bad = { ...bank(), list: { columns: ['foo'] } } as MasterDefinition;
    expect(() => assertDefinitions([...others(), bad])).toThrow(DefinitionError);
    expect(() => assertDefinitions([...others(), bad])).toThrow('bank: list column "foo" is not a field');
    expect(() => collectDefinitions({ 'masters/bank.ts': { default: bad } })).toThrow('bank: list column "foo" is not a field');
  });

  it('names a file that does not export a definition', () => {
    expect(() => collectDefinitions({ 'masters/kosong.ts': {} as { default: Definition } })).toThrow('masters/kosong.ts');
  });

  it('names the report whose filters do not hold together', () => {
    const bad = defineReport({
      name: 'stock_salah',
      label: 'Laporan Stock Salah',
      route: '/laporan-stock-salah',
      api: 'reportbarang/stock-salah',
      filters: [
        filters.master({ param: 'kode_dept', label: 'Jenis', resource: 'jenis_lama' }),
        filters.select({ param: 'group_by', label: 'Group By', options: [{ value: 'BAKI', label: 'Per Baki' }], default: 'GROUP' }),
        filters.select({ param: 'urut', label: 'Urut', options: [] }),
        filters.date({ param: 'kode_dept' }),
      ],
      columns: {
        kode_baki: column(f.text({ label: 'Kode Baki' }), { when: { param: 'group_by', in: ['BAKI', 'RAK'] } }),
        qty: column(f.number({ label: 'Qty' }), { when: { param: 'tanggal', in: ['X'] } }),
      },
      export: ['pdf'],
      messages: { emptyTable: '', found: '', empty: '', failed: '' },
    });
    expect(checkDefinitions([...defs, bad])).toEqual([
      'stock_salah: filter "kode_dept" refers to unknown master "jenis_lama"',
      'stock_salah: select filter "group_by" defaults to "GROUP", which is not an option',
      'stock_salah: select filter "urut" has no options',
      'stock_salah: filter parameter "kode_dept" is used twice',
      'stock_salah: column "kode_baki" is shown by group_by "RAK", which is not an option',
      'stock_salah: column "qty" is shown by "tanggal", which is not a select filter',
    ]);
  });

  it('accepts the filter kinds the stock reports use', () => {
    const stock = reports.find((r) => r.name === 'stock_baki')!;
    expect(stock.filters.map((f) => f.kind)).toEqual(['date', 'master', 'select', 'shop']);
    expect(reports.find((r) => r.name === 'analisis_harga_barang')!.filters).toContainEqual(
      expect.objectContaining({ kind: 'select', param: 'sort_by', message: 'Sort By Tidak Boleh Kosong' }),
    );
    expect(reports.find((r) => r.name === 'kelompok_barang')!.filters).toContainEqual(
      expect.objectContaining({ kind: 'master', param: 'kode_dept', resource: 'jenis', message: 'Filter Tidak Boleh Kosong' }),
    );
  });

  it('refuses a report without its SQL file, and an SQL file without a report', () => {
    const query = reportQuery('tidak-ada', 'SELECT 1');
    expect(() => pairReports(reports, [])).toThrow(/batal_titip: no query server\/reports\/batal-titip.sql/);
    expect(() => pairReports([], [query])).toThrow('server/reports/tidak-ada.sql has no report definition (definitions/reports/tidak-ada.ts)');
  });

  it('refuses an SQL file naming a parameter no filter of its report gives', async () => {
    const queries = await loadReportQueries();
    const titip = reports.find((r) => r.name === 'batal_titip')!;
    const wrong = reportQuery('batal-titip', 'SELECT * FROM titip WHERE kode_toko = :kode_toko AND tgl_batal = :tanggal');
    expect(() => pairReports(reports, [...queries.filter((q) => q.name !== 'batal-titip'), wrong])).toThrow(
      'server/reports/batal-titip.sql: unknown parameter :tanggal (batal_titip gives :kode_toko, :tgl_from, :tgl_to)',
    );
    expect(pairReports([titip], [queries.find((q) => q.name === 'batal-titip')!]).size).toBe(1);
  });

  it('gives each report column its field kind, and totals money, weights and counts', () => {
    const pesanan = reports.find((r) => r.name === 'batal_pesanan')!;
    const byField = Object.fromEntries(pesanan.columns.map((c) => [c.field, c]));
    expect(byField.total_berat).toMatchObject({ label: 'Total Berat', total: true, type: { kind: 'weight', decimals: 2 } });
    expect(byField.total_qty).toMatchObject({ total: true, type: { kind: 'number' } });
    expect(byField.tanggal).toMatchObject({ total: false, type: { kind: 'date' } });
    const kadar = reports.find((r) => r.name === 'hancur_barang')!.columns.find((c) => c.field === 'kadar')!;
    expect(kadar).toMatchObject({ total: false, type: { kind: 'percent' } });
  });
});

describe('labels', () => {
  // The definitions are the one source of the Indonesian labels; locales.test.ts checks id.json does not repeat them.
  it('give every field of every master an Indonesian label, the one the messages use', () => {
    for (const m of masters) {
      for (const [name, field] of Object.entries(m.fields)) {
        expect(field.label?.trim(), `${m.name}.${name}`).toBeTruthy();
        expect(fieldLabel(m, name), `${m.name}.${name}`).toBe(field.label);
      }
    }
  });

  it('are the labels in the validator messages', () => {
    for (const m of masters) {
      const required = Object.entries(m.fields).filter(([, field]) => field.required).map(([name]) => name);
      const expected = required.map((name) => ({ field: name, message: `${m.fields[name].label} Tidak Boleh Kosong` }));
      expect(validateRecord(m, {}, 'create'), m.name).toEqual(expected);
    }
  });
});

// What each language lacks, and the keys that name nothing: tests/contract/locales.test.ts.
