import type { ReportQuery } from '../engine/reports';

// Orders cancelled in the period (by cancellation date) at the chosen shop; sisa_bayar is what was still owed.
const query: ReportQuery = {
  api: 'pesanan/batal-reports',
  run: (db, p) =>
    db.query(
      `SELECT no_pesanan, kode_sales, to_char(tanggal, 'YYYY-MM-DD') AS tanggal, tgl_batal, nama_customer, total_berat, total_qty,
              ongkos, total_harga, jumlah_bayar, total_harga - jumlah_bayar AS sisa_bayar
         FROM pesanan
        WHERE status = 'BATAL' AND kode_toko = $1 AND tgl_batal BETWEEN $2 AND $3
        ORDER BY tgl_batal, no_pesanan`,
      [p.kode_toko, p.from, p.to],
    ),
};
export default query;
