-- The authorizations of the shop of kind :kategori (ALL) dated :tgl_from to :tgl_to. Each is dated and placed in a
-- shop by what used it: a document written with it (dokumen_otorisasi: the document's day), a document's later status
-- (a cancel: dokumen_status, that day), a close (tutup_toko: the day closed); failing those (unused, or a user id
-- released), by the day it was given in the requester's shop's time zone (zona_waktu_toko) and the requester's shop.
-- keterangan: what the asker described, and the reason typed when there was one.
WITH o AS (
  SELECT a.*, coalesce(dok.tgl_system, st.tgl_system, tt.tgl_system, (a.created_at AT TIME ZONE zona_waktu_toko(u.kode_toko))::date) AS tanggal,
         coalesce(dok.kode_toko, st.kode_toko, tt.kode_toko, u.kode_toko) AS kode_toko
    FROM authorizations a
    JOIN users u ON u.user_id = a.requested_by
    LEFT JOIN LATERAL (SELECT d.tgl_system, d.kode_toko FROM dokumen_otorisasi x JOIN dokumen d ON d.no_dokumen = x.no_dokumen
                        WHERE x.authorization_id = a.id) dok ON true
    LEFT JOIN LATERAL (SELECT s.tgl_system, d.kode_toko FROM dokumen_status s JOIN dokumen d ON d.no_dokumen = s.no_dokumen
                        WHERE s.authorization_id = a.id ORDER BY s.id LIMIT 1) st ON true
    LEFT JOIN tutup_toko tt ON tt.authorization_id = a.id
   WHERE :kategori = 'ALL' OR a.kategori = :kategori
)
SELECT tanggal, created_at AS waktu, kategori,
       concat_ws(' - ', nullif(description, ''), nullif(keterangan, '')) AS keterangan,
       requested_by, authorized_by, method, coalesce(used_for, '') AS used_for, used_at
  FROM o
 WHERE kode_toko = :kode_toko AND tanggal BETWEEN :tgl_from AND :tgl_to
 ORDER BY created_at, id
