import { column, defineReport, f, filters } from '../define';

// Laporan Pelunasan Cepat (issue 22 item 9): one row per contract paid off early in the period: its date and term,
// price, principal and fee, the months begun, the fee earned and the fee waived (domain/cicilan.ts pelunasanCepat), what
// the pay-off came to and the sale that handed the pieces over.
export default defineReport({
  name: 'cicilan_pelunasan',
  label: 'Laporan Pelunasan Cepat Cicilan',
  route: '/laporan-pelunasan-cicilan',
  api: 'cicilan/report-pelunasan',
  filters: filters.period(),
  columns: {
    no_bayar: f.text({ label: 'No Pelunasan' }),
    tanggal: f.date({ label: 'Tanggal' }),
    no_cicilan: f.text({ label: 'No Cicilan' }),
    tgl_cicilan: f.date({ label: 'Tanggal Cicilan' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    lama_cicilan: column(f.number({ label: 'Lama (Bulan)' }), { total: false }),
    angsuran_dibayar: column(f.number({ label: 'Angsuran Dibayar' }), { total: false }),
    harga_jual: f.money({ label: 'Harga Jual' }),
    pokok: f.money({ label: 'Pokok' }),
    sewa_rp: f.money({ label: 'Biaya Sewa' }),
    sewa_berjalan: f.money({ label: 'Sewa Berjalan' }),
    sewa_dihapus: f.money({ label: 'Sewa Dihapus' }),
    pelunasan: f.money({ label: 'Pelunasan' }),
    no_faktur_jual: column(f.text({ label: 'No Nota Jual' }), { total: false }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], modules: ['CICILAN_MODULE'] },
  menu: 'laporan_cicilan',
});
