import { defineReport, f, filters } from '../define';

// Laporan Cash Back: the points members paid with (the POIN payments of the shop's documents in the period, cancelled
// documents left out): the document, the member, the points spent and the rupiah they were worth.
export default defineReport({
  name: 'member_cash_back',
  label: 'Laporan Cash Back',
  route: '/laporan-cash-back',
  api: 'member/report-cash-back',
  filters: filters.period(),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    no_nota: f.text({ label: 'No Nota' }),
    kode_member: f.text({ label: 'Kode Member' }),
    nama_member: f.text({ label: 'Nama Member' }),
    poin: f.number({ label: 'Poin' }),
    jumlah_rp: f.money({ label: 'Cash Back' }),
    input_by: f.text({ label: 'Input By' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['MEMBER_MODULE'] },
  menu: 'laporan_member',
});
