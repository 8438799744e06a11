import { defineReport, f, filters } from '../define';

// A head-office summary (issue 24 item 5): one row for the shop, so the head office reading it over SEMUA TOKO gets
// one row per branch, each read from the branch's own server, with the shops it covers named. The shop's bought-back
// stock now (BELI), not yet sorted, melted or sent: pieces, grams and what was paid for them.
export default defineReport({
  name: 'stok_rosok_cabang',
  label: 'Laporan Stok Rosok Cabang',
  route: '/laporan-stok-rosok-cabang',
  api: 'reportbarang/rosok-cabang',
  filters: [filters.shop()],
  columns: {
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    hpp: f.money({ label: 'Nilai Beli' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
