import { column, defineReport, f, filters } from '../define';

// Laporan Hutang Jatuh Tempo: the loans still running on the chosen date (default the business date) whose term in
// force fell due before it, the longest overdue first: the customer and phone (to call them), the due date, the days
// overdue, the principal, and the pieces' gold weight.
export default defineReport({
  name: 'hutang_jatuh_tempo',
  label: 'Laporan Hutang Jatuh Tempo',
  route: '/laporan-hutang-jatuh-tempo',
  api: 'hutang/report-jatuh-tempo',
  filters: [filters.date({ label: 'Per Tanggal', upToSystem: true }), filters.shop()],
  columns: {
    no_faktur_hutang: f.text({ label: 'No Hutang' }),
    tgl_hutang: f.date({ label: 'Tanggal Hutang' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    no_hp: f.text({ label: 'No HP' }),
    tgl_jatuh_tempo: f.date({ label: 'Jatuh Tempo' }),
    hari_terlambat: column(f.number({ label: 'Hari Terlambat' }), { total: false }),
    jumlah_hutang: f.money({ label: 'Jumlah Hutang' }),
    berat: f.weight({ label: 'Berat Emas' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_hutang',
});
