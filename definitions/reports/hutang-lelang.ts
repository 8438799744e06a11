import { defineReport, f, filters } from '../define';

// Laporan Lelang Hutang: one row per loan auctioned in the period (the auction's business date): what was owed then
// (principal, interest and late fee), the pieces' appraised value as they entered the buy-back stock, the surplus
// owed to the customer (until the date shown) or the shortfall the customer still owes.
export default defineReport({
  name: 'hutang_lelang',
  label: 'Laporan Lelang Hutang',
  route: '/laporan-lelang-hutang',
  api: 'hutang/report-lelang',
  filters: filters.period(),
  columns: {
    no_lelang: f.text({ label: 'No Lelang' }),
    tgl_lelang: f.date({ label: 'Tanggal Lelang' }),
    no_faktur_hutang: f.text({ label: 'No Hutang' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    berat: f.weight({ label: 'Berat Emas' }),
    jumlah_hutang: f.money({ label: 'Jumlah Hutang' }),
    bunga_rp: f.money({ label: 'Bunga' }),
    denda_rp: f.money({ label: 'Denda' }),
    nilai_taksiran: f.money({ label: 'Nilai Taksiran' }),
    kelebihan_rp: f.money({ label: 'Kelebihan (Hak Nasabah)' }),
    kekurangan_rp: f.money({ label: 'Kekurangan' }),
    tgl_batas: f.date({ label: 'Batas Ambil Kelebihan' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_hutang',
});
