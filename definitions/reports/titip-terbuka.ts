import { defineReport, f, filters } from '../define';

// Money deposits not yet paid off nor cancelled, taken in the period: number, date, customer, pieces and grams
// reserved, grand total at the deposit's prices, the down payment and what the pay-off must still bring.
export default defineReport({
  name: 'titip_terbuka',
  label: 'Laporan Titip Uang Belum Lunas',
  route: '/laporan-titip-terbuka',
  api: 'titip/report-titip-terbuka',
  filters: filters.period(),
  columns: {
    no_titip: f.text({ label: 'No Titip' }),
    tgl_titip: f.date({ label: 'Tanggal Titip' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    grand_total: f.money({ label: 'Grand Total' }),
    dp_rp: f.money({ label: 'DP' }),
    sisa_bayar: f.money({ label: 'Sisa Bayar' }),
  },
  export: ['pdf', 'excel'],
  messages: { emptyTable: 'Data Laporan Titip Uang Kosong', failed: 'Data Yang Di Cari Tidak Ada !!!' },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_titip',
});
