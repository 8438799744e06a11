import { defineReport, f, filters } from '../define';

export default defineReport({
  name: 'batal_pesanan',
  label: 'Laporan Batal Pesanan',
  route: '/laporan-batal-pesanan',
  api: 'pesanan/batal-reports',
  filters: filters.period(),
  columns: {
    no_pesanan: f.text({ label: 'No Pesanan' }),
    kode_sales: f.text({ label: 'Kode Sales' }),
    tanggal: f.date({ label: 'Tanggal' }),
    // The spec shows this report's weight with 2 decimals.
    total_berat: f.weight({ label: 'Total Berat', decimals: 2 }),
    total_qty: f.number({ label: 'Total Qty' }),
    ongkos: f.money({ label: 'Ongkos' }),
    total_harga: f.money({ label: 'Total Harga' }),
    jumlah_bayar: f.money({ label: 'Jumlah Bayar' }),
    sisa_bayar: f.money({ label: 'Sisa Bayar' }),
  },
  export: ['pdf', 'excel'],
  messages: {
    emptyTable: 'Data Laporan Pesanan Kosong',
    found: 'Laporan Pesanan Tersedia',
    empty: 'Laporan Pesanan Kosong',
    failed: 'Data Yang Di Cari Tidak Ada !!!',
  },
  menu: 'laporan_pesanan',
});
