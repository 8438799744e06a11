import { column, defineReport, f, filters } from '../define';
import { PAYMENT_KINDS, PAYMENT_KIND_LABELS } from '../../domain/payments';

// How the sales of the period (not cancelled) were paid: one row per day and payment kind, its payments beneath (nota,
// account, reference). jumlah_rp: what was handed over; kembalian: the change given back from cash; fee_rp: the card fee
// charged on top; total_diterima = jumlah_rp - kembalian + fee_rp, what reached the till or the account (the money
// ledger's amounts).
const JENIS = PAYMENT_KINDS.map((k) => ({ value: k, label: PAYMENT_KIND_LABELS[k] }));

export default defineReport({
  name: 'penjualan_pembayaran',
  label: 'Laporan Pembayaran Penjualan',
  route: '/laporan-penjualan-pembayaran',
  api: 'reportpenjualan/pembayaran',
  filters: filters.period(
    filters.select({ param: 'jenis', label: 'Jenis Pembayaran', options: [{ value: 'ALL', label: 'Semua' }, ...JENIS], default: 'ALL' }),
  ),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    jenis: column(f.text({ label: 'Jenis Pembayaran' }), { codes: 'bayar' }),
    no_faktur_jual: f.text({ label: 'No Faktur Jual' }),
    no_rekening: f.text({ label: 'No Rekening' }),
    no_reff: f.text({ label: 'No Reff' }),
    jumlah_nota: f.number({ label: 'Jumlah Nota' }),
    jumlah_rp: f.money({ label: 'Jumlah Bayar' }),
    kembalian: f.money({ label: 'Kembalian' }),
    fee_rp: f.money({ label: 'Fee Kartu' }),
    total_diterima: f.money({ label: 'Total Diterima' }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_penjualan',
});
