import { column, defineReport, f, filters } from '../define';
import { KIRIM_UANG_MESSAGES, KIRIM_UANG_STATUS } from '../../domain/kirim-uang';

// The cash-transfer report (spec sections 2 and 7: GET kirim-uang?status=ALL or DONE, per shop): a shop's sends to
// the head office in the period, every one (ALL) or those the head office received (DONE), with who received them.
export default defineReport({
  name: 'kirim_uang',
  label: 'Laporan Kirim Uang Pusat',
  route: '/laporan-kirim-uang',
  api: 'kirim-uang',
  // At the head office the shop is chosen, never preselected ('Mohon Pilih Toko' until it is).
  filters: [
    filters.dateRange(),
    filters.select({
      param: 'status',
      label: 'Status',
      options: [
        { value: 'ALL', label: 'Semua' },
        { value: 'DONE', label: KIRIM_UANG_STATUS.DONE },
      ],
      default: 'ALL',
    }),
    filters.shop('kode_toko', { message: KIRIM_UANG_MESSAGES.shopRequired }),
  ],
  columns: {
    no_reff: f.text({ label: 'No Referensi' }),
    tgl_kirim: f.date({ label: 'Tanggal Kirim' }),
    input_by: f.text({ label: 'Dikirim Oleh' }),
    akun: f.text({ label: 'Dari Kas / Rekening' }),
    tujuan: f.text({ label: 'Tujuan' }),
    keterangan: f.text({ label: 'Keterangan' }),
    jumlah_rp: f.money({ label: 'Jumlah Rp' }),
    status: column(f.text({ label: 'Status' }), { codes: 'status', options: Object.entries(KIRIM_UANG_STATUS).map(([value, label]) => ({ value, label })) }),
    no_terima: f.text({ label: 'No Terima' }),
    tgl_terima: f.date({ label: 'Tanggal Terima' }),
    diterima_by: f.text({ label: 'Diterima Oleh' }),
  },
  export: ['pdf', 'excel'],
  messages: { empty: KIRIM_UANG_MESSAGES.dataNotFound, failed: 'Terjadi Kesalahan Saat Mengirim Data Silahkan Coba Lagi' },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
});
