import { column, defineReport, f, filters } from '../define';

// What each sales person sold in the period (sales not cancelled), with the bonus of /parameter-bonus-sales: per group
// sold, PER GRAM of the weight sold (berat_jual, rounded to the rupiah) or PER PCS; a group without a bonus row earns 0.
// Each sales person's groups are listed beneath them. The whole report sits behind BONUS_SALES_TRANSACTION_MODULE: a
// column's `when` can only follow a filter's choice, not a module, so the bonus columns cannot be hidden on their own;
// without the module, Laporan Transaksi Penjualan per sales shows the same sales without the bonus.
export default defineReport({
  name: 'penjualan_bonus_sales',
  label: 'Laporan Bonus Sales',
  route: '/laporan-penjualan-bonus-sales',
  api: 'reportpenjualan/bonus-sales',
  filters: filters.period(
    filters.master({ param: 'kode_sales', label: 'Sales', resource: 'sales', all: true, message: 'Kode Tidak Boleh Kosong' }),
  ),
  columns: {
    kode_sales: f.text({ label: 'Kode Sales' }),
    nama_sales: f.text({ label: 'Nama Sales' }),
    kode_group: f.text({ label: 'Kode Group' }),
    jumlah_nota: f.number({ label: 'Jumlah Nota' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    berat_jual: f.weight({ label: 'Berat Jual' }),
    total: f.money({ label: 'Total Penjualan' }),
    satuan_bonus: f.text({ label: 'Satuan Bonus' }),
    tarif_bonus: column(f.money({ label: 'Bonus Per Satuan' }), { total: false }),
    bonus: f.money({ label: 'Bonus' }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], modules: ['BONUS_SALES_TRANSACTION_MODULE'] },
  menu: 'laporan_penjualan',
});
