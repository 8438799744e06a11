import { defineMaster, f } from '../define';
import { shopChangeRefusal } from '../../domain/shop';
import { DEFAULT_TIME_ZONE, TIME_ZONE_LABELS, TIME_ZONES } from '../../domain/dates';

// Spec section 3: Shop: kode_toko, nama_toko, alamat_toko, level, portal. It edits the hand-written table toko
// (server/db/migrations/001_system.sql), which also holds the own shop (is_own).
export default defineMaster({
  name: 'toko',
  label: 'Toko',
  route: '/master-toko',
  key: 'kode_toko',
  table: 'toko',
  protectedRows: { column: 'is_own', message: 'Toko Sendiri Tidak Dapat Dihapus' },
  api: { list: 'tokos', create: 'tokos', update: 'tokos/{kode_toko}', remove: 'tokos/{kode_toko}' },
  fields: {
    kode_toko: f.code({ label: 'Kode Toko', required: true, maxLength: 20, readOnlyOnEdit: true }),
    nama_toko: f.text({ label: 'Nama Toko', required: true, maxLength: 60 }),
    alamat_toko: f.text({ label: 'Alamat Toko', required: true, maxLength: 150, multiline: true }),
    level: f.select({ label: 'Level', required: true, options: ['PUSAT', 'CABANG'], default: 'CABANG' }),
    portal: f.text({ label: 'Portal', maxLength: 200 }),
    // The shop's clock (migration 034): its business dates, receipt times and printed times. Left out, Asia/Jakarta.
    zona_waktu: f.select({ label: 'Zona Waktu', options: TIME_ZONES, optionLabels: TIME_ZONE_LABELS, default: DEFAULT_TIME_ZONE }),
  },
  list: { columns: ['kode_toko', 'nama_toko', 'alamat_toko', 'level', 'portal', 'zona_waktu'], search: ['kode_toko', 'nama_toko', 'alamat_toko'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  // Only the head office decides what a shop is: level and portal by its OWN or SU; a branch edits only its own
  // shop's address (and phone, on /settingtoko), never another shop's record, and adds or deletes none. "Head
  // office" here is the database's own shop: on a branch's own server its users keep their shop list themselves.
  writeRule: shopChangeRefusal,
  note:
    'alamat_toko is required because the column is NOT NULL (receipts print it split at 48 and 90 characters, so 150 at most); ' +
    'portal is the base URL of the branch server the head office calls ({portal}/api/v1/), empty for a shop without one. ' +
    'The own shop (is_own) is a row of this table: it cannot be deleted, and editing it refreshes the server\'s cached record. ' +
    'zona_waktu (our design, issue 19) is the shop\'s IANA time zone: its business dates and every time it shows or prints.',
});
