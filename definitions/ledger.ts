// What the reports over the item ledger (barang_mutasi, one row per movement of an item) show alike.
import { f } from './define';
import { LEDGER_KINDS, type LedgerKind } from '../domain/inventory';

/** The last columns of a ledger row: the pieces and grams it moved, its document and who wrote it. */
export const LEDGER_ROW_END = {
  qty: f.number({ label: 'Qty' }),
  berat: f.weight({ label: 'Berat' }),
  no_ref: f.text({ label: 'No Ref' }),
  input_by: f.text({ label: 'Input By' }),
};

/**
 * What staff read for each ledger kind (barang_mutasi.jenis), in the filter and in the Jenis Mutasi column; the
 * Record over LedgerKind makes a new kind fail the typecheck until it has its label here. Translations:
 * reports.<report>.values.jenis.{KIND} and reports.<report>.filters.jenis.options.{KIND} of the reports that show them.
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
/** The kinds as a select's options and a coded column's labels, in the order of LEDGER_KINDS. */
export const LEDGER_KIND_OPTIONS = (Object.keys(LEDGER_KINDS) as LedgerKind[]).map((k) => ({ value: k, label: KIND_LABELS[k] }));
