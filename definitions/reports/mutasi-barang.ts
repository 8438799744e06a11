import { column, defineReport, f, filters } from '../define';
import { LEDGER_ROW_END } from '../ledger';
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
  JUAL: 'Penjualan',
  BATAL_JUAL: 'Batal Penjualan',
  TITIP: 'Titip Uang',
  BATAL_TITIP: 'Batal Titip',
  TITIP_JUAL: 'Titipan Lunas',
  BATAL_TITIP_JUAL: 'Batal Pelunasan Titip',
  BELI: 'Pembelian',
  BATAL_BELI: 'Batal Pembelian',
  SORTIR: 'Sortir Pembelian',
  SORTIR_KELUAR: 'Sortir Keluar',
  SORTIR_MASUK: 'Sortir Masuk Baki',
  KIRIM_CUCI: 'Kirim Cuci / Sepuh',
  TERIMA_CUCI: 'Terima Cuci / Sepuh',
  SUSUT: 'Susut Cuci / Sepuh',
  WASTING: 'Wasting Sepuhan',
  STOCK_CUCI: 'Stock Cuci Manual',
  HANCUR_BELI: 'Hancur Pembelian',
  CICILAN: 'Cicilan Emas',
  BATAL_CICILAN: 'Batal Cicilan',
  CICILAN_JUAL: 'Cicilan Lunas',
  LELANG_CICILAN: 'Lelang Cicilan',
  LELANG_HUTANG: 'Lelang Hutang',
};
const KINDS = (Object.keys(LEDGER_KINDS) as LedgerKind[]).map((k) => ({ value: k, label: KIND_LABELS[k] }));

// Every ledger row (barang_mutasi) in the range: each movement of an item, its signed pieces and grams on the
// tray it changed; the totals are the net change of stock over the range.
export default defineReport({
  name: 'mutasi_barang',
  label: 'Laporan Mutasi Barang',
  route: '/laporan-mutasi-barang',
  api: 'reportbarang/mutasi',
  filters: filters.period(
    filters.select({ param: 'jenis', label: 'Jenis Mutasi', options: [{ value: 'ALL', label: 'Semua' }, ...KINDS], default: 'ALL' }),
  ),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    waktu: f.datetime({ label: 'Waktu' }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    jenis: column(f.text({ label: 'Jenis Mutasi' }), { options: KINDS }),
    kode_baki: f.text({ label: 'Kode Baki' }),
    ...LEDGER_ROW_END, // qty, berat, no_ref, input_by
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_barang',
});
