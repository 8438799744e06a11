import type { ReportQuery } from '../engine/reports';

// The items in stock (READY) of the chosen jenis at the shop with their selling price (harga_total), the dearest
// first (HARGA_MAX) or the cheapest first (HARGA_MIN); equal prices in barcode order.
const query: ReportQuery = {
  api: 'barang/laporan-analisis-harga-barang',
  run: (db, p) =>
    db.query(
      `SELECT kode_barcode, kode_group, kode_dept, kode_intern, nama_barang, berat, harga_total AS harga_jual
         FROM barang
        WHERE status = 'READY' AND kode_toko = $1 AND kode_dept = $2
        ORDER BY harga_total ${p.params.sort_by === 'HARGA_MIN' ? 'ASC' : 'DESC'}, kode_barcode`,
      [p.kode_toko, p.params.kode_dept],
    ),
};
export default query;
