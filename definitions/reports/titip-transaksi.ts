import { column, defineReport, f, filters } from '../define';
import { DEPOSIT_STATUSES } from '../transactions/titip';

// Every money deposit taken in the period, whatever became of it, or those of one status: the reserved pieces and
// grams, the grand total at the deposit's prices, the down payment, what the pay-off must still bring (an open one
// only), its status now with the day it changed (paid off or cancelled) and the sale that paid it off. Laporan Titip
// Uang Belum Lunas and Laporan Batal Titip show the open and the cancelled ones alone.
const STATUS = [{ value: 'ALL', label: 'Semua' }, ...DEPOSIT_STATUSES];

export default defineReport({
  name: 'titip_transaksi',
  label: 'Laporan Transaksi Titip',
  route: '/laporan-titip-transaksi',
  api: 'titip/report-transaksi-titip',
  filters: filters.period(filters.select({ param: 'status', label: 'Status', options: STATUS, default: 'ALL' })),
  columns: {
    no_titip: f.text({ label: 'No Titip' }),
    tgl_titip: f.date({ label: 'Tanggal Titip' }),
    kode_sales: f.text({ label: 'Kode Sales' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    grand_total: f.money({ label: 'Grand Total' }),
    dp_rp: f.money({ label: 'DP' }),
    sisa_bayar: f.money({ label: 'Sisa Bayar' }),
    status: column(f.text({ label: 'Status' }), { options: DEPOSIT_STATUSES }),
    tgl_status: f.date({ label: 'Tanggal Status' }),
    no_faktur_jual: f.text({ label: 'No Faktur Pelunasan' }),
  },
  export: ['pdf', 'excel'],
  messages: { emptyTable: 'Data Laporan Titip Uang Kosong' },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_titip',
});
