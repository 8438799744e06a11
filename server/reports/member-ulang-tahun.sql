-- Each day from :tgl_from to :tgl_to against the active members' birth dates, by month and day; a 29 February birthday
-- counts on 28 February in a year without one (the day after that 28 February is 1 March). umur: the years turned.
SELECT g.d::date AS tgl_ulang_tahun, m.kode_member, m.nama_member, m.no_hp, m.tgl_lahir,
       extract(year FROM g.d)::int - extract(year FROM m.tgl_lahir)::int AS umur, COALESCE(m.alamat, '') AS alamat
  FROM generate_series(CAST(:tgl_from AS date), CAST(:tgl_to AS date), interval '1 day') AS g(d)
  JOIN member m ON m.is_active AND m.tgl_lahir IS NOT NULL AND m.tgl_lahir <= g.d
   AND (to_char(m.tgl_lahir, 'MMDD') = to_char(g.d, 'MMDD')
        OR (to_char(m.tgl_lahir, 'MMDD') = '0229' AND to_char(g.d, 'MMDD') = '0228' AND to_char(g.d + interval '1 day', 'MMDD') = '0301'))
 ORDER BY g.d, m.nama_member, m.kode_member
