-- One row: the shop's sales of the period (by business date), cancelled ones left out: notas, pieces and grams sold
-- (the lines' sale weight), the notas' grand total. A sale is cancelled on its own day only, so a closed day's row
-- never changes.
WITH nota AS (
  SELECT no_dokumen, grand_total FROM dokumen_terkini
   WHERE jenis = 'PENJUALAN' AND status <> 'BATAL' AND kode_toko = :kode_toko AND tgl_system BETWEEN :tgl_from AND :tgl_to
)
SELECT (SELECT count(*) FROM nota)::int AS jumlah_nota,
       coalesce(sum(b.qty), 0)::int AS qty,
       coalesce(sum(b.berat_jual), 0) AS berat,
       (SELECT coalesce(sum(grand_total), 0) FROM nota)::bigint AS total
  FROM dokumen_baris b WHERE b.no_dokumen IN (SELECT no_dokumen FROM nota)
