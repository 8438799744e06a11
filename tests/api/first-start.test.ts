// A new database: the shop, the business date, the module flags, the owner; migrations recorded; master
// tables that follow their definitions additively.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineMaster, f, type MasterDefinition } from '../../definitions/define';
import { MODULES } from '../../definitions/modules';
import { todayIso } from '../../domain/dates';
import { firstStart } from '../../server/first-start';
import { runMigrations } from '../../server/db/migrate';
import { syncMasterTables } from '../../server/db/master-tables';
import { loadDefinitions } from '../../server/engine/load-definitions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testConfig } from '../helpers/paths';

const masters = (await loadDefinitions()).filter((d): d is MasterDefinition => d.kind === 'master');
const bank = masters.find((m) => m.name === 'bank')!;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const counts = async () => {
  const out: Record<string, number> = {};
  for (const table of ['toko', 'para_system', 'modules', 'users', 'schema_migrations']) {
    out[table] = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  }
  return out;
};
const columnsOf = async (table: string) =>
  (await t.db.query<{ column_name: string; data_type: string }>(
    `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position`,
    [table],
  )).map((c) => c.column_name);
const migrations = async () => (await t.db.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id);

describe('a new database', () => {
  it('has exactly one own shop, a branch named from the settings', async () => {
    expect(await t.db.query('SELECT kode_toko, nama_toko, level FROM toko WHERE is_own')).toEqual([
      { kode_toko: 'TOKO01', nama_toko: 'Toko Emas Kilau', level: 'CABANG' },
    ]);
  });

  // Compared with the day the row was made, not the day the test runs: a run that crosses midnight copies a database
  // made the day before.
  it('starts the business date on the day the database was made', async () => {
    const [row] = await t.db.query<{ kode_toko: string; tgl_system: string; status: string; updated_at: Date }>(
      `SELECT kode_toko, tgl_system, status, updated_at FROM hari_toko`,
    );
    expect(row).toEqual({ kode_toko: 'TOKO01', tgl_system: todayIso(new Date(row.updated_at)), status: 'BUKA', updated_at: row.updated_at });
    expect(await t.db.query('SELECT count(*)::int AS n FROM hari_toko')).toEqual([{ n: 1 }]);
  });

  it('has one module row per module of definitions/modules.ts, with its default', async () => {
    const rows = await t.db.query<{ key: string; active: boolean; value: string | null }>(`SELECT key, active, value FROM modules WHERE kode_toko = 'TOKO01'`);
    expect(rows.map((r) => r.key).sort()).toEqual(MODULES.map((m) => m.key).sort());
    for (const m of MODULES) expect(rows.find((r) => r.key === m.key), m.key).toEqual({ key: m.key, active: m.default, value: m.values?.[0] ?? null });
    expect(rows.find((r) => r.key === 'REPORT_SATU_BULAN_PROTECTION_MODULE')?.active).toBe(true);
    expect(rows.find((r) => r.key === 'TANGGAL_TETAP_MODULE')?.active).toBe(false);
  });

  it('has one owner', async () => {
    expect(await t.db.query(`SELECT user_id, level, kode_toko FROM users`)).toEqual([{ user_id: 'OWNER', level: 'OWN', kode_toko: 'TOKO01' }]);
  });

  it('records the hand-written migrations and one entry per master table and field', async () => {
    const ids = await migrations();
    expect(ids).toEqual(expect.arrayContaining(['001_system', '002_titip_pesanan', 'master:bank', 'master:bank:kode_bank:text', 'master:baki:berat_baki:numeric(12,3)']));
    for (const m of masters) expect(ids, m.name).toContain(`master:${m.name}`);
  });
});

describe('starting again', () => {
  it('adds nothing and creates no second owner', async () => {
    const before = await counts();
    expect(await firstStart(t.db, testConfig())).toEqual({});
    expect(await runMigrations(t.db)).toEqual([]);
    expect(await syncMasterTables(t.db, masters)).toEqual([]);
    expect(await counts()).toEqual(before);
  });
});

describe('syncMasterTables', () => {
  it('adds a column for a new field and records it, once', async () => {
    const withSwift = { ...bank, fields: { ...bank.fields, kode_swift: f.code({ label: 'Kode Swift', maxLength: 11 }) } } as MasterDefinition;
    expect(await syncMasterTables(t.db, [withSwift])).toEqual(['master:bank:kode_swift:text']);
    expect(await columnsOf('master_bank')).toContain('kode_swift');
    expect(await migrations()).toContain('master:bank:kode_swift:text');
    expect(await syncMasterTables(t.db, [withSwift])).toEqual([]);
  });

  it('creates the table of a new master with its fields and audit columns', async () => {
    // A fixture master of its own: tukang is a real master now, its table already made.
    const tukang = defineMaster({
      name: 'tukang_luar',
      label: 'Tukang Luar',
      route: '/master-tukang-luar',
      key: 'kode_tukang',
      api: { list: 'tukang-luar/get/all', create: 'tukang-luar/create', update: 'tukang-luar/update/{kode_tukang}', remove: 'tukang-luar/delete/{kode_tukang}' },
      fields: { kode_tukang: f.code({ label: 'Kode Tukang', required: true }), upah: f.money({ label: 'Upah' }) },
      list: { columns: ['kode_tukang', 'upah'] },
    });
    expect(await syncMasterTables(t.db, [tukang])).toEqual(['master:tukang_luar', 'master:tukang_luar:kode_tukang:text', 'master:tukang_luar:upah:bigint']);
    expect(await columnsOf('master_tukang_luar')).toEqual(expect.arrayContaining(['kode_tukang', 'upah', 'is_active', 'created_by', 'deleted_at']));
  });

  it('fails naming the definition when a field changed type, and changes nothing', async () => {
    const before = await migrations();
    const changed = { ...bank, fields: { ...bank.fields, nama_bank: f.money({ label: 'Nama Bank' }) } } as MasterDefinition;
    await expect(syncMasterTables(t.db, [changed])).rejects.toThrow('bank: field "nama_bank" changed type from text to bigint');
    expect((await migrations()).sort()).toEqual(before.sort());
  });
});
