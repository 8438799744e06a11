-- The balance sheet of the shop's journal up to and including :tgl. An asset's balance is debit - credit (aktiva), a
-- liability's and an equity account's credit - debit (pasiva; 0 on the other side), per account the journal touched, in the chart's order.
-- The last row, kelompok LABA, is the profit to date: credit - debit of every PENDAPATAN and BEBAN line up to :tgl
-- (income less expenses, the cost of sales among them), on the pasiva side as equity earned. Since every document's
-- debits equal its credits, sum(debit - credit) over all accounts is 0, so the aktiva total = the pasiva total:
-- assets = liabilities + equity + the period's profit (the period: since the books began, there being no year-end
-- closing entry into Laba Ditahan).
-- Each account's debit - credit starts from the balances stored at the last close on or before :tgl (saldo_akun,
-- migration 056) and adds the journal rows after that day; with none stored, from every row.
WITH dasar AS (SELECT max(tgl_system) AS tgl FROM saldo_akun WHERE kode_toko = :kode_toko AND tgl_system <= :tgl),
baris AS (
  SELECT s.nomor_akun, s.saldo AS debit_net FROM saldo_akun s, dasar WHERE s.kode_toko = :kode_toko AND s.tgl_system = dasar.tgl
  UNION ALL
  SELECT j.nomor_akun, j.debet - j.kredit FROM jurnal j
   WHERE j.kode_toko = :kode_toko AND j.tgl_system <= :tgl AND j.tgl_system > coalesce((SELECT tgl FROM dasar), '-infinity'::date)
),
saldo AS (
  SELECT a.kelompok, a.nomor_akun, a.nama_akun, sum(b.debit_net) AS debit_net
    FROM baris b
    JOIN akun a ON a.nomor_akun = b.nomor_akun
   GROUP BY a.kelompok, a.nomor_akun, a.nama_akun
)
SELECT kelompok, nomor_akun, nama_akun,
       CASE WHEN kelompok = 'ASET' THEN debit_net ELSE 0 END::bigint AS aktiva,
       CASE WHEN kelompok <> 'ASET' THEN -debit_net ELSE 0 END::bigint AS pasiva
  FROM (
    SELECT 1 AS urut, kelompok, nomor_akun, nama_akun, debit_net FROM saldo WHERE kelompok IN ('ASET', 'KEWAJIBAN', 'MODAL')
    UNION ALL
    SELECT 2, 'LABA', '', 'Laba Rugi Berjalan', coalesce(sum(debit_net), 0) FROM saldo WHERE kelompok IN ('PENDAPATAN', 'BEBAN')
  ) x
 ORDER BY urut, CASE kelompok WHEN 'ASET' THEN 1 WHEN 'KEWAJIBAN' THEN 2 ELSE 3 END, nomor_akun
