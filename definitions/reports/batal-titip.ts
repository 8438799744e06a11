import { defineReport, f, filters } from '../define';

export default defineReport({
  name: 'batal_titip',
  label: 'Laporan Batal Titip',
  route: '/laporan-batal-titip',
  api: 'titip/report-batal-titip-uang',
  filters: filters.period(),
  columns: {
    nama_barang: f.text({ label: 'Nama Barang' }),
    berat: f.weight({ label: 'Berat' }),
    harga_jual: f.money({ label: 'Harga Jual' }),
    ongkos: f.money({ label: 'Ongkos' }),
    harga_total: f.money({ label: 'Sub Total' }),
    dp_rp: f.money({ label: 'DP' }),
  },
  export: ['pdf', 'excel'],
  messages: { emptyTable: 'Data Laporan Titip Uang Kosong', failed: 'Data Yang Di Cari Tidak Ada !!!' },
  menu: 'laporan_titip',
});
