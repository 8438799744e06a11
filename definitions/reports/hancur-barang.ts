import { defineReport, filters } from '../define';

// Items melted (ledger rows HANCUR) in the range, with the pieces and grams that left stock (shown positive).
export default defineReport({
  name: 'hancur_barang',
  label: 'Laporan Hancur Barang',
  route: '/laporan-hancur-barang',
  api: 'reportbarang/hancur',
  filters: [filters.dateRange(), filters.shop()],
  columns: [
    { field: 'tanggal', label: 'Tanggal', format: 'date' },
    { field: 'kode_barcode', label: 'Kode Barcode' },
    { field: 'nama_barang', label: 'Nama Barang' },
    { field: 'kode_group', label: 'Kode Group' },
    { field: 'kode_dept', label: 'Kode Jenis' },
    { field: 'kode_baki', label: 'Kode Baki' },
    { field: 'kadar', label: 'Kadar', format: 'percent' },
    { field: 'qty', label: 'Qty', format: 'integer', total: true },
    { field: 'berat', label: 'Berat', format: 'weight3', total: true },
    { field: 'no_ref', label: 'No Ref' },
    { field: 'input_by', label: 'Input By' },
  ],
  export: ['pdf', 'excel'],
  messages: {
    emptyTable: 'Data Laporan Hancur Barang Kosong',
    found: 'Laporan Hancur Barang Tersedia',
    empty: 'Laporan Hancur Barang Kosong',
    failed: 'Terjadi Kesalahan Saat Request Data',
  },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  fileName: 'Laporan Hancur Barang',
  menu: 'laporan_barang',
});
