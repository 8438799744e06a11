import { column, defineReport, f, filters } from '../define';
import { BOOK_STATUSES } from '../../domain/kas';

// Laporan Gesek Tunai: the card swipes for cash of the period (/gesek-tunai, kind GESEK_TUNAI), one row each in the
// order written: the customer, the card (debit or credit), the bank account charged and the card's reference, the cash
// the till paid out (jumlah), the shop's fee, and what reached the account (jumlah + fee). Cancelled swipes show with
// their status only when asked for (status BATAL or ALL), so the default totals are the money that really moved.
const STATUS = [{ value: 'ALL', label: 'Semua' }, ...BOOK_STATUSES];

export default defineReport({
  name: 'gesek_tunai',
  label: 'Laporan Gesek Tunai',
  route: '/laporan-gesek-tunai',
  api: 'reportkas/gesek-tunai',
  filters: filters.period(filters.select({ param: 'status', label: 'Status', options: STATUS, default: 'DONE' })),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    no_dokumen: f.text({ label: 'No Gesek' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    no_hp: f.text({ label: 'No HP' }),
    jenis: column(f.text({ label: 'Jenis Kartu' }), { codes: 'bayar' }),
    nama_bank: f.text({ label: 'Bank' }),
    no_rekening: f.text({ label: 'No Rekening' }),
    no_reff: f.text({ label: 'No Reff' }),
    jumlah: f.money({ label: 'Jumlah Tunai' }),
    fee_rp: f.money({ label: 'Fee' }),
    total: f.money({ label: 'Total Gesek' }),
    status: column(f.text({ label: 'Status' }), { options: BOOK_STATUSES }),
    input_by: f.text({ label: 'Input By' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
});
