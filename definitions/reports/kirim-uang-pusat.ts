import { column, defineReport, f, filters } from '../define';

// Money to and from the head office (issue 11, item 8): every money-ledger row of the shop's sends (KIRIM_UANG) and
// receptions (TERIMA_UANG) in the period, their cancellations included, with the other shop of each transfer.
export default defineReport({
  name: 'kirim_uang_pusat',
  label: 'Laporan Uang Ke Dan Dari Pusat',
  route: '/laporan-uang-pusat',
  api: 'kirim-uang/report-uang-pusat',
  filters: filters.period(),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    no_dokumen: f.text({ label: 'No Dokumen' }),
    kategori: column(f.text({ label: 'Kategori' }), { codes: 'kategori' }),
    toko: f.text({ label: 'Toko Asal / Tujuan' }),
    akun: f.text({ label: 'Kas / Rekening' }),
    keterangan: f.text({ label: 'Keterangan' }),
    uang_masuk: f.money({ label: 'Uang Masuk' }),
    uang_keluar: f.money({ label: 'Uang Keluar' }),
    input_by: f.text({ label: 'Input By' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
});
