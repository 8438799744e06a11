import { defineReport, f, filters } from '../define';

// Consignment and supplier sales: the pieces received from a supplier (their kode_supplier, from a goods receipt or a
// pre-order) that the sales of the period sold (not cancelled), per supplier, each piece beneath. harga_modal is the
// piece's cost when it left stock, what the shop settles with its supplier; margin = total - harga_modal. Pieces from
// no supplier are not listed.
export default defineReport({
  name: 'penjualan_supplier',
  label: 'Laporan Penjualan Konsinyasi Per Supplier',
  route: '/laporan-penjualan-supplier',
  api: 'reportpenjualan/supplier',
  filters: filters.period(
    filters.master({ param: 'kode_supplier', label: 'Supplier', resource: 'supplier', all: true, message: 'Kode Tidak Boleh Kosong' }),
  ),
  columns: {
    kode_supplier: f.text({ label: 'Kode Supplier' }),
    nama_supplier: f.text({ label: 'Nama Supplier' }),
    tanggal: f.date({ label: 'Tanggal' }),
    no_faktur_jual: f.text({ label: 'No Faktur Jual' }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    no_terima: f.text({ label: 'No Terima' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    total: f.money({ label: 'Harga Jual' }),
    harga_modal: f.money({ label: 'Harga Modal' }),
    margin: f.money({ label: 'Margin' }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['SUPPLIER_BARANG_MODULE'] },
  menu: 'laporan_penjualan',
});
