// Hand-written schema changes, applied once each in order and recorded in schema_migrations.
// Master tables are not here: they are derived from their definitions (master-tables.ts).
import type { Db } from './database';
import { AUTHORIZATION_MIGRATION } from './migrations-authorization';
import { PARAMETER_AKUN_MIGRATION } from './migrations-parameter-akun';
import { INVENTORY_MIGRATION } from './migrations-inventory';
import { TIMBANG_BAKI_MIGRATION } from './migrations-timbang-baki';
import { STOCK_OPNAME_MIGRATION } from './migrations-stock-opname';
import { STOCK_BAKI_MIGRATION } from './migrations-stock-baki';
import { PENERIMAAN_BARANG_MIGRATION } from './migrations-penerimaan-barang';
import { BARANG_SEARCH_MIGRATION } from './migrations-barang-search';
import { KIRIM_BARANG_KEMBALI_MIGRATION, KIRIM_BARANG_MIGRATION } from './migrations-kirim-barang';
import { BARANG_MANUAL_MIGRATION } from './migrations-barang-manual';
import { HARI_TOKO_MIGRATION } from './migrations-hari-toko';
import { MUST_CHANGE_PASSWORD_MIGRATION } from './migrations-must-change-password';

export interface Migration {
  id: string;
  statements: string[];
}

export const MIGRATIONS: Migration[] = [
  {
    id: '001_system',
    statements: [
      `CREATE TABLE toko (
        kode_toko text PRIMARY KEY,
        nama_toko text NOT NULL,
        alamat_toko text NOT NULL DEFAULT '',
        level text NOT NULL DEFAULT 'CABANG',
        portal text,
        is_own boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE para_system (key text PRIMARY KEY, value text, updated_at timestamptz NOT NULL DEFAULT now())`,
      `CREATE TABLE modules (
        kode_toko text NOT NULL REFERENCES toko(kode_toko),
        key text NOT NULL,
        active boolean NOT NULL,
        value text,
        PRIMARY KEY (kode_toko, key)
      )`,
      `CREATE TABLE users (
        user_id text PRIMARY KEY,
        nama_user text NOT NULL DEFAULT '',
        password_hash text NOT NULL,
        level text NOT NULL,
        kode_toko text NOT NULL REFERENCES toko(kode_toko),
        access jsonb NOT NULL DEFAULT '[]',
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        password_changed_at timestamptz
      )`,
      `CREATE TABLE sessions (
        token_hash text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users(user_id),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`,
      `CREATE INDEX sessions_user ON sessions (user_id) WHERE revoked_at IS NULL`,
    ],
  },
  {
    // Deposits (titip uang) and custom orders (pesanan): the reports of this issue read them; their
    // transaction flows come in later issues and will add columns, never change these.
    id: '002_titip_pesanan',
    statements: [
      `CREATE TABLE titip (
        no_titip text PRIMARY KEY,
        kode_toko text NOT NULL REFERENCES toko(kode_toko),
        tgl_titip date NOT NULL,
        nama_customer text NOT NULL DEFAULT '',
        kode_barcode text NOT NULL DEFAULT '',
        nama_barang text NOT NULL,
        berat numeric(12,3) NOT NULL,
        harga_jual bigint NOT NULL,
        ongkos bigint NOT NULL DEFAULT 0,
        harga_total bigint NOT NULL,
        dp_rp bigint NOT NULL DEFAULT 0,
        status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'BATAL', 'SELESAI')),
        tgl_batal date,
        batal_by text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX titip_batal ON titip (kode_toko, tgl_batal) WHERE status = 'BATAL'`,
      `CREATE TABLE pesanan (
        no_pesanan text PRIMARY KEY,
        kode_toko text NOT NULL REFERENCES toko(kode_toko),
        kode_sales text NOT NULL,
        tanggal date NOT NULL,
        nama_customer text NOT NULL DEFAULT '',
        total_berat numeric(12,3) NOT NULL DEFAULT 0,
        total_qty integer NOT NULL DEFAULT 0,
        ongkos bigint NOT NULL DEFAULT 0,
        total_harga bigint NOT NULL,
        jumlah_bayar bigint NOT NULL DEFAULT 0,
        status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'BATAL', 'SELESAI')),
        tgl_batal date,
        batal_by text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX pesanan_batal ON pesanan (kode_toko, tgl_batal) WHERE status = 'BATAL'`,
    ],
  },
  {
    // The shop's phone, edited on /settingtoko and printed on receipts. IF NOT EXISTS: a master adopting
    // the toko table may have added it already.
    id: '003_toko_phone',
    statements: [`ALTER TABLE toko ADD COLUMN IF NOT EXISTS phone text`],
  },
  AUTHORIZATION_MIGRATION,
  PARAMETER_AKUN_MIGRATION,
  INVENTORY_MIGRATION,
  TIMBANG_BAKI_MIGRATION,
  STOCK_OPNAME_MIGRATION,
  STOCK_BAKI_MIGRATION,
  PENERIMAAN_BARANG_MIGRATION,
  BARANG_SEARCH_MIGRATION,
  KIRIM_BARANG_MIGRATION,
  BARANG_MANUAL_MIGRATION,
  KIRIM_BARANG_KEMBALI_MIGRATION,
  HARI_TOKO_MIGRATION,
  MUST_CHANGE_PASSWORD_MIGRATION,
];

export async function ensureMigrationTable(db: Db): Promise<Set<string>> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const rows = await db.query<{ id: string }>('SELECT id FROM schema_migrations');
  return new Set(rows.map((r) => r.id));
}

export async function runMigrations(db: Db, migrations: Migration[] = MIGRATIONS): Promise<string[]> {
  const applied = await ensureMigrationTable(db);
  const done: string[] = [];
  for (const m of migrations) {
    if (applied.has(m.id)) continue;
    await db.transaction(async (tx) => {
      for (const s of m.statements) await tx.query(s);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
    });
    done.push(m.id);
  }
  return done;
}
