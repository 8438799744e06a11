-- Per business date of the range and warehouse: its last weighing session that was not discarded (RESET); for each
-- tray weighed in it, the shop's ledger rows of that tray and date written after the reading (timbang_at), until
-- the day was closed (the next business date is another day's). Signed pieces and grams, as in the ledger.
WITH sesi AS (
  SELECT DISTINCT ON (kode_gudang, tgl_system) id, tgl_system
    FROM timbang_baki
   WHERE kode_toko = :kode_toko AND tgl_system BETWEEN :tgl_from AND :tgl_to AND status <> 'RESET'
     AND (:kode_gudang = 'ALL' OR kode_gudang = :kode_gudang)
   ORDER BY kode_gudang, tgl_system, mulai_at DESC, id DESC
)
SELECT s.tgl_system AS tanggal, d.kode_baki, d.timbang_at, m.waktu, m.kode_barcode, b.nama_barang, m.jenis,
       m.qty, m.berat, m.no_ref, m.input_by
  FROM sesi s
  JOIN timbang_baki_detail d ON d.id_timbang = s.id AND d.timbang_at IS NOT NULL
  JOIN barang_mutasi m ON m.kode_toko = :kode_toko AND m.kode_baki = d.kode_baki AND m.tgl_system = s.tgl_system AND m.waktu > d.timbang_at
  JOIN barang b ON b.kode_barcode = m.kode_barcode
 ORDER BY s.tgl_system, d.kode_baki, m.waktu, m.id
