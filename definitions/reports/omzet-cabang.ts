import { defineReport, f, filters } from '../define';

// A head-office report (issue 24 item 5): the shop's turnover day by day, with a chart of the days. Over SEMUA TOKO
// each branch answers its own days from its own server, and the chart sums the shops read per day.
export default defineReport({
  name: 'omzet_cabang',
  label: 'Laporan Omzet',
  route: '/laporan-omzet',
  api: 'reportpenjualan/omzet',
  filters: filters.period(),
  columns: {
    tgl_system: f.date({ label: 'Tanggal' }),
    nota_jual: f.number({ label: 'Nota Jual' }),
    berat_jual: f.weight({ label: 'Berat Jual' }),
    omzet: f.money({ label: 'Omzet' }),
    nota_beli: f.number({ label: 'Nota Beli' }),
    berat_beli: f.weight({ label: 'Berat Beli' }),
    pembelian: f.money({ label: 'Pembelian' }),
    selisih: f.money({ label: 'Selisih' }),
  },
  chart: { x: 'tgl_system', series: ['omzet', 'pembelian'] },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_penjualan',
  // A closed day's figures are locked by its close: the head office keeps them (server/federation/closed-days.ts).
  fixedOnceClosed: true,
});
