import { column, defineReport, f, filters, type ReportColumnOptions } from '../define';

// Laporan Rekap Pembelian: the gold bought back in the period (tagged buy-backs, their trade-in halves and manual
// buy-backs, none cancelled) summed per group, per kadar or per condition: lines, pieces, gross, net and fine grams
// (berat_murni: each line's net weight x its kadar / 100, to the milligram), the rupiah paid and the average paid per
// net gram (harga / berat, to the rupiah; not totalled). Laporan Transaksi Pembelian counts the same gold per nota,
// day or sales person; this one says what kind of gold it was.
const when = (value: string): ReportColumnOptions => ({ when: { param: 'group_by', in: [value] } });

export default defineReport({
  name: 'pembelian_rekap',
  label: 'Laporan Rekap Pembelian',
  route: '/laporan-rekap-pembelian',
  api: 'reportpembelian/rekap',
  filters: filters.period(
    filters.groupBy(
      [
        { value: 'GROUP', label: 'Per Group' },
        { value: 'KADAR', label: 'Per Kadar' },
        { value: 'KONDISI', label: 'Per Kondisi' },
      ],
      { default: 'GROUP' },
    ),
  ),
  columns: {
    kode_group: column(f.text({ label: 'Kode Group' }), when('GROUP')),
    nama_group: column(f.text({ label: 'Nama Group' }), when('GROUP')),
    kadar: column(f.percent({ label: 'Kadar' }), when('KADAR')),
    kondisi: column(f.text({ label: 'Kondisi' }), when('KONDISI')),
    jumlah_baris: f.number({ label: 'Jumlah Baris' }),
    qty: f.number({ label: 'Qty' }),
    berat_kotor: f.weight({ label: 'Berat Kotor' }),
    berat: f.weight({ label: 'Berat Bersih' }),
    berat_murni: f.weight({ label: 'Berat Murni' }),
    harga: f.money({ label: 'Total Beli' }),
    rata_per_gram: column(f.money({ label: 'Rata-Rata Per Gram' }), { total: false }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_pembelian',
});
