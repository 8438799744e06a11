import { column, defineReport, f, filters } from '../define';

// Items received (ledger rows TERIMA) in the range, one row per receipt (no_ref) with its items beneath it.
// status shows what became of each item since (e.g. cancelled with the receipt), by its label.
export default defineReport({
  name: 'penerimaan_barang',
  label: 'Laporan Penerimaan Barang',
  route: '/laporan-penerimaan-barang',
  api: 'reportbarang/penerimaan',
  filters: filters.period(),
  columns: {
    no_ref: f.text({ label: 'No Terima' }),
    tanggal: f.date({ label: 'Tanggal' }),
    kode_supplier: f.text({ label: 'Supplier' }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kode_group: f.text({ label: 'Kode Group' }),
    kode_baki: f.text({ label: 'Kode Baki' }),
    status: column(f.text({ label: 'Status' }), { codes: 'barang' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    total_hpp: f.money({ label: 'Total HPP' }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
