import { defineReport, f, filters } from '../define';

// A head-office summary (issue 24 item 5): one row for the shop, so the head office reading it over SEMUA TOKO gets
// one row per branch, each read from the branch's own server, with the shops it covers named. The shop's sales of the
// period, cancelled ones left out: notas, pieces, grams sold and the notas' grand total.
export default defineReport({
  name: 'penjualan_cabang',
  label: 'Laporan Penjualan Cabang',
  route: '/laporan-penjualan-cabang',
  api: 'reportpenjualan/cabang',
  filters: filters.period(),
  columns: {
    jumlah_nota: f.number({ label: 'Jumlah Nota' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat Jual' }),
    total: f.money({ label: 'Total Penjualan' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_penjualan',
  // A closed day's figures are locked by its close: the head office keeps them (server/federation/closed-days.ts).
  fixedOnceClosed: true,
});
