import { defineReport, f, filters } from '../define';

// Neraca Saldo, the trial balance (issue 11, section 7): every account the shop's journal touched up to and including
// the date, with its net balance on the side it falls (debit when its debits exceed its credits, else credit; an
// account that nets to zero shows 0 on both). Net rather than gross sums: what an accountant reads as a trial
// balance, and the totals of both columns are equal exactly when the journal balances. The fixed point
// GET laporan/neraca-saldo?tgl answers { data: [{ nomor_akun, nama_akun, debit, kredit }] }.
// Not behind NAGAFIN_ACCOUNTING_MODULE (see integritas.ts): the journal is always written, and the books must prove
// themselves to every shop.
export default defineReport({
  name: 'neraca_saldo',
  label: 'Laporan Neraca Saldo',
  route: '/laporan-neraca-saldo',
  api: 'laporan/neraca-saldo',
  filters: [filters.date({ param: 'tgl', label: 'Sampai Tanggal' }), filters.shop()],
  columns: {
    nomor_akun: f.text({ label: 'Nomor Akun' }),
    nama_akun: f.text({ label: 'Nama Akun' }),
    debit: f.money({ label: 'Debit' }),
    kredit: f.money({ label: 'Kredit' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
});
