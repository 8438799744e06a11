import { column, defineReport, f, filters } from '../define';

// Buku Besar, the general ledger of one account (issue 11, section 7): its balance before the period (the first row,
// Saldo Awal), then each journal row of the period with its document, in the order written, and the running balance
// after it. Balances are debit minus credit: an account whose credits exceed its debits (a liability, an income)
// runs negative. The accounts to choose from: GET laporan/akun (the chart, its lookup server/reports/lookups/akun.sql).
// Not behind NAGAFIN_ACCOUNTING_MODULE (see integritas.ts).
export default defineReport({
  name: 'buku_besar',
  label: 'Laporan Buku Besar',
  route: '/laporan-buku-besar',
  api: 'laporan/buku-besar',
  filters: filters.period(filters.list({ param: 'nomor_akun', label: 'Akun', path: 'laporan/akun', lookup: 'akun', value: 'nomor_akun', text: 'nama_akun' })),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    no_dokumen: f.text({ label: 'No Dokumen' }),
    keterangan: f.text({ label: 'Keterangan' }),
    debit: f.money({ label: 'Debit' }),
    kredit: f.money({ label: 'Kredit' }),
    saldo: column(f.money({ label: 'Saldo' }), { total: false }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
});
