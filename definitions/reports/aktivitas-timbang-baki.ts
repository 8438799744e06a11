import { column, defineReport, f, filters } from '../define';
import { LEDGER_KIND_OPTIONS, LEDGER_ROW_END } from '../ledger';

// What happened to a tray after it was weighed, until the day was closed: the ledger rows of its business date
// written after its weighing (the last session of its warehouse that day, not discarded). A tray weighed right but
// short at the close is explained here: sold, moved, melted after the reading.
export default defineReport({
  name: 'aktivitas_timbang_baki',
  label: 'Laporan Aktivitas Setelah Timbang Baki',
  route: '/laporan-aktivitas-setelah-timbang-baki',
  api: 'reportbarang/aktivitas-timbang-baki',
  filters: filters.period(filters.master({ param: 'kode_gudang', label: 'Gudang', resource: 'gudang', all: true })),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    kode_baki: f.text({ label: 'Kode Baki' }),
    timbang_at: f.datetime({ label: 'Waktu Timbang' }),
    waktu: f.datetime({ label: 'Waktu Mutasi' }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    jenis: column(f.text({ label: 'Jenis Mutasi' }), { options: LEDGER_KIND_OPTIONS }),
    ...LEDGER_ROW_END, // qty, berat, no_ref, input_by
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
