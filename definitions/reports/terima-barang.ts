import { defineReport, f, filters } from '../define';

// The transfers the shop received from another shop in the range, one row each with its items beneath: from where,
// onto which tray, pieces and grams sent and received, and what is still missing (not received).
export default defineReport({
  name: 'terima_barang',
  label: 'Laporan Terima Barang',
  route: '/laporan-terima-barang',
  api: 'reportbarang/terima-barang',
  filters: filters.period(),
  columns: {
    no_kirim: f.text({ label: 'No Kirim' }),
    tgl_terima: f.date({ label: 'Tanggal Terima' }),
    kode_toko_asal: f.text({ label: 'Toko Asal' }),
    kode_baki: f.text({ label: 'Kode Baki' }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    qty_kirim: f.number({ label: 'Qty Kirim' }),
    berat_kirim: f.weight({ label: 'Berat Kirim' }),
    qty_terima: f.number({ label: 'Qty Terima' }),
    berat_terima: f.weight({ label: 'Berat Terima' }),
    terima_by: f.text({ label: 'Diterima Oleh' }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
