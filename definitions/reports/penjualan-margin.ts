import { column, defineReport, f, filters, type ReportColumnOptions } from '../define';

// What each piece sold in the period earned (sales not cancelled), per piece or per group: the line's total (after its
// own discount), the piece's cost when it left stock (harga_modal; 0 for a piece of unknown cost), margin = total -
// harga_modal, and margin_persen = margin / total x 100 (2 decimals). A discount on a whole nota, its rounding and PPN
// belong to the nota, not to a piece: Laporan Transaksi Penjualan's margin counts them.
const when = (...values: string[]): ReportColumnOptions => ({ when: { param: 'group_by', in: values } });

export default defineReport({
  name: 'penjualan_margin',
  label: 'Laporan Margin Penjualan',
  route: '/laporan-penjualan-margin',
  api: 'reportpenjualan/margin',
  filters: filters.period(
    filters.groupBy(
      [
        { value: 'BARANG', label: 'Per Barang' },
        { value: 'GROUP', label: 'Per Group' },
      ],
      { default: 'BARANG' },
    ),
  ),
  columns: {
    tanggal: column(f.date({ label: 'Tanggal' }), when('BARANG')),
    no_faktur_jual: column(f.text({ label: 'No Faktur Jual' }), when('BARANG')),
    kode_barcode: column(f.text({ label: 'Kode Barcode' }), when('BARANG')),
    nama_barang: column(f.text({ label: 'Nama Barang' }), when('BARANG')),
    kode_group: f.text({ label: 'Kode Group' }),
    nama_group: column(f.text({ label: 'Nama Group' }), when('GROUP')),
    qty: f.number({ label: 'Qty' }),
    berat_jual: f.weight({ label: 'Berat Jual' }),
    total: f.money({ label: 'Harga Jual' }),
    harga_modal: f.money({ label: 'Harga Modal' }),
    margin: f.money({ label: 'Margin' }),
    margin_persen: column(f.percent({ label: 'Margin (%)' }), { total: false }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_penjualan',
});
