import { column, defineReport, f, filters } from '../define';
import { CICILAN_STATUSES } from '../transactions/cicilan';

// Laporan Transaksi Cicilan (issue 22 item 9): one row per instalment contract made in the period, in one current status
// or all: the customer, pieces and grams, the plan row and its term, the locked price, DP, principal, fee and
// instalment, what was paid on it so far (DP and instalments), what remains (0 once closed) and where it stands.
const STATUSES = CICILAN_STATUSES.filter((s) => s.value !== 'VALID');

export default defineReport({
  name: 'cicilan_transaksi',
  label: 'Laporan Transaksi Cicilan',
  route: '/laporan-cicilan',
  api: 'cicilan/report-transaksi',
  filters: filters.period(filters.select({ param: 'status', label: 'Status', options: [{ value: 'ALL', label: 'Semua' }, ...STATUSES], default: 'ALL' })),
  columns: {
    no_cicilan: f.text({ label: 'No Cicilan' }),
    tanggal: f.date({ label: 'Tanggal' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    kode_sales: f.text({ label: 'Kode Sales' }),
    jumlah_barang: f.number({ label: 'Qty' }),
    total_berat: f.weight({ label: 'Berat' }),
    kode_cicilan: f.text({ label: 'Kode Cicilan' }),
    lama_cicilan: column(f.number({ label: 'Lama (Bulan)' }), { total: false }),
    harga_jual: f.money({ label: 'Harga Jual' }),
    dp_rp: f.money({ label: 'DP' }),
    pokok: f.money({ label: 'Pokok' }),
    sewa_rp: f.money({ label: 'Biaya Sewa' }),
    nilai_angsuran: f.money({ label: 'Angsuran' }),
    terbayar: f.money({ label: 'Terbayar' }),
    sisa_bayar: f.money({ label: 'Sisa' }),
    status: column(f.text({ label: 'Status' }), { options: STATUSES }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], modules: ['CICILAN_MODULE'] },
  menu: 'laporan_cicilan',
});
