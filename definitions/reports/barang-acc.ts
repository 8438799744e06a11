import { defineReport, f, filters } from '../define';

// The accessory stock lines (items counted in pieces: rings of a size, chains by the metre ...) over the range, from
// the item ledger: each line's pieces and grams before it, added, taken out, and after it. awal + masuk - keluar = akhir.
export default defineReport({
  name: 'barang_acc',
  label: 'Laporan Barang Acc',
  route: '/laporan-barang-acc',
  api: 'reportbarang/barang-acc',
  filters: filters.period(),
  columns: {
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kode_baki: f.text({ label: 'Kode Baki' }),
    qty_awal: f.number({ label: 'Qty Awal' }),
    berat_awal: f.weight({ label: 'Berat Awal' }),
    qty_masuk: f.number({ label: 'Qty Masuk' }),
    berat_masuk: f.weight({ label: 'Berat Masuk' }),
    qty_keluar: f.number({ label: 'Qty Keluar' }),
    berat_keluar: f.weight({ label: 'Berat Keluar' }),
    qty_akhir: f.number({ label: 'Qty Akhir' }),
    berat_akhir: f.weight({ label: 'Berat Akhir' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
