import { column, defineReport, f, filters } from '../define';

// A head-office summary (issue 24 item 5): the shop's gold price per group, so the head office reading it over SEMUA
// TOKO sees each branch's own prices, each read from the branch's own server. The price per gram each active group
// sells at now.
export default defineReport({
  name: 'harga_emas_cabang',
  label: 'Laporan Harga Emas Cabang',
  route: '/laporan-harga-emas-cabang',
  api: 'reportbarang/harga-emas-cabang',
  filters: [filters.shop()],
  columns: {
    kode_group: f.text({ label: 'Kode Group' }),
    nama_group: f.text({ label: 'Nama Group' }),
    harga_per_gram: column(f.money({ label: 'Harga Per Gram' }), { total: false }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
