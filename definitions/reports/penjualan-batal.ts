import { defineReport, f, filters } from '../define';

// Sales cancelled in the period (by the business date of the cancellation), the only report that shows them: the
// nota as it was (sale date, sales person, customer, pieces, grams sold, grand total), who cancelled it, the
// supervisor who authorized the cancellation and the reason given.
export default defineReport({
  name: 'penjualan_batal',
  label: 'Laporan Batal Penjualan',
  route: '/laporan-penjualan-batal',
  api: 'reportpenjualan/batal',
  filters: filters.period(),
  columns: {
    tgl_batal: f.date({ label: 'Tanggal Batal' }),
    no_faktur_jual: f.text({ label: 'No Faktur Jual' }),
    tanggal: f.date({ label: 'Tanggal Jual' }),
    kode_sales: f.text({ label: 'Kode Sales' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    qty: f.number({ label: 'Qty' }),
    berat_jual: f.weight({ label: 'Berat Jual' }),
    grand_total: f.money({ label: 'Grand Total' }),
    batal_by: f.text({ label: 'Dibatalkan Oleh' }),
    authorized_by: f.text({ label: 'Diotorisasi Oleh' }),
    alasan: f.text({ label: 'Alasan' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_penjualan',
});
