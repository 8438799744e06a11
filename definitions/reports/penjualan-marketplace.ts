import { defineReport, f, filters } from '../define';

// What each online marketplace sold in the period (sales made through it, not cancelled; a sale in the shop names
// none): its notas, pieces, grams and grand totals, every sale beneath it. Behind MARKETPLACE_INTEGRATION_MODULE, as
// /master-marketplace and the counter's Marketplace choice are.
export default defineReport({
  name: 'penjualan_marketplace',
  label: 'Laporan Penjualan Marketplace',
  route: '/laporan-penjualan-marketplace',
  api: 'reportpenjualan/marketplace',
  filters: filters.period(),
  columns: {
    kode_marketplace: f.text({ label: 'Kode Marketplace' }),
    nama_marketplace: f.text({ label: 'Nama Marketplace' }),
    tanggal: f.date({ label: 'Tanggal' }),
    no_faktur_jual: f.text({ label: 'No Faktur Jual' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    jumlah_nota: f.number({ label: 'Jumlah Nota' }),
    qty: f.number({ label: 'Qty' }),
    berat_jual: f.weight({ label: 'Berat Jual' }),
    grand_total: f.money({ label: 'Grand Total' }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], modules: ['MARKETPLACE_INTEGRATION_MODULE'] },
  menu: 'laporan_penjualan',
});
