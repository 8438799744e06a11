import { defineReport, f, filters } from '../define';

// Spec sections 2, 3, 7, 8: the items in stock (READY) of one jenis with their selling price (harga_jual is the
// item's harga_total), the dearest first (HARGA_MAX) or the cheapest first (HARGA_MIN).
export default defineReport({
  name: 'analisis_harga_barang',
  label: 'Laporan Analisis Harga Barang',
  route: '/laporan-analisis-harga-barang',
  api: 'barang/laporan-analisis-harga-barang',
  filters: [
    filters.master({ param: 'kode_dept', label: 'Jenis', resource: 'jenis' }),
    filters.sortBy([{ value: 'HARGA_MAX', label: 'Harga Tertinggi' }, { value: 'HARGA_MIN', label: 'Harga Terendah' }], { default: 'HARGA_MAX' }),
    filters.shop(),
  ],
  columns: {
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    kode_group: f.text({ label: 'Kode Group' }),
    kode_dept: f.text({ label: 'Kode Jenis' }),
    kode_intern: f.text({ label: 'Kode Intern' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    berat: f.weight({ label: 'Berat' }),
    harga_jual: f.money({ label: 'Harga Jual' }),
  },
  export: ['pdf', 'excel'],
  messages: { empty: 'Data Yang Anda Cari Tidak Ada' },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
