import { defineReport, f, filters } from '../define';

// A head-office summary (issue 24 item 5): a row per business day of the period, so the head office reading it over
// SEMUA TOKO sees every branch's days, each read from the branch's own server. Each day: closed or not, by whom, the
// till's balance by the system and as counted, and their difference.
export default defineReport({
  name: 'eod_cabang',
  label: 'Laporan EOD Per Cabang',
  route: '/laporan-eod-cabang',
  api: 'reportkas/eod-cabang',
  filters: filters.period(),
  columns: {
    tgl_system: f.date({ label: 'Tanggal' }),
    status_tutup: f.text({ label: 'Status' }),
    ditutup_by: f.text({ label: 'Ditutup Oleh' }),
    kas_sistem: f.money({ label: 'Kas Sistem' }),
    kas_fisik: f.money({ label: 'Kas Fisik' }),
    selisih: f.money({ label: 'Selisih' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
});
