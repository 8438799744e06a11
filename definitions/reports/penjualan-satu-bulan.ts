import { defineReport, f, filters } from '../define';

// Laporan Jumlah Penjualan 1 Bulan: the sales of one month, day by day: for every day of the month of the date chosen
// (from the 1st to the month's last day, or to the shop's business date in its current month), how many sales
// (tagged and manual, not cancelled), their pieces, grams and rupiah, and how many of that day's sales were cancelled.
// A day without sales shows with zeros, so the month reads as a calendar; the totals row is the month's.
export default defineReport({
  name: 'penjualan_satu_bulan',
  label: 'Laporan Jumlah Penjualan 1 Bulan',
  route: '/laporan-jumlah-penjualan-1-bulan',
  api: 'reportkas/penjualan-satu-bulan',
  filters: [filters.date({ label: 'Bulan Dari Tanggal' }), filters.shop()],
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    nota_jual: f.number({ label: 'Jumlah Nota' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    total_jual: f.money({ label: 'Total Penjualan' }),
    nota_batal: f.number({ label: 'Nota Batal' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
});
