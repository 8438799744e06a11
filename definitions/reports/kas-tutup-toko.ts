import { column, defineReport, f, filters } from '../define';

// Laporan tutup toko: each closed business day of the period (/tutup-toko, table tutup_toko), and the shop's current
// business date when it falls in the period, not closed yet: who closed and when, the cash the ledger expected in the
// till against the cash counted and the difference (counted - expected; empty when nothing was counted), the day's
// sales and buy-backs (tagged and manual, cancelled ones left out: how many and their grand totals), the money of the
// day's orders and services (down payments in, services collected, down payments refunded on cancelling; issue 21),
// the day's gold instalments (down payments, instalments and pay-offs in, refunds of cancelled and auctioned contracts
// out; issue 22), the day's pawn loans (lent, net of loans cancelled; redeemed, net of redemptions undone; renewals;
// what auctions left: shortfalls collected less surpluses paid out; issue 22),
// and beneath it the balances the close carried into the next day (per account: KAS, the till, or the bank account
// number) and the gold prices it logged (per group, rupiah per gram). The open day shows the cash the ledger expects
// so far.
const STATUS = [
  { value: 'TUTUP', label: 'Sudah Tutup' },
  { value: 'BUKA', label: 'Belum Tutup' },
];
const RINCIAN = [
  { value: 'SALDO', label: 'Saldo Dibawa' },
  { value: 'HARGA', label: 'Harga Emas' },
];

export default defineReport({
  name: 'kas_tutup_toko',
  label: 'Laporan Tutup Toko',
  route: '/laporan-tutup-toko',
  api: 'reportkas/tutup-toko',
  filters: filters.period(),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    status: column(f.text({ label: 'Status' }), { options: STATUS }),
    ditutup_by: f.text({ label: 'Ditutup Oleh' }),
    ditutup_at: f.datetime({ label: 'Waktu Tutup' }),
    kas_sistem: column(f.money({ label: 'Kas Sistem' }), { total: false }),
    kas_fisik: column(f.money({ label: 'Kas Fisik' }), { total: false }),
    selisih: column(f.money({ label: 'Selisih' }), { total: false }),
    jumlah_jual: f.number({ label: 'Nota Jual' }),
    total_jual: f.money({ label: 'Total Penjualan' }),
    jumlah_beli: f.number({ label: 'Nota Beli' }),
    total_beli: f.money({ label: 'Total Pembelian' }),
    dp_pesanan: f.money({ label: 'DP Pesanan' }),
    batal_pesanan: f.money({ label: 'Batal Pesanan' }),
    dp_service: f.money({ label: 'DP Service' }),
    ambil_service: f.money({ label: 'Ambil Service' }),
    batal_service: f.money({ label: 'Batal Service' }),
    dp_cicilan: f.money({ label: 'DP Cicilan' }),
    bayar_cicilan: f.money({ label: 'Bayar Cicilan' }),
    batal_cicilan: f.money({ label: 'Batal Cicilan' }),
    lelang_cicilan: f.money({ label: 'Lelang Cicilan' }),
    pencairan_hutang: f.money({ label: 'Pencairan Hutang' }),
    tebus_hutang: f.money({ label: 'Tebus Hutang' }),
    perpanjang_hutang: f.money({ label: 'Perpanjang Hutang' }),
    sisa_lelang_hutang: f.money({ label: 'Sisa Lelang Hutang' }),
    rincian: column(f.text({ label: 'Rincian' }), { options: RINCIAN }),
    kode: f.text({ label: 'Akun / Group' }),
    nilai: column(f.money({ label: 'Nilai' }), { total: false }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
});
