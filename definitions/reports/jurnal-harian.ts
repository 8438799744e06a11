import { defineReport, f, filters } from '../define';

// Jurnal Harian, the daily journal (issue 11, section 7): every journal row of the shop on one business date, grouped
// by document: a row per document with its kind and its debit and credit totals (equal), its lines beneath (journal
// and role, account, debit, credit) in the order written. The totals row counts the documents' rows, so the day's debit equals
// its credit. Not behind NAGAFIN_ACCOUNTING_MODULE (see integritas.ts).
export default defineReport({
  name: 'jurnal_harian',
  label: 'Laporan Jurnal Harian',
  route: '/laporan-jurnal-harian',
  api: 'laporan/jurnal-harian',
  filters: [filters.date(), filters.shop()],
  columns: {
    no_dokumen: f.text({ label: 'No Dokumen' }),
    jurnal: f.text({ label: 'Jurnal' }),
    nomor_akun: f.text({ label: 'Nomor Akun' }),
    nama_akun: f.text({ label: 'Nama Akun' }),
    debit: f.money({ label: 'Debit' }),
    kredit: f.money({ label: 'Kredit' }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
  // A day's journal lines are written on that day and never after (a cancel posts its mirror on its own day).
  fixedOnceClosed: true,
});
