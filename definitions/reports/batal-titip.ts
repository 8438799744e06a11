import { defineReport, f, filters } from '../define';

// Money deposits cancelled in the period, one row per reserved piece, read from the document kernel's tables
// (server/reports/batal-titip.sql); the old table titip of migration 002 stays but is no longer read.

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
