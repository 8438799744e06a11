import { defineReport, f, filters } from '../define';

// What the manual sales of the period (grams and pieces of stock without tags, /transaksi-jual-beli-manual; not
// cancelled) took out of each manual stock line (tray, group, jenis) and brought in: pieces, grams, gold price, ongkos,
// the lines' discounts, total, the group's cost of those grams and the margin (total - cost), the sales themselves
// beneath each line. /lihat-penjualan-manual lists the notas with their grand totals.
export default defineReport({
  name: 'penjualan_manual',
  label: 'Laporan Penjualan Manual',
  route: '/laporan-penjualan-manual',
  api: 'reportpenjualan/manual',
  filters: filters.period(),
  columns: {
    kode_baki: f.text({ label: 'Kode Baki' }),
    kode_group: f.text({ label: 'Kode Group' }),
    kode_dept: f.text({ label: 'Kode Jenis' }),
    tanggal: f.date({ label: 'Tanggal' }),
    no_faktur_jual: f.text({ label: 'No Faktur Jual' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    qty: f.number({ label: 'Qty' }),
    berat_jual: f.weight({ label: 'Berat Jual' }),
    harga: f.money({ label: 'Harga Emas' }),
    ongkos: f.money({ label: 'Ongkos' }),
    diskon_rp: f.money({ label: 'Diskon' }),
    total: f.money({ label: 'Total' }),
    harga_modal: f.money({ label: 'Harga Modal' }),
    margin: f.money({ label: 'Margin' }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], rule: 'manualItems' },
  menu: 'laporan_penjualan',
});
