import { column, defineReport, f, filters } from '../define';

// Laporan Batal Cicilan (issue 22 item 9): one row per contract cancelled in the period (by the day it was cancelled):
// its date, customer, price and DP, what the customer had paid and whether it was refunded or forfeited (the rule
// batal_cicilan then), the reason and who cancelled it.
export default defineReport({
  name: 'cicilan_batal',
  label: 'Laporan Batal Cicilan',
  route: '/laporan-batal-cicilan',
  api: 'cicilan/report-batal',
  filters: filters.period(),
  columns: {
    no_cicilan: f.text({ label: 'No Cicilan' }),
    tanggal: f.date({ label: 'Tanggal Cicilan' }),
    tgl_batal: f.date({ label: 'Tanggal Batal' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    harga_jual: f.money({ label: 'Harga Jual' }),
    dp_rp: f.money({ label: 'DP' }),
    terbayar: f.money({ label: 'Terbayar' }),
    aturan: column(f.text({ label: 'Pembayaran' }), { options: [{ value: 'KEMBALI', label: 'Dikembalikan' }, { value: 'HANGUS', label: 'Hangus' }] }),
    alasan: f.text({ label: 'Alasan' }),
    batal_oleh: column(f.text({ label: 'Batal Oleh' }), { total: false }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], modules: ['CICILAN_MODULE'] },
  menu: 'laporan_cicilan',
});
