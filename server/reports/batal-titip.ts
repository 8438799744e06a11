import type { ReportQuery } from '../engine/reports';

// Deposits cancelled in the period (by cancellation date) at the chosen shop.
const query: ReportQuery = {
  api: 'titip/report-batal-titip-uang',
  run: (db, p) =>
    db.query(
      `SELECT no_titip, tgl_titip, tgl_batal, nama_customer, kode_barcode, nama_barang, berat, harga_jual, ongkos, harga_total, dp_rp
         FROM titip
        WHERE status = 'BATAL' AND kode_toko = $1 AND tgl_batal BETWEEN $2 AND $3
        ORDER BY tgl_batal, no_titip`,
      [p.kode_toko, p.from, p.to],
    ),
};
export default query;
