import { column, defineReport, f, filters } from '../define';
import { ORDER_STATUSES } from '../transactions/pesanan';

// Laporan Transaksi Pre Order: one row per pre-order (an order with the shop's PO number, filled by a supplier) taken
// in the period: its PO number and supplier, customer, pieces ordered and their estimated grams, total at the locked
// prices, the down payment, what the customer still owes (0 once collected or cancelled) and where it stands.
export default defineReport({
  name: 'pre_order_transaksi',
  label: 'Laporan Transaksi Pre Order',
  route: '/laporan-pre-order',
  api: 'pre-order/report-transaksi',
  filters: filters.period(),
  columns: {
    no_pesanan: f.text({ label: 'No Pesanan' }),
    tanggal: f.date({ label: 'Tanggal' }),
    no_po: f.text({ label: 'No PO' }),
    kode_supplier: f.text({ label: 'Kode Supplier' }),
    nama_supplier: f.text({ label: 'Nama Supplier' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    kode_sales: f.text({ label: 'Kode Sales' }),
    jumlah_barang: f.number({ label: 'Qty' }),
    total_berat: f.weight({ label: 'Perkiraan Berat' }),
    grand_total: f.money({ label: 'Total' }),
    dp_rp: f.money({ label: 'DP' }),
    sisa_bayar: f.money({ label: 'Sisa Bayar' }),
    status: column(f.text({ label: 'Status' }), { options: ORDER_STATUSES.filter((s) => s.value !== 'VALID') }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], modules: ['PRE_ORDER_MODULE'] },
  menu: 'laporan_pesanan',
});
