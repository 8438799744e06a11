-- One row: the shop's buy-backs of the period (PEMBELIAN and PEMBELIAN_MANUAL, by business date), cancelled ones left
-- out: notas, pieces and grams bought, the notas' grand total (what was paid).
WITH nota AS (
  SELECT no_dokumen, grand_total FROM dokumen_terkini
   WHERE jenis IN ('PEMBELIAN', 'PEMBELIAN_MANUAL') AND status <> 'BATAL' AND kode_toko = :kode_toko AND tgl_system BETWEEN :tgl_from AND :tgl_to
)
SELECT (SELECT count(*) FROM nota)::int AS jumlah_nota,
       coalesce(sum(b.qty), 0)::int AS qty,
       coalesce(sum(b.berat), 0) AS berat,
       (SELECT coalesce(sum(grand_total), 0) FROM nota)::bigint AS total
  FROM dokumen_baris b WHERE b.no_dokumen IN (SELECT no_dokumen FROM nota)
