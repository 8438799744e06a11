import { defineReport, f, filters } from '../define';

// The day's sales at a glance, one row per business day (sales not cancelled): how many notas, pieces and grams sold,
// the goods' amounts (gold price, ongkos, the lines' and the notas' discounts, rounding, PPN, grand total) and how the
// grand total was settled: cash kept (paid in cash less the change), non-cash into the accounts (transfer, debit,
// credit card, QRIS; card fees aside), old gold traded in, and the rest (points, coupons, a deposit's or an order's
// down payment, an instalment contract). tunai + non_tunai + tukar + lainnya = grand_total, each day. Laporan Pembayaran
// Penjualan lists the payments themselves.
export default defineReport({
  name: 'penjualan_rekap',
  label: 'Laporan Rekap Penjualan',
  route: '/laporan-penjualan-rekap',
  api: 'reportpenjualan/rekap',
  filters: filters.period(),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    jumlah_nota: f.number({ label: 'Jumlah Nota' }),
    qty: f.number({ label: 'Qty' }),
    berat_jual: f.weight({ label: 'Berat Jual' }),
    harga: f.money({ label: 'Harga Emas' }),
    ongkos: f.money({ label: 'Ongkos' }),
    diskon_rp: f.money({ label: 'Diskon' }),
    pembulatan_rp: f.money({ label: 'Pembulatan' }),
    ppn_rp: f.money({ label: 'PPN' }),
    grand_total: f.money({ label: 'Grand Total' }),
    tunai: f.money({ label: 'Tunai' }),
    non_tunai: f.money({ label: 'Non Tunai' }),
    tukar: f.money({ label: 'Tukar Tambah' }),
    lainnya: f.money({ label: 'Lain-lain' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_penjualan',
});
