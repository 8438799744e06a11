import { column, defineReport, f, filters } from '../define';
import { ITEM_STATUS_LABELS } from '../../domain/codes';

// Laporan Buku Berlian: the book of the shop's diamond pieces over the period, one row per piece the shop held at some
// time in it: its gold (group, kadar, grams) and stone (carats, shape, stone cost), its cost and tag price, the day it
// came in, where it stands now, and when it was sold: the sale's date and number, the price it fetched and the margin
// over its cost. Filter: one status (on the trays, sold ...) or all.
const STATUSES = (['READY', 'TERJUAL', 'TITIP', 'CICILAN', 'BELI', 'HANCUR'] as const).map((value) => ({ value, label: ITEM_STATUS_LABELS[value] }));

export default defineReport({
  name: 'berlian_buku',
  label: 'Laporan Buku Berlian',
  route: '/laporan-buku-berlian',
  api: 'reportbarang/buku-berlian',
  filters: filters.period(filters.select({ param: 'status', label: 'Status', options: [{ value: 'ALL', label: 'Semua' }, ...STATUSES], default: 'ALL' })),
  columns: {
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kode_group: f.text({ label: 'Kode Group' }),
    kadar: f.percent({ label: 'Kadar' }),
    berat: f.weight({ label: 'Berat Emas' }),
    karat_batu: f.number({ label: 'Karat Batu', decimals: 3 }),
    bentuk_batu: f.text({ label: 'Bentuk Batu' }),
    biaya_berlian: f.money({ label: 'Biaya Berlian' }),
    total_hpp: f.money({ label: 'Total HPP' }),
    harga_total: f.money({ label: 'Harga Tag' }),
    tgl_input: f.date({ label: 'Tanggal Masuk' }),
    status: column(f.text({ label: 'Status' }), { codes: 'barang' }),
    tgl_jual: f.date({ label: 'Tanggal Jual' }),
    no_faktur_jual: f.text({ label: 'No Faktur Jual' }),
    harga_jual: f.money({ label: 'Harga Jual' }),
    margin: column(f.money({ label: 'Margin' }), { total: false }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['BERLIAN_MODULE'] },
  menu: 'laporan_barang',
});
