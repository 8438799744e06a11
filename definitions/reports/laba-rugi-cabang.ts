import { defineReport, f, filters } from '../define';

// A head-office summary (issue 24 item 5): one row for the shop, so the head office reading it over SEMUA TOKO gets
// one row per branch, each read from the branch's own server, with the shops it covers named. The shop's income
// (PENDAPATAN accounts, credit - debit), expenses (BEBAN, debit - credit, the cost of sales among them) and profit
// over the period, from its journal.
export default defineReport({
  name: 'laba_rugi_cabang',
  label: 'Laporan Laba Rugi Cabang',
  route: '/laporan-laba-rugi-cabang',
  api: 'laporan/laba-rugi-cabang',
  filters: filters.period(),
  columns: {
    pendapatan: f.money({ label: 'Pendapatan' }),
    beban: f.money({ label: 'Beban' }),
    laba: f.money({ label: 'Laba (Rugi)' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
  // A closed day's figures are locked by its close: the head office keeps them (server/federation/closed-days.ts).
  fixedOnceClosed: true,
});
