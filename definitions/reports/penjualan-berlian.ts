import { defineReport, f, filters } from '../define';

// The diamond pieces sold in the period (sales not cancelled; the lines the sale marked berlian, sold at their tag
// price): the sale, the piece with its gold weight, kadar, stones' carats and shape, the diamond cost of the piece, the
// price sold (the line's total), its cost when it left stock, and margin = total - harga_modal.
export default defineReport({
  name: 'penjualan_berlian',
  label: 'Laporan Penjualan Berlian',
  route: '/laporan-penjualan-berlian',
  api: 'reportpenjualan/berlian',
  filters: filters.period(),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    no_faktur_jual: f.text({ label: 'No Faktur Jual' }),
    kode_sales: f.text({ label: 'Kode Sales' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    berat: f.weight({ label: 'Berat' }),
    kadar: f.percent({ label: 'Kadar' }),
    karat_batu: f.number({ label: 'Karat Batu', decimals: 3 }),
    bentuk_batu: f.text({ label: 'Bentuk Batu' }),
    biaya_berlian: f.money({ label: 'Biaya Berlian' }),
    total: f.money({ label: 'Harga Jual' }),
    harga_modal: f.money({ label: 'Harga Modal' }),
    margin: f.money({ label: 'Margin' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['BERLIAN_MODULE'] },
  menu: 'laporan_penjualan',
});
