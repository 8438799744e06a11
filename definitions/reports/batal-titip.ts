import { defineReport, filters } from '../define';

export default defineReport({
  name: 'batal_titip',
  label: 'Laporan Batal Titip',
  route: '/laporan-batal-titip',
  api: 'titip/report-batal-titip-uang',
  filters: [filters.dateRange(), filters.shop()],
  columns: [
    { field: 'nama_barang', label: 'Nama Barang' },
    { field: 'berat', label: 'Berat', format: 'weight3', total: true },
    { field: 'harga_jual', label: 'Harga Jual', format: 'money', total: true },
    { field: 'ongkos', label: 'Ongkos', format: 'money', total: true },
    { field: 'harga_total', label: 'Sub Total', format: 'money', total: true },
    { field: 'dp_rp', label: 'DP', format: 'money', total: true },
  ],
  export: ['pdf', 'excel'],
  messages: {
    emptyTable: 'Data Laporan Titip Uang Kosong',
    found: 'Laporan Batal Titip Tersedia',
    empty: 'Laporan Batal Titip Kosong',
    failed: 'Data Yang Di Cari Tidak Ada !!!',
  },
  fileName: 'Laporan Batal Titip',
  menu: 'laporan_titip',
});
