-- The gold price per gram each active group of the shop's server sells at now (master_group, /harga-emas), in group
-- order. Prices belong to the server (masters are shared by the shops one database holds): a head office reading
-- SEMUA TOKO sees each branch's own. :kode_toko names the shop asked for; the prices are its server's.
SELECT kode_group, coalesce(nama_group, '') AS nama_group, coalesce(harga_per_gram, 0)::bigint AS harga_per_gram
  FROM master_group WHERE is_active AND :kode_toko::text IS NOT NULL
 ORDER BY kode_group
