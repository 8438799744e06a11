-- One row: the shop's bought-back stock now (status BELI): how many pieces, their grams and their cost (what was paid
-- for them: total_hpp, else hpp x grams).
SELECT count(*)::int AS qty, coalesce(sum(berat), 0) AS berat,
       coalesce(sum(CASE WHEN total_hpp > 0 THEN total_hpp ELSE round(hpp * berat) END), 0)::bigint AS hpp
  FROM barang WHERE kode_toko = :kode_toko AND status = 'BELI'
