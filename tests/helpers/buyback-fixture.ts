// A shop ready to buy back (issue 10), on top of tests/helpers/sale-fixture.ts: the buy-back warehouse GB (jenis BELI)
// with its tray BL1, buy price codes B75 (Rp 800,000/g) and MURNI (fine gold, Rp 1,000,000/g), conditions BAGUS (no
// cut), RUSAK (10 %) and ROSOK (scrap, paid by kadar at MURNI), the kategori EMAS cut of Rp 5,000/g, the no-receipt
// cut of EMAS at kadar 75 (2 %, damaged 5 %), group C75 priced by B75. The numbers the tests work out by hand.
import type { Queryable } from '../../server/db/database';

export const BUYBACK_TRAY = 'BL1';

export async function seedBuybackMasters(db: Queryable): Promise<void> {
  await db.query(`INSERT INTO master_gudang (kode_gudang, nama_gudang, jenis_gudang) VALUES ('GB', 'Gudang Pembelian', 'BELI')`);
  await db.query(`INSERT INTO master_baki (kode_baki, nama_baki, kode_gudang, berat_baki) VALUES ($1, 'Baki Pembelian', 'GB', 0)`, [BUYBACK_TRAY]);
  await db.query(`INSERT INTO master_para_harga_beli (kode_harga, harga_per_gram) VALUES ('B75', 800000), ('MURNI', 1000000)`);
  await db.query(
    `INSERT INTO master_kondisi_pembelian (kondisi_barang, keterangan, potongan_persen, rosok, kode_harga)
     VALUES ('BAGUS', 'Kondisi bagus', 0, false, NULL), ('RUSAK', 'Rusak / penyok', 10, false, NULL), ('ROSOK', 'Rosok / patahan', 0, true, 'MURNI')`,
  );
  await db.query(`INSERT INTO master_potongan_pembelian (kode_potongan, kode_kategori, potongan_per_gram) VALUES ('PE', 'EMAS', 5000)`);
  await db.query(`INSERT INTO master_kadar (kode_kadar, nama_kadar, kadar) VALUES ('K75', 'Kadar 75', 75), ('K70', 'Kadar 70', 70)`);
  await db.query(`INSERT INTO master_rugi_nota (kode_rugi_nota, kode_kategori, kode_kadar, rugi_persen, rusak_persen) VALUES ('R75', 'EMAS', 'K75', 2, 5)`);
  await db.query(`UPDATE master_group SET kode_harga_beli = 'B75' WHERE kode_group = 'C75'`);
}

/** A buy-back line of a piece from elsewhere: group C75, kadar 75, 3.000 g net (3.200 gross), good, with its receipt. */
export const foreignLine = (over: Record<string, unknown> = {}) => ({
  nama_barang: 'Cincin Toko Lain',
  kode_group: 'C75',
  kadar: 75,
  berat_kotor: 3.2,
  berat: 3,
  kondisi: 'BAGUS',
  ada_nota: true,
  ...over,
});
