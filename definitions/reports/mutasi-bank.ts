import { column, defineReport, f, filters } from '../define';
import { BOOK_STATUSES } from '../../domain/kas';

// Laporan Mutasi Bank: the money moved between the till and the shop's bank accounts, or between two accounts, in the
// period (/mutasi-uang-bank and /mutasi-uang-cash, kind MUTASI_UANG), one row per mutation in the order written: which
// way it went (a deposit of till cash, a withdrawal into the till, a move between accounts), its Kode Transaksi, the
// source and target (KAS or the account with its bank), the amount and the reason. Unlike Laporan Buku Bank (one
// account's book with its balances), it lists the mutations themselves. Cancelled ones only when asked for.
const ARAH = [
  { value: 'SETOR', label: 'Kas Ke Bank' },
  { value: 'TARIK', label: 'Bank Ke Kas' },
  { value: 'PINDAH', label: 'Bank Ke Bank' },
];
const STATUS = [{ value: 'ALL', label: 'Semua' }, ...BOOK_STATUSES];

export default defineReport({
  name: 'mutasi_bank',
  label: 'Laporan Mutasi Bank',
  route: '/laporan-mutasi-bank',
  api: 'reportkas/mutasi-bank',
  filters: filters.period(
    filters.select({ param: 'arah', label: 'Arah Mutasi', options: [{ value: 'ALL', label: 'Semua' }, ...ARAH], default: 'ALL' }),
    filters.select({ param: 'status', label: 'Status', options: STATUS, default: 'DONE' }),
  ),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    no_dokumen: f.text({ label: 'No Mutasi' }),
    arah: column(f.text({ label: 'Arah Mutasi' }), { options: ARAH }),
    kategori: f.text({ label: 'Kode Transaksi' }),
    akun_asal: f.text({ label: 'Asal' }),
    bank_asal: f.text({ label: 'Bank Asal' }),
    akun_tujuan: f.text({ label: 'Tujuan' }),
    bank_tujuan: f.text({ label: 'Bank Tujuan' }),
    jumlah: f.money({ label: 'Jumlah' }),
    keterangan: f.text({ label: 'Keterangan' }),
    status: column(f.text({ label: 'Status' }), { options: BOOK_STATUSES }),
    input_by: f.text({ label: 'Input By' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
});
