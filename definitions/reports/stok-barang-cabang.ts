import { defineReport, f, filters } from '../define';

// A head-office summary (issue 24 item 5): one row for the shop, so the head office reading it over SEMUA TOKO gets
// one row per branch, each read from the branch's own server, with the shops it covers named. The shop's pieces for
// sale now (READY): pieces, grams and their cost (total_hpp, else hpp x grams, as the books value them).
export default defineReport({
  name: 'stok_barang_cabang',
  label: 'Laporan Stok Barang Cabang',
  route: '/laporan-stok-barang-cabang',
  api: 'reportbarang/stok-cabang',
  filters: [filters.shop()],
  columns: {
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    hpp: f.money({ label: 'Nilai HPP' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
