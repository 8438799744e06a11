import { column, defineReport, f, filters } from '../define';

// Laporan Service Selesai: one row per line of a service recorded done (Selesai) in the period, by the business date
// of that record, the service not cancelled since: the piece, its weight in and out (selisih = out - in; gold the
// repair added when above 0), the group and price per gram the added gold was charged at, that charge (biaya emas),
// the ongkos, and the two together (what the line costs the customer).
export default defineReport({
  name: 'service_selesai',
  label: 'Laporan Service Selesai',
  route: '/laporan-service-selesai',
  api: 'service/report-selesai',
  filters: filters.period(),
  columns: {
    no_service: f.text({ label: 'No Service' }),
    tanggal: f.date({ label: 'Tanggal Masuk' }),
    tgl_selesai: f.date({ label: 'Tanggal Selesai' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    deskripsi: f.text({ label: 'Deskripsi' }),
    kode_tukang: f.text({ label: 'Kode Tukang' }),
    berat_masuk: f.weight({ label: 'Berat Masuk' }),
    berat_keluar: f.weight({ label: 'Berat Keluar' }),
    selisih_berat: f.weight({ label: 'Selisih Berat' }),
    kode_group: f.text({ label: 'Group' }),
    harga_per_gram: column(f.money({ label: 'Harga/Gram' }), { total: false }),
    biaya_emas: f.money({ label: 'Biaya Emas' }),
    ongkos: f.money({ label: 'Ongkos' }),
    total: f.money({ label: 'Total' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_service',
});
