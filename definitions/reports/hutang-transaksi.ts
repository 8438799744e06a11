import { column, defineReport, f, filters } from '../define';
import { HUTANG_STATUSES } from '../transactions/hutang';

// Laporan Transaksi Hutang: one row per pawn loan taken in the period (its business date): the customer and KTP, the
// pieces and gold weight pledged, the plafond, the principal paid out, the rate, the term and the due date of its first
// term, and where it stands now.
export default defineReport({
  name: 'hutang_transaksi',
  label: 'Laporan Transaksi Hutang',
  route: '/laporan-transaksi-hutang',
  api: 'hutang/report-transaksi',
  filters: filters.period(),
  columns: {
    no_faktur_hutang: f.text({ label: 'No Hutang' }),
    tgl_hutang: f.date({ label: 'Tanggal' }),
    kode_sales: f.text({ label: 'Kode Sales' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    no_ktp: f.text({ label: 'No KTP' }),
    jumlah_barang: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat Emas' }),
    plafond: f.money({ label: 'Plafond' }),
    jumlah_hutang: f.money({ label: 'Jumlah Hutang' }),
    bunga_persen: column(f.percent({ label: 'Bunga (%)' }), { total: false }),
    lama_pinjam: column(f.number({ label: 'Lama Pinjam (Hari)' }), { total: false }),
    tgl_jatuh_tempo: f.date({ label: 'Jatuh Tempo' }),
    status: column(f.text({ label: 'Status' }), { codes: 'status', options: HUTANG_STATUSES }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_hutang',
});
