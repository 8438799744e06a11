import { column, defineReport, f, filters } from '../define';
import { SERVICE_STATUSES } from '../transactions/service';

// Laporan Service Belum Diambil: one row per service waiting for its customer on the chosen date (default the business
// date), whatever day it was taken in: taken in by then and, by its status rows up to then, still Masuk (OPEN) or done
// (SELESAI), neither collected nor cancelled. Pieces and weight in, the ongkos and the gold added by then, the down
// payment, what remained to pay then (its open balance up to that date), when it was done, and its age in days (the
// chosen date - the day it was taken in).
export default defineReport({
  name: 'service_belum_diambil',
  label: 'Laporan Service Belum Diambil',
  route: '/laporan-service-belum-diambil',
  api: 'service/report-belum-diambil',
  filters: [filters.date({ label: 'Per Tanggal', upToSystem: true }), filters.shop()],
  columns: {
    no_service: f.text({ label: 'No Service' }),
    tanggal: f.date({ label: 'Tanggal Masuk' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    no_hp: f.text({ label: 'No HP' }),
    jumlah_barang: f.number({ label: 'Qty' }),
    total_berat: f.weight({ label: 'Berat Masuk' }),
    total_service: f.money({ label: 'Ongkos Service' }),
    biaya_emas: f.money({ label: 'Biaya Emas' }),
    dp_rp: f.money({ label: 'DP' }),
    sisa_bayar: f.money({ label: 'Sisa Bayar' }),
    status: column(f.text({ label: 'Status' }), { options: SERVICE_STATUSES.filter((s) => s.value === 'OPEN' || s.value === 'SELESAI') }),
    tgl_selesai: f.date({ label: 'Tanggal Selesai' }),
    umur_hari: column(f.number({ label: 'Umur (Hari)' }), { total: false }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_service',
});
