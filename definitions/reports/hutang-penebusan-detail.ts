import { column, defineReport, f, filters } from '../define';

// Laporan Penebusan Detail (spec section 3, "Pawn redemption report row"): one row per redemption in the period (its
// business date) not cancelled since, optionally of one loan (no_pinjam), sorted by the loan's date, the redemption's
// or the loan number: the loan, customer, both dates, the days it ran, the sales person, the principal, the rate, the
// interest per day (bunga_rp; section 9: the interest total is bunga_rp x lama_pinjam), the interest paid
// (bunga_pinjam), the late fee and the total paid; beneath it the pieces (detail_barang: name and gold weight).
export default defineReport({
  name: 'hutang_penebusan_detail',
  label: 'Laporan Penebusan Detail',
  route: '/laporan-penebusan-detail',
  api: 'hutang/report-penebusan-detail',
  filters: [
    filters.dateRange(),
    filters.list({ param: 'no_pinjam', label: 'No Pinjam', path: 'hutang/no-pinjam', lookup: 'hutang-no-pinjam', value: 'no_faktur_hutang', text: 'nama_customer', all: true }),
    filters.sortBy(
      [
        { value: 'tgl_lunas', label: 'Tanggal Lunas' },
        { value: 'tgl_hutang', label: 'Tanggal Hutang' },
        { value: 'no_faktur_hutang', label: 'No Hutang' },
      ],
      { default: 'tgl_lunas' },
    ),
    filters.shop(),
  ],
  columns: {
    no_faktur_hutang: f.text({ label: 'No Hutang' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    alamat_customer: f.text({ label: 'Alamat' }),
    tgl_hutang: f.date({ label: 'Tanggal Hutang' }),
    tgl_lunas: f.date({ label: 'Tanggal Lunas' }),
    lama_pinjam: column(f.number({ label: 'Lama Pinjam (Hari)' }), { total: false }),
    kode_sales: f.text({ label: 'Kode Sales' }),
    jumlah_hutang: f.money({ label: 'Jumlah Hutang' }),
    bunga: column(f.percent({ label: 'Bunga (%)' }), { total: false }),
    bunga_rp: column(f.number({ label: 'Bunga Per Hari', decimals: 2 }), { total: false }),
    bunga_pinjam: f.money({ label: 'Bunga Pinjam' }),
    denda_rp: f.money({ label: 'Denda' }),
    total_bayar: f.money({ label: 'Total Bayar' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    berat: f.weight({ label: 'Berat' }),
  },
  detail: 'detail_barang',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_hutang',
});
