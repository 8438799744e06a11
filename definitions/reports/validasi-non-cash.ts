import { column, defineReport, f, filters } from '../define';
import { PAYMENT_KIND_LABELS } from '../../domain/payments';
import { NON_CASH_KINDS } from '../../domain/non-cash';

// Laporan Validasi Non Cash: the validations a supervisor made at /validasi-non-cash in the period, by the business
// day they were made (Laporan Non Cash lists the payments by their document's day, validated or not; this one is the
// validators' own record): per validated card, transfer or QRIS payment, its document and day, the account and what
// moved it (amount plus fee), the bank statement's line it was matched with (date, reference, amount; empty when
// validated by a tick, VALIDASI_NON_CASH_MODULE off), who validated it and when.
const JENIS = NON_CASH_KINDS.map((k) => ({ value: k, label: PAYMENT_KIND_LABELS[k] }));

export default defineReport({
  name: 'validasi_non_cash',
  label: 'Laporan Validasi Non Cash',
  route: '/laporan-validasi-non-cash',
  api: 'reportkas/validasi-non-cash',
  filters: filters.period(
    filters.select({ param: 'jenis', label: 'Jenis Pembayaran', options: [{ value: 'ALL', label: 'Semua' }, ...JENIS], default: 'ALL' }),
  ),
  columns: {
    tgl_validasi: f.date({ label: 'Tanggal Validasi' }),
    no_dokumen: f.text({ label: 'No Nota' }),
    jenis_dokumen: column(f.text({ label: 'Transaksi' }), { codes: 'jenis' }),
    tgl_dokumen: f.date({ label: 'Tanggal Nota' }),
    jenis: column(f.text({ label: 'Jenis Pembayaran' }), { codes: 'bayar' }),
    nama_bank: f.text({ label: 'Bank' }),
    no_rekening: f.text({ label: 'No Rekening' }),
    no_reff: f.text({ label: 'No Reff' }),
    nominal: f.money({ label: 'Nominal' }),
    tgl_mutasi: f.date({ label: 'Tanggal Mutasi' }),
    no_reff_mutasi: f.text({ label: 'No Referensi Mutasi' }),
    jumlah_mutasi: f.money({ label: 'Jumlah Mutasi' }),
    valid_oleh: f.text({ label: 'Valid Oleh' }),
    valid_at: f.datetime({ label: 'Waktu Validasi' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
});
