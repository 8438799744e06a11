import { defineReport, f, filters } from '../define';

// The discounts given in the period (sales not cancelled): one row per nota with a discount on a line or on the whole,
// its lines beneath with their own discount (0 on a line only the nota's discount touched). harga: before any discount
// (gold price + ongkos); diskon_barang: the lines' discounts; diskon_nota: the discount on the whole nota; total: what
// was left (subtotal - diskon_nota on the nota, the line's total on a line), before PPN and rounding.
export default defineReport({
  name: 'penjualan_diskon',
  label: 'Laporan Diskon Penjualan',
  route: '/laporan-penjualan-diskon',
  api: 'reportpenjualan/diskon',
  filters: filters.period(),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    no_faktur_jual: f.text({ label: 'No Faktur Jual' }),
    kode_sales: f.text({ label: 'Kode Sales' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    harga: f.money({ label: 'Harga Sebelum Diskon' }),
    diskon_barang: f.money({ label: 'Diskon Barang' }),
    diskon_nota: f.money({ label: 'Diskon Nota' }),
    total_diskon: f.money({ label: 'Total Diskon' }),
    total: f.money({ label: 'Total Setelah Diskon' }),
    input_by: f.text({ label: 'Input By' }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_penjualan',
});
