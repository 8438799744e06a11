import { defineReport, f, filters } from '../define';

// Laporan Ambil Pesanan: one row per collection in the period, the sale (Ambil Pesanan) of an order's finished pieces
// that still stands: the order and the sale, the dates taken and collected, the grams estimated against the grams
// delivered (selisih = delivered - estimated), the order's total at its estimate and the sale's at the locked prices
// and actual weight, the down payment it used and what the customer paid at the collection.
export default defineReport({
  name: 'pesanan_ambil',
  label: 'Laporan Ambil Pesanan',
  route: '/laporan-ambil-pesanan',
  api: 'pesanan/report-ambil',
  filters: filters.period(),
  columns: {
    no_pesanan: f.text({ label: 'No Pesanan' }),
    tgl_pesanan: f.date({ label: 'Tanggal Pesanan' }),
    no_faktur_jual: f.text({ label: 'No Faktur Jual' }),
    tgl_ambil: f.date({ label: 'Tanggal Ambil' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    jumlah_barang: f.number({ label: 'Qty' }),
    berat_pesanan: f.weight({ label: 'Perkiraan Berat' }),
    berat_aktual: f.weight({ label: 'Berat Aktual' }),
    selisih_berat: f.weight({ label: 'Selisih Berat' }),
    total_pesanan: f.money({ label: 'Total Pesanan' }),
    grand_total: f.money({ label: 'Total Ambil' }),
    dp_rp: f.money({ label: 'DP' }),
    dibayar: f.money({ label: 'Bayar Saat Ambil' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_pesanan',
});
