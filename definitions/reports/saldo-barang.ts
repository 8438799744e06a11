import { defineReport, f, filters } from '../define';

// The shop's gold in stock by what it is rather than where: per group and kadar over the range, the grams before it,
// in, out and after it (sales trays and the buy-back stock alike, from the item ledger), the pieces held at its end
// and the fine gold in them (berat murni = berat x kadar / 100). awal + masuk - keluar = akhir.
export default defineReport({
  name: 'saldo_barang',
  label: 'Laporan Saldo Barang',
  route: '/laporan-saldo-barang',
  api: 'reportbarang/saldo-barang',
  filters: filters.period(),
  columns: {
    kode_group: f.text({ label: 'Kode Group' }),
    nama_group: f.text({ label: 'Nama Group' }),
    kadar: f.percent({ label: 'Kadar' }),
    berat_awal: f.weight({ label: 'Berat Awal' }),
    berat_masuk: f.weight({ label: 'Berat Masuk' }),
    berat_keluar: f.weight({ label: 'Berat Keluar' }),
    berat_akhir: f.weight({ label: 'Berat Akhir' }),
    qty_akhir: f.number({ label: 'Qty Akhir' }),
    berat_murni: f.weight({ label: 'Berat Murni' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
