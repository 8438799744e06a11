import { defineReport, filters } from '../define';

export default defineReport({
  name: 'batal_pesanan',
  label: 'Laporan Batal Pesanan',
  route: '/laporan-batal-pesanan',
  api: 'pesanan/batal-reports',
  filters: [filters.dateRange(), filters.shop()],
  columns: [
    { field: 'no_pesanan', label: 'No Pesanan' },
    { field: 'kode_sales', label: 'Kode Sales' },
    { field: 'tanggal', label: 'Tanggal', format: 'date' },
    // The spec shows this report's weight with 2 decimals.
    { field: 'total_berat', label: 'Total Berat', format: 'weight2', total: true },
    { field: 'total_qty', label: 'Total Qty', format: 'integer', total: true },
    { field: 'ongkos', label: 'Ongkos', format: 'money', total: true },
    { field: 'total_harga', label: 'Total Harga', format: 'money', total: true },
    { field: 'jumlah_bayar', label: 'Jumlah Bayar', format: 'money', total: true },
    { field: 'sisa_bayar', label: 'Sisa Bayar', format: 'money', total: true },
  ],
  export: ['pdf', 'excel'],
  messages: {
    emptyTable: 'Data Laporan Pesanan Kosong',
    found: 'Laporan Pesanan Tersedia',
    empty: 'Laporan Pesanan Kosong',
    failed: 'Data Yang Di Cari Tidak Ada !!!',
  },
  fileName: 'Laporan Batal Pesanan',
  menu: 'laporan_pesanan',
});
