import { defineReport, f, filters } from '../define';

// Laporan Pembelian Manual: the gold bought back by weight and kadar into manual stock (/transaksi-jual-beli-manual,
// tab Beli), line by line, manual buy-backs not cancelled: the nota, sales person, customer, group, kadar, condition,
// pieces, net and fine grams (berat x kadar / 100, to the milligram) and the price paid. Gated by level only: a shop
// that has switched manual items off since still reads what it bought.
export default defineReport({
  name: 'pembelian_manual',
  label: 'Laporan Pembelian Manual',
  route: '/laporan-pembelian-manual',
  api: 'reportpembelian/manual',
  filters: filters.period(filters.master({ param: 'kode_sales', label: 'Sales', resource: 'sales', all: true, message: 'Kode Tidak Boleh Kosong' })),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    no_faktur_beli: f.text({ label: 'No Faktur Beli' }),
    kode_sales: f.text({ label: 'Kode Sales' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kode_group: f.text({ label: 'Kode Group' }),
    kadar: f.percent({ label: 'Kadar' }),
    kondisi: f.text({ label: 'Kondisi' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    berat_murni: f.weight({ label: 'Berat Murni' }),
    harga: f.money({ label: 'Harga Beli' }),
    input_by: f.text({ label: 'Input By' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_pembelian',
});
