import { column, defineReport, f, filters } from '../define';

// How the stock for sale moved off the trays in the period, per group: the pieces and grams on the sale trays when the
// period opened (the stock ledger up to the day before), the pieces sold in it (sales not cancelled, their recorded
// weight), those on the trays when it closed, and the sell-through: sold / (sold + closing) x 100, the share of what
// the shop had to offer that sold. Opening - sold differs from closing by what else moved (new goods, melts, deposits,
// transfers): Laporan Mutasi Barang lists those. The buy-back warehouse (jenis BELI) is not stock for sale.
export default defineReport({
  name: 'stok_jual',
  label: 'Laporan Stok Jual',
  route: '/laporan-stok-jual',
  api: 'reportpenjualan/stok-jual',
  filters: filters.period(),
  columns: {
    kode_group: f.text({ label: 'Kode Group' }),
    nama_group: f.text({ label: 'Nama Group' }),
    qty_awal: f.number({ label: 'Qty Awal' }),
    berat_awal: f.weight({ label: 'Berat Awal' }),
    qty_terjual: f.number({ label: 'Qty Terjual' }),
    berat_terjual: f.weight({ label: 'Berat Terjual' }),
    qty_akhir: f.number({ label: 'Qty Akhir' }),
    berat_akhir: f.weight({ label: 'Berat Akhir' }),
    persen_terjual: column(f.percent({ label: 'Terjual (%)' }), { total: false }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_penjualan',
});
