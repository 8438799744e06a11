import { defineReport, f, filters } from '../define';

// Items moved from one tray to another in the range (documents PB-..., the ledger's PINDAH_KELUAR and PINDAH_MASUK
// rows paired): one row per item moved, from which tray to which.
export default defineReport({
  name: 'pindah_barang',
  label: 'Laporan Pindah Barang',
  route: '/laporan-pindah-barang',
  api: 'reportbarang/pindah-barang',
  filters: filters.period(),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    waktu: f.datetime({ label: 'Waktu' }),
    no_pindah: f.text({ label: 'No Pindah' }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    baki_asal: f.text({ label: 'Baki Asal' }),
    baki_tujuan: f.text({ label: 'Baki Tujuan' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    input_by: f.text({ label: 'Input By' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
