import { column, defineReport, f, filters } from '../define';

// The items added by hand, in bulk or by import (ledger rows TAMBAH; a receipt's items are Laporan Penerimaan
// Barang's) in the range, summed per tray, jenis, group or kadar (group_by): how many items, pieces, grams and cost.
const when = (value: string) => ({ when: { param: 'group_by', in: [value] } });

export default defineReport({
  name: 'tambah_barang',
  label: 'Laporan Tambah Barang',
  route: '/laporan-tambah-barang',
  api: 'reportbarang/tambah-barang',
  filters: filters.period(
    filters.groupBy(
      [
        { value: 'BAKI', label: 'Per Baki' },
        { value: 'JENIS', label: 'Per Jenis' },
        { value: 'GROUP', label: 'Per Group' },
        { value: 'KADAR', label: 'Per Kadar' },
      ],
      { default: 'BAKI' },
    ),
  ),
  columns: {
    kode_baki: column(f.text({ label: 'Kode Baki' }), when('BAKI')),
    nama_baki: column(f.text({ label: 'Nama Baki' }), when('BAKI')),
    kode_dept: column(f.text({ label: 'Kode Jenis' }), when('JENIS')),
    nama_dept: column(f.text({ label: 'Nama Jenis' }), when('JENIS')),
    kode_group: column(f.text({ label: 'Kode Group' }), when('GROUP')),
    nama_group: column(f.text({ label: 'Nama Group' }), when('GROUP')),
    kadar: column(f.percent({ label: 'Kadar' }), when('KADAR')),
    jumlah: f.number({ label: 'Jumlah Barang' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    total_hpp: f.money({ label: 'Total HPP' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
