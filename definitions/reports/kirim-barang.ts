import { column, defineReport, f, filters } from '../define';

// The transfers the shop sent to another shop in the range (surat jalan KB-...), one row each with its items beneath:
// where to, pieces and grams sent, and what the receiving shop took in (grams received, 0 while in transit).
const STATUS = [
  { value: 'KIRIM', label: 'Dalam Perjalanan' },
  { value: 'TERIMA', label: 'Diterima' },
  { value: 'BATAL', label: 'Dikembalikan' },
];

export default defineReport({
  name: 'kirim_barang',
  label: 'Laporan Kirim Barang',
  route: '/laporan-kirim-barang',
  api: 'reportbarang/kirim-barang',
  filters: filters.period(),
  columns: {
    no_kirim: f.text({ label: 'No Kirim' }),
    tgl_kirim: f.date({ label: 'Tanggal Kirim' }),
    kode_toko_tujuan: f.text({ label: 'Toko Tujuan' }),
    status: column(f.text({ label: 'Status' }), { options: STATUS }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    qty: f.number({ label: 'Qty' }),
    berat_kirim: f.weight({ label: 'Berat Kirim' }),
    berat_terima: f.weight({ label: 'Berat Terima' }),
    tgl_terima: f.date({ label: 'Tanggal Terima' }),
    kirim_by: f.text({ label: 'Dikirim Oleh' }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
