import { column, defineReport, f, filters } from '../define';

// Laporan Service Per Tukang: one row per goldsmith (the goldsmith of each service line; '-' for lines without one)
// over the services taken in during the period and not cancelled: how many services he has lines of, the pieces
// (quantity) and their weight in, the ongkos and the gold the repairs added, and of those pieces how many are of
// services still Masuk, done and waiting (Selesai), and collected.
export default defineReport({
  name: 'service_tukang',
  label: 'Laporan Service Per Tukang',
  route: '/laporan-service-tukang',
  api: 'service/report-tukang',
  filters: filters.period(),
  columns: {
    kode_tukang: f.text({ label: 'Kode Tukang' }),
    nama_tukang: f.text({ label: 'Nama Tukang' }),
    // A service of two goldsmiths counts on each row: the rows' sum is no count, so no total.
    jumlah_service: column(f.number({ label: 'Jumlah Service' }), { total: false }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat Masuk' }),
    ongkos: f.money({ label: 'Ongkos' }),
    biaya_emas: f.money({ label: 'Biaya Emas' }),
    qty_masuk: f.number({ label: 'Qty Masuk' }),
    qty_selesai: f.number({ label: 'Qty Selesai' }),
    qty_diambil: f.number({ label: 'Qty Diambil' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_service',
});
