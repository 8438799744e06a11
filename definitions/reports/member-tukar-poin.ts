import { column, defineReport, f, filters } from '../define';

// Laporan Tukar Poin / Hadiah (issue 23): one row per gift taken for points in the period (POST tukar-point), by
// gift or all: the member, the gift, how many and the points they cost, and whether it stands (a cancelled exchange
// gave the gift and the points back). Read from the gifts' ledger (hadiah_mutasi) and the kernel's documents.
export default defineReport({
  name: 'member_tukar_poin',
  label: 'Laporan Tukar Poin',
  route: '/laporan-tukar-poin',
  api: 'member/report-tukar-poin',
  filters: filters.period(filters.master({ param: 'kode_hadiah', label: 'Hadiah', resource: 'hadiah', all: true })),
  columns: {
    no_tukar: f.text({ label: 'No Tukar' }),
    tanggal: f.date({ label: 'Tanggal' }),
    kode_member: f.text({ label: 'Kode Member' }),
    nama_member: f.text({ label: 'Nama Member' }),
    kode_hadiah: f.text({ label: 'Kode Hadiah' }),
    nama_hadiah: f.text({ label: 'Nama Hadiah' }),
    qty: f.number({ label: 'Qty' }),
    poin: f.number({ label: 'Poin' }),
    input_by: column(f.text({ label: 'Input By' }), { total: false }),
    status: column(f.text({ label: 'Status' }), { options: [{ value: 'DONE', label: 'Ditukar' }, { value: 'BATAL', label: 'Batal' }] }),
  },
  export: ['pdf', 'excel'],
  // A supervisor's report, beside the other member reports; the cashier sees the day's exchanges on /tukar-point.
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['MEMBER_MODULE'] },
  menu: 'laporan_member',
});
