import { column, defineReport, f, filters } from '../define';

// Laporan Pembelian Per Faktur (spec sections 2, 3, 7, 8, 9): the pieces bought back in the period (buy-backs not
// cancelled), grouped by their condition (kondisi), each line with its buy-back number, sales person, name, group, and
// what it cost against what it is worth now.
// - harga_emas, "the price now": today's buy price per gram of the line's price code (/parameter-harga-beli); the
//   price per gram the line was bought at when that code no longer exists.
// - rata_asal, "the average price paid": harga (the price paid for the line) / berat (its net gold weight), rupiah per
//   gram, rounded to the rupiah.
// - margin = (harga_emas - rata_asal) / harga_emas x 100 (spec section 9), 2 decimals, from the unrounded rata_asal;
//   negative when the shop paid above today's price.
// A condition's row sums the weights and prices of its lines; its rata_asal is its harga / its berat, and its margin the
// same formula with the price now averaged over its grams: (sum of harga_emas x berat - harga) / that sum x 100.
// The filters: kelompok harga (the first and last character of the line's kode_dept, spec section 9; its values come
// from the shop's jenis), group and condition, each ALL by default.
export default defineReport({
  name: 'pembelian_per_faktur',
  label: 'Laporan Pembelian Per Faktur',
  route: '/laporan-pembelian-per-faktur',
  api: 'pembelian/hidup/report-limited',
  filters: filters.period(
    filters.list({ param: 'kelompok_harga', label: 'Kelompok Harga', path: 'pembelian/hidup/kelompok-harga', lookup: 'kelompok-harga', value: 'kelompok_harga', all: true }),
    filters.master({ param: 'kode_group', label: 'Group', resource: 'group', all: true }),
    filters.master({ param: 'kondisi', label: 'Kondisi', resource: 'kondisi_pembelian', all: true }),
  ),
  columns: {
    kondisi: f.text({ label: 'Kondisi' }),
    no_faktur_beli: f.text({ label: 'No Faktur Beli' }),
    kode_sales: f.text({ label: 'Kode Sales' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kode_group: f.text({ label: 'Kode Group' }),
    harga_emas: column(f.money({ label: 'Harga Emas' }), { total: false }),
    berat_nota: f.weight({ label: 'Berat Nota' }),
    berat: f.weight({ label: 'Berat' }),
    harga_nota: f.money({ label: 'Harga Nota' }),
    harga: f.money({ label: 'Harga Beli' }),
    rata_asal: column(f.money({ label: 'Rata Asal' }), { total: false }),
    margin: column(f.percent({ label: 'Margin (%)' }), { total: false }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  // Spec section 8: the same text when nothing was found and when the search failed.
  messages: { found: 'Laporan Tersedia', empty: 'Laporan Tidak Tersedia', failed: 'Laporan Tidak Tersedia' },
  // Spec section 9: more than 500 detail rows, the PDF is downloaded as a file instead of opened in a new tab.
  pdfDownloadAbove: { detailRows: 500 },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], modules: ['HIDUP_FEATURE_MODULE'] },
  menu: 'laporan_pembelian',
});
