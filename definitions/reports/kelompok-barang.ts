import { column, defineReport, f, filters } from '../define';

// Spec sections 2, 3, 7, 8: the items in stock (READY) of one jenis, per item name, with their weight and count;
// grouped by name and size, each name lists its sizes beneath it (row field detail: size, berat, jumlah).
export default defineReport({
  name: 'kelompok_barang',
  label: 'Laporan Kelompok Barang',
  route: '/laporan-kelompok-barang',
  api: 'reportbarang/kelompok-barang',
  filters: [
    filters.master({ param: 'kode_dept', label: 'Jenis', resource: 'jenis' }),
    filters.groupBy(
      [
        { value: 'NAMA BARANG', label: 'Nama Barang' },
        { value: 'NAMA BARANG DAN SIZE', label: 'Nama Barang Dan Size' },
      ],
      { default: 'NAMA BARANG' },
    ),
    filters.shop(),
  ],
  columns: {
    nama_barang: f.text({ label: 'Nama Barang' }),
    size: column(f.text({ label: 'Size' }), { when: { param: 'group_by', in: ['NAMA BARANG DAN SIZE'] } }),
    berat: f.weight({ label: 'Berat' }),
    jumlah: f.number({ label: 'Jumlah' }),
  },
  detail: 'detail',
  export: ['pdf'],
  // The spec's words (section 8), lower-case b and all.
  messages: { found: 'Laporan Kelompok barang Tersedia', empty: 'Laporan Penjualan Tidak Tersedia' },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
