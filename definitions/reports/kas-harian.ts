import { column, defineReport, f, filters } from '../define';

// Buku kas harian: the till (akun KAS of the money ledger) per business day of the period, up to the shop's business
// date. Each day's row: the opening balance (every KAS row of the shop dated before that day), the money in and out
// that day, and the closing balance; beneath it every movement in the order written (kategori, keterangan, the
// document it came from) with the balance after it. A day without movements still shows its balance. The balances
// are not totalled (a sum of balances means nothing); money in and out are, over the period.
export default defineReport({
  name: 'kas_harian',
  label: 'Laporan Kas Harian',
  route: '/laporan-kas-harian',
  api: 'reportkas/kas-harian',
  filters: filters.period(),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    no_dokumen: f.text({ label: 'No Dokumen' }),
    kategori: column(f.text({ label: 'Kategori' }), { codes: 'kategori' }),
    keterangan: f.text({ label: 'Keterangan' }),
    saldo_awal: column(f.money({ label: 'Saldo Awal' }), { total: false }),
    jumlah_in: f.money({ label: 'Masuk' }),
    jumlah_out: f.money({ label: 'Keluar' }),
    saldo_akhir: column(f.money({ label: 'Saldo' }), { total: false }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
  // The money ledger's rows of a day are written on that day and never after (a cancel writes its own, on its day).
  fixedOnceClosed: true,
});
