import { column, defineReport, f, filters } from '../define';
import { LEDGER_KIND_OPTIONS as KINDS, LEDGER_ROW_END } from '../ledger';

// Every ledger row (barang_mutasi) in the range: each movement of an item, its signed pieces and grams on the
// tray it changed; the totals are the net change of stock over the range.
export default defineReport({
  name: 'mutasi_barang',
  label: 'Laporan Mutasi Barang',
  route: '/laporan-mutasi-barang',
  api: 'reportbarang/mutasi',
  filters: filters.period(
    filters.select({ param: 'jenis', label: 'Jenis Mutasi', options: [{ value: 'ALL', label: 'Semua' }, ...KINDS], default: 'ALL' }),
  ),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    waktu: f.datetime({ label: 'Waktu' }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    jenis: column(f.text({ label: 'Jenis Mutasi' }), { options: KINDS }),
    kode_baki: f.text({ label: 'Kode Baki' }),
    ...LEDGER_ROW_END, // qty, berat, no_ref, input_by
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
