import { column, defineReport, f, filters } from '../define';
import { ORDER_STATUSES } from '../transactions/pesanan';

// Laporan Pesanan: one row per order (pesanan, pre-orders included) taken in the period, for one sales person or all,
// in one current status or all: its customer, pieces and estimated grams, total at the locked prices, the down
// payment, what the customer still owes (0 once collected or cancelled), where it stands and the date promised.
const STATUSES = ORDER_STATUSES.filter((s) => s.value !== 'VALID');

export default defineReport({
  name: 'pesanan_transaksi',
  label: 'Laporan Transaksi Pesanan',
  route: '/laporan-pesanan',
  api: 'pesanan/report-pesanan',
  filters: filters.period(
    filters.master({ param: 'kode_sales', label: 'Sales', resource: 'sales', all: true, message: 'Kode Tidak Boleh Kosong' }),
    filters.select({ param: 'status', label: 'Status', options: [{ value: 'ALL', label: 'Semua' }, ...STATUSES], default: 'ALL' }),
  ),
  columns: {
    no_pesanan: f.text({ label: 'No Pesanan' }),
    tanggal: f.date({ label: 'Tanggal' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    kode_sales: f.text({ label: 'Kode Sales' }),
    jumlah_barang: f.number({ label: 'Qty' }),
    total_berat: f.weight({ label: 'Perkiraan Berat' }),
    grand_total: f.money({ label: 'Total' }),
    dp_rp: f.money({ label: 'DP' }),
    sisa_bayar: f.money({ label: 'Sisa Bayar' }),
    status: column(f.text({ label: 'Status' }), { options: STATUSES }),
    tgl_janji: f.date({ label: 'Tanggal Janji' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_pesanan',
});
