import { column, defineReport, f, filters } from '../define';

// Laporan Peremajaan Hutang: one row per renewal in the period (its business date): the loan, the days its last term
// ran, the interest and late fee paid, the principal repaid, and the new term: principal, rate and due date.
export default defineReport({
  name: 'hutang_peremajaan',
  label: 'Laporan Peremajaan Hutang',
  route: '/laporan-peremajaan-hutang',
  api: 'hutang/report-peremajaan',
  filters: filters.period(),
  columns: {
    no_peremajaan: f.text({ label: 'No Peremajaan' }),
    tgl_peremajaan: f.date({ label: 'Tanggal' }),
    no_faktur_hutang: f.text({ label: 'No Hutang' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    lama_pinjam: column(f.number({ label: 'Lama Pinjam (Hari)' }), { total: false }),
    jumlah_hutang: f.money({ label: 'Hutang Lama' }),
    bunga_persen: column(f.percent({ label: 'Bunga Lama (%)' }), { total: false }),
    bunga_rp: f.money({ label: 'Bunga' }),
    denda_rp: f.money({ label: 'Denda' }),
    bayar_pokok: f.money({ label: 'Bayar Pokok' }),
    total_bayar: f.money({ label: 'Total Bayar' }),
    jumlah_hutang_baru: f.money({ label: 'Hutang Baru' }),
    bunga_persen_baru: column(f.percent({ label: 'Bunga Baru (%)' }), { total: false }),
    tgl_jatuh_tempo: f.date({ label: 'Jatuh Tempo Baru' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_hutang',
});
