import { column, defineReport, f, filters } from '../define';

// The coupons of /parameter-kupon the sales of the period were paid with (sales not cancelled: a cancelled sale freed
// its coupon), of one coupon or all: the sale, the coupon and its kind, the nota's grand total and what the coupon
// paid of it (its value on that sale, which the shop bears as promotion).
export default defineReport({
  name: 'kupon_penjualan',
  label: 'Laporan Kupon Penjualan',
  route: '/laporan-kupon-penjualan',
  api: 'reportpenjualan/kupon',
  filters: filters.period(
    filters.master({ param: 'kode_kupon', label: 'Kupon', resource: 'parameter_kupon', all: true, message: 'Kode Tidak Boleh Kosong' }),
  ),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    no_faktur_jual: f.text({ label: 'No Faktur Jual' }),
    kode_kupon: f.text({ label: 'Kode Kupon' }),
    nama_kupon: f.text({ label: 'Nama Kupon' }),
    jenis_potongan: column(f.text({ label: 'Jenis Potongan' }), {
      options: [
        { value: 'NOMINAL', label: 'Nominal' },
        { value: 'PERSEN', label: 'Persen' },
      ],
    }),
    kode_sales: f.text({ label: 'Kode Sales' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    grand_total: f.money({ label: 'Grand Total' }),
    jumlah_rp: f.money({ label: 'Nilai Kupon' }),
    input_by: f.text({ label: 'Input By' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['KUPON_PENJUALAN_MODULE'] },
  menu: 'laporan_penjualan',
});
