-- The balance sheet of the shop's journal up to and including :tgl. An asset's balance is debit - credit (aktiva), a
-- liability's and an equity account's credit - debit (pasiva; 0 on the other side), per account the journal touched, in the chart's order.
-- The last row, kelompok LABA, is the profit to date: credit - debit of every PENDAPATAN and BEBAN line up to :tgl
-- (income less expenses, the cost of sales among them), on the pasiva side as equity earned. Since every document's
-- debits equal its credits, sum(debit - credit) over all accounts is 0, so the aktiva total = the pasiva total:
-- assets = liabilities + equity + the period's profit (the period: since the books began, there being no year-end
-- closing entry into Laba Ditahan).
-- Each account's debit - credit starts from the balances stored at the last close on or before :tgl and adds the
-- journal rows after that day (saldo_akun_sampai, migration 057).
WITH saldo AS (
  SELECT a.kelompok, a.nomor_akun, a.nama_akun, sum(b.debit_net) AS debit_net
    FROM saldo_akun_sampai(:kode_toko, :tgl::date) b
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
