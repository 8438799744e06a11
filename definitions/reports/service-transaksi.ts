import { column, defineReport, f, filters } from '../define';
import { SERVICE_STATUSES } from '../transactions/service';

// Laporan Transaksi Service: one row per service taken in the period, in one current status or all: the manual
// receipt number, customer, pieces and grams taken in, the ongkos, the gold a repair added (charged when done), the
// down payment, what the customer still owes (0 once collected or cancelled) and where it stands.
const STATUSES = SERVICE_STATUSES.filter((s) => s.value !== 'VALID');

export default defineReport({
  name: 'service_transaksi',
  label: 'Laporan Transaksi Service',
  route: '/laporan-service',
  api: 'service/report-transaksi',
  filters: filters.period(filters.select({ param: 'status', label: 'Status', options: [{ value: 'ALL', label: 'Semua' }, ...STATUSES], default: 'ALL' })),
  columns: {
    no_service: f.text({ label: 'No Service' }),
    tanggal: f.date({ label: 'Tanggal' }),
    no_faktur_manual: f.text({ label: 'No Faktur Manual' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    kode_sales: f.text({ label: 'Kode Sales' }),
    jumlah_barang: f.number({ label: 'Qty' }),
    total_berat: f.weight({ label: 'Berat Masuk' }),
    total_service: f.money({ label: 'Ongkos Service' }),
    biaya_emas: f.money({ label: 'Biaya Emas' }),
    dp_rp: f.money({ label: 'DP' }),
    sisa_bayar: f.money({ label: 'Sisa Bayar' }),
    status: column(f.text({ label: 'Status' }), { options: STATUSES }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_service',
});
