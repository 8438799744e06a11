import { defineReport, f, filters } from '../define';

// Laporan Poin Member: every member with a point movement up to the chosen date (default the business date): the points
// that came in and went out until then, the balance on that date and the day of the last movement (what an expiry rule
// counts from). Points belong to the member, not to a shop: the ledger (poin_mutasi) over all shops.
export default defineReport({
  name: 'member_poin',
  label: 'Laporan Poin Member',
  route: '/laporan-poin-member',
  api: 'member/report-poin',
  filters: [
    filters.date({ label: 'Per Tanggal', upToSystem: true }),
    filters.sortBy(
      [
        { value: 'SALDO', label: 'Saldo Poin' },
        { value: 'KODE', label: 'Kode Member' },
        { value: 'NAMA', label: 'Nama Member' },
      ],
      { default: 'SALDO' },
    ),
  ],
  columns: {
    kode_member: f.text({ label: 'Kode Member' }),
    nama_member: f.text({ label: 'Nama Member' }),
    no_hp: f.text({ label: 'No HP' }),
    poin_masuk: f.number({ label: 'Poin Masuk' }),
    poin_keluar: f.number({ label: 'Poin Keluar' }),
    saldo: f.number({ label: 'Saldo Poin' }),
    tgl_terakhir: f.date({ label: 'Mutasi Terakhir' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['MEMBER_MODULE'] },
  menu: 'laporan_member',
});
