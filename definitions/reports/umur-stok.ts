import { column, defineReport, f, filters } from '../define';

// The items on the trays now (READY) with how many days each has waited there since it came into the shop's stock
// (added, received, transferred in, bought back): the oldest, the slow movers, first. umur_min leaves out the younger.
const UMUR_MIN = [
  { value: '0', label: 'Semua' },
  { value: '31', label: 'Lebih Dari 30 Hari' },
  { value: '91', label: 'Lebih Dari 90 Hari' },
  { value: '181', label: 'Lebih Dari 180 Hari' },
  { value: '366', label: 'Lebih Dari 1 Tahun' },
];
const KELOMPOK = [
  { value: '0-30', label: '0 - 30 Hari' },
  { value: '31-90', label: '31 - 90 Hari' },
  { value: '91-180', label: '91 - 180 Hari' },
  { value: '181-365', label: '181 - 365 Hari' },
  { value: '>365', label: 'Lebih Dari 1 Tahun' },
];

export default defineReport({
  name: 'umur_stok',
  label: 'Laporan Umur Stok',
  route: '/laporan-umur-stok',
  api: 'reportbarang/umur-stok',
  filters: [
    filters.master({ param: 'kode_gudang', label: 'Gudang', resource: 'gudang', all: true }),
    filters.select({ param: 'umur_min', label: 'Umur Stok', options: UMUR_MIN, default: '0' }),
    filters.shop(),
  ],
  columns: {
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kode_baki: f.text({ label: 'Kode Baki' }),
    kode_group: f.text({ label: 'Kode Group' }),
    tgl_masuk: f.date({ label: 'Tanggal Masuk' }),
    umur: column(f.number({ label: 'Umur (Hari)' }), { total: false }),
    kelompok_umur: column(f.text({ label: 'Kelompok Umur' }), { options: KELOMPOK }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    total_hpp: f.money({ label: 'Total HPP' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
