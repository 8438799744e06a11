import { defineReport, f, filters } from '../define';

// The pieces sold in the period (sales not cancelled) per group and kadar: how many, their recorded and sold weight,
// and their amounts as the lines hold them (gold price, ongkos, the line's own discount, line total; the discount on a
// whole nota is in Laporan Transaksi Penjualan and Laporan Diskon Penjualan).
export default defineReport({
  name: 'penjualan_group',
  label: 'Laporan Penjualan Per Group Dan Kadar',
  route: '/laporan-penjualan-group',
  api: 'reportpenjualan/group',
  filters: filters.period(),
  columns: {
    kode_group: f.text({ label: 'Kode Group' }),
    nama_group: f.text({ label: 'Nama Group' }),
    kadar: f.percent({ label: 'Kadar' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    berat_jual: f.weight({ label: 'Berat Jual' }),
    harga: f.money({ label: 'Harga Jual' }),
    ongkos: f.money({ label: 'Ongkos' }),
    diskon_rp: f.money({ label: 'Diskon' }),
    total: f.money({ label: 'Total' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_penjualan',
});
