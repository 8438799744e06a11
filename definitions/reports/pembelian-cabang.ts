import { defineReport, f, filters } from '../define';

// A head-office summary (issue 24 item 5): one row for the shop, so the head office reading it over SEMUA TOKO gets
// one row per branch, each read from the branch's own server, with the shops it covers named. The shop's buy-backs of
// the period (tagged and manual), cancelled ones left out: notas, pieces, grams and what was paid.
export default defineReport({
  name: 'pembelian_cabang',
  label: 'Laporan Pembelian Cabang',
  route: '/laporan-pembelian-cabang',
  api: 'reportpembelian/cabang',
  filters: filters.period(),
  columns: {
    jumlah_nota: f.number({ label: 'Jumlah Nota' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    total: f.money({ label: 'Total Pembelian' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_pembelian',
});
