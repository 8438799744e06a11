// Deposits (titip) and orders (pesanan) for the cancelled-items reports, written straight into the tables:
// cancelled inside March 2026, outside it, still open, finished, and of another shop. Deposits are kernel documents
// (dokumen of jenis TITIP, one line each, their status rows), and so are orders (jenis PESANAN).
import type { TestApp } from '../helpers/test-app';
import { insertDeposit, insertOrder } from '../helpers/deposit-rows';

export const OTHER_SHOP = 'TOKO02';

type Titip = [no: string, toko: 'own' | 'other', status: string, tgl_batal: string | null, nama_barang: string, berat: number, harga_jual: number, ongkos: number, harga_total: number, dp_rp: number];
const TITIP: Titip[] = [
  ['TT01', 'own', 'BATAL', '2026-03-05', 'CINCIN BELAH ROTAN', 0.1, 1000000, 50000, 1050000, 200000],
  ['TT02', 'own', 'BATAL', '2026-03-31', 'KALUNG RANTAI', 0.2, 2000000, 100000, 2100000, 500000],
  ['TT03', 'own', 'BATAL', '2026-02-28', 'GELANG KERONCONG', 10.5, 9000000, 0, 9000000, 1000000],
  ['TT04', 'own', 'OPEN', null, 'ANTING BULAT', 1.25, 1500000, 0, 1500000, 0],
  ['TT05', 'own', 'SELESAI', null, 'LIONTIN HATI', 2, 2500000, 0, 2500000, 2500000],
  ['TT06', 'other', 'BATAL', '2026-03-10', 'CINCIN KAWIN', 3.333, 4000000, 75000, 4075000, 400000],
  ['TT07', 'own', 'BATAL', '2026-04-01', 'GELANG RANTAI', 5, 6000000, 0, 6000000, 600000],
];

type Pesanan = [no: string, toko: 'own' | 'other', status: string, tgl_batal: string | null, kode_sales: string, tanggal: string, total_berat: number, total_qty: number, ongkos: number, total_harga: number, jumlah_bayar: number];
const PESANAN: Pesanan[] = [
  ['PS01', 'own', 'BATAL', '2026-03-03', 'S01', '2026-02-20', 5.25, 2, 150000, 5000000, 1000000],
  ['PS02', 'own', 'BATAL', '2026-03-20', 'S02', '2026-03-18', 12.5, 1, 250000, 12000000, 0],
  ['PS03', 'own', 'BATAL', '2026-01-15', 'S01', '2026-01-10', 3, 1, 0, 3000000, 500000],
  ['PS04', 'own', 'OPEN', null, 'S01', '2026-03-01', 4, 1, 0, 4000000, 400000],
  ['PS05', 'other', 'BATAL', '2026-03-12', 'S09', '2026-03-11', 7.125, 3, 90000, 7500000, 2500000],
  ['PS06', 'own', 'SELESAI', null, 'S02', '2026-03-02', 1, 1, 0, 1000000, 1000000],
];

export async function insertReportRows(t: TestApp): Promise<string> {
  const [{ kode_toko: own }] = await t.db.query<{ kode_toko: string }>('SELECT kode_toko FROM toko WHERE is_own');
  await t.db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ($1, 'Toko Emas Kilau Dua', 'Jl. Baru 2', 'CABANG')`, [OTHER_SHOP]);
  const shop = (which: 'own' | 'other') => (which === 'own' ? own : OTHER_SHOP);
  for (const [no, toko, status, tglBatal, nama_barang, berat, harga, ongkos, , dp] of TITIP) {
    const state = status === 'SELESAI' ? 'DONE' : (status as 'OPEN' | 'BATAL');
    await insertDeposit(t.db, { no, kode_toko: shop(toko), tgl: '2026-01-02', nama_barang, berat, harga, ongkos, dp, status: state, tglAkhir: tglBatal ?? '2026-01-05' });
  }
  for (const [no, toko, status, tglBatal, kode_sales, tgl, berat, qty, ongkos, total, dp] of PESANAN) {
    const state = status === 'SELESAI' ? 'DONE' : (status as 'OPEN' | 'BATAL');
    await insertOrder(t.db, { no, kode_toko: shop(toko), tgl, kode_sales, berat, qty, ongkos, total, dp, status: state, tglAkhir: tglBatal ?? tgl });
  }
  return own;
}

/** The report columns of a titip row as the report must show them. */
export const titipRow = (no: string) => {
  const [, , , , nama_barang, berat, harga_jual, ongkos, harga_total, dp_rp] = TITIP.find((r) => r[0] === no)!;
  return { no_titip: no, nama_barang, berat, harga_jual, ongkos, harga_total, dp_rp };
};

export const pesananRow = (no: string) => {
  const [, , , , kode_sales, tanggal, total_berat, total_qty, ongkos, total_harga, jumlah_bayar] = PESANAN.find((r) => r[0] === no)!;
  return { no_pesanan: no, kode_sales, tanggal, total_berat, total_qty, ongkos, total_harga, jumlah_bayar, sisa_bayar: total_harga - jumlah_bayar };
};
