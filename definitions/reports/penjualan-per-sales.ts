import { defineReport, f, filters } from '../define';

// What each sales person sold in the period (sales not cancelled), the pieces themselves beneath them: nota, barcode,
// name, group, kadar, recorded and sold weight, and the line's total (after its own discount; a discount on a whole nota
// is in Laporan Transaksi Penjualan). Laporan Transaksi Penjualan per sales gives the notas' amounts without the pieces.
export default defineReport({
  name: 'penjualan_per_sales',
  label: 'Laporan Penjualan Per Sales',
  route: '/laporan-penjualan-per-sales',
  api: 'reportpenjualan/per-sales',
  filters: filters.period(
    filters.master({ param: 'kode_sales', label: 'Sales', resource: 'sales', all: true, message: 'Kode Tidak Boleh Kosong' }),
  ),
  columns: {
    kode_sales: f.text({ label: 'Kode Sales' }),
    nama_sales: f.text({ label: 'Nama Sales' }),
    tanggal: f.date({ label: 'Tanggal' }),
    no_faktur_jual: f.text({ label: 'No Faktur Jual' }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kode_group: f.text({ label: 'Kode Group' }),
    kadar: f.percent({ label: 'Kadar' }),
    jumlah_nota: f.number({ label: 'Jumlah Nota' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    berat_jual: f.weight({ label: 'Berat Jual' }),
    total: f.money({ label: 'Total' }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_penjualan',
});
