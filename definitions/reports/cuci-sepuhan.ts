import { column, defineReport, f, filters } from '../define';

// Cleaning (CUCI) and re-plating (SEPUH) batches sent in the period, and the melts of bought-back gold (LEBUR): the
// weight that went out, the weight that came back (the bar, for a melt), the shrinkage between, and whether a
// supervisor validated it (/validasi-susut). A batch not yet received shows 0 back (status Belum Diterima).
const KINDS = [
  { value: 'CUCI', label: 'Cuci' },
  { value: 'SEPUH', label: 'Sepuh' },
  { value: 'LEBUR', label: 'Lebur' },
];
const STATUS = [
  { value: 'KIRIM', label: 'Belum Diterima' },
  { value: 'BELUM', label: 'Belum Divalidasi' },
  { value: 'VALID', label: 'Sudah Divalidasi' },
];

export default defineReport({
  name: 'cuci_sepuhan',
  label: 'Laporan Cuci Dan Sepuhan',
  route: '/laporan-cuci-sepuhan',
  api: 'sepuhan/report-cuci-sepuhan',
  filters: filters.period(filters.select({ param: 'jenis', label: 'Jenis', options: [{ value: 'ALL', label: 'Semua' }, ...KINDS], default: 'ALL' })),
  columns: {
    no_ref: f.text({ label: 'No Transaksi' }),
    jenis: column(f.text({ label: 'Jenis' }), { options: KINDS }),
    tanggal: f.date({ label: 'Tanggal' }),
    tujuan: f.text({ label: 'Tujuan' }),
    qty: f.number({ label: 'Qty' }),
    berat_kirim: f.weight({ label: 'Berat Kirim' }),
    berat_terima: f.weight({ label: 'Berat Terima' }),
    susut: f.weight({ label: 'Susut' }),
    status: column(f.text({ label: 'Status' }), { options: STATUS }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_pembelian',
});
