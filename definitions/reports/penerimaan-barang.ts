import { defineReport, filters } from '../define';

// Items received (ledger rows TERIMA) in the range, one row per receipt (no_ref) with its items beneath it.
// status shows what became of each item since (e.g. BATAL when the receipt was cancelled).
export default defineReport({
  name: 'penerimaan_barang',
  label: 'Laporan Penerimaan Barang',
  route: '/laporan-penerimaan-barang',
  api: 'reportbarang/penerimaan',
  filters: [filters.dateRange(), filters.shop()],
  columns: [
    { field: 'no_ref', label: 'No Terima' },
    { field: 'tanggal', label: 'Tanggal', format: 'date' },
    { field: 'kode_supplier', label: 'Supplier' },
    { field: 'kode_barcode', label: 'Kode Barcode' },
    { field: 'nama_barang', label: 'Nama Barang' },
    { field: 'kode_group', label: 'Kode Group' },
    { field: 'kode_baki', label: 'Kode Baki' },
    { field: 'status', label: 'Status' },
    { field: 'qty', label: 'Qty', format: 'integer', total: true },
    { field: 'berat', label: 'Berat', format: 'weight3', total: true },
    { field: 'total_hpp', label: 'Total HPP', format: 'money', total: true },
  ],
  detail: 'detail',
  export: ['pdf', 'excel'],
  messages: {
    emptyTable: 'Data Laporan Penerimaan Barang Kosong',
    found: 'Laporan Penerimaan Barang Tersedia',
    empty: 'Laporan Penerimaan Barang Kosong',
    failed: 'Terjadi Kesalahan Saat Request Data',
  },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  fileName: 'Laporan Penerimaan Barang',
  menu: 'laporan_barang',
});
