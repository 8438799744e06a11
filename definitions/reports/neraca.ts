import { column, defineReport, f, filters } from '../define';

// Laporan Neraca, the balance sheet from the journal as of a date: every asset account (kelompok ASET) the shop's
// journal touched up to and including the date with its balance under Aktiva, every liability (KEWAJIBAN) and equity
// (MODAL) account under Pasiva, and one line Laba Rugi Berjalan under Pasiva: the income less the expenses of every
// journal line up to the date. The journal is never closed into Laba Ditahan, so that line is the profit since the
// books began; with it the Aktiva total equals the Pasiva total exactly when every document balances (assets =
// liabilities + equity + profit). Unlike Laporan Neraca Saldo (each account's net debit or credit), it is read by side.
const KELOMPOK = [
  { value: 'ASET', label: 'Aset' },
  { value: 'KEWAJIBAN', label: 'Kewajiban' },
  { value: 'MODAL', label: 'Modal' },
  { value: 'LABA', label: 'Laba Rugi Berjalan' },
];

export default defineReport({
  name: 'neraca',
  label: 'Laporan Neraca',
  route: '/laporan-neraca',
  api: 'laporan/neraca',
  filters: [filters.date({ param: 'tgl', label: 'Per Tanggal' }), filters.shop()],
  columns: {
    kelompok: column(f.text({ label: 'Kelompok' }), { options: KELOMPOK }),
    nomor_akun: f.text({ label: 'Nomor Akun' }),
    nama_akun: f.text({ label: 'Nama Akun' }),
    aktiva: f.money({ label: 'Aktiva' }),
    pasiva: f.money({ label: 'Pasiva' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
});
