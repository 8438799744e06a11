import { column, defineReport, f, filters } from '../define';
import { PRICE_KINDS, PRICE_KIND_LABEL } from '../../domain/harga-emas';

// Every change of a gold price that took effect, or is scheduled to, in the range (harga_emas_riwayat): the sell
// price per gram of a group, a buy-back price code or a loan's gold price per kadar, its old and new price, from
// when, who entered it and where (the daily price screen or the master's own). Prices are of every shop.
const JENIS = PRICE_KINDS.map((value) => ({ value, label: PRICE_KIND_LABEL[value] }));
const SUMBER = [
  { value: 'HARIAN', label: 'Harga Emas Harian' },
  { value: 'MASTER', label: 'Master' },
];
const STATUS = [
  { value: 'TERJADWAL', label: 'Terjadwal' },
  { value: 'BERLAKU', label: 'Berlaku' },
  { value: 'DILEWATI', label: 'Dilewati' },
];

export default defineReport({
  name: 'perubahan_harga_emas',
  label: 'Laporan Perubahan Harga Emas',
  route: '/laporan-perubahan-harga-emas',
  api: 'reportbarang/perubahan-harga-emas',
  filters: filters.period(
    filters.select({ param: 'jenis', label: 'Jenis Harga', options: [{ value: 'ALL', label: 'Semua' }, ...JENIS], default: 'ALL' }),
  ),
  columns: {
    berlaku_mulai: f.datetime({ label: 'Berlaku Mulai' }),
    jenis: column(f.text({ label: 'Jenis Harga' }), { options: JENIS }),
    kode: f.text({ label: 'Kode' }),
    nama: f.text({ label: 'Nama' }),
    // A price of a new record has no old one; prices of different codes are not summed.
    harga_lama: column(f.money({ label: 'Harga Lama' }), { total: false }),
    harga_baru: column(f.money({ label: 'Harga Baru' }), { total: false }),
    selisih: column(f.money({ label: 'Selisih' }), { total: false }),
    status: column(f.text({ label: 'Status' }), { options: STATUS }),
    sumber: column(f.text({ label: 'Sumber' }), { options: SUMBER }),
    dicatat_oleh: f.text({ label: 'Dicatat Oleh' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
