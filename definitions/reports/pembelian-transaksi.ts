import { column, defineReport, f, filters, type ReportColumnOptions } from '../define';

// Buy-backs (documents PEMBELIAN not cancelled) of the period, per nota, per day or per sales person: how many notas,
// pieces, their gross and net weight, the fine gold in them (berat_murni: each line's net weight x its kadar / 100,
// to the milligram) and the total paid for them (grand_total; in a trade-in part of it paid the sale, Laporan Tukar
// Tambah shows how).
const when = (...values: string[]): ReportColumnOptions => ({ when: { param: 'group_by', in: values } });

export default defineReport({
  name: 'pembelian_transaksi',
  label: 'Laporan Transaksi Pembelian',
  route: '/laporan-pembelian-transaksi',
  api: 'reportpembelian/transaksi',
  filters: filters.period(
    filters.master({ param: 'kode_sales', label: 'Sales', resource: 'sales', all: true, message: 'Kode Tidak Boleh Kosong' }),
    filters.groupBy(
      [
        { value: 'NOTA', label: 'Per Nota' },
        { value: 'HARI', label: 'Per Hari' },
        { value: 'SALES', label: 'Per Sales' },
      ],
      { default: 'HARI' },
    ),
  ),
  columns: {
    tanggal: column(f.date({ label: 'Tanggal' }), when('NOTA', 'HARI')),
    no_faktur_beli: column(f.text({ label: 'No Faktur Beli' }), when('NOTA')),
    kode_sales: column(f.text({ label: 'Kode Sales' }), when('NOTA', 'SALES')),
    nama_sales: column(f.text({ label: 'Nama Sales' }), when('SALES')),
    nama_customer: column(f.text({ label: 'Nama Customer' }), when('NOTA')),
    jumlah_nota: column(f.number({ label: 'Jumlah Nota' }), when('HARI', 'SALES')),
    qty: f.number({ label: 'Qty' }),
    berat_kotor: f.weight({ label: 'Berat Kotor' }),
    berat: f.weight({ label: 'Berat Bersih' }),
    berat_murni: f.weight({ label: 'Berat Murni' }),
    grand_total: f.money({ label: 'Total Beli' }),
    input_by: column(f.text({ label: 'Input By' }), when('NOTA')),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_pembelian',
});
