import { defineReport, filters } from '../define';

// Stocktakes (stock opname) started in the range, with what each expected, found, missed and found foreign: item
// counts and grams. Saved ones (DONE) by default; open and discarded ones on request.
const JENIS = [
  { value: 'TRAY', label: 'Per Baki' },
  { value: 'PENERIMAAN', label: 'Penerimaan' },
  { value: 'GLOBAL', label: 'Global' },
  { value: 'RFID', label: 'RFID' },
];
const STATUS = [
  { value: 'DONE', label: 'Selesai' },
  { value: 'OPEN', label: 'Belum Selesai' },
  { value: 'BATAL', label: 'Batal' },
];

export default defineReport({
  name: 'stock_opname',
  label: 'Laporan Stock Opname',
  route: '/laporan-stock-opname',
  api: 'reportbarang/stock-opname',
  filters: [
    filters.dateRange(),
    filters.select({
      param: 'jenis',
      label: 'Jenis Opname',
      options: [{ value: 'ALL', label: 'Semua' }, ...JENIS],
      default: 'ALL',
    }),
    filters.select({
      param: 'status',
      label: 'Status',
      options: [...STATUS, { value: 'ALL', label: 'Semua' }],
      default: 'DONE',
    }),
    filters.shop(),
  ],
  columns: [
    { field: 'tgl_system', label: 'Tanggal', format: 'date' },
    { field: 'no_opname', label: 'No Opname' },
    { field: 'jenis', label: 'Jenis', options: JENIS },
    // One column for what was counted keeps the A4 landscape PDF readable (14 columns, not 17).
    { field: 'sasaran', label: 'Gudang / Baki / No Penerimaan' },
    { field: 'status', label: 'Status', options: STATUS },
    { field: 'qty_expected', label: 'Qty Seharusnya', format: 'integer', total: true },
    { field: 'berat_expected', label: 'Berat Seharusnya', format: 'weight3', total: true },
    { field: 'qty_found', label: 'Qty Ditemukan', format: 'integer', total: true },
    { field: 'berat_found', label: 'Berat Ditemukan', format: 'weight3', total: true },
    { field: 'qty_missing', label: 'Qty Hilang', format: 'integer', total: true },
    { field: 'berat_missing', label: 'Berat Hilang', format: 'weight3', total: true },
    { field: 'qty_foreign', label: 'Qty Asing', format: 'integer', total: true },
    { field: 'berat_foreign', label: 'Berat Asing', format: 'weight3', total: true },
    { field: 'selesai_by', label: 'Diselesaikan Oleh' },
  ],
  export: ['pdf', 'excel'],
  messages: {
    emptyTable: 'Data Laporan Stock Opname Kosong',
    found: 'Laporan Stock Opname Tersedia',
    empty: 'Laporan Stock Opname Kosong',
    failed: 'Terjadi Kesalahan Saat Request Data',
  },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  fileName: 'Laporan Stock Opname',
  menu: 'laporan_barang',
});
