import { column, defineReport, f, filters } from '../define';

// Laporan Hutang Lunas: one row per redemption in the period (its business date) not cancelled since: the loan, its
// customer and date, the days it ran, the principal, rate, interest and late fee, and what was paid.
export default defineReport({
  name: 'hutang_lunas',
  label: 'Laporan Hutang Lunas',
  route: '/laporan-hutang-lunas',
  api: 'hutang/report-lunas',
  filters: filters.period(),
  columns: {
    no_lunas: f.text({ label: 'No Pelunasan' }),
    tgl_lunas: f.date({ label: 'Tanggal Lunas' }),
    no_faktur_hutang: f.text({ label: 'No Hutang' }),
    tgl_hutang: f.date({ label: 'Tanggal Hutang' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    lama_pinjam: column(f.number({ label: 'Lama Pinjam (Hari)' }), { total: false }),
    jumlah_hutang: f.money({ label: 'Jumlah Hutang' }),
    bunga_persen: column(f.percent({ label: 'Bunga (%)' }), { total: false }),
    bunga_rp: f.money({ label: 'Bunga' }),
    denda_rp: f.money({ label: 'Denda' }),
    total_bayar: f.money({ label: 'Total Bayar' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_hutang',
});
