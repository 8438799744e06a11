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
    filters.select({
      param: 'group_by',
      label: 'Group By',
      options: [
        { value: 'NAMA BARANG', label: 'Nama Barang' },
        { value: 'NAMA BARANG DAN SIZE', label: 'Nama Barang Dan Size' },
      ],
      default: 'NAMA BARANG',
    }),
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
  messages: {
    emptyTable: 'Data Laporan Kelompok Barang Kosong',
    found: 'Laporan Kelompok barang Tersedia',
    empty: 'Laporan Penjualan Tidak Tersedia',
    failed: 'Terjadi Kesalahan Saat Request Data',
  },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  fileName: 'Laporan Kelompok Barang',
  menu: 'laporan_barang',
});
