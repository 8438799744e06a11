import { column, defineReport, f, filters } from '../define';
import { BOOK_STATUSES } from '../../domain/kas';

// Laporan Pengalihan Saldo: the balances a supervisor moved between two of the shop's accounts in the period
// (/pengalihan-saldo-uang, kind PENGALIHAN_SALDO: money booked on the wrong account put where it really is), one row
// per move in the order written: from and to (KAS, the till, or a bank account with its bank), the amount, the reason
// given and who moved it. Cancelled moves only when asked for.
const STATUS = [{ value: 'ALL', label: 'Semua' }, ...BOOK_STATUSES];

export default defineReport({
  name: 'pengalihan_saldo',
  label: 'Laporan Pengalihan Saldo',
  route: '/laporan-pengalihan-saldo',
  api: 'reportkas/pengalihan-saldo',
  filters: filters.period(filters.select({ param: 'status', label: 'Status', options: STATUS, default: 'DONE' })),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    no_dokumen: f.text({ label: 'No Pengalihan' }),
    akun_asal: f.text({ label: 'Asal' }),
    bank_asal: f.text({ label: 'Bank Asal' }),
    akun_tujuan: f.text({ label: 'Tujuan' }),
    bank_tujuan: f.text({ label: 'Bank Tujuan' }),
    jumlah: f.money({ label: 'Jumlah' }),
    keterangan: f.text({ label: 'Alasan' }),
    status: column(f.text({ label: 'Status' }), { options: BOOK_STATUSES }),
    input_by: f.text({ label: 'Input By' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
});
