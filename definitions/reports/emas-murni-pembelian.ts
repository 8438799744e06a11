import { defineReport, f, filters } from '../define';

// The traceability of bought-back gold per kadar over the period, from the stock ledger's buy-back kinds only: what
// the buy-back stock held at the start, what came in (bought back, net of cancelled buy-backs; entered by hand), what
// left it (sorted onto sales trays, out at the cleaner or plater net of what came back, lost as shrinkage or plating
// loss, melted) and what it holds at the end. Each row balances: saldo_awal + beli + manual - ke_baki - di_cuci - susut
// - lebur = saldo_akhir. In fine gold (berat x kadar / 100, to the milligram) or in weight, by the satuan chosen.
export default defineReport({
  name: 'emas_murni_pembelian',
  label: 'Laporan Emas Murni Pembelian',
  route: '/laporan-emas-murni-pembelian',
  api: 'sepuhan/report-emas-murni',
  filters: filters.period(
    filters.select({
      param: 'satuan',
      label: 'Satuan',
      options: [
        { value: 'MURNI', label: 'Berat Murni' },
        { value: 'BERAT', label: 'Berat Kotor' },
      ],
      default: 'MURNI',
    }),
  ),
  columns: {
    kadar: f.percent({ label: 'Kadar' }),
    saldo_awal: f.weight({ label: 'Saldo Awal' }),
    beli: f.weight({ label: 'Pembelian' }),
    manual: f.weight({ label: 'Stock Manual' }),
    ke_baki: f.weight({ label: 'Pindah Ke Baki' }),
    di_cuci: f.weight({ label: 'Di Cuci / Sepuh' }),
    susut: f.weight({ label: 'Susut' }),
    lebur: f.weight({ label: 'Lebur' }),
    saldo_akhir: f.weight({ label: 'Saldo Akhir' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_pembelian',
});
