import { column, defineReport, f, filters } from '../define';
import { ITEM_STATUS_LABELS } from '../../domain/codes';
import { SORT_STATES } from '../../domain/inventory';
import mutasiBarang from './mutasi-barang';

// Laporan History Pembelian: per barcode bought back in the period (buy-backs not cancelled), the buy-back (date,
// number, customer, grams, price), the shop's sale of it when it was the shop's own piece, where the piece is now
// (its status and sort state; the filter picks one status, e.g. still in the buy-back stock), and beneath it the
// piece's whole life in the stock ledger, oldest first: added, sold, bought back, sorted, onto a tray, cleaned,
// melted ..., each with its signed grams, tray and reference. The ledger kinds read as Laporan Mutasi Barang words them.
const KINDS = mutasiBarang.columns.find((c) => c.field === 'jenis')!.options!;
const SORTED = [{ value: '', label: 'Belum Disortir' }, ...Object.entries(SORT_STATES).map(([value, label]) => ({ value, label }))];
const STATUSES = (['BELI', 'CUCI', 'READY', 'TERJUAL', 'HANCUR'] as const).map((value) => ({ value, label: ITEM_STATUS_LABELS[value] }));

export default defineReport({
  name: 'pembelian_history',
  label: 'Laporan History Pembelian',
  route: '/laporan-history-pembelian',
  api: 'reportpembelian/history-barcode',
  filters: filters.period(
    filters.select({ param: 'status_barang', label: 'Posisi Barang', options: [{ value: 'ALL', label: 'Semua' }, ...STATUSES], default: 'ALL' }),
  ),
  columns: {
    tgl_beli: f.date({ label: 'Tanggal Beli' }),
    no_faktur_beli: f.text({ label: 'No Faktur Beli' }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kadar: f.percent({ label: 'Kadar' }),
    berat: f.weight({ label: 'Berat Beli' }),
    harga: f.money({ label: 'Harga Beli' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    no_faktur_jual: f.text({ label: 'No Faktur Jual' }),
    status_barang: column(f.text({ label: 'Posisi Sekarang' }), { codes: 'barang' }),
    status_sortir: column(f.text({ label: 'Status Sortir' }), { options: SORTED }),
    tanggal: f.date({ label: 'Tanggal Mutasi' }),
    jenis: column(f.text({ label: 'Jenis Mutasi' }), { options: KINDS }),
    kode_baki: f.text({ label: 'Kode Baki' }),
    berat_mutasi: column(f.weight({ label: 'Berat Mutasi' }), { total: false }),
    no_ref: f.text({ label: 'No Referensi' }),
    input_by: f.text({ label: 'Input By' }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_pembelian',
});
