// A deposit (titip uang) or an order (pesanan) written straight into the kernel's tables, for report fixtures that
// need them of given dates and states without posting them: the header (jenis TITIP or PESANAN), one line, its status
// rows (OPEN on its day, then DONE or BATAL) and, when cancelled, the refund record.
import type { Queryable } from '../../server/db/database';

export interface DepositRow {
  no: string;
  kode_toko: string;
  tgl: string;
  nama_barang: string;
  berat: number;
  harga: number;
  ongkos: number;
  dp: number;
  status: 'OPEN' | 'DONE' | 'BATAL';
  /** The day it was paid off or cancelled. */
  tglAkhir?: string;
  nama_customer?: string;
}

export async function insertDeposit(db: Queryable, d: DepositRow): Promise<void> {
  const [{ user_id: by }] = await db.query<{ user_id: string }>(`SELECT user_id FROM users WHERE level = 'OWN' ORDER BY user_id LIMIT 1`);
  const total = d.harga + d.ongkos;
  await db.query(
    `INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, nama_customer, subtotal, grand_total, total_bayar, input_by)
     VALUES ($1, 'TITIP', $2, $3, $4, $5, $5, $6, $7)`,
    [d.no, d.kode_toko, d.tgl, d.nama_customer ?? 'Ibu Sari', total, d.dp, by],
  );
  await db.query(
    `INSERT INTO dokumen_baris (no_dokumen, baris, kode_barcode, nama_barang, berat, berat_jual, harga, ongkos, total) VALUES ($1, 1, $2, $3, $4, $4, $5, $6, $7)`,
    [d.no, `BC${d.no}`, d.nama_barang, d.berat, d.harga, d.ongkos, total],
  );
  const state = (status: string, tgl: string) =>
    db.query('INSERT INTO dokumen_status (no_dokumen, status, tgl_system, alasan, oleh) VALUES ($1, $2, $3, $4, $5)', [d.no, status, tgl, status === 'BATAL' ? 'Batal' : '', by]);
  await state('OPEN', d.tgl);
  if (d.status !== 'OPEN') await state(d.status, d.tglAkhir ?? d.tgl);
  if (d.status === 'BATAL') await db.query(`INSERT INTO dokumen_batal_dp (no_dokumen, aturan, dp_rp) VALUES ($1, 'KEMBALI', $2)`, [d.no, d.dp]);
}

export interface OrderRow {
  no: string;
  kode_toko: string;
  tgl: string;
  kode_sales: string;
  /** The order's estimated grams and pieces, on one line. */
  berat: number;
  qty: number;
  ongkos: number;
  total: number;
  dp: number;
  status: 'OPEN' | 'DONE' | 'BATAL';
  tglAkhir?: string;
}

export async function insertOrder(db: Queryable, d: OrderRow): Promise<void> {
  const [{ user_id: by }] = await db.query<{ user_id: string }>(`SELECT user_id FROM users WHERE level = 'OWN' ORDER BY user_id LIMIT 1`);
  await db.query(
    `INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, kode_sales, nama_customer, subtotal, grand_total, total_bayar, input_by)
     VALUES ($1, 'PESANAN', $2, $3, $4, 'Pak Joko', $5, $5, $6, $7)`,
    [d.no, d.kode_toko, d.tgl, d.kode_sales, d.total, d.dp, by],
  );
  await db.query(
    `INSERT INTO dokumen_baris (no_dokumen, baris, kode_barcode, nama_barang, qty, berat, berat_jual, harga, ongkos, total) VALUES ($1, 1, '', 'Cincin Pesanan', $2, $3, $3, $4, $5, $6)`,
    [d.no, d.qty, d.berat, d.total - d.ongkos, d.ongkos, d.total],
  );
  const state = (status: string, tgl: string) =>
    db.query('INSERT INTO dokumen_status (no_dokumen, status, tgl_system, alasan, oleh) VALUES ($1, $2, $3, $4, $5)', [d.no, status, tgl, status === 'BATAL' ? 'Batal' : '', by]);
  await state('OPEN', d.tgl);
  if (d.status !== 'OPEN') await state(d.status, d.tglAkhir ?? d.tgl);
  if (d.status === 'BATAL') await db.query(`INSERT INTO dokumen_batal_dp (no_dokumen, aturan, dp_rp) VALUES ($1, 'KEMBALI', $2)`, [d.no, d.dp]);
}
