-- Per sales person, the lines of their sales in the period (by business date) at the shop, cancelled sales left out;
-- beneath each, their groups with the bonus of /parameter-bonus-sales (the active row of the group, the lowest
-- kode_bonus if there are several): PER GRAM x the grams sold (berat_jual, summed exactly, rounded to the rupiah) or
-- PER PCS x the pieces; 0 for a group without one. total: the lines' totals (after their own discounts).
WITH baris AS (
  SELECT no_dokumen, kode_sales, nama_sales, created_at, kode_group, qty, berat, berat_jual, total
    FROM baris_penjualan
   WHERE status <> 'BATAL' AND kode_toko = :kode_toko
     AND tgl_system BETWEEN :tgl_from AND :tgl_to AND (:kode_sales = 'ALL' OR kode_sales = :kode_sales)
), tarif AS (
  SELECT DISTINCT ON (kode_group) kode_group, satuan_bonus, bonus
    FROM master_para_bonus_sales
   WHERE is_active
   ORDER BY kode_group, kode_bonus
), per_group AS (
  SELECT b.kode_sales, b.kode_group, count(DISTINCT b.no_dokumen)::int AS jumlah_nota, sum(b.qty)::int AS qty,
         sum(b.berat) AS berat, sum(b.berat_jual) AS berat_jual, sum(b.total)::bigint AS total,
         t.satuan_bonus, t.bonus AS tarif_bonus,
         COALESCE(CASE t.satuan_bonus WHEN 'PER GRAM' THEN round(sum(b.berat_jual) * t.bonus)
                                      WHEN 'PER PCS' THEN sum(b.qty) * t.bonus END, 0)::bigint AS bonus
    FROM baris b
    LEFT JOIN tarif t ON t.kode_group = b.kode_group
   GROUP BY b.kode_sales, b.kode_group, t.satuan_bonus, t.bonus
)
SELECT s.kode_sales, s.nama_sales, s.jumlah_nota, s.qty, s.berat, s.berat_jual, s.total,
       (SELECT sum(g.bonus) FROM per_group g WHERE g.kode_sales = s.kode_sales)::bigint AS bonus,
       (SELECT json_agg(json_build_object('kode_group', g.kode_group, 'jumlah_nota', g.jumlah_nota, 'qty', g.qty, 'berat', g.berat,
                                          'berat_jual', g.berat_jual, 'total', g.total, 'satuan_bonus', g.satuan_bonus,
                                          'tarif_bonus', g.tarif_bonus, 'bonus', g.bonus) ORDER BY g.kode_group)
          FROM per_group g WHERE g.kode_sales = s.kode_sales) AS detail
  FROM (
    SELECT kode_sales, (array_agg(nama_sales ORDER BY created_at DESC))[1] AS nama_sales, count(DISTINCT no_dokumen)::int AS jumlah_nota,
           sum(qty)::int AS qty, sum(berat) AS berat, sum(berat_jual) AS berat_jual, sum(total)::bigint AS total
      FROM baris
     GROUP BY kode_sales
  ) s
 ORDER BY s.kode_sales
