import { column, defineReport, f, filters } from '../define';

// Fast and slow movers: per jenis and group, what sold in the period (sales not cancelled: pieces, grams sold, rupiah
// of the lines' totals) beside the pieces and grams still on the sale trays when it closed, ranked by the measure
// chosen (pieces, grams or rupiah sold): most first for the fast movers, least first for the slow ones, where a group
// that sold nothing but still has stock comes first.
export default defineReport({
  name: 'managerial_analysis',
  label: 'Laporan Managerial Analysis',
  route: '/laporan-managerial-analysis',
  api: 'reportpenjualan/managerial-analysis',
  filters: filters.period(
    filters.select({
      param: 'ukuran',
      label: 'Berdasarkan',
      options: [
        { value: 'QTY', label: 'Jumlah Barang' },
        { value: 'BERAT', label: 'Berat' },
        { value: 'RUPIAH', label: 'Rupiah' },
      ],
      default: 'QTY',
    }),
    filters.select({
      param: 'arah',
      label: 'Analisis',
      options: [
        { value: 'FAST', label: 'Fast Moving' },
        { value: 'SLOW', label: 'Slow Moving' },
      ],
      default: 'FAST',
    }),
  ),
  columns: {
    peringkat: column(f.number({ label: 'Peringkat' }), { total: false }),
    kode_dept: f.text({ label: 'Kode Jenis' }),
    nama_dept: f.text({ label: 'Nama Jenis' }),
    kode_group: f.text({ label: 'Kode Group' }),
    nama_group: f.text({ label: 'Nama Group' }),
    qty_jual: f.number({ label: 'Qty Terjual' }),
    berat_jual: f.weight({ label: 'Berat Terjual' }),
    total_jual: f.money({ label: 'Rupiah Terjual' }),
    qty_stok: f.number({ label: 'Qty Stok' }),
    berat_stok: f.weight({ label: 'Berat Stok' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_penjualan',
});
