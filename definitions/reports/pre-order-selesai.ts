import { column, defineReport, f, filters } from '../define';

// Laporan Pre Order Selesai: one row per pre-order finished in the period, whatever day it was taken: finished as GET
// pre-order?status=finish says (server/pre-order/list.ts): every line has a piece bound to it (pieces with the order's
// number, of the line's group, not melted nor cancelled), or it was collected; on the business day its last piece
// arrived (imported, added or bound at /closing-barang-po). The day it was taken and finished, its PO number and
// supplier, customer, pieces ordered and arrived, the grams estimated and arrived, total at the locked prices, the down
// payment, what the customer still owes (at the estimate until collected, then 0), whether it waits for the customer
// or was collected, and the sale.
const STATUS = [
  { value: 'OPEN', label: 'Siap Diambil' },
  { value: 'DONE', label: 'Sudah Diambil' },
];

export default defineReport({
  name: 'pre_order_selesai',
  label: 'Laporan Pre Order Selesai',
  route: '/laporan-pre-order-selesai',
  api: 'pre-order/report-selesai',
  filters: filters.period(),
  columns: {
    no_pesanan: f.text({ label: 'No Pesanan' }),
    tanggal: f.date({ label: 'Tanggal' }),
    tgl_selesai: f.date({ label: 'Tanggal Selesai' }),
    no_po: f.text({ label: 'No PO' }),
    nama_supplier: f.text({ label: 'Nama Supplier' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    jumlah_barang: f.number({ label: 'Qty Pesan' }),
    barang_datang: f.number({ label: 'Qty Datang' }),
    berat_pesanan: f.weight({ label: 'Perkiraan Berat' }),
    berat_datang: f.weight({ label: 'Berat Datang' }),
    grand_total: f.money({ label: 'Total' }),
    dp_rp: f.money({ label: 'DP' }),
    sisa_bayar: f.money({ label: 'Sisa Bayar' }),
    status: column(f.text({ label: 'Status' }), { options: STATUS }),
    no_faktur_jual: f.text({ label: 'No Faktur Jual' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], modules: ['PRE_ORDER_MODULE'] },
  menu: 'laporan_pesanan',
});
