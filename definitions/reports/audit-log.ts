import { column, defineReport, f, filters } from '../define';

/** What each action of the audit log reads as (audit_log.aksi, server/audit/log.ts AuditAction). */
const AKSI = [
  { value: 'TAMBAH', label: 'Tambah' },
  { value: 'UBAH', label: 'Ubah' },
  { value: 'HAPUS', label: 'Hapus' },
  { value: 'AKTIFKAN', label: 'Aktifkan' },
  { value: 'RESET_PASSWORD', label: 'Reset Password' },
] as const;

// Laporan Audit Log (issue 24 item 11): every write to a master, a setting, a user or an access tree between the two
// dates (the day of the write in the shop's time zone), oldest first: who made it, when, from which address, which
// table and record, the action, and the record before and after it (secrets masked when written). Filtered by the user
// who wrote and the table written, each ALL by default (their choices: the writers and tables the log holds).
export default defineReport({
  name: 'audit_log',
  label: 'Laporan Audit Log',
  route: '/laporan-audit-log',
  api: 'laporan/audit-log',
  filters: [
    filters.dateRange(),
    filters.list({ param: 'user_id', label: 'User', path: 'laporan/audit-log/user', lookup: 'audit-log-user', value: 'user_id', text: 'nama_user', all: true }),
    filters.list({ param: 'tabel', label: 'Tabel', path: 'laporan/audit-log/tabel', lookup: 'audit-log-tabel', value: 'tabel', all: true }),
  ],
  columns: {
    waktu: f.datetime({ label: 'Waktu' }),
    user_id: f.text({ label: 'User' }),
    alamat: f.text({ label: 'Alamat IP' }),
    tabel: f.text({ label: 'Tabel' }),
    kunci: f.text({ label: 'Kode Data' }),
    aksi: column(f.text({ label: 'Aksi' }), { options: AKSI }),
    sebelum: f.text({ label: 'Sebelum' }),
    sesudah: f.text({ label: 'Sesudah' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU'] },
  menu: 'laporan_lainnya',
});
