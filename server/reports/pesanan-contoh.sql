-- The shop's pieces out as order samples on :tanggal: a stock-ledger row CONTOH_AMBIL of the shop dated on or before
-- it whose no_ref is an order (a document of jenis PESANAN; /ambil-barang-contoh's own samples name AC-... instead),
-- with no later row up to :tanggal that moves the piece on or off a tray (ledger_kind.item_delta <> 0: its return
-- CONTOH_KEMBALI, or a sale, a melt ...). The piece as it is now (name, weight), the tray it left, the order, its
-- customer and its status on :tanggal (its latest status row by then), the day it was taken and the days out since.
SELECT a.kode_barcode, b.nama_barang, b.berat, a.kode_baki, a.no_ref AS no_pesanan, d.nama_customer,
       (SELECT s.status FROM dokumen_status s WHERE s.no_dokumen = d.no_dokumen AND s.tgl_system <= :tanggal::date
         ORDER BY s.id DESC LIMIT 1) AS status_pesanan,
       a.tgl_system AS tgl_ambil, (:tanggal::date - a.tgl_system)::int AS lama_hari
  FROM barang_mutasi a
  JOIN dokumen d ON d.no_dokumen = a.no_ref AND d.jenis = 'PESANAN'
  JOIN barang b ON b.kode_barcode = a.kode_barcode
 WHERE a.jenis = 'CONTOH_AMBIL' AND a.kode_toko = :kode_toko AND a.tgl_system <= :tanggal::date
   AND NOT EXISTS (SELECT 1 FROM barang_mutasi m JOIN ledger_kind k ON k.jenis = m.jenis
                    WHERE m.kode_barcode = a.kode_barcode AND m.id > a.id AND m.tgl_system <= :tanggal::date AND k.item_delta <> 0)
 ORDER BY a.tgl_system, a.no_ref, a.kode_barcode
