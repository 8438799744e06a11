import { column, defineReport, f, filters } from '../define';

// Stock on a date from the ledger (barang_mutasi): per tray, or per group (kode_group of the items) when chosen.
// The stock of a tray on date D is the sum of its ledger rows with tgl_system <= D. Active trays without stock
// are listed with 0, so a count sheet shows every tray.
const perBaki = { when: { param: 'group_by', in: ['BAKI'] } };
const perGroup = { when: { param: 'group_by', in: ['GROUP'] } };

export default defineReport({
  name: 'stock_baki',
  label: 'Laporan Stock Baki',
  route: '/laporan-stock-baki',
  api: 'reportbarang/stock-baki',
  filters: [
    filters.date({ upToSystem: true }),
    filters.master({ param: 'kode_gudang', label: 'Gudang', resource: 'gudang', all: true }),
    filters.groupBy([{ value: 'BAKI', label: 'Per Baki' }, { value: 'GROUP', label: 'Per Group' }], { default: 'BAKI' }),
    filters.shop(),
  ],
  columns: {
    kode_gudang: column(f.text({ label: 'Kode Gudang' }), perBaki),
    kode_baki: column(f.text({ label: 'Kode Baki' }), perBaki),
    nama_baki: column(f.text({ label: 'Nama Baki' }), perBaki),
    kode_group: column(f.text({ label: 'Kode Group' }), perGroup),
    nama_group: column(f.text({ label: 'Nama Group' }), perGroup),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
