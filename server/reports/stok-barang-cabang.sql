-- One row: the shop's pieces on its sale trays now (status READY): how many, their grams and their cost as the books
-- value them (domain/sale-pricing.ts pieceCost: total_hpp, else hpp x grams rounded to the rupiah).
SELECT count(*)::int AS qty, coalesce(sum(berat), 0) AS berat,
       coalesce(sum(CASE WHEN total_hpp > 0 THEN total_hpp ELSE round(hpp * berat) END), 0)::bigint AS hpp
  FROM barang WHERE kode_toko = :kode_toko AND status = 'READY'
