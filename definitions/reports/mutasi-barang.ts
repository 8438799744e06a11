import { defineReport, filters } from '../define';
import { LEDGER_KINDS } from '../../domain/inventory';

// Every ledger row (barang_mutasi) in the range: each movement of an item, its signed pieces and grams on the
// tray it changed; the totals are the net change of stock over the range.
export default defineReport({
  name: 'mutasi_barang',
  label: 'Laporan Mutasi Barang',
  route: '/laporan-mutasi-barang',
  api: 'reportbarang/mutasi',
  filters: [
    filters.dateRange(),
    filters.select({
      param: 'jenis',
      label: 'Jenis Mutasi',
      options: [{ value: 'ALL', label: 'Semua' }, ...Object.keys(LEDGER_KINDS).map((k) => ({ value: k, label: k.replace(/_/g, ' ') }))],
      default: 'ALL',
    }),
    filters.shop(),
  ],
  columns: [
    { field: 'tanggal', label: 'Tanggal', format: 'date' },
    { field: 'waktu', label: 'Waktu', format: 'datetime' },
    { field: 'kode_barcode', label: 'Kode Barcode' },
    { field: 'nama_barang', label: 'Nama Barang' },
    { field: 'jenis', label: 'Jenis Mutasi' },
    { field: 'kode_baki', label: 'Kode Baki' },
    { field: 'qty', label: 'Qty', format: 'integer', total: true },
    { field: 'berat', label: 'Berat', format: 'weight3', total: true },
    { field: 'no_ref', label: 'No Ref' },
    { field: 'input_by', label: 'Input By' },
  ],
  export: ['pdf', 'excel'],
  messages: {
    emptyTable: 'Data Laporan Mutasi Barang Kosong',
    found: 'Laporan Mutasi Barang Tersedia',
    empty: 'Laporan Mutasi Barang Kosong',
    failed: 'Terjadi Kesalahan Saat Request Data',
  },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  fileName: 'Laporan Mutasi Barang',
  menu: 'laporan_barang',
});
