import { column, defineReport, f, filters } from '../define';

// Laporan Pembayaran Cicilan (issue 22 item 9): one row per payment of an instalment contract in the period: the
// instalment it paid (or an early pay-off), the instalment and its late fee, how it was paid, who took it, and whether
// it stands (a contract cancelled with its payments refunded cancels them too).
export default defineReport({
  name: 'cicilan_pembayaran',
  label: 'Laporan Pembayaran Cicilan',
  route: '/laporan-pembayaran-cicilan',
  api: 'cicilan/report-pembayaran',
  filters: filters.period(),
  columns: {
    no_bayar: f.text({ label: 'No Bayar' }),
    tanggal: f.date({ label: 'Tanggal' }),
    no_cicilan: f.text({ label: 'No Cicilan' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    jenis: column(f.text({ label: 'Jenis' }), { options: [{ value: 'ANGSURAN', label: 'Angsuran' }, { value: 'PELUNASAN', label: 'Pelunasan Cepat' }] }),
    angsuran_ke: column(f.number({ label: 'Angsuran Ke' }), { total: false }),
    jumlah_rp: f.money({ label: 'Jumlah' }),
    denda_rp: f.money({ label: 'Denda' }),
    total_bayar: f.money({ label: 'Total Bayar' }),
    jenis_bayar: f.text({ label: 'Cara Bayar' }),
    input_by: column(f.text({ label: 'Input By' }), { total: false }),
    status: column(f.text({ label: 'Status' }), { options: [{ value: 'DONE', label: 'Dibayar' }, { value: 'BATAL', label: 'Batal' }] }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], modules: ['CICILAN_MODULE'] },
  menu: 'laporan_cicilan',
});
