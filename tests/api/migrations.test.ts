// Migrations as ordered, checksummed SQL files (server/db/migrations/, server/db/migrate.ts): a database made by an
// earlier build (tests/fixtures/db-bab149d.sql) is upgraded with its items, ledger and per-tray stock intact; a start
// refuses a database whose applied migration changed or that applied a migration this build lacks; and a stock-ledger
// kind is a row of ledger_kind that the per-tray stock follows. On PGlite, and on PostgreSQL in the api-pg project.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { prepareDatabase } from '../../server/boot';
import type { Config } from '../../server/config';
import { openPglite, openPostgres, type Db, type Queryable } from '../../server/db/database';
import { readMigrations, runMigrations } from '../../server/db/migrate';
import { migrationChecksum } from '../../server/db/migration';
import { ITEM_COUNT_DELTA, LEDGER_KINDS } from '../../domain/inventory';
import { DOCUMENT_STATUS } from '../../domain/codes';
import { PAYMENT_KIND_LABELS } from '../../domain/payments';
import { ROOT, TEST_ROOT, testConfig } from '../helpers/paths';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';

const ON_POSTGRES = process.env.KILAU_TEST_DB === 'postgres';
const FIXTURE = readFileSync(join(ROOT, 'tests/fixtures/db-bab149d.sql'), 'utf8');
const FIXTURE_OWNER = { user_id: 'OWNER', password: 'fixture-owner-pw' };

/** An empty database of the project's kind (a PGlite directory, or a new PostgreSQL database) and how to reach it. */
interface Scratch {
  config: Config;
  /** Runs SQL text on it in a connection of its own (closed after, so PGlite can be opened again). */
  exec(sql: string): Promise<void>;
  /** Reads from it in a connection of its own. */
  read<T>(fn: (db: Queryable) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

async function scratch(fromTemplate = false): Promise<Scratch> {
  if (ON_POSTGRES) {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `kilau_test_mig_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = async (sql: string) => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        await c.query(sql);
      } finally {
        await c.end();
      }
    };
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const config = testConfig({ databaseUrl: url.toString() });
    const withClient = async <T>(fn: (c: pg.Client) => Promise<T>) => {
      const c = new pg.Client({ connectionString: config.databaseUrl });
      await c.connect();
      try {
        return await fn(c);
      } finally {
        await c.end();
      }
    };
    if (fromTemplate) await (await prepareDatabase(config)).db.close();
    return {
      config,
      exec: (sql) => withClient(async (c) => void (await c.query(sql))),
      read: async (fn) => {
        const db = await openPostgres(config.databaseUrl!);
        try {
          return await fn(db);
        } finally {
          await db.close();
        }
      },
      drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dir = mkdtempSync(join(TEST_ROOT, 'mig-'));
  if (fromTemplate) cpSync(inject('templateDir'), dir, { recursive: true });
  const withDb = async <T>(fn: (db: Db) => Promise<T>) => {
    const db = await openPglite(dir);
    try {
      return await fn(db);
    } finally {
      await db.close();
    }
  };
  return {
    config: testConfig({ dataDir: dir, databaseUrl: undefined }),
    // pg_dump's text sets search_path to '' for the rest of the session: PGlite is one connection, so it is reset.
    exec: (sql) => withDb(async (db) => {
      await db.exec(sql);
      await db.exec('RESET search_path');
    }),
    read: withDb,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Items, ledger rows and per-tray stock, as counts and sums: what an upgrade must leave exactly as it was. */
async function inventoryState(db: Queryable) {
  return {
    items: await db.query(`SELECT status, count(*)::int AS n, sum(qty)::int AS qty, sum(berat) AS berat, sum(versi)::int AS versi FROM barang GROUP BY status ORDER BY status`),
    ledger: await db.query(`SELECT jenis, count(*)::int AS n, sum(qty)::int AS qty, sum(berat) AS berat, max(id)::int AS last_id FROM barang_mutasi GROUP BY jenis ORDER BY jenis`),
    stock: await db.query(`SELECT kode_toko, kode_baki, kode_gudang, items, qty, berat FROM stock_baki ORDER BY kode_toko, kode_baki`),
  };
}

/** The per-tray stock recomputed from the ledger and the items: what stock_baki must equal at any time. */
const stockFromLedger = (db: Queryable) =>
  db.query(
    `SELECT kode_toko, kode_baki, sum(qty)::int AS qty, sum(berat) AS berat,
            (SELECT count(*)::int FROM barang b WHERE b.status = 'READY' AND b.kode_toko = m.kode_toko AND b.kode_baki = m.kode_baki) AS items
       FROM barang_mutasi m GROUP BY kode_toko, kode_baki ORDER BY kode_toko, kode_baki`,
  );
const stockTable = (db: Queryable) => db.query(`SELECT kode_toko, kode_baki, qty, berat, items FROM stock_baki ORDER BY kode_toko, kode_baki`);

const MIGRATIONS = readMigrations();

describe('a database made by commit bab149d (tests/fixtures/db-bab149d.sql)', () => {
  let s: Scratch;
  let db: Db;
  let app: FastifyInstance;
  let before: Awaited<ReturnType<typeof inventoryState>>;
  let appliedBefore: string[];
  beforeAll(async () => {
    s = await scratch();
    await s.exec(FIXTURE);
    before = await s.read(inventoryState);
    appliedBefore = await s.read(async (q) => (await q.query<{ id: string }>(`SELECT id FROM schema_migrations WHERE id NOT LIKE 'master:%' ORDER BY id`)).map((r) => r.id));
    db = (await prepareDatabase(s.config)).db;
    ({ app } = await buildApp(s.config, db));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await s?.drop();
  });

  it('holds real stock: items, ledger rows of many kinds and per-tray stock, through migration 014 without checksums', () => {
    expect(appliedBefore).toEqual(MIGRATIONS.map((m) => m.id).filter((id) => id < '015'));
    expect(before.items).toEqual([
      { status: 'BATAL', n: 1, qty: 1, berat: 2, versi: 2 },
      { status: 'CONTOH', n: 1, qty: 1, berat: 0.9, versi: 2 },
      { status: 'HANCUR', n: 1, qty: 1, berat: 1.1, versi: 2 },
      { status: 'READY', n: 8, qty: 16, berat: 37.78, versi: 16 },
    ]);
    expect(before.ledger.map((r) => r.jenis)).toEqual([
      'BATAL_TERIMA', 'CONTOH_AMBIL', 'CONTOH_KEMBALI', 'HANCUR', 'KOREKSI', 'PINDAH_KELUAR', 'PINDAH_MASUK', 'STOCK_AMBIL', 'STOCK_TAMBAH', 'TAMBAH', 'TERIMA',
    ]);
    expect(before.ledger.reduce((n, r) => n + (r.n as number), 0)).toBe(25);
    expect(before.stock).toHaveLength(3);
  });

  it('is upgraded: the missing migrations applied in number order, every one recorded with its file checksum', async () => {
    const rows = await db.query<{ id: string; checksum: string }>(`SELECT id, checksum FROM schema_migrations WHERE id ~ '^[0-9]{3}_' ORDER BY id`);
    expect(rows).toEqual(MIGRATIONS.map((m) => ({ id: m.id, checksum: m.checksum })));
    expect(rows.map((r) => r.id)).toContain('017_ledger_kinds');
    for (const m of MIGRATIONS) expect(m.checksum).toBe(migrationChecksum(readFileSync(join(ROOT, 'server/db/migrations', `${m.id}.sql`), 'utf8')));
    // 015 carried the business date over from para_system; 017 put the ledger's kinds in a table it references.
    expect(await db.query(`SELECT kode_toko, tgl_system FROM hari_toko`)).toEqual([{ kode_toko: 'TOKO01', tgl_system: '2026-11-24' }]);
    expect(await db.query(`SELECT count(*)::int AS n FROM barang_mutasi m LEFT JOIN ledger_kind k USING (jenis) WHERE k.jenis IS NULL`)).toEqual([{ n: 0 }]);
    // 018: the name search's trigram index keeps no pending list.
    expect(await db.query(`SELECT reloptions FROM pg_class WHERE relname = 'barang_nama_trgm'`)).toEqual([{ reloptions: ['fastupdate=off'] }]);
  });

  it('keeps items, ledger rows and per-tray stock exactly as they were, and the stock table equal to the ledger', async () => {
    expect(await inventoryState(db)).toEqual(before);
    expect(await stockTable(db)).toEqual(await stockFromLedger(db));
  });

  it('serves the list and moves stock through the new trigger', async () => {
    const call = (method: string, url: string, token?: string, body?: unknown) =>
      app.inject({ method: method as 'GET', url: `/api/v1/${url}`, headers: token ? { 'x-auth-token': token } : {}, ...(body ? { payload: body as object } : {}) });
    const login = await call('POST', 'users/login', undefined, FIXTURE_OWNER);
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    const list = await call('GET', 'barang?limit=50', token);
    expect(list.json()).toMatchObject({ count: 8, summary: { qty: 16, berat: 37.78 } });
    const [{ versi }] = await db.query<{ versi: number }>(`SELECT versi FROM barang WHERE kode_barcode = 'TR-2'`);
    const move = await call('POST', 'barang/pindah', token, { kode_baki_tujuan: 'B1', items: [{ kode_barcode: 'TR-2', kode_baki: 'A2', versi }] });
    expect(move.statusCode).toBe(200);
    const stock = await stockTable(db);
    const tray = (baki: string, rows = before.stock) => rows.find((r) => r.kode_baki === baki)!;
    expect(tray('A2', stock)).toMatchObject({ items: (tray('A2').items as number) - 1, qty: (tray('A2').qty as number) - 1 });
    expect(tray('B1', stock)).toMatchObject({ items: (tray('B1').items as number) + 1, qty: (tray('B1').qty as number) + 1 });
    expect(stock).toEqual(await stockFromLedger(db));
  });
});

describe('a start refuses a database it cannot trust', () => {
  let s: Scratch;
  beforeAll(async () => {
    s = await scratch(true);
  });
  afterAll(() => s?.drop());

  it('when an applied migration was changed: its recorded checksum differs from the file', async () => {
    await s.exec(`UPDATE schema_migrations SET checksum = '${'0'.repeat(64)}' WHERE id = '011_stock_baki'`);
    await expect(prepareDatabase(s.config)).rejects.toThrow(
      /^Migration 011_stock_baki was changed after it was applied \(checksum 000000000000 recorded, [0-9a-f]{12} in the file\); restore its text and add a new migration instead$/,
    );
    await s.exec(`UPDATE schema_migrations SET checksum = '${MIGRATIONS.find((m) => m.id === '011_stock_baki')!.checksum}' WHERE id = '011_stock_baki'`);
    const { db } = await prepareDatabase(s.config);
    await db.close();
  });

  it('when the file of an applied migration was edited', async () => {
    const edited = MIGRATIONS.map((m) => (m.id === '006_inventory' ? { ...m, sql: `${m.sql}\n-- an afterthought\n`, checksum: migrationChecksum(`${m.sql}\n-- an afterthought\n`) } : m));
    const { db } = await prepareDatabase(s.config);
    try {
      await expect(runMigrations(db, edited)).rejects.toThrow(/^Migration 006_inventory was changed after it was applied/);
    } finally {
      await db.close();
    }
  });

  it('when it applied a migration this build does not have (a newer build made it)', async () => {
    await s.exec(`INSERT INTO schema_migrations (id, checksum) VALUES ('099_from_a_newer_build', 'abc')`);
    await expect(prepareDatabase(s.config)).rejects.toThrow(
      'Migration 099_from_a_newer_build is applied in this database but this build has no server/db/migrations/099_from_a_newer_build.sql',
    );
    await s.exec(`DELETE FROM schema_migrations WHERE id = '099_from_a_newer_build'`);
  });

  it('and applies a migration that was added in between: number order, whatever was applied after it', async () => {
    const last = MIGRATIONS.at(-1)!;
    const { db } = await prepareDatabase(s.config);
    try {
      const withLater = [...MIGRATIONS, { id: '999_later', number: 999, sql: 'CREATE TABLE later_one (x int);', checksum: migrationChecksum('CREATE TABLE later_one (x int);') }];
      expect(await runMigrations(db, withLater)).toEqual(['999_later']);
      await db.query(`DELETE FROM schema_migrations WHERE id = $1`, [last.id]);
      // The last real migration, unrecorded, with a harmless stand-in text under its id: the runner fills that gap
      // below an applied higher number (as for a database of a build that lacked a migration merged later).
      const gap = withLater.map((m) => (m.id === last.id ? { ...m, sql: 'SELECT 1;', checksum: migrationChecksum('SELECT 1;') } : m));
      expect(await runMigrations(db, gap)).toEqual([last.id]);
    } finally {
      await db.close();
    }
  });
});

describe('a stock-ledger kind is a row of ledger_kind', () => {
  let s: Scratch;
  let db: Db;
  beforeAll(async () => {
    s = await scratch(true);
    db = (await prepareDatabase(s.config)).db;
    await seedInventoryMasters(db);
  });
  afterAll(async () => {
    await db?.close();
    await s?.drop();
  });

  it('holds exactly the kinds of domain/inventory.ts, with their direction and item count', async () => {
    const rows = await db.query<{ jenis: string; arah: string; item_delta: number }>('SELECT jenis, arah, item_delta FROM ledger_kind ORDER BY jenis');
    const domain = Object.entries(LEDGER_KINDS)
      .map(([jenis, arah]) => ({ jenis, arah, item_delta: ITEM_COUNT_DELTA[jenis as keyof typeof LEDGER_KINDS] }))
      .sort((a, b) => (a.jenis < b.jenis ? -1 : 1));
    expect(rows).toEqual(domain);
  });

  it('a new kind is one row: a ledger row of it moves the per-tray stock by its item_delta', async () => {
    const { app } = await buildApp(s.config, db);
    try {
      await app.ready();
      const token = (await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { user_id: 'OWNER', password: 'owner-test-pw' } })).json().token;
      const res = await app.inject({ method: 'POST', url: '/api/v1/barang/create', headers: { 'x-auth-token': token }, payload: itemInput({ kode_barcode: 'KIND-1', berat: 2.5 }) });
      expect(res.statusCode).toBe(201);
    } finally {
      await app.close();
    }
    const trayA1 = async () => (await db.query(`SELECT items, qty, berat FROM stock_baki WHERE kode_baki = 'A1'`))[0];
    expect(await trayA1()).toEqual({ items: 1, qty: 1, berat: 2.5 });
    await db.query(`INSERT INTO ledger_kind (jenis, arah, item_delta, description) VALUES ('UJI_KELUAR', 'out', -1, 'a kind added by a test')`);
    await db.query(
      `INSERT INTO barang_mutasi (kode_barcode, tgl_system, jenis, kode_toko, kode_gudang, kode_baki, qty, berat, input_by)
       VALUES ('KIND-1', '2026-11-24', 'UJI_KELUAR', 'TOKO01', 'G1', 'A1', -1, -2.5, 'TEST')`,
    );
    expect(await trayA1()).toEqual({ items: 0, qty: 0, berat: 0 });
    await expect(
      db.query(
        `INSERT INTO barang_mutasi (kode_barcode, tgl_system, jenis, kode_toko, kode_gudang, kode_baki, qty, berat, input_by)
         VALUES ('KIND-1', '2026-11-24', 'TIDAK_ADA', 'TOKO01', 'G1', 'A1', 1, 2.5, 'TEST')`,
      ),
    ).rejects.toThrow(/barang_mutasi_jenis_fkey/);
    expect(await trayA1()).toEqual({ items: 0, qty: 0, berat: 0 });
  });
});

describe("a document's statuses, payment kinds and balance kinds are rows", () => {
  let s: Scratch;
  let db: Db;
  beforeAll(async () => {
    s = await scratch(true);
    db = (await prepareDatabase(s.config)).db;
  });
  afterAll(async () => {
    await db?.close();
    await s?.drop();
  });

  it('holds exactly the statuses and payment kinds of domain/, with their labels', async () => {
    expect(await db.query('SELECT kode, nama FROM status_dokumen ORDER BY kode')).toEqual(
      Object.entries(DOCUMENT_STATUS).map(([kode, nama]) => ({ kode, nama })).sort((a, b) => (a.kode < b.kode ? -1 : 1)),
    );
    expect(await db.query('SELECT kode, nama FROM jenis_bayar ORDER BY kode')).toEqual(
      Object.entries(PAYMENT_KIND_LABELS).map(([kode, nama]) => ({ kode, nama })).sort((a, b) => (a.kode < b.kode ? -1 : 1)),
    );
    expect((await db.query<{ kode: string }>('SELECT kode FROM jenis_saldo ORDER BY kode')).map((r) => r.kode)).toEqual(['KELEBIHAN_LELANG', 'PIUTANG', 'TITIPAN', 'UANG_MUKA']);
  });

  it('refuses a status or payment kind that is not a row, and takes one that was added as a row', async () => {
    await db.query(
      `INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, subtotal, grand_total, input_by) VALUES ('UJI-1', 'UJI', 'TOKO01', '2026-11-24', 0, 0, 'OWNER')`,
    );
    const status = (s: string) => db.query(`INSERT INTO dokumen_status (no_dokumen, status, tgl_system, oleh) VALUES ('UJI-1', $1, '2026-11-24', 'OWNER')`, [s]);
    const bayar = (j: string) => db.query(`INSERT INTO dokumen_bayar (no_dokumen, baris, jenis, jumlah_rp) VALUES ('UJI-1', 1, $1, 1000)`, [j]);
    await expect(status('DIAMBIL')).rejects.toThrow(/dokumen_status_status_fkey/);
    await expect(bayar('DP_PESANAN')).rejects.toThrow(/dokumen_bayar_jenis_fkey/);
    await db.query(`INSERT INTO status_dokumen (kode, nama) VALUES ('DIAMBIL', 'Sudah Diambil')`);
    await db.query(`INSERT INTO jenis_bayar (kode, nama) VALUES ('DP_PESANAN', 'DP Pesanan')`);
    await status('DIAMBIL');
    await bayar('DP_PESANAN');
  });
});
