import { column, defineReport, f, filters, type ReportColumnOptions } from '../define';

// Sales (documents PENJUALAN not cancelled) of the period, per nota, per day or per sales person. Amounts as the nota
// holds them: subtotal = the lines' totals (after their own discounts), diskon_rp = the discount on the whole nota,
// pembulatan_rp and ppn_rp as added, grand_total what the customer owed. margin = what the shop earned on the goods,
// grand_total - ppn_rp (PPN is owed to the state: the journal books the rest as sales and ongkos) - harga_modal (the
// pieces' cost when they left stock; 0 for a piece of unknown cost).
const when = (...values: string[]): ReportColumnOptions => ({ when: { param: 'group_by', in: values } });

export default defineReport({
  name: 'penjualan_transaksi',
  label: 'Laporan Transaksi Penjualan',
  route: '/laporan-penjualan-transaksi',
  api: 'reportpenjualan/transaksi',
  filters: filters.period(
    filters.master({ param: 'kode_sales', label: 'Sales', resource: 'sales', all: true, message: 'Kode Tidak Boleh Kosong' }),
    filters.groupBy(
      [
        { value: 'NOTA', label: 'Per Nota' },
        { value: 'HARI', label: 'Per Hari' },
        { value: 'SALES', label: 'Per Sales' },
      ],
      { default: 'NOTA' },
    ),
  ),
  columns: {
    tanggal: column(f.date({ label: 'Tanggal' }), when('NOTA', 'HARI')),
    no_faktur_jual: column(f.text({ label: 'No Faktur Jual' }), when('NOTA')),
    kode_sales: column(f.text({ label: 'Kode Sales' }), when('NOTA', 'SALES')),
    nama_sales: column(f.text({ label: 'Nama Sales' }), when('SALES')),
    nama_customer: column(f.text({ label: 'Nama Customer' }), when('NOTA')),
    jumlah_nota: column(f.number({ label: 'Jumlah Nota' }), when('HARI', 'SALES')),
    qty: f.number({ label: 'Qty' }),
    berat_jual: f.weight({ label: 'Berat Jual' }),
    subtotal: f.money({ label: 'Sub Total' }),
    diskon_rp: f.money({ label: 'Diskon Nota' }),
    pembulatan_rp: f.money({ label: 'Pembulatan' }),
    ppn_rp: f.money({ label: 'PPN' }),
    grand_total: f.money({ label: 'Grand Total' }),
    harga_modal: f.money({ label: 'Harga Modal' }),
    margin: f.money({ label: 'Margin' }),
    input_by: column(f.text({ label: 'Input By' }), when('NOTA')),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_penjualan',
});
