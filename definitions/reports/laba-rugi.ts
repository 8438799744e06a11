import { defineReport, f, filters } from '../define';

// Laporan Laba Rugi, the profit and loss statement from the journal (jurnal) and the chart of accounts (akun): per
// business day or per month of the period (Kelompokkan Berdasarkan), the income (accounts of kelompok PENDAPATAN,
// credit - debit), the expenses (BEBAN, which includes the cost of sales: debit - credit) and the profit (income -
// expenses; negative is a loss); beneath each period every income and expense account it moved, with its amount.
// Periods without a journal line of either kind are left out. The totals row sums the periods: the profit of the
// whole range. Not behind NAGAFIN_ACCOUNTING_MODULE, as the other books' reports (see neraca-saldo.ts).
export default defineReport({
  name: 'laba_rugi',
  label: 'Laporan Laba Rugi',
  route: '/laporan-laba-rugi',
  api: 'laporan/laba-rugi',
  filters: filters.period(
    filters.groupBy(
      [
        { value: 'HARIAN', label: 'Per Hari' },
        { value: 'BULANAN', label: 'Per Bulan' },
      ],
      { default: 'HARIAN' },
    ),
  ),
  columns: {
    periode: f.text({ label: 'Periode' }),
    nomor_akun: f.text({ label: 'Nomor Akun' }),
    nama_akun: f.text({ label: 'Nama Akun' }),
    pendapatan: f.money({ label: 'Pendapatan' }),
    beban: f.money({ label: 'Beban' }),
    laba: f.money({ label: 'Laba (Rugi)' }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
});
