import { column, defineReport, f, filters } from '../define';

// Laporan Stok Berlian: the diamond pieces the shop held on a date (today by default), per stone parameter the items
// carry, the shape (Bentuk Batu) and the carat weight (Karat Batu): how many pieces, their carats, gold grams, stone
// cost, cost and tag price, and beneath each the pieces with their tray. A piece is held when its stock-ledger rows up
// to that date sum to a piece, so a past date shows that day's stock; one tray or all.
export default defineReport({
  name: 'berlian_stok',
  label: 'Laporan Stok Berlian',
  route: '/laporan-stok-berlian',
  api: 'reportbarang/stok-berlian',
  filters: [
    filters.date({ label: 'Per Tanggal', upToSystem: true }),
    filters.master({ param: 'kode_baki', label: 'Baki', resource: 'baki', all: true }),
    filters.shop(),
  ],
  columns: {
    bentuk_batu: f.text({ label: 'Bentuk Batu' }),
    karat_batu: column(f.number({ label: 'Karat Batu', decimals: 3 }), { total: false }),
    jumlah: f.number({ label: 'Jumlah' }),
    total_karat: f.number({ label: 'Total Karat', decimals: 3 }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kode_baki: f.text({ label: 'Kode Baki' }),
    kadar: f.percent({ label: 'Kadar' }),
    berat: f.weight({ label: 'Berat Emas' }),
    biaya_berlian: f.money({ label: 'Biaya Berlian' }),
    total_hpp: f.money({ label: 'Total HPP' }),
    harga_total: f.money({ label: 'Harga Tag' }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['BERLIAN_MODULE'] },
  menu: 'laporan_barang',
});
