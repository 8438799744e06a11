import { column, defineReport, f, filters } from '../define';

// Laporan Pendapatan Bunga: the interest (sewa modal) and late fees the loans earned in the period, one row per
// document that settled them: a redemption (not cancelled since), a renewal or an auction, by its business date.
export default defineReport({
  name: 'hutang_pendapatan_bunga',
  label: 'Laporan Pendapatan Bunga',
  route: '/laporan-pendapatan-bunga',
  api: 'hutang/report-pendapatan-bunga',
  filters: filters.period(),
  columns: {
    no_dokumen: f.text({ label: 'No Transaksi' }),
    tanggal: f.date({ label: 'Tanggal' }),
    jenis: column(f.text({ label: 'Jenis' }), { codes: 'jenis' }),
    no_faktur_hutang: f.text({ label: 'No Hutang' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    lama_pinjam: column(f.number({ label: 'Lama Pinjam (Hari)' }), { total: false }),
    jumlah_hutang: f.money({ label: 'Jumlah Hutang' }),
    bunga_persen: column(f.percent({ label: 'Bunga (%)' }), { total: false }),
    bunga_rp: f.money({ label: 'Bunga' }),
    denda_rp: f.money({ label: 'Denda' }),
    pendapatan: f.money({ label: 'Pendapatan' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_hutang',
});
