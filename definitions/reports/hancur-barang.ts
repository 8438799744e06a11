import { defineReport, f, filters } from '../define';

// Items melted (ledger rows HANCUR) in the range, with the pieces and grams that left stock (shown positive).
export default defineReport({
  name: 'hancur_barang',
  label: 'Laporan Hancur Barang',
  route: '/laporan-hancur-barang',
  api: 'reportbarang/hancur',
  filters: [filters.dateRange(), filters.shop()],
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kode_group: f.text({ label: 'Kode Group' }),
    kode_dept: f.text({ label: 'Kode Jenis' }),
    kode_baki: f.text({ label: 'Kode Baki' }),
    kadar: f.percent({ label: 'Kadar' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    no_ref: f.text({ label: 'No Ref' }),
    input_by: f.text({ label: 'Input By' }),
  },
  export: ['pdf', 'excel'],
  messages: {
    emptyTable: 'Data Laporan Hancur Barang Kosong',
    found: 'Laporan Hancur Barang Tersedia',
    empty: 'Laporan Hancur Barang Kosong',
    failed: 'Terjadi Kesalahan Saat Request Data',
  },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  fileName: 'Laporan Hancur Barang',
  menu: 'laporan_barang',
});
