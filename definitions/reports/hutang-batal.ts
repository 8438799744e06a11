import { defineReport, f, filters } from '../define';

// Laporan Batal Hutang: one row per pawn loan cancelled in the period (the business date of its cancellation; a loan
// is cancelled only while nothing was paid on it): its date, customer, pieces, the principal that came back to the
// till or account, and the reason.
export default defineReport({
  name: 'hutang_batal',
  label: 'Laporan Batal Hutang',
  route: '/laporan-batal-hutang',
  api: 'hutang/report-batal',
  filters: filters.period(),
  columns: {
    no_faktur_hutang: f.text({ label: 'No Hutang' }),
    tgl_hutang: f.date({ label: 'Tanggal Hutang' }),
    tgl_batal: f.date({ label: 'Tanggal Batal' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    jumlah_barang: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat Emas' }),
    jumlah_hutang: f.money({ label: 'Jumlah Hutang' }),
    uang_kembali: f.money({ label: 'Uang Kembali' }),
    alasan: f.text({ label: 'Alasan' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_hutang',
});
