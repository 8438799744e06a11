import { defineReport, f, filters } from '../define';
import { LEDGER_ROW_END } from '../ledger';

// Items melted (ledger rows HANCUR) in the range, with the pieces and grams that left stock (shown positive).
export default defineReport({
  name: 'hancur_barang',
  label: 'Laporan Hancur Barang',
  route: '/laporan-hancur-barang',
  api: 'reportbarang/hancur',
  filters: filters.period(),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kode_group: f.text({ label: 'Kode Group' }),
    kode_dept: f.text({ label: 'Kode Jenis' }),
    kode_baki: f.text({ label: 'Kode Baki' }),
    kadar: f.percent({ label: 'Kadar' }),
    ...LEDGER_ROW_END, // qty, berat, no_ref, input_by
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
