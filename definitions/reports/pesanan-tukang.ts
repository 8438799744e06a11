import { column, defineReport, f, filters } from '../define';

// Laporan Pesanan Per Tukang: one row per goldsmith (the goldsmith of each order line; '-' for lines without one) over
// the orders taken in the period and not cancelled, pre-orders left out (a supplier fills those): how many orders he
// has lines of, the pieces (lines), their estimated grams and totals at the locked prices, and of those pieces how
// many are of orders still waiting and how many of orders collected.
export default defineReport({
  name: 'pesanan_tukang',
  label: 'Laporan Pesanan Per Tukang',
  route: '/laporan-pesanan-tukang',
  api: 'pesanan/report-tukang',
  filters: filters.period(),
  columns: {
    kode_tukang: f.text({ label: 'Kode Tukang' }),
    nama_tukang: f.text({ label: 'Nama Tukang' }),
    // An order of two goldsmiths counts on each row: the rows' sum is no count, so no total.
    jumlah_pesanan: column(f.number({ label: 'Jumlah Pesanan' }), { total: false }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Perkiraan Berat' }),
    total: f.money({ label: 'Total' }),
    qty_belum_diambil: f.number({ label: 'Qty Belum Diambil' }),
    qty_sudah_diambil: f.number({ label: 'Qty Sudah Diambil' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_pesanan',
});
