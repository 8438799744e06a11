import { defineReport, f, filters } from '../define';

// Laporan Service Ambil: one row per collection of a repaired service in the period (a document AMBIL_SERVICE, SA-...):
// the service it handed back and the day it was taken in, the customer, pieces and weights in and out, the ongkos
// and added gold it charged (their sum the total), the down payment it used and what the customer paid on collecting.
export default defineReport({
  name: 'service_ambil',
  label: 'Laporan Service Ambil',
  route: '/laporan-service-ambil',
  api: 'service/report-ambil',
  filters: filters.period(),
  columns: {
    no_ambil: f.text({ label: 'No Ambil' }),
    tgl_ambil: f.date({ label: 'Tanggal Ambil' }),
    no_service: f.text({ label: 'No Service' }),
    tgl_service: f.date({ label: 'Tanggal Masuk' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    jumlah_barang: f.number({ label: 'Qty' }),
    berat_masuk: f.weight({ label: 'Berat Masuk' }),
    berat_keluar: f.weight({ label: 'Berat Keluar' }),
    ongkos: f.money({ label: 'Ongkos' }),
    biaya_emas: f.money({ label: 'Biaya Emas' }),
    grand_total: f.money({ label: 'Total' }),
    dp_rp: f.money({ label: 'DP' }),
    dibayar: f.money({ label: 'Bayar Saat Ambil' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_service',
});
