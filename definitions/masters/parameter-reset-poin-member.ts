import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'para_reset_poin_member',
  label: 'Parameter Reset Poin Member',
  route: '/parameter-reset-poin-member',
  key: 'kode_reset',
  form: 'modal',
  api: {
    list: 'parameter-reset-poin-member',
    create: 'parameter-reset-poin-member/create',
    update: 'parameter-reset-poin-member/update/{kode_reset}',
    remove: 'parameter-reset-poin-member/delete/{kode_reset}',
  },
  fields: {
    kode_reset: f.code({ label: 'Kode Reset', required: true, maxLength: 10, readOnlyOnEdit: true }),
    tgl_reset: f.date({ label: 'Tanggal Reset', required: true }),
    periode_reset: f.select({ label: 'Periode Reset', required: true, options: ['SEKALI', 'TIAP BULAN', 'TIAP TAHUN'], default: 'TIAP TAHUN' }),
    keterangan: f.text({ label: 'Keterangan', maxLength: 100 }),
  },
  list: { columns: ['kode_reset', 'tgl_reset', 'periode_reset', 'keterangan'], search: ['kode_reset', 'keterangan'], sort: 'tgl_reset' },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['MEMBER_RESET_POIN_MODULE'] },
  menu: 'member_poin',
  note:
    'When member points go back to zero: the (next) reset date, compared with tgl_system, not the wall clock, and whether it happens ' +
    'once or repeats every month or year from that date; keterangan is the reason shown to staff. The reset itself is a job of the ' +
    'member area (store closing on that date), not of this screen.',
});
