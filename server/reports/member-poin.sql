-- The points ledger (poin_mutasi, every shop) up to :tanggal per member: in (positive rows), out (negative rows), the
-- balance and the business date of the last movement; members without any movement by then are left out. Sorted by
-- :sort_by (SALDO: largest balance first; KODE; NAMA), then by code.
SELECT m.kode_member, m.nama_member, m.no_hp,
       COALESCE(sum(p.poin) FILTER (WHERE p.poin > 0), 0)::bigint AS poin_masuk,
       COALESCE(-sum(p.poin) FILTER (WHERE p.poin < 0), 0)::bigint AS poin_keluar,
       sum(p.poin)::bigint AS saldo, max(p.tgl_system) AS tgl_terakhir
  FROM member m
  JOIN poin_mutasi p ON p.kode_member = m.kode_member AND p.tgl_system <= CAST(:tanggal AS date)
 GROUP BY m.kode_member, m.nama_member, m.no_hp
 ORDER BY CASE WHEN :sort_by = 'SALDO' THEN sum(p.poin) END DESC, CASE WHEN :sort_by = 'NAMA' THEN m.nama_member END, m.kode_member
