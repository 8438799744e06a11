-- Per kadar, the buy-back kinds of the stock ledger up to :tgl_to: before :tgl_from they are the opening balance, in
-- the range each kind goes to its column (signed so what left the buy-back stock reads positive), and all of them the
-- closing balance. Weights are summed exactly per kadar first; fine gold (satuan MURNI) is that sum x kadar / 100,
-- rounded once to the milligram, so a row balances to a milligram or two at most (each cell rounds once).
WITH m AS (
  SELECT b.kadar, r.jenis, r.tgl_system < :tgl_from AS awal, r.berat
    FROM barang_mutasi r
    JOIN barang b ON b.kode_barcode = r.kode_barcode
   WHERE r.kode_toko = :kode_toko AND r.tgl_system <= :tgl_to
     AND r.jenis IN ('BELI', 'BATAL_BELI', 'STOCK_CUCI', 'SORTIR_KELUAR', 'KIRIM_CUCI', 'TERIMA_CUCI', 'SUSUT', 'WASTING', 'HANCUR_BELI')
), per_kadar AS (
  SELECT kadar,
         COALESCE(sum(berat) FILTER (WHERE awal), 0) AS saldo_awal,
         COALESCE(sum(berat) FILTER (WHERE NOT awal AND jenis IN ('BELI', 'BATAL_BELI')), 0) AS beli,
         COALESCE(sum(berat) FILTER (WHERE NOT awal AND jenis = 'STOCK_CUCI'), 0) AS manual,
         -COALESCE(sum(berat) FILTER (WHERE NOT awal AND jenis = 'SORTIR_KELUAR'), 0) AS ke_baki,
         -COALESCE(sum(berat) FILTER (WHERE NOT awal AND jenis IN ('KIRIM_CUCI', 'TERIMA_CUCI')), 0) AS di_cuci,
         -COALESCE(sum(berat) FILTER (WHERE NOT awal AND jenis IN ('SUSUT', 'WASTING')), 0) AS susut,
         -COALESCE(sum(berat) FILTER (WHERE NOT awal AND jenis = 'HANCUR_BELI'), 0) AS lebur,
         sum(berat) AS saldo_akhir,
         bool_or(NOT awal) AS bergerak
    FROM m
   GROUP BY kadar
), unit AS (
  SELECT kadar, CASE WHEN :satuan = 'MURNI' THEN kadar / 100 ELSE 1 END AS faktor, saldo_awal, beli, manual, ke_baki, di_cuci, susut, lebur,
         saldo_akhir, bergerak
    FROM per_kadar
)
SELECT kadar, round(saldo_awal * faktor, 3) AS saldo_awal, round(beli * faktor, 3) AS beli, round(manual * faktor, 3) AS manual,
       round(ke_baki * faktor, 3) AS ke_baki, round(di_cuci * faktor, 3) AS di_cuci, round(susut * faktor, 3) AS susut,
       round(lebur * faktor, 3) AS lebur, round(saldo_akhir * faktor, 3) AS saldo_akhir
  FROM unit
 WHERE bergerak OR saldo_awal <> 0
 ORDER BY kadar
