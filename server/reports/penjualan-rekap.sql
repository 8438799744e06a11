-- Per business day, the sales of the period at the shop, cancelled ones left out: notas, pieces and grams (numeric,
-- exactly) and the goods' amounts from their lines (diskon_rp: the lines' discounts plus the notas'), the nota's
-- rounding, PPN and grand total, and its payments by kind: tunai = cash handed over - change; non_tunai = transfer,
-- debit, credit card and QRIS (without their fees); tukar = old gold traded in; lainnya = every other kind (points,
-- coupons, deposits, down payments, instalments). A sale is paid exactly its grand total, so the four add up to it.
WITH nota AS (
  SELECT d.no_dokumen, d.tgl_system, d.diskon_rp, d.pembulatan_rp, d.ppn_rp, d.grand_total, d.kembalian
    FROM dokumen_terkini d
   WHERE d.jenis = 'PENJUALAN' AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
), baris AS (
  SELECT n.tgl_system, sum(b.qty)::int AS qty, sum(b.berat_jual) AS berat_jual, sum(b.harga)::bigint AS harga,
         sum(b.ongkos)::bigint AS ongkos, sum(b.diskon_rp)::bigint AS diskon_rp
    FROM nota n JOIN dokumen_baris b ON b.no_dokumen = n.no_dokumen
   GROUP BY n.tgl_system
), bayar AS (
  SELECT n.tgl_system,
         COALESCE(sum(p.jumlah_rp) FILTER (WHERE p.jenis = 'TUNAI'), 0)::bigint AS tunai,
         COALESCE(sum(p.jumlah_rp) FILTER (WHERE p.jenis IN ('TRANSFER', 'DEBIT', 'KREDIT', 'QRIS')), 0)::bigint AS non_tunai,
         COALESCE(sum(p.jumlah_rp) FILTER (WHERE p.jenis = 'TUKAR'), 0)::bigint AS tukar,
         COALESCE(sum(p.jumlah_rp) FILTER (WHERE p.jenis NOT IN ('TUNAI', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS', 'TUKAR')), 0)::bigint AS lainnya
    FROM nota n JOIN dokumen_bayar p ON p.no_dokumen = n.no_dokumen
   GROUP BY n.tgl_system
)
SELECT n.tgl_system AS tanggal, count(*)::int AS jumlah_nota, COALESCE(b.qty, 0) AS qty, COALESCE(b.berat_jual, 0) AS berat_jual,
       COALESCE(b.harga, 0) AS harga, COALESCE(b.ongkos, 0) AS ongkos, (COALESCE(b.diskon_rp, 0) + sum(n.diskon_rp))::bigint AS diskon_rp,
       sum(n.pembulatan_rp)::bigint AS pembulatan_rp, sum(n.ppn_rp)::bigint AS ppn_rp, sum(n.grand_total)::bigint AS grand_total,
       (COALESCE(p.tunai, 0) - sum(n.kembalian))::bigint AS tunai, COALESCE(p.non_tunai, 0) AS non_tunai, COALESCE(p.tukar, 0) AS tukar,
       COALESCE(p.lainnya, 0) AS lainnya
  FROM nota n
  LEFT JOIN baris b ON b.tgl_system = n.tgl_system
  LEFT JOIN bayar p ON p.tgl_system = n.tgl_system
 GROUP BY n.tgl_system, b.qty, b.berat_jual, b.harga, b.ongkos, b.diskon_rp, p.tunai, p.non_tunai, p.tukar, p.lainnya
 ORDER BY n.tgl_system
