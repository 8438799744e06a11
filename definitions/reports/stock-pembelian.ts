import { column, defineReport, f, filters } from '../define';
import { SORT_STATES } from '../../domain/inventory';

// The buy-back stock now (items of status BELI on the buy-back tray), by where sorting sent each piece: its weight,
// the fine gold in it (berat_murni = berat x kadar / 100, to the milligram) and the buy-back it came with.
const STATES = [{ value: 'BELUM', label: 'Belum Disortir' }, ...Object.entries(SORT_STATES).map(([value, label]) => ({ value, label }))];

export default defineReport({
  name: 'stock_pembelian',
  label: 'Laporan Stock Pembelian',
  route: '/laporan-stock-pembelian',
  api: 'sepuhan/report-stock',
  filters: [filters.select({ param: 'status_sortir', label: 'Status Sortir', options: [{ value: 'ALL', label: 'Semua' }, ...STATES], default: 'ALL' }), filters.shop()],
  columns: {
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kode_group: f.text({ label: 'Kode Group' }),
    kadar: f.percent({ label: 'Kadar' }),
    berat: f.weight({ label: 'Berat' }),
    berat_murni: f.weight({ label: 'Berat Murni' }),
    status_sortir: column(f.text({ label: 'Status Sortir' }), { options: STATES }),
    no_faktur_beli: f.text({ label: 'No Faktur Beli' }),
    tgl_beli: f.date({ label: 'Tanggal Beli' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_pembelian',
});
