import { column, defineReport, f, filters } from '../define';

// Laporan Lelang Cicilan (issue 22 item 9): one row per contract auctioned in the period (/lelang-cicilan): its
// contract, the missed instalments then, its pieces back on the trays, price and fee, what had been paid, the auction's
// fee kept and what went back to the customer, by the rule then (lelang_cicilan: refunded less the fee, or forfeited).
export default defineReport({
  name: 'cicilan_lelang',
  label: 'Laporan Lelang Cicilan',
  route: '/laporan-lelang-cicilan',
  api: 'cicilan/report-lelang',
  filters: filters.period(),
  columns: {
    no_lelang: f.text({ label: 'No Lelang' }),
    tanggal: f.date({ label: 'Tanggal' }),
    no_cicilan: f.text({ label: 'No Cicilan' }),
    tgl_cicilan: f.date({ label: 'Tanggal Cicilan' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    tunggakan: column(f.number({ label: 'Tunggakan' }), { total: false }),
    jumlah_barang: f.number({ label: 'Qty' }),
    total_berat: f.weight({ label: 'Berat' }),
    harga_jual: f.money({ label: 'Harga Jual' }),
    sewa_rp: f.money({ label: 'Biaya Sewa' }),
    terbayar: f.money({ label: 'Terbayar' }),
    biaya_rp: f.money({ label: 'Biaya / Hangus' }),
    kembali_rp: f.money({ label: 'Dikembalikan' }),
    aturan: column(f.text({ label: 'Aturan' }), { options: [{ value: 'KEMBALI', label: 'Dikembalikan' }, { value: 'HANGUS', label: 'Hangus' }] }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], modules: ['CICILAN_MODULE'] },
  menu: 'laporan_cicilan',
});
