import { column, defineReport, f, filters } from '../define';

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
  filters: filters.period(
    filters.select({ param: 'jenis', label: 'Jenis Opname', options: [{ value: 'ALL', label: 'Semua' }, ...JENIS], default: 'ALL' }),
    filters.select({ param: 'status', label: 'Status', options: [...STATUS, { value: 'ALL', label: 'Semua' }], default: 'DONE' }),
  ),
  columns: {
    tgl_system: f.date({ label: 'Tanggal' }),
    no_opname: f.text({ label: 'No Opname' }),
    jenis: column(f.text({ label: 'Jenis' }), { options: JENIS }),
    // One column for what was counted keeps the A4 landscape PDF readable (14 columns, not 17).
    sasaran: f.text({ label: 'Gudang / Baki / No Penerimaan' }),
    status: column(f.text({ label: 'Status' }), { options: STATUS }),
    qty_expected: f.number({ label: 'Qty Seharusnya' }),
    berat_expected: f.weight({ label: 'Berat Seharusnya' }),
    qty_found: f.number({ label: 'Qty Ditemukan' }),
    berat_found: f.weight({ label: 'Berat Ditemukan' }),
    qty_missing: f.number({ label: 'Qty Hilang' }),
    berat_missing: f.weight({ label: 'Berat Hilang' }),
    qty_foreign: f.number({ label: 'Qty Asing' }),
    berat_foreign: f.weight({ label: 'Berat Asing' }),
    selesai_by: f.text({ label: 'Diselesaikan Oleh' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
