import { defineReport, f, filters } from '../define';

// Laporan Hancur Pembelian: the bought-back pieces melted in the period (/hancur-pembelian), piece by piece: the melt's
// number, the piece, its kadar, the grams melted and the fine gold in them (berat x kadar / 100, to the milligram),
// the buy-back it came from and what the shop paid for it there, and the bar the melt gave (berat_hasil, once per
// melt). Laporan Cuci Dan Sepuhan shows each melt as one row with its shrinkage; this one names the pieces.
export default defineReport({
  name: 'pembelian_hancur',
  label: 'Laporan Hancur Pembelian',
  route: '/laporan-hancur-pembelian',
  api: 'reportpembelian/hancur',
  filters: filters.period(),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    no_hancur: f.text({ label: 'No Hancur' }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kadar: f.percent({ label: 'Kadar' }),
    berat: f.weight({ label: 'Berat' }),
    berat_murni: f.weight({ label: 'Berat Murni' }),
    no_faktur_beli: f.text({ label: 'No Faktur Beli' }),
    harga_beli: f.money({ label: 'Harga Beli' }),
    berat_hasil: f.weight({ label: 'Berat Hasil Lebur' }),
    keterangan: f.text({ label: 'Keterangan' }),
    input_by: f.text({ label: 'Input By' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_pembelian',
});
