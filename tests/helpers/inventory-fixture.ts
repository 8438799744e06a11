// Masters an inventory test needs (a kategori, jenis, group, two warehouses with trays), written straight into
// their tables so each test file starts in milliseconds.
import type { Queryable } from '../../server/db/database';
import { hashPassword } from '../../server/auth/passwords';
import { startTestApp, type TestApp } from './test-app';

export const TRAYS = { A1: 'G1', A2: 'G1', B1: 'G2' } as const;

export async function seedInventoryMasters(db: Queryable): Promise<void> {
  await db.query(`INSERT INTO master_kategori (kode_kategori, nama_kategori) VALUES ('EMAS', 'Emas')`);
  await db.query(`INSERT INTO master_jenis (kode_dept, nama_dept, kode_kategori) VALUES ('CIN', 'Cincin', 'EMAS'), ('KAL', 'Kalung', 'EMAS')`);
  await db.query(`INSERT INTO master_para_jenis_group (jenis_group, keterangan) VALUES ('PERHIASAN', 'Perhiasan emas')`);
  await db.query(
    `INSERT INTO master_group (kode_group, nama_group, kode_dept, jenis_group, harga_per_gram, harga_modal)
     VALUES ('C75', 'Cincin 75%', 'CIN', 'PERHIASAN', 950000, 900000), ('K70', 'Kalung 70%', 'KAL', 'PERHIASAN', 900000, 850000)`,
  );
  await db.query(`INSERT INTO master_gudang (kode_gudang, nama_gudang) VALUES ('G1', 'Etalase Depan'), ('G2', 'Brankas')`);
  for (const [baki, gudang] of Object.entries(TRAYS)) {
    await db.query(`INSERT INTO master_baki (kode_baki, nama_baki, kode_gudang, berat_baki) VALUES ($1, $2, $3, 250.5)`, [baki, `Baki ${baki}`, gudang]);
  }
}

/** Head office TOKO01 made the PUSAT shop, a branch beside it, and the branch's supervisor: where transfers are tested. */
export async function seedBranch(db: Queryable, branch: { kode_toko: string; nama_toko: string; spv: { user: string; password: string } }): Promise<void> {
  await db.query(`UPDATE toko SET level = 'PUSAT' WHERE kode_toko = 'TOKO01'`);
  await db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ($1, $2, $3, 'CABANG')`, [branch.kode_toko, branch.nama_toko, `Jl. ${branch.nama_toko}`]);
  await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $1, $2, 'SPV', $3)`, [
    branch.spv.user,
    await hashPassword(branch.spv.password),
    branch.kode_toko,
  ]);
}

/** A valid new item on tray A1; override any field. */
export function itemInput(over: Record<string, unknown> = {}): Record<string, unknown> {
  return { nama_barang: 'Cincin Polos Belah Rotan', kode_dept: 'CIN', kode_group: 'C75', kode_gudang: 'G1', kode_baki: 'A1', berat: 2.345, kadar: 75, harga_total: 2_500_000, ...over };
}

/** A shop with the inventory masters, its owner's and a cashier's (KASIR1) tokens: where item tests start. */
export async function startInventoryShop(): Promise<{ t: TestApp; owner: string; kasir: string }> {
  const t = await startTestApp();
  await seedInventoryMasters(t.db);
  await t.createUser('KASIR1', 'KASIR');
  return { t, owner: await t.login(), kasir: await t.login('KASIR1', 'rahasia123') };
}
