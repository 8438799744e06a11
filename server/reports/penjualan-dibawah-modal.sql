-- The sales of the period (by business date) at the shop, cancelled ones left out, that used a below-capital
-- authorization (dokumen_otorisasi PENJUALAN_DIBAWAH_MODAL / BERLIAN_DIBAWAH_MODAL), one row per nota: its base
-- (subtotal - diskon_rp), its lines' cost, the difference, who authorized (authorizations.authorized_by, each once) and
-- their note; every line beneath with its total, cost and difference.
WITH pemberi AS (
  SELECT o.no_dokumen, o.kategori, a.authorized_by,
         concat_ws(' / ', NULLIF(a.description, ''), NULLIF(a.keterangan, '')) AS catatan
    FROM dokumen_otorisasi o
    JOIN authorizations a ON a.id = o.authorization_id
    JOIN dokumen d ON d.no_dokumen = o.no_dokumen AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
   WHERE o.kategori IN ('PENJUALAN_DIBAWAH_MODAL', 'BERLIAN_DIBAWAH_MODAL')
), otorisasi AS (
  SELECT no_dokumen,
         CASE WHEN bool_and(kategori = 'BERLIAN_DIBAWAH_MODAL') THEN 'BERLIAN_DIBAWAH_MODAL' ELSE 'PENJUALAN_DIBAWAH_MODAL' END AS kategori,
         string_agg(DISTINCT authorized_by, ', ' ORDER BY authorized_by) AS authorized_by,
         COALESCE(string_agg(DISTINCT NULLIF(catatan, ''), '; ' ORDER BY NULLIF(catatan, '')), '') AS keterangan
    FROM pemberi
   GROUP BY no_dokumen
)
SELECT d.tgl_system AS tanggal, d.no_dokumen AS no_faktur_jual, d.kode_sales, d.nama_customer,
       d.subtotal - d.diskon_rp AS total, l.harga_modal, d.subtotal - d.diskon_rp - l.harga_modal AS selisih,
       o.kategori, o.authorized_by, o.keterangan, d.input_by, l.detail
  FROM dokumen_terkini d
  JOIN otorisasi o ON o.no_dokumen = d.no_dokumen
  JOIN LATERAL (
    SELECT COALESCE(sum(b.harga_modal), 0)::bigint AS harga_modal,
           json_agg(json_build_object('kode_barcode', b.kode_barcode, 'nama_barang', b.nama_barang, 'total', b.total,
                                      'harga_modal', b.harga_modal, 'selisih', b.total - b.harga_modal) ORDER BY b.baris) AS detail
      FROM dokumen_baris b WHERE b.no_dokumen = d.no_dokumen
  ) l ON true
 WHERE d.jenis = 'PENJUALAN' AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY d.tgl_system, d.created_at, d.no_dokumen
