import { column, defineReport, f, filters } from '../define';
import { AUTHORIZATION_KINDS } from '../../domain/authorization';

// Laporan Otorisasi: who authorized what. Every supervisor authorization (table authorizations) of the period, by the
// business day of what it was used for: the document it let through or cancelled (its day, or the day of the cancel),
// the day a close closed; one never used, or used for something outside the books (a user id released), by the day
// it was given on the shop's clock. Per row: when it was given, its kind, what it said, who asked and who authorized
// (by password or fingerprint), and what it was used for (a document number, a close, a user id), empty when unused.
const KATEGORI = Object.entries(AUTHORIZATION_KINDS).map(([value, label]) => ({ value, label }));
const METHOD = [
  { value: 'PASSWORD', label: 'Password' },
  { value: 'FINGERPRINT', label: 'Sidik Jari' },
];

export default defineReport({
  name: 'otorisasi',
  label: 'Laporan Otorisasi',
  route: '/laporan-otorisasi',
  api: 'laporan/otorisasi',
  filters: filters.period(
    filters.select({ param: 'kategori', label: 'Jenis Otorisasi', options: [{ value: 'ALL', label: 'Semua' }, ...KATEGORI], default: 'ALL' }),
  ),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    waktu: f.datetime({ label: 'Waktu Otorisasi' }),
    kategori: column(f.text({ label: 'Jenis Otorisasi' }), { codes: 'otorisasi' }),
    keterangan: f.text({ label: 'Keterangan' }),
    requested_by: f.text({ label: 'Diminta Oleh' }),
    authorized_by: f.text({ label: 'Diotorisasi Oleh' }),
    method: column(f.text({ label: 'Metode' }), { options: METHOD }),
    used_for: f.text({ label: 'Digunakan Untuk' }),
    used_at: f.datetime({ label: 'Waktu Digunakan' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
});
