import { column, defineReport, f, filters } from '../define';

// Laporan Pembelian Per Sales: what each sales person bought back in the period (tagged, trade-in and manual
// buy-backs not cancelled): their notas, pieces, net and fine grams (berat x kadar / 100, to the milligram), the
// rupiah paid and the average per net gram, and beneath each the lines they bought, piece by piece. Laporan Transaksi
// Pembelian per sales gives the sums of the tagged buy-backs only; this one adds the manual ones and the pieces.
export default defineReport({
  name: 'pembelian_per_sales',
  label: 'Laporan Pembelian Per Sales',
  route: '/laporan-pembelian-per-sales',
  api: 'reportpembelian/per-sales',
  filters: filters.period(filters.master({ param: 'kode_sales', label: 'Sales', resource: 'sales', all: true, message: 'Kode Tidak Boleh Kosong' })),
  columns: {
    kode_sales: f.text({ label: 'Kode Sales' }),
    nama_sales: f.text({ label: 'Nama Sales' }),
    jumlah_nota: f.number({ label: 'Jumlah Nota' }),
    tanggal: f.date({ label: 'Tanggal' }),
    no_faktur_beli: f.text({ label: 'No Faktur Beli' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kode_group: f.text({ label: 'Kode Group' }),
    kadar: f.percent({ label: 'Kadar' }),
    kondisi: f.text({ label: 'Kondisi' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    berat_murni: f.weight({ label: 'Berat Murni' }),
    harga: f.money({ label: 'Harga Beli' }),
    rata_per_gram: column(f.money({ label: 'Rata-Rata Per Gram' }), { total: false }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_pembelian',
});
