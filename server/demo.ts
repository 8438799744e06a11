// `npm run demo`: a sample shop so a newcomer can try every screen. Runs once per database.
import type { Db, Queryable } from './db/database';
import { hashPassword } from './auth/passwords';
import { fillDemoItems } from './inventory/demo-items';
import { DEMO_SALE_PIECES, fillDemoSales } from './demo-sales';
import { fillDemoRefining } from './demo-sepuhan';
import { fillDemoStockReports } from './demo-stock-reports';
import { fillDemoCash } from './kas/demo';
import { fillDemoKirimUang } from './kirim-uang/demo';
import { fillDemoMoneyReports } from './demo-money-reports';
import { fillDemoExchanges, fillDemoMembers } from './demo-member';
import { createContext } from './context';
import { readConfig } from './config';
import { loadDefinitions } from './engine/load-definitions';
import { addItems } from './inventory/item-operations';
import { fillDemoBuybackReports } from './demo-beli-reports';
import { fillDemoSalesReports } from './demo-sales-reports';
import { saveModules } from './settings/service';

/** Items `npm run demo` leaves on the trays after its sales, so /data-barang and the stock reports have something to show. */
export const DEMO_ITEMS = 300;

/**
 * Modules the sample shop switches on, so their screens and reports can be tried: discounts on a sale (the demo's
 * sales give a few, and one a day below cost) and the sales people's bonus (Laporan Bonus Sales).
 */
export const DEMO_MODULES = [
  'POTONGAN_PENJUALAN_MODULE',
  'BONUS_SALES_TRANSACTION_MODULE',
  'SEPUHAN_MODULE',
  'HIDUP_FEATURE_MODULE',
  // Laporan Saldo Transaksi Harian, on the demo's money ledger.
  'DAILY_SALDO_TRANSACTION_REPORT_MODULE',
  // The diamond pieces (DEMO_DIAMONDS), the ones the demo prices by their tag.
  'BERLIAN_MODULE',
  // A pre-order from the demo supplier (server/demo-orders.ts), and its screens and reports.
  'PRE_ORDER_MODULE',
  // Gold instalments (server/demo-cicilan.ts), their screens and reports.
  'CICILAN_MODULE',
  // Members earning points on the demo's sales, taking gifts and paying with points (server/demo-member.ts).
  'MEMBER_MODULE',
  'PENJUALAN_BAYAR_POIN_MODULE',
];

const MASTERS: Record<string, Record<string, unknown>[]> = {
  master_bank: [
    { kode_bank: 'BCA', nama_bank: 'Bank Central Asia' },
    { kode_bank: 'BNI', nama_bank: 'Bank Negara Indonesia' },
    { kode_bank: 'MANDIRI', nama_bank: 'Bank Mandiri' },
  ],
  master_rekening: [
    { no_rekening: '1234567890', nama_rekening: 'Toko Emas Kilau', kode_bank: 'BCA', nama_bank: 'Bank Central Asia' },
    { no_rekening: '9876543210', nama_rekening: 'Toko Emas Kilau', kode_bank: 'MANDIRI', nama_bank: 'Bank Mandiri' },
    { no_rekening: '5550001112', nama_rekening: 'Budi Santoso', kode_bank: 'BCA', nama_bank: 'Bank Central Asia' },
    { no_rekening: '5550002223', nama_rekening: 'Sinta Dewi', kode_bank: 'BNI', nama_bank: 'Bank Negara Indonesia' },
    { no_rekening: '5550003334', nama_rekening: 'Rizky Pratama', kode_bank: 'MANDIRI', nama_bank: 'Bank Mandiri' },
  ],
  master_gudang: [
    { kode_gudang: 'G01', nama_gudang: 'Gudang Etalase' },
    { kode_gudang: 'G02', nama_gudang: 'Gudang Brankas' },
    // Where bought-back gold waits until it is sorted (server/inventory/buyback-stock.ts).
    { kode_gudang: 'GBL', nama_gudang: 'Gudang Pembelian', jenis_gudang: 'BELI' },
  ],
  master_baki: [
    { kode_baki: 'B01', nama_baki: 'Baki Cincin', kode_gudang: 'G01', berat_baki: 350.5 },
    { kode_baki: 'B02', nama_baki: 'Baki Kalung', kode_gudang: 'G01', berat_baki: 420.25 },
    { kode_baki: 'B03', nama_baki: 'Baki Cadangan', kode_gudang: 'G02', berat_baki: 300 },
    { kode_baki: 'BL01', nama_baki: 'Baki Pembelian', kode_gudang: 'GBL', berat_baki: 0 },
  ],
  master_kadar: [
    { kode_kadar: '24K', nama_kadar: 'Emas 24 Karat', kadar: 99.9 },
    { kode_kadar: '18K', nama_kadar: 'Emas 18 Karat', kadar: 75 },
    { kode_kadar: '16K', nama_kadar: 'Emas 16 Karat', kadar: 70 },
  ],
  master_sales: [
    { kode_sales: 'S01', nama_sales: 'Budi Santoso', kode_bank: 'BCA', nama_bank: 'Bank Central Asia', no_rekening: '5550001112', nama_rekening: 'Budi Santoso' },
    { kode_sales: 'S02', nama_sales: 'Sinta Dewi', kode_bank: 'BNI', nama_bank: 'Bank Negara Indonesia', no_rekening: '5550002223', nama_rekening: 'Sinta Dewi' },
    { kode_sales: 'S03', nama_sales: 'Rizky Pratama', kode_bank: 'MANDIRI', nama_bank: 'Bank Mandiri', no_rekening: '5550003334', nama_rekening: 'Rizky Pratama' },
  ],
  master_kelompok_harga: [
    { kelompok_harga: 'CK', keterangan: 'Cincin Kuning' },
    { kelompok_harga: 'KP', keterangan: 'Kalung Putih' },
  ],
  master_para_harga_beli: [
    { kode_harga: 'HB24', harga_per_gram: 1250000 },
    { kode_harga: 'HB18', harga_per_gram: 900000 },
    { kode_harga: 'HB16', harga_per_gram: 840000 },
    { kode_harga: 'HB10', harga_per_gram: 480000 },
  ],
  master_kategori: [
    { kode_kategori: 'PRH', nama_kategori: 'Perhiasan' },
    { kode_kategori: 'LM', nama_kategori: 'Logam Mulia' },
    { kode_kategori: 'AKS', nama_kategori: 'Aksesoris' },
  ],
  master_jenis: [
    { kode_dept: 'CK', nama_dept: 'Cincin Kuning', kode_kategori: 'PRH' },
    { kode_dept: 'KP', nama_dept: 'Kalung Putih', kode_kategori: 'PRH' },
    { kode_dept: 'GK', nama_dept: 'Gelang Kuning', kode_kategori: 'PRH' },
    { kode_dept: 'LM', nama_dept: 'Logam Mulia Batangan', kode_kategori: 'LM' },
  ],
  master_para_jenis_group: [
    { jenis_group: 'EMAS MUDA', keterangan: 'Perhiasan kadar di bawah 50%' },
    { jenis_group: 'EMAS TUA', keterangan: 'Perhiasan kadar 70% ke atas' },
    { jenis_group: 'LOGAM MULIA', keterangan: 'Emas batangan 99,9%' },
  ],
  master_group: [
    { kode_group: 'CK70', nama_group: 'Cincin Kuning 70%', kode_dept: 'CK', jenis_group: 'EMAS TUA', harga_per_gram: 980000, harga_modal: 910000, kode_warna: 'KUNING', kode_harga_beli: 'HB16' },
    { kode_group: 'KP75', nama_group: 'Kalung Putih 75%', kode_dept: 'KP', jenis_group: 'EMAS TUA', harga_per_gram: 1050000, harga_modal: 975000, kode_warna: 'PUTIH', kode_harga_beli: 'HB18' },
    { kode_group: 'GK42', nama_group: 'Gelang Kuning 42%', kode_dept: 'GK', jenis_group: 'EMAS MUDA', harga_per_gram: 610000, harga_modal: 560000, kode_warna: 'MERAH', kode_harga_beli: 'HB10' },
    { kode_group: 'LM24', nama_group: 'Logam Mulia 24K', kode_dept: 'LM', jenis_group: 'LOGAM MULIA', harga_per_gram: 1450000, harga_modal: 1400000, kode_warna: 'HIJAU', kode_harga_beli: 'HB24' },
  ],
  master_bandrol: [
    { kode_bandrol: 'BDK', nama_bandrol: 'Bandrol Kecil', berat_bandrol: 0.05 },
    { kode_bandrol: 'BDB', nama_bandrol: 'Bandrol Besar', berat_bandrol: 0.12 },
  ],
  master_kode_transaksi: [
    { kode_transaksi: 'LISTRIK', nama_transaksi: 'Biaya Listrik', jenis_transaksi: 'KELUAR' },
    { kode_transaksi: 'GAJI', nama_transaksi: 'Gaji Karyawan', jenis_transaksi: 'KELUAR' },
    { kode_transaksi: 'SETORAN', nama_transaksi: 'Setoran Modal', jenis_transaksi: 'MASUK' },
    { kode_transaksi: 'SETOR_BANK', nama_transaksi: 'Setor Kas Ke Bank', jenis_transaksi: 'KELUAR' },
  ],
  // The labour charge a piece priced by weight adds per gram: small enough that the demo's clearance sale (10 % off)
  // still sells below cost, as it is meant to (server/demo-sales.ts).
  master_parameter_ongkos: [
    { kode_ongkos: 'OK-CK70', kode_group: 'CK70', nama_group: 'Cincin Kuning 70%', satuan_ongkos: 'PER GRAM', ongkos: 15000 },
    { kode_ongkos: 'OK-KP75', kode_group: 'KP75', nama_group: 'Kalung Putih 75%', satuan_ongkos: 'PER GRAM', ongkos: 20000 },
    { kode_ongkos: 'OK-GK42', kode_group: 'GK42', nama_group: 'Gelang Kuning 42%', satuan_ongkos: 'PER GRAM', ongkos: 5000 },
    { kode_ongkos: 'OK-LM24', kode_group: 'LM24', nama_group: 'Logam Mulia 24K', satuan_ongkos: 'PER GRAM', ongkos: 5000 },
  ],
  master_tukang: [
    { kode_tukang: 'T01', nama_tukang: 'Pak Slamet', alamat_tukang: 'Jl. Kenari No. 4, Jakarta', no_hp: '081234567801' },
    { kode_tukang: 'T02', nama_tukang: 'Pak Joko', alamat_tukang: 'Gg. Mawar 12, Bekasi', no_hp: '081234567802' },
  ],
  master_kondisi_barang: [
    { kondisi_barang: 'BAIK', keterangan: 'Tidak ada cacat' },
    { kondisi_barang: 'PENYOK', keterangan: 'Bentuk berubah, masih utuh' },
    { kondisi_barang: 'PUTUS', keterangan: 'Rantai atau kait putus' },
  ],
  master_kondisi_pembelian: [
    { kondisi_barang: 'BAGUS', keterangan: 'Layak jual kembali', potongan_persen: 0 },
    { kondisi_barang: 'RUSAK', keterangan: 'Perlu diperbaiki', potongan_persen: 5 },
    { kondisi_barang: 'PATAH', keterangan: 'Untuk dilebur', potongan_persen: 10 },
    { kondisi_barang: 'ROSOK', keterangan: 'Patahan dan rosokan, dibayar per kadar', potongan_persen: 0, rosok: true, kode_harga: 'HB24' },
  ],
  master_kondisi_pinjaman: [
    { kondisi_pinjaman: 'BAIK', keterangan: 'Barang jaminan utuh' },
    { kondisi_pinjaman: 'RUSAK', keterangan: 'Barang jaminan cacat' },
  ],
  master_hadiah: [
    { kode_hadiah: 'PAYUNG', nama_hadiah: 'Payung Kilau', poin: 50, stock: 20 },
    { kode_hadiah: 'KOTAK', nama_hadiah: 'Kotak Perhiasan Beludru', poin: 120, stock: 10 },
  ],
  master_rugi_nota: [
    { kode_rugi_nota: 'RN-PRH18', kode_kategori: 'PRH', kode_kadar: '18K', rugi_persen: 7.5, rusak_persen: 12 },
    { kode_rugi_nota: 'RN-LM24', kode_kategori: 'LM', kode_kadar: '24K', rugi_persen: 2, rusak_persen: 4 },
  ],
  master_harga_emas: [
    { kode_harga_emas: 'HE24', kode_kadar: '24K', harga_per_gram: 1400000 },
    { kode_harga_emas: 'HE18', kode_kadar: '18K', harga_per_gram: 1050000 },
  ],
  master_kadar_eod: [
    { kode_kadar_eod: 'E70', nama_kadar_eod: 'Kadar 70%', kadar_dari: 69, kadar_sampai: 71.99 },
    { kode_kadar_eod: 'E75', nama_kadar_eod: 'Kadar 75%', kadar_dari: 74, kadar_sampai: 76.99 },
    { kode_kadar_eod: 'E99', nama_kadar_eod: 'Kadar 99,9%', kadar_dari: 99, kadar_sampai: 100 },
  ],
  master_supplier: [
    { kode_supplier: 'SUP01', nama_supplier: 'CV Cahaya Emas Surabaya', alamat_supplier: 'Jl. Kapasan 88, Surabaya', no_telp: '0313712345', nama_kontak: 'Hendra' },
  ],
  toko: [
    { kode_toko: 'PST01', nama_toko: 'Kilau Pusat', alamat_toko: 'Jl. Gajah Mada No. 10, Jakarta', level: 'PUSAT', portal: 'http://pusat.kilau.local:3000' },
    { kode_toko: 'TOKO02', nama_toko: 'Toko Emas Kilau Bekasi', alamat_toko: 'Jl. Ahmad Yani No. 5, Bekasi', level: 'CABANG', portal: 'http://bekasi.kilau.local:3000' },
  ],
  master_marketplace: [
    { kode_marketplace: 'TOKOPEDIA', nama_marketplace: 'Tokopedia', biaya_admin_persen: 4.5, url_toko: 'https://www.tokopedia.com/kilau' },
    { kode_marketplace: 'SHOPEE', nama_marketplace: 'Shopee', biaya_admin_persen: 5 },
  ],
  master_para_poin: [
    { kode_poin: 'P-CK70', kode_group: 'CK70', poin_per_gram: 1 },
    { kode_poin: 'P-LM24', kode_group: 'LM24', poin_per_gram: 0.5 },
  ],
  master_para_bonus_sales: [
    { kode_bonus: 'BN-CK70', kode_group: 'CK70', nama_group: 'Cincin Kuning 70%', satuan_bonus: 'PER GRAM', bonus: 5000 },
    { kode_bonus: 'BN-KP75', kode_group: 'KP75', nama_group: 'Kalung Putih 75%', satuan_bonus: 'PER GRAM', bonus: 6000 },
    { kode_bonus: 'BN-LM24', kode_group: 'LM24', nama_group: 'Logam Mulia 24K', satuan_bonus: 'PER PCS', bonus: 25000 },
  ],
  master_keterangan_nota: [
    { kode_keterangan: 'JUAL1', jenis_nota: 'PENJUALAN', keterangan: 'Barang yang sudah dibeli dapat dijual kembali dengan nota' },
    { kode_keterangan: 'BELI1', jenis_nota: 'PEMBELIAN', keterangan: 'Terima kasih atas kepercayaan Anda' },
  ],
  master_plafond_hutang: [
    { kode_plafond: 'PL24', nama_plafond: 'Reguler 24K', kode_kadar: '24K', plafond_per_gram: 1200000 },
    { kode_plafond: 'PL18', nama_plafond: 'Reguler 18K', kode_kadar: '18K', plafond_per_gram: 850000 },
  ],
  master_para_cicilan: [
    { kode_cicilan: 'C3', lama_cicilan: 3, sewa_persen: 1.5, dp_persen: 20 },
    { kode_cicilan: 'C6', lama_cicilan: 6, sewa_persen: 1, dp_persen: 20 },
    { kode_cicilan: 'C12', lama_cicilan: 12, sewa_persen: 1, dp_persen: 30 },
  ],
  master_potongan_pembelian: [
    { kode_potongan: 'POT-PRH', kode_kategori: 'PRH', potongan_per_gram: 25000 },
    { kode_potongan: 'POT-LM', kode_kategori: 'LM', potongan_per_gram: 5000 },
  ],
};

async function insert(tx: Queryable, table: string, row: Record<string, unknown>): Promise<void> {
  const cols = Object.keys(row);
  await tx.query(`INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) ON CONFLICT DO NOTHING`, Object.values(row));
}

/**
 * Diamond pieces: a stone's worth is no gold price per gram, so they sell at their tag price (harga_total), unlike the
 * demo's gold pieces (server/inventory/demo-items.ts), which sell by weight.
 */
export const DEMO_DIAMONDS: Record<string, unknown>[] = [
  { nama_barang: 'CINCIN BERLIAN SOLITAIRE', kode_dept: 'CK', kode_group: 'CK70', kode_baki: 'B01', berat: 3.25, kadar: 70, karat_batu: 0.3, bentuk_batu: 'Round', biaya_berlian: 6_500_000, total_hpp: 9_400_000, harga_total: 12_750_000 },
  { nama_barang: 'CINCIN BERLIAN PAVE', kode_dept: 'CK', kode_group: 'CK70', kode_baki: 'B01', berat: 4.1, kadar: 70, karat_batu: 0.45, bentuk_batu: 'Round', biaya_berlian: 8_200_000, total_hpp: 12_100_000, harga_total: 15_900_000 },
  { nama_barang: 'LIONTIN BERLIAN HATI', kode_dept: 'KP', kode_group: 'KP75', kode_baki: 'B02', berat: 2.05, kadar: 75, karat_batu: 0.25, bentuk_batu: 'Heart', biaya_berlian: 5_100_000, total_hpp: 7_200_000, harga_total: 9_350_000 },
  { nama_barang: 'ANTING BERLIAN TUSUK', kode_dept: 'KP', kode_group: 'KP75', kode_baki: 'B02', berat: 1.8, kadar: 75, karat_batu: 0.2, bentuk_batu: 'Round', biaya_berlian: 4_300_000, total_hpp: 6_050_000, harga_total: 7_900_000 },
  // Two more that the demo's day never sells: Laporan Stok Berlian has stock to show after it.
  { nama_barang: 'GELANG BERLIAN TENNIS', kode_dept: 'KP', kode_group: 'KP75', kode_baki: 'B02', berat: 6.4, kadar: 75, karat_batu: 1.1, bentuk_batu: 'Round', biaya_berlian: 18_500_000, total_hpp: 24_900_000, harga_total: 31_500_000 },
  { nama_barang: 'CINCIN BERLIAN PRINCESS', kode_dept: 'CK', kode_group: 'CK70', kode_baki: 'B01', berat: 3.6, kadar: 70, karat_batu: 0.5, bentuk_batu: 'Princess', biaya_berlian: 9_800_000, total_hpp: 13_300_000, harga_total: 17_250_000 },
];

/** The diamond pieces, added through the inventory service on the owner's behalf, on the display warehouse's trays. */
async function fillDemoDiamonds(db: Db, log: (line: string) => void): Promise<void> {
  const ctx = createContext(db, readConfig(), await loadDefinitions());
  const { kode_toko } = await ctx.ownShop();
  const [owner] = await db.query<{ user_id: string }>(`SELECT user_id FROM users WHERE level = 'OWN' ORDER BY created_at, user_id LIMIT 1`);
  const actor = { user_id: owner?.user_id ?? 'OWNER', kode_toko, tgl_system: await ctx.tglSystem(db, kode_toko) };
  // The service reads the module flags (the diamond fields need BERLIAN_MODULE) outside its transaction, which on
  // PGlite's one connection would wait for that transaction: read first, as a server does when it starts.
  await ctx.reloadModules();
  const added = await addItems(ctx, actor, DEMO_DIAMONDS.map((d) => ({ ...d, kode_gudang: 'G01' })));
  log(`Barang berlian demo: ${added.length} barang dengan harga tag (${added[0].kode_barcode} s.d. ${added.at(-1)!.kode_barcode})`);
}

/**
 * The owner switches the demo's modules on as /settingsystem does (the settings service), so the audit log (Laporan
 * Audit Log) starts with the shop's own setup. Saving flags already on changes nothing, so a fill that stopped half-way
 * may run it again.
 */
async function switchDemoModules(db: Db): Promise<void> {
  const ctx = createContext(db, readConfig(), await loadDefinitions());
  const { kode_toko } = await ctx.ownShop();
  const [owner] = await db.query<{ user_id: string }>(`SELECT user_id FROM users WHERE level = 'OWN' ORDER BY created_at, user_id LIMIT 1`);
  const stored = await db.query<{ key: string; value: string | null }>('SELECT key, value FROM modules WHERE kode_toko = $1 AND key = ANY($2::text[])', [kode_toko, DEMO_MODULES]);
  const flags = Object.fromEntries(stored.map((m) => [m.key, { active: true, value: m.value }]));
  await saveModules(ctx, flags, { user_id: owner?.user_id ?? 'OWNER', address: null });
}

/** Fills the sample shop once; true when it was filled now. */
export async function fillDemo(db: Db): Promise<boolean> {
  if ((await db.query(`SELECT 1 FROM para_system WHERE key = 'demo_filled'`)).length) return false;
  await switchDemoModules(db);
  const filled = await db.transaction(async (tx) => {
    const done = await tx.query(`SELECT 1 FROM para_system WHERE key = 'demo_filled'`);
    if (done.length) return false;
    const [{ kode_toko }] = await tx.query<{ kode_toko: string }>('SELECT kode_toko FROM toko WHERE is_own');
    const [{ tgl_system: tgl }] = await tx.query<{ tgl_system: string }>('SELECT tgl_system FROM hari_toko WHERE kode_toko = $1', [kode_toko]);
    for (const [table, rows] of Object.entries(MASTERS)) for (const row of rows) await insert(tx, table, { ...row, created_by: 'DEMO' });
    const demoHash = await hashPassword('demo1234');
    for (const [user_id, level] of [['SPV01', 'SPV'], ['KASIR01', 'KASIR']]) {
      await insert(tx, 'users', { user_id, nama_user: user_id, password_hash: demoHash, level, kode_toko });
    }
    await tx.query(`INSERT INTO para_system (key, value) VALUES ('demo_filled', $1)`, [tgl]);
    return true;
  });
  if (filled) console.log('Data demo terisi: user SPV01 dan KASIR01, password demo1234');
  return filled;
}

/**
 * `npm run demo`: the sample shop and, the first time, items on its trays (each with its ledger row) and a few days
 * of sales (server/demo-sales.ts), which sell DEMO_SALE_PIECES of them and leave DEMO_ITEMS or more on the trays.
 */
export async function fillDemoShop(db: Db, log: (line: string) => void = () => undefined): Promise<void> {
  if (!(await fillDemo(db))) return;
  // The items' random weights and kinds (SQL random()) from a fixed seed: the same shop on every fresh database.
  await db.query('SELECT setseed(0.42)');
  await fillDemoItems(db, DEMO_ITEMS + DEMO_SALE_PIECES, log);
  await fillDemoDiamonds(db, log);
  await fillDemoMembers(db, log);
  await fillDemoSales(db, log);
  await fillDemoExchanges(db, log);
  await fillDemoRefining(db, log);
  await fillDemoBuybackReports(db, log);
  await fillDemoCash(db, log);
  await fillDemoKirimUang(db, log);
  await fillDemoMoneyReports(db, log);
  await fillDemoSalesReports(db, log);
  await fillDemoStockReports(db, log);
}
