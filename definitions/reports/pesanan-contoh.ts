import { column, defineReport, f, filters } from '../define';
import { ORDER_STATUSES } from '../transactions/pesanan';

// Laporan Barang Contoh Belum Kembali: one row per shop piece out as an order's sample on the chosen date (default the
// business date): its last move on or off a tray by then took it out as the sample of an order (stock ledger
// CONTOH_AMBIL naming the order), so it is neither back on its tray nor gone otherwise. The order, its customer and
// status on that date, the day the piece was taken out and how many days it has been out since.
export default defineReport({
  name: 'pesanan_contoh',
  label: 'Laporan Barang Contoh Belum Kembali',
  route: '/laporan-barang-contoh',
  api: 'pesanan/report-contoh',
  filters: [filters.date({ label: 'Per Tanggal', upToSystem: true }), filters.shop()],
  columns: {
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    berat: f.weight({ label: 'Berat' }),
    kode_baki: f.text({ label: 'Baki Asal' }),
    no_pesanan: f.text({ label: 'No Pesanan' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    status_pesanan: column(f.text({ label: 'Status Pesanan' }), { options: ORDER_STATUSES }),
    tgl_ambil: f.date({ label: 'Tanggal Diambil' }),
    lama_hari: column(f.number({ label: 'Lama (Hari)' }), { total: false }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_pesanan',
});
