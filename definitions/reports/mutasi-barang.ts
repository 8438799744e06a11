import { column, defineReport, f, filters } from '../define';
import { LEDGER_KINDS, type LedgerKind } from '../../domain/inventory';

/**
 * What staff read for each ledger kind (barang_mutasi.jenis), in the filter and in the Jenis Mutasi column; the
 * Record over LedgerKind makes a new kind fail the typecheck until it has its label here. Translations:
 * reports.mutasi_barang.values.jenis.{KIND} and reports.mutasi_barang.filters.jenis.options.{KIND}.
 */
const KIND_LABELS: Record<LedgerKind, string> = {
  TAMBAH: 'Tambah Barang',
  TERIMA: 'Penerimaan Barang',
  BATAL_TERIMA: 'Batal Penerimaan',
  PINDAH_KELUAR: 'Pindah Keluar',
  PINDAH_MASUK: 'Pindah Masuk',
  HANCUR: 'Hancur',
  STOCK_TAMBAH: 'Tambah Stock',
  STOCK_AMBIL: 'Ambil Stock',
  CONTOH_AMBIL: 'Ambil Contoh',
  CONTOH_KEMBALI: 'Kembali Contoh',
  KIRIM: 'Kirim Barang',
  TERIMA_KIRIM: 'Terima Kiriman',
  KEMBALI_KIRIM: 'Kembali Kiriman',
  KOREKSI: 'Koreksi Berat',
  UBAH_DATA: 'Ubah Data',
};
const KINDS = (Object.keys(LEDGER_KINDS) as LedgerKind[]).map((k) => ({ value: k, label: KIND_LABELS[k] }));

// Every ledger row (barang_mutasi) in the range: each movement of an item, its signed pieces and grams on the
// tray it changed; the totals are the net change of stock over the range.
export default defineReport({
  name: 'mutasi_barang',
  label: 'Laporan Mutasi Barang',
  route: '/laporan-mutasi-barang',
  api: 'reportbarang/mutasi',
  filters: [
    filters.dateRange(),
    filters.select({
      param: 'jenis',
      label: 'Jenis Mutasi',
      options: [{ value: 'ALL', label: 'Semua' }, ...KINDS],
      default: 'ALL',
    }),
    filters.shop(),
  ],
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    waktu: f.datetime({ label: 'Waktu' }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    jenis: column(f.text({ label: 'Jenis Mutasi' }), { options: KINDS }),
    kode_baki: f.text({ label: 'Kode Baki' }),
    qty: f.number({ label: 'Qty' }),
    berat: f.weight({ label: 'Berat' }),
    no_ref: f.text({ label: 'No Ref' }),
    input_by: f.text({ label: 'Input By' }),
  },
  export: ['pdf', 'excel'],
  messages: {
    emptyTable: 'Data Laporan Mutasi Barang Kosong',
    found: 'Laporan Mutasi Barang Tersedia',
    empty: 'Laporan Mutasi Barang Kosong',
    failed: 'Terjadi Kesalahan Saat Request Data',
  },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  fileName: 'Laporan Mutasi Barang',
  menu: 'laporan_barang',
});
