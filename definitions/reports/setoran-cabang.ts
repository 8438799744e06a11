import { defineReport, f, filters } from '../define';

// A head-office summary (issue 24 item 5): one row for the shop, so the head office reading it over SEMUA TOKO gets
// one row per branch, each read from the branch's own server, with the shops it covers named. The money the shop sent
// to the head office in the period (Kirim Uang Pusat), cancelled sends left out: how many and how much.
export default defineReport({
  name: 'setoran_cabang',
  label: 'Laporan Setoran Cabang',
  route: '/laporan-setoran-cabang',
  api: 'reportkas/setoran-cabang',
  filters: filters.period(),
  columns: {
    jumlah_kirim: f.number({ label: 'Jumlah Kirim' }),
    jumlah: f.money({ label: 'Jumlah Setoran' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
});
