import { defineReport, f, filters } from '../define';

// The daily global stocktakes (every tray of the shop, once per business date) saved in the range, broken down per
// tray: the items expected, found, missing and found foreign on it, counts and grams. Laporan Stock Opname gives one
// row per stocktake; this shows where a day's count went short.
export default defineReport({
  name: 'opname_global_harian',
  label: 'Laporan Opname Global Harian',
  route: '/laporan-opname-global-harian',
  api: 'reportbarang/opname-global-harian',
  filters: filters.period(),
  columns: {
    tgl_system: f.date({ label: 'Tanggal' }),
    no_opname: f.text({ label: 'No Opname' }),
    kode_gudang: f.text({ label: 'Kode Gudang' }),
    kode_baki: f.text({ label: 'Kode Baki' }),
    qty_expected: f.number({ label: 'Qty Seharusnya' }),
    berat_expected: f.weight({ label: 'Berat Seharusnya' }),
    qty_found: f.number({ label: 'Qty Ditemukan' }),
    berat_found: f.weight({ label: 'Berat Ditemukan' }),
    qty_missing: f.number({ label: 'Qty Hilang' }),
    berat_missing: f.weight({ label: 'Berat Hilang' }),
    qty_foreign: f.number({ label: 'Qty Asing' }),
    berat_foreign: f.weight({ label: 'Berat Asing' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
