import { column, defineReport, f, filters } from '../define';

// The lines of the RFID stocktakes saved in the range: each item expected on the tray or warehouse read, and each tag
// read that was not expected, with what became of it (found, missing, foreign and why) and the tag's EPC.
const RESULT = [
  { value: 'FOUND', label: 'Ditemukan' },
  { value: 'MISSING', label: 'Hilang' },
  { value: 'FOREIGN', label: 'Asing' },
];
// The foreign reasons as the stocktake screen words them (domain/stock-opname.ts FOREIGN_REASONS).
const ALASAN = [
  { value: 'BAKI_LAIN', label: 'Terdaftar Di Baki Lain' },
  { value: 'STATUS_LAIN', label: 'Status Barang Bukan READY' },
  { value: 'PENERIMAAN_LAIN', label: 'Dari Penerimaan Lain' },
  { value: 'SETELAH_MULAI', label: 'Masuk Setelah Opname Dimulai' },
  { value: 'TIDAK_DIKENAL', label: 'Barcode / Tag Tidak Dikenal' },
];

export default defineReport({
  name: 'opname_rfid',
  label: 'Laporan Opname RFID',
  route: '/laporan-opname-rfid',
  api: 'reportbarang/opname-rfid',
  filters: filters.period(
    filters.select({ param: 'result', label: 'Hasil', options: [{ value: 'ALL', label: 'Semua' }, ...RESULT], default: 'ALL' }),
  ),
  columns: {
    tgl_system: f.date({ label: 'Tanggal' }),
    no_opname: f.text({ label: 'No Opname' }),
    sasaran: f.text({ label: 'Gudang / Baki' }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kode_baki: f.text({ label: 'Kode Baki' }),
    result: column(f.text({ label: 'Hasil' }), { options: RESULT }),
    alasan: column(f.text({ label: 'Keterangan' }), { options: ALASAN }),
    epc: f.text({ label: 'EPC' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
