import { column, defineReport, f, filters } from '../define';

// Laporan Kadar EOD: the end-of-day stock recap by purity band (the bands of /master-kadar-eod, e.g. 70% = 69.00 to
// 71.99): per band, the pieces and grams held at the start of the day, what came in and went out that day (received,
// bought back, sold, melted, moved ... every row of the stock ledger, by its sign), and what was held at its end. A
// piece whose kadar lies in no band is summed on a last line, so the totals are the shop's whole stock; a piece in two
// overlapping bands counts in the first by code.
export default defineReport({
  name: 'eod_kadar',
  label: 'Laporan Kadar EOD',
  route: '/laporan-kadar-eod',
  api: 'reportbarang/kadar-eod',
  filters: [filters.date({ upToSystem: true }), filters.shop()],
  columns: {
    kode_kadar_eod: f.text({ label: 'Kode Kadar EOD' }),
    nama_kadar_eod: f.text({ label: 'Nama Kadar EOD' }),
    kadar_dari: column(f.number({ label: 'Kadar Dari', decimals: 2 }), { total: false }),
    kadar_sampai: column(f.number({ label: 'Kadar Sampai', decimals: 2 }), { total: false }),
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
  menu: 'laporan_keuangan',
});
