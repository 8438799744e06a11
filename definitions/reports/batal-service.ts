import { defineReport, f, filters } from '../define';

// Laporan Batal Service: one row per service cancelled in the period, by the business date of the cancellation: the
// day it was taken in, the customer, pieces and weight in, the ongkos, the down payment and what of it went back to
// the customer (the money ledger's BATAL SERVICE rows: a service's down payment is always refunded), and the reason.
export default defineReport({
  name: 'batal_service',
  label: 'Laporan Batal Service',
  route: '/laporan-batal-service',
  api: 'service/report-batal',
  filters: filters.period(),
  columns: {
    no_service: f.text({ label: 'No Service' }),
    tanggal: f.date({ label: 'Tanggal Masuk' }),
    tgl_batal: f.date({ label: 'Tanggal Batal' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    jumlah_barang: f.number({ label: 'Qty' }),
    total_berat: f.weight({ label: 'Berat Masuk' }),
    total_service: f.money({ label: 'Ongkos Service' }),
    dp_rp: f.money({ label: 'DP' }),
    dp_kembali: f.money({ label: 'DP Dikembalikan' }),
    alasan: f.text({ label: 'Alasan' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_service',
});
