import { column, defineReport, f, filters } from '../define';
import { SORT_STATES } from '../../domain/inventory';

// Laporan Sortir Pembelian: the sorting of bought-back pieces in the period (/sortir-pembelian), one row per piece
// sorted: where sorting sent it (resell, clean, re-plate, melt; a filter too), its weight and fine gold at that
// moment, the buy-back it came with and where it stands now. Laporan Stock Pembelian shows what waits today; this one
// shows who decided what, when.
const STATES = Object.entries(SORT_STATES).map(([value, label]) => ({ value, label }));

export default defineReport({
  name: 'pembelian_sortir',
  label: 'Laporan Sortir Pembelian',
  route: '/laporan-sortir-pembelian',
  api: 'reportpembelian/sortir',
  filters: filters.period(filters.select({ param: 'status_sortir', label: 'Status Sortir', options: [{ value: 'ALL', label: 'Semua' }, ...STATES], default: 'ALL' })),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    no_sortir: f.text({ label: 'No Sortir' }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kadar: f.percent({ label: 'Kadar' }),
    berat: f.weight({ label: 'Berat' }),
    berat_murni: f.weight({ label: 'Berat Murni' }),
    status_sortir: column(f.text({ label: 'Status Sortir' }), { options: STATES }),
    no_faktur_beli: f.text({ label: 'No Faktur Beli' }),
    status_barang: column(f.text({ label: 'Posisi Sekarang' }), { codes: 'barang' }),
    input_by: f.text({ label: 'Input By' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_pembelian',
});
