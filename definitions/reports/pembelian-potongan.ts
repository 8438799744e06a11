import { column, defineReport, f, filters } from '../define';

// Laporan Potongan Pembelian: per bought-back line (tagged, trade-in and manual buy-backs not cancelled), what its gold
// was worth at the price per gram it was priced by (harga_kotor: net grams x that price, scrap x kadar / 100 too), the
// cuts taken off it (potongan: the condition's percentage, the no-receipt percentage of Parameter Rugi Nota and the
// kategori's rupiah per gram of Potongan Pembelian, net of the rounding up to Rp 500: harga_kotor - harga_sistem), the
// system price, what was paid beyond it on a supervisor's authorization (selisih, negative when paid below) and the
// price paid. Every figure comes from the line as it was bought, never from today's masters.
const YES_NO = [
  { value: 'YA', label: 'Ya' },
  { value: 'TIDAK', label: 'Tidak' },
];

export default defineReport({
  name: 'pembelian_potongan',
  label: 'Laporan Potongan Pembelian',
  route: '/laporan-potongan-pembelian',
  api: 'reportpembelian/potongan',
  filters: filters.period(filters.master({ param: 'kondisi', label: 'Kondisi', resource: 'kondisi_pembelian', all: true })),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    no_faktur_beli: f.text({ label: 'No Faktur Beli' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kode_group: f.text({ label: 'Kode Group' }),
    kondisi: f.text({ label: 'Kondisi' }),
    ada_nota: column(f.text({ label: 'Ada Nota' }), { options: YES_NO }),
    kadar: f.percent({ label: 'Kadar' }),
    berat: f.weight({ label: 'Berat' }),
    harga_per_gram: column(f.money({ label: 'Harga Per Gram' }), { total: false }),
    harga_kotor: f.money({ label: 'Harga Kotor' }),
    potongan: f.money({ label: 'Potongan' }),
    harga_sistem: f.money({ label: 'Harga Sistem' }),
    selisih: f.money({ label: 'Selisih Harga' }),
    harga: f.money({ label: 'Harga Beli' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_pembelian',
});
