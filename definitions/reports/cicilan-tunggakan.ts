import { column, defineReport, f, filters } from '../define';

// Laporan Tunggakan Cicilan (issue 22 item 9): the contracts running on the chosen date (default the business date)
// with instalments past their due date and not paid by then: how many, their sum, the oldest due date and how many
// days it is late, oldest first. Late fees are the setting's at the moment of payment (denda_cicilan), not shown here.
export default defineReport({
  name: 'cicilan_tunggakan',
  label: 'Laporan Tunggakan Cicilan',
  route: '/laporan-tunggakan-cicilan',
  api: 'cicilan/report-tunggakan',
  filters: [filters.date({ label: 'Per Tanggal', upToSystem: true }), filters.shop()],
  columns: {
    no_cicilan: f.text({ label: 'No Cicilan' }),
    tanggal: f.date({ label: 'Tanggal Cicilan' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    no_hp: f.text({ label: 'No HP' }),
    lama_cicilan: column(f.number({ label: 'Lama (Bulan)' }), { total: false }),
    angsuran_dibayar: column(f.number({ label: 'Angsuran Dibayar' }), { total: false }),
    tunggakan: f.number({ label: 'Tunggakan' }),
    jumlah_tunggakan: f.money({ label: 'Jumlah Tunggakan' }),
    jatuh_tempo: f.date({ label: 'Jatuh Tempo Terlama' }),
    hari_terlambat: column(f.number({ label: 'Terlambat (Hari)' }), { total: false }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], modules: ['CICILAN_MODULE'] },
  menu: 'laporan_cicilan',
});
