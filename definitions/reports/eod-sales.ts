import { defineReport, f, filters } from '../define';

// Laporan EOD Per Sales: the end of day of each sales person over the period (the predecessor's EOD recap per sales):
// the sales they served (tagged and manual: notas, pieces, grams and rupiah), the buy-backs they took in (tagged and
// manual: notas, pieces, grams and rupiah), and how many of their sales were cancelled. Cancelled documents count in
// neither sum. A sales person with no document in the period has no row.
export default defineReport({
  name: 'eod_sales',
  label: 'Laporan EOD Per Sales',
  route: '/laporan-eod-per-sales',
  api: 'reportkas/eod-sales',
  filters: filters.period(filters.master({ param: 'kode_sales', label: 'Sales', resource: 'sales', all: true })),
  columns: {
    kode_sales: f.text({ label: 'Kode Sales' }),
    nama_sales: f.text({ label: 'Nama Sales' }),
    nota_jual: f.number({ label: 'Nota Jual' }),
    qty_jual: f.number({ label: 'Qty Jual' }),
    berat_jual: f.weight({ label: 'Berat Jual' }),
    total_jual: f.money({ label: 'Total Penjualan' }),
    nota_beli: f.number({ label: 'Nota Beli' }),
    qty_beli: f.number({ label: 'Qty Beli' }),
    berat_beli: f.weight({ label: 'Berat Beli' }),
    total_beli: f.money({ label: 'Total Pembelian' }),
    nota_batal: f.number({ label: 'Nota Jual Batal' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
});
