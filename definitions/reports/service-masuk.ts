import { defineReport, f, filters } from '../define';

// Laporan Service Masuk: one row per line of the services taken in during the period and not cancelled: the piece,
// the work asked (description), the quantity and weight in, the ongkos and the goldsmith it went to.
export default defineReport({
  name: 'service_masuk',
  label: 'Laporan Service Masuk',
  route: '/laporan-service-masuk',
  api: 'service/report-masuk',
  filters: filters.period(),
  columns: {
    no_service: f.text({ label: 'No Service' }),
    tanggal: f.date({ label: 'Tanggal' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    deskripsi: f.text({ label: 'Deskripsi' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat Masuk' }),
    ongkos: f.money({ label: 'Ongkos' }),
    kode_tukang: f.text({ label: 'Kode Tukang' }),
    nama_tukang: f.text({ label: 'Nama Tukang' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_service',
});
