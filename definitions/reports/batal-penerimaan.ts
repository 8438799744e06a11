import { defineReport, f, filters } from '../define';

// The goods receipts cancelled in the range (/batal-penerimaan-barang): which receipt, of when and from which
// supplier, why, by whom, and the items, pieces, grams and cost that left stock with it.
export default defineReport({
  name: 'batal_penerimaan',
  label: 'Laporan Batal Penerimaan',
  route: '/laporan-batal-penerimaan',
  api: 'reportbarang/batal-penerimaan',
  filters: filters.period(),
  columns: {
    tgl_batal: f.date({ label: 'Tanggal Batal' }),
    no_batal: f.text({ label: 'No Batal' }),
    no_terima: f.text({ label: 'No Terima' }),
    tgl_terima: f.date({ label: 'Tanggal Terima' }),
    kode_supplier: f.text({ label: 'Supplier' }),
    alasan_batal: f.text({ label: 'Alasan' }),
    batal_by: f.text({ label: 'Dibatalkan Oleh' }),
    jumlah: f.number({ label: 'Jumlah Barang' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    total_hpp: f.money({ label: 'Total HPP' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
