import { column, defineReport, f, filters } from '../define';
import { PAYMENT_KIND_LABELS } from '../../domain/payments';
import { NON_CASH_KINDS } from '../../domain/non-cash';

// Non-cash payments and their validation (issue 11): every card, transfer and QRIS payment of the period's documents
// (cancelled ones left out), one row each: its kind, account, the amount and fee, what moved the account (nominal),
// its document, and whether a supervisor validated it against the bank statement (/validasi-non-cash), by whom, on
// which business day, with the statement's date and reference.
const JENIS = NON_CASH_KINDS.map((k) => ({ value: k, label: PAYMENT_KIND_LABELS[k] }));
const VALIDASI = [
  { value: 'VALID', label: 'Sudah' },
  { value: 'BELUM', label: 'Belum' },
];

export default defineReport({
  name: 'non_cash',
  label: 'Laporan Non Cash',
  route: '/laporan-non-cash',
  api: 'non-cash/laporan',
  filters: filters.period(
    filters.select({ param: 'jenis', label: 'Jenis Pembayaran', options: [{ value: 'ALL', label: 'Semua' }, ...JENIS], default: 'ALL' }),
    filters.select({ param: 'validasi', label: 'Validasi', options: [{ value: 'ALL', label: 'Semua' }, ...VALIDASI], default: 'ALL' }),
  ),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    no_dokumen: f.text({ label: 'No Nota' }),
    jenis_dokumen: column(f.text({ label: 'Transaksi' }), { codes: 'jenis' }),
    jenis: column(f.text({ label: 'Jenis Pembayaran' }), { codes: 'bayar' }),
    kode_bank: f.text({ label: 'Bank' }),
    no_rekening: f.text({ label: 'No Rekening' }),
    no_reff: f.text({ label: 'No Reff' }),
    jumlah_rp: f.money({ label: 'Jumlah Bayar' }),
    fee_rp: f.money({ label: 'Fee' }),
    nominal: f.money({ label: 'Nominal Mutasi' }),
    validasi: column(f.text({ label: 'Validasi' }), { options: VALIDASI }),
    valid_oleh: f.text({ label: 'Valid Oleh' }),
    tgl_validasi: f.date({ label: 'Tanggal Validasi' }),
    tgl_mutasi: f.date({ label: 'Tanggal Mutasi' }),
    no_reff_mutasi: f.text({ label: 'No Referensi Mutasi' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
});
