-- The trays weighed in the shop's weighing sessions of the range (by business date), of the chosen warehouse and
-- session status: each with what was copied when the session started and the reading. A tray not weighed has no
-- reading and is left out (it has nothing to compare).
SELECT t.tgl_system, t.kode_gudang, t.status, d.kode_baki, d.nama_baki, d.berat_baki, d.qty_stock, d.berat_stock,
       d.berat_seharusnya, d.berat_timbang, d.selisih, d.timbang_at, d.timbang_by
  FROM timbang_baki t
  JOIN timbang_baki_detail d ON d.id_timbang = t.id
 WHERE t.kode_toko = :kode_toko AND t.tgl_system BETWEEN :tgl_from AND :tgl_to AND d.berat_timbang IS NOT NULL
   AND (:kode_gudang = 'ALL' OR t.kode_gudang = :kode_gudang) AND (:status = 'ALL' OR t.status = :status)
 ORDER BY t.tgl_system, t.mulai_at, t.id, d.kode_baki
