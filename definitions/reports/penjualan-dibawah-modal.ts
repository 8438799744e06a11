import { column, defineReport, f, filters } from '../define';

// Sales below capital (not cancelled): those posted with a PENJUALAN_DIBAWAH_MODAL or BERLIAN_DIBAWAH_MODAL
// authorization, which the sale needs exactly when a line sells under its cost or the nota (after its discount) under
// its lines' cost together (domain/sale-pricing.ts). One row per nota with who authorized it and their note; its pieces
// beneath, each with its price, cost and the difference. On the nota: total = subtotal - the nota's discount, the base
// the rule compares; BERLIAN when every authorization of the nota was for diamonds.
const KATEGORI = [
  { value: 'PENJUALAN_DIBAWAH_MODAL', label: 'Penjualan' },
  { value: 'BERLIAN_DIBAWAH_MODAL', label: 'Berlian' },
];

export default defineReport({
  name: 'penjualan_dibawah_modal',
  label: 'Laporan Penjualan Di Bawah Modal',
  route: '/laporan-penjualan-dibawah-modal',
  api: 'reportpenjualan/dibawah-modal',
  filters: filters.period(),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    no_faktur_jual: f.text({ label: 'No Faktur Jual' }),
    kode_sales: f.text({ label: 'Kode Sales' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    total: f.money({ label: 'Harga Jual' }),
    harga_modal: f.money({ label: 'Harga Modal' }),
    selisih: f.money({ label: 'Selisih' }),
    kategori: column(f.text({ label: 'Jenis' }), { options: KATEGORI }),
    authorized_by: f.text({ label: 'Diotorisasi Oleh' }),
    keterangan: f.text({ label: 'Keterangan Otorisasi' }),
    input_by: f.text({ label: 'Input By' }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_penjualan',
});
