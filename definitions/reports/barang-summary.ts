import { column, defineReport, f, filters } from '../define';

// Per tray over the range, from the item ledger: the stock before it, what was added (new items and receipts), sold
// (net of cancelled sales, deposits and instalments), melted, every other movement in and out, and the stock after
// it. awal + tambah - jual - hancur + masuk - keluar = akhir, row by row. In grams or in pieces (satuan): the two
// would not fit an A4 page side by side.
const SATUAN = [
  { value: 'BERAT', label: 'Berat' },
  { value: 'QTY', label: 'Qty' },
];
const inGrams = { when: { param: 'satuan', in: ['BERAT'] } };
const inPieces = { when: { param: 'satuan', in: ['QTY'] } };

export default defineReport({
  name: 'barang_summary',
  label: 'Laporan Barang Summary',
  route: '/laporan-barang-summary',
  api: 'reportbarang/barang-summary',
  filters: filters.period(
    filters.master({ param: 'kode_gudang', label: 'Gudang', resource: 'gudang', all: true }),
    filters.select({ param: 'satuan', label: 'Satuan', options: SATUAN, default: 'BERAT' }),
  ),
  columns: {
    kode_gudang: f.text({ label: 'Kode Gudang' }),
    kode_baki: f.text({ label: 'Kode Baki' }),
    nama_baki: f.text({ label: 'Nama Baki' }),
    berat_awal: column(f.weight({ label: 'Awal' }), inGrams),
    berat_tambah: column(f.weight({ label: 'Tambah' }), inGrams),
    berat_jual: column(f.weight({ label: 'Jual' }), inGrams),
    berat_hancur: column(f.weight({ label: 'Hancur' }), inGrams),
    berat_masuk: column(f.weight({ label: 'Masuk' }), inGrams),
    berat_keluar: column(f.weight({ label: 'Keluar' }), inGrams),
    berat_akhir: column(f.weight({ label: 'Akhir' }), inGrams),
    qty_awal: column(f.number({ label: 'Awal' }), inPieces),
    qty_tambah: column(f.number({ label: 'Tambah' }), inPieces),
    qty_jual: column(f.number({ label: 'Jual' }), inPieces),
    qty_hancur: column(f.number({ label: 'Hancur' }), inPieces),
    qty_masuk: column(f.number({ label: 'Masuk' }), inPieces),
    qty_keluar: column(f.number({ label: 'Keluar' }), inPieces),
    qty_akhir: column(f.number({ label: 'Akhir' }), inPieces),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
