import { column, defineReport, f, filters } from '../define';

// Laporan Outstanding Cicilan (issue 22 item 9): the contracts running on the chosen date (default the business date),
// whatever day they were made: what the customer owes in all (price + fee), has paid (DP and instalments) and still
// owes then (the contract's open balance up to that date), the instalments paid and the next due date.
export default defineReport({
  name: 'cicilan_outstanding',
  label: 'Laporan Outstanding Cicilan',
  route: '/laporan-outstanding-cicilan',
  api: 'cicilan/report-outstanding',
  filters: [filters.date({ label: 'Per Tanggal', upToSystem: true }), filters.shop()],
  columns: {
    no_cicilan: f.text({ label: 'No Cicilan' }),
    tanggal: f.date({ label: 'Tanggal Cicilan' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    kode_cicilan: f.text({ label: 'Kode Cicilan' }),
    lama_cicilan: column(f.number({ label: 'Lama (Bulan)' }), { total: false }),
    angsuran_dibayar: column(f.number({ label: 'Angsuran Dibayar' }), { total: false }),
    jatuh_tempo: f.date({ label: 'Jatuh Tempo Berikut' }),
    total_tagihan: f.money({ label: 'Harga + Sewa' }),
    terbayar: f.money({ label: 'Terbayar' }),
    sisa_bayar: f.money({ label: 'Outstanding' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], modules: ['CICILAN_MODULE'] },
  menu: 'laporan_cicilan',
});
