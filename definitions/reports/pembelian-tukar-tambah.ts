import { defineReport, f, filters } from '../define';

// Trade-ins (tukar tambah) of the period: one row per checkout (no_faktur_group), its sale and its buy-back, neither
// cancelled (they are cancelled together). total_jual is what the sale came to, nilai_beli what the old gold was
// bought for, tukar the part of it that paid the sale (the sale's payment TUKAR); so the customer paid
// total_jual - tukar with money, and the shop paid nilai_beli - tukar back to the customer (cash kategori TUKAR KURANG).
export default defineReport({
  name: 'pembelian_tukar_tambah',
  label: 'Laporan Tukar Tambah',
  route: '/laporan-tukar-tambah',
  api: 'reportpembelian/tukar-tambah',
  filters: filters.period(),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    no_faktur_group: f.text({ label: 'No Tukar Tambah' }),
    no_faktur_jual: f.text({ label: 'No Faktur Jual' }),
    no_faktur_beli: f.text({ label: 'No Faktur Beli' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    total_jual: f.money({ label: 'Total Jual' }),
    nilai_beli: f.money({ label: 'Nilai Beli' }),
    tukar: f.money({ label: 'Tukar' }),
    bayar_customer: f.money({ label: 'Dibayar Customer' }),
    bayar_toko: f.money({ label: 'Dibayar Ke Customer' }),
    input_by: f.text({ label: 'Input By' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_pembelian',
});
