import { defineReport, f, filters } from '../define';

// Laporan Stock Hutang: the pledged pieces in the shop's custody on the chosen date (default the business date), by
// the custody ledger (hutang_jaminan_mutasi): every piece of a loan pledged by then and not handed back, auctioned or
// cancelled by then. Pledged pieces are never the shop's stock: this is their only count.
export default defineReport({
  name: 'hutang_stock',
  label: 'Laporan Stock Hutang',
  route: '/laporan-stock-hutang',
  api: 'hutang/report-stock',
  filters: [filters.date({ label: 'Per Tanggal', upToSystem: true }), filters.shop()],
  columns: {
    no_faktur_hutang: f.text({ label: 'No Hutang' }),
    tgl_hutang: f.date({ label: 'Tanggal Hutang' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kadar: f.number({ label: 'Kadar', decimals: 2 }),
    qty: f.number({ label: 'Qty' }),
    berat_kotor: f.weight({ label: 'Berat Kotor' }),
    berat: f.weight({ label: 'Berat Emas' }),
    kondisi: f.text({ label: 'Kondisi' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_hutang',
});
