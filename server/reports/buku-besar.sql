-- The general ledger of account :nomor_akun at the shop from :tgl_from to :tgl_to: the balance before the period
-- (debit - credit of every earlier row: the balance stored at the last close before :tgl_from, saldo_akun of
-- migration 056, plus the rows after that day) as the first row, its own debit and credit 0 so the totals are the period's;
-- then each row of the period in the order written (business date, then id) with its document, the journal line it is
-- (trx/type role) and the running balance after it.
WITH dasar AS (
  SELECT max(tgl_system) AS tgl FROM saldo_akun WHERE kode_toko = :kode_toko AND tgl_system < :tgl_from
),
awal AS (
  SELECT (coalesce((SELECT s.saldo FROM saldo_akun s, dasar
                     WHERE s.kode_toko = :kode_toko AND s.tgl_system = dasar.tgl AND s.nomor_akun = :nomor_akun), 0)
          + coalesce(sum(debet - kredit), 0))::bigint AS saldo
    FROM jurnal
   WHERE kode_toko = :kode_toko AND nomor_akun = :nomor_akun AND tgl_system < :tgl_from
     AND tgl_system > coalesce((SELECT tgl FROM dasar), '-infinity'::date)
),
baris AS (
  SELECT j.id, j.tgl_system, j.no_dokumen, j.trx || '/' || j.type || ' ' || j.kode_akun AS keterangan, j.debet, j.kredit
    FROM jurnal j
   WHERE j.kode_toko = :kode_toko AND j.nomor_akun = :nomor_akun AND j.tgl_system BETWEEN :tgl_from AND :tgl_to
)
SELECT tanggal, no_dokumen, keterangan, debit, kredit, saldo
  FROM (SELECT CAST(:tgl_from AS date) AS tanggal, 0::bigint AS id, NULL::text AS no_dokumen, 'Saldo Awal' AS keterangan,
               0::bigint AS debit, 0::bigint AS kredit, saldo
          FROM awal
        UNION ALL
        SELECT b.tgl_system, b.id, b.no_dokumen, b.keterangan, b.debet, b.kredit,
               (awal.saldo + sum(b.debet - b.kredit) OVER (ORDER BY b.tgl_system, b.id))::bigint
          FROM baris b CROSS JOIN awal) rows
 ORDER BY tanggal, id
