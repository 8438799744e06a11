import { defineReport, f, filters } from '../define';

// The items on the trays now (READY), one row each with what identifies and values it: the list a count sheet or
// an audit is read against. Per sales warehouse its totals equal the closing stock of Laporan Barang Summary up to
// today (issue 24 item 13); the buy-back stock, which that summary counts too, is Laporan Stock Pembelian's.
export default defineReport({
  name: 'barang_detail',
  label: 'Laporan Barang Detail',
  route: '/laporan-barang-detail',
  api: 'reportbarang/barang-detail',
  filters: [
    filters.master({ param: 'kode_gudang', label: 'Gudang', resource: 'gudang', all: true }),
    filters.master({ param: 'kode_dept', label: 'Jenis', resource: 'jenis', all: true }),
    filters.shop(),
  ],
  columns: {
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kode_gudang: f.text({ label: 'Kode Gudang' }),
    kode_baki: f.text({ label: 'Kode Baki' }),
    kode_group: f.text({ label: 'Kode Group' }),
    kode_dept: f.text({ label: 'Kode Jenis' }),
    kadar: f.percent({ label: 'Kadar' }),
    ukuran: f.text({ label: 'Size' }),
    tgl_input: f.date({ label: 'Tanggal Input' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    total_hpp: f.money({ label: 'Total HPP' }),
    harga_total: f.money({ label: 'Harga Jual' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
