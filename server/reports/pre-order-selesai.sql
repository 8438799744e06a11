-- The pre-orders of the shop finished in the period, as GET pre-order?status=finish finds them finished
-- (server/pre-order/list.ts), whatever day they were taken: collected (current status DONE), or still OPEN with every
-- line's piece arrived, lines and pieces matched by group as the collection matches them (per group, the pieces bound
-- to the order, barang.no_pesanan, not melted nor cancelled, at least its lines). A pre-order is finished on the
-- business day its last piece arrived (tgl_selesai): the day a piece was bound to it at /closing-barang-po (its
-- UBAH_DATA ledger row naming the order), else the day it entered stock with the order's number (barang.tgl_input:
-- /import-pre-order, /tambah-data-barang); the period is on that day. Per pre-order: lines and pieces arrived (count,
-- grams), the estimated grams, grand_total at the locked prices, the down payment, what the customer still owes by
-- its open balance (at the estimate until collected, then 0), and the sale that collected it (its AMBIL_PESANAN link
-- in force).
WITH po AS (
  SELECT d.no_dokumen, d.tgl_system, p.no_po, p.kode_supplier, d.nama_customer, d.grand_total, d.total_bayar, d.status
    FROM dokumen_pesanan p JOIN dokumen_terkini d ON d.no_dokumen = p.no_dokumen
   WHERE p.no_po <> '' AND d.jenis = 'PESANAN' AND d.kode_toko = :kode_toko AND d.status IN ('OPEN', 'DONE')
), baris AS (
  SELECT b.no_dokumen, b.kode_group, count(*)::int AS n, sum(b.berat_jual) AS berat
    FROM dokumen_baris b JOIN po USING (no_dokumen) GROUP BY 1, 2
), datang AS (
  SELECT b.no_pesanan AS no_dokumen, b.kode_group, count(*)::int AS n, sum(b.berat) AS berat,
         max(coalesce((SELECT max(m.tgl_system) FROM barang_mutasi m
                        WHERE m.kode_barcode = b.kode_barcode AND m.jenis = 'UBAH_DATA' AND m.no_ref = b.no_pesanan), b.tgl_input)) AS tgl_datang
    FROM barang b
   WHERE b.kode_toko = :kode_toko AND b.no_pesanan IN (SELECT no_dokumen FROM po) AND b.status NOT IN ('HANCUR', 'BATAL')
   GROUP BY 1, 2
), selesai AS (
  SELECT po.*, (SELECT max(x.tgl_datang) FROM datang x WHERE x.no_dokumen = po.no_dokumen) AS tgl_selesai
    FROM po
   WHERE po.status = 'DONE'
      OR NOT EXISTS (SELECT 1 FROM baris l LEFT JOIN datang x USING (no_dokumen, kode_group)
                      WHERE l.no_dokumen = po.no_dokumen AND coalesce(x.n, 0) < l.n)
)
SELECT f.no_dokumen AS no_pesanan, f.tgl_system AS tanggal, f.tgl_selesai, f.no_po, coalesce(m.nama_supplier, '') AS nama_supplier, f.nama_customer,
       (SELECT coalesce(sum(n), 0)::int FROM baris x WHERE x.no_dokumen = f.no_dokumen) AS jumlah_barang,
       (SELECT coalesce(sum(n), 0)::int FROM datang x WHERE x.no_dokumen = f.no_dokumen) AS barang_datang,
       (SELECT coalesce(sum(berat), 0) FROM baris x WHERE x.no_dokumen = f.no_dokumen) AS berat_pesanan,
       (SELECT coalesce(sum(berat), 0) FROM datang x WHERE x.no_dokumen = f.no_dokumen) AS berat_datang,
       f.grand_total, f.total_bayar AS dp_rp, coalesce(s.pokok - s.terbayar, f.grand_total - f.total_bayar)::bigint AS sisa_bayar,
       f.status,
       (SELECT t.no_tautan FROM dokumen_tautan t WHERE t.no_dokumen = f.no_dokumen AND t.jenis = 'AMBIL_PESANAN'
         GROUP BY t.no_tautan HAVING sum(t.arah) > 0 ORDER BY max(t.id) DESC LIMIT 1) AS no_faktur_jual
  FROM selesai f
  LEFT JOIN master_supplier m ON m.kode_supplier = f.kode_supplier
  LEFT JOIN saldo_dokumen s ON s.no_dokumen = f.no_dokumen
 WHERE f.tgl_selesai BETWEEN :tgl_from AND :tgl_to
 ORDER BY f.tgl_selesai, f.no_dokumen
