import type { ReportQuery } from '../engine/reports';

// Every ledger row of the shop in the range (by business date), oldest first: signed pieces and grams on the
// tray the row changed. jenis ALL or one kind of ledger row.
const query: ReportQuery = {
  api: 'reportbarang/mutasi',
  run: (db, p) =>
    db.query(
      `SELECT m.id, m.tgl_system AS tanggal, m.waktu, m.kode_barcode, b.nama_barang, m.jenis, m.kode_gudang, m.kode_baki,
              m.qty, m.berat, m.no_ref, m.keterangan, m.input_by
         FROM barang_mutasi m
         JOIN barang b ON b.kode_barcode = m.kode_barcode
        WHERE m.kode_toko = $1 AND m.tgl_system BETWEEN $2 AND $3 AND ($4 = 'ALL' OR m.jenis = $4)
        ORDER BY m.tgl_system, m.waktu, m.id`,
      [p.kode_toko, p.from, p.to, p.params.jenis],
    ),
};
export default query;
