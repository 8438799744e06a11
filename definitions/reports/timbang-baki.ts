import { column, defineReport, f, filters } from '../define';

// The trays weighed (/timbang-baki) in the range: per tray of each session, the empty tray and its stock when the
// session started, what it should weigh, what it weighed and the difference. Discarded sessions (RESET) on request.
const STATUS = [
  { value: 'OPEN', label: 'Sedang Ditimbang' },
  { value: 'SELESAI', label: 'Selesai' },
  { value: 'RESET', label: 'Reset' },
];

export default defineReport({
  name: 'timbang_baki',
  label: 'Laporan Timbang Baki',
  route: '/laporan-timbang-baki',
  api: 'reportbarang/timbang-baki',
  filters: filters.period(
    filters.master({ param: 'kode_gudang', label: 'Gudang', resource: 'gudang', all: true }),
    filters.select({ param: 'status', label: 'Status', options: [{ value: 'ALL', label: 'Semua' }, ...STATUS], default: 'ALL' }),
  ),
  columns: {
    tgl_system: f.date({ label: 'Tanggal' }),
    kode_gudang: f.text({ label: 'Kode Gudang' }),
    status: column(f.text({ label: 'Status' }), { options: STATUS }),
    kode_baki: f.text({ label: 'Kode Baki' }),
    nama_baki: f.text({ label: 'Nama Baki' }),
    berat_baki: column(f.weight({ label: 'Berat Baki' }), { total: false }),
    qty_stock: f.number({ label: 'Qty Stock' }),
    berat_stock: f.weight({ label: 'Berat Stock' }),
    berat_seharusnya: f.weight({ label: 'Berat Seharusnya' }),
    berat_timbang: f.weight({ label: 'Berat Timbang' }),
    selisih: f.weight({ label: 'Selisih' }),
    timbang_at: f.datetime({ label: 'Waktu Timbang' }),
    timbang_by: f.text({ label: 'Ditimbang Oleh' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
