import { defineReport, f, filters } from '../define';

// Buy-backs cancelled in the period (by the business date of the cancellation), the only report that shows them: the
// nota as it was (buy-back date, sales person, customer, pieces, net grams, total paid, its trade-in if any), who
// cancelled it, the supervisor who authorized the cancellation and the reason given.
export default defineReport({
  name: 'pembelian_batal',
  label: 'Laporan Batal Pembelian',
  route: '/laporan-pembelian-batal',
  api: 'reportpembelian/batal',
  filters: filters.period(),
  columns: {
    tgl_batal: f.date({ label: 'Tanggal Batal' }),
    no_faktur_beli: f.text({ label: 'No Faktur Beli' }),
    tanggal: f.date({ label: 'Tanggal Beli' }),
    kode_sales: f.text({ label: 'Kode Sales' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    grand_total: f.money({ label: 'Total Beli' }),
    no_faktur_group: f.text({ label: 'No Tukar Tambah' }),
    batal_by: f.text({ label: 'Dibatalkan Oleh' }),
    authorized_by: f.text({ label: 'Diotorisasi Oleh' }),
    alasan: f.text({ label: 'Alasan' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_pembelian',
});
