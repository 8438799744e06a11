// The codes the trade's records carry, each with its Indonesian label: what kind a document is (dokumen.jenis), where
// it stands (dokumen_status), how it was paid (dokumen_bayar.jenis), the money ledger's kategori (kas_mutasi), and what
// a supervisor authorized (authorizations.kategori). A screen, report column, PDF or Excel file never shows a code as
// it is stored: it shows the label, in the interface language, under the locale key codeKey(group, code)
// (kilau.codes.<group>.<CODE>; locales/definition-texts.ts lays these Indonesian labels under it, the other languages
// translate the same keys). The server's kinds name only codes listed here (server/documents/plan.ts types them).
import { AUTHORIZATION_KINDS } from './authorization';
import { PAYMENT_KIND_LABELS } from './payments';
import type { ItemStatus } from './inventory';

/** dokumen.jenis: the kinds of the document kernel (server/documents/kinds). */
export const DOCUMENT_JENIS = {
  PENJUALAN: 'Penjualan',
  TITIP: 'Titip Uang',
  PEMBELIAN: 'Pembelian',
  PENJUALAN_MANUAL: 'Penjualan Manual',
  PEMBELIAN_MANUAL: 'Pembelian Manual',
  MUTASI_UANG: 'Mutasi Uang',
  KAS_MANUAL: 'Pemasukan / Pengeluaran',
  GESEK_TUNAI: 'Gesek Tunai',
  PENGALIHAN_SALDO: 'Pengalihan Saldo Uang',
  KIRIM_UANG: 'Kirim Uang Pusat',
  TERIMA_UANG: 'Terima Uang Pusat',
  PESANAN: 'Pesanan',
  SERVICE: 'Service',
  AMBIL_SERVICE: 'Ambil Service',
  // Gold instalments (issue 22): the contract, a payment of it (or its pay-off), its auction.
  CICILAN: 'Cicilan Emas',
  BAYAR_CICILAN: 'Pembayaran Cicilan',
  LELANG_CICILAN: 'Lelang Cicilan',
  // Pawn loans (issue 22): the loan, and the documents its actions post.
  HUTANG: 'Hutang',
  LUNAS_HUTANG: 'Pelunasan Hutang',
  PEREMAJAAN_HUTANG: 'Peremajaan Hutang',
  LELANG_HUTANG: 'Lelang Hutang',
  // What an auction left: its surplus paid out or forfeited, its shortfall collected.
  KELEBIHAN_LELANG_HUTANG: 'Pembayaran Kelebihan Lelang',
  HANGUS_LELANG_HUTANG: 'Kelebihan Lelang Hangus',
  KEKURANGAN_LELANG_HUTANG: 'Pembayaran Kekurangan Lelang',
  // The books' own entries of other actions: stock coming in or leaving at cost, and the cash a close counted off.
  NILAI_STOK: 'Nilai Stok',
  SELISIH_KAS: 'Selisih Kas',
  // Member points (issue 23): a gift taken for points, a correction of a member's points by hand.
  TUKAR_POIN: 'Tukar Poin',
  KOREKSI_POIN: 'Transaksi Poin',
  // A member's card paid for (the fee of /setting-member).
  KARTU_MEMBER: 'Biaya Kartu Member',
} as const;
export type DocumentJenis = keyof typeof DOCUMENT_JENIS;

/**
 * Where a document stands (dokumen_status; VALID: done and validated by a supervisor). A kind may word one its own
 * way (a deposit is 'Belum Lunas' while OPEN: definitions/transactions/titip.ts).
 */
export const DOCUMENT_STATUS = {
  OPEN: 'Belum Selesai',
  DONE: 'Selesai',
  VALID: 'Valid',
  BATAL: 'Batal',
  // A service repaired, waiting for its customer (definitions/transactions/service.ts).
  SELESAI: 'Selesai Dikerjakan',
  // An instalment contract whose pieces were taken back for missed instalments.
  // A pawn loan whose pledged pieces were auctioned (definitions/transactions/hutang.ts).
  LELANG: 'Dilelang',
} as const;
export type DocumentStatus = keyof typeof DOCUMENT_STATUS;

/**
 * The money ledger's kategori (kas_mutasi) the kernel writes: a document's own, and the mirror its cancellation writes
 * (BATAL ...). A manual income or expense and a mutation carry the code of a Kode Transaksi instead, which its master
 * names (/master-kode-transaksi).
 */
export const MONEY_KATEGORI = {
  PENJUALAN: 'Penjualan',
  'BATAL PENJUALAN': 'Batal Penjualan',
  TITIP: 'Titip Uang',
  'BATAL TITIP': 'Batal Titip Uang',
  PEMBELIAN: 'Pembelian',
  'BATAL PEMBELIAN': 'Batal Pembelian',
  'TUKAR KURANG': 'Tukar Kurang',
  'PENJUALAN MANUAL': 'Penjualan Manual',
  'BATAL PENJUALAN MANUAL': 'Batal Penjualan Manual',
  'PEMBELIAN MANUAL': 'Pembelian Manual',
  'BATAL PEMBELIAN MANUAL': 'Batal Pembelian Manual',
  'GESEK TUNAI': 'Gesek Tunai',
  'BATAL GESEK TUNAI': 'Batal Gesek Tunai',
  'PENGALIHAN SALDO': 'Pengalihan Saldo',
  'BATAL PENGALIHAN SALDO': 'Batal Pengalihan Saldo',
  'BATAL KAS MANUAL': 'Batal Pemasukan / Pengeluaran',
  'BATAL MUTASI UANG': 'Batal Mutasi Uang',
  'KIRIM UANG PUSAT': 'Kirim Uang Pusat',
  'BATAL KIRIM UANG PUSAT': 'Batal Kirim Uang Pusat',
  'TERIMA UANG CABANG': 'Terima Uang Cabang',
  'BATAL TERIMA UANG CABANG': 'Batal Terima Uang Cabang',
  'SELISIH KAS': 'Selisih Kas',
  PESANAN: 'DP Pesanan',
  'BATAL PESANAN': 'Batal Pesanan',
  SERVICE: 'DP Service',
  'BATAL SERVICE': 'Batal Service',
  'AMBIL SERVICE': 'Ambil Service',
  CICILAN: 'DP Cicilan',
  'BAYAR CICILAN': 'Pembayaran Cicilan',
  'BATAL CICILAN': 'Batal Cicilan',
  'LELANG CICILAN': 'Lelang Cicilan',
  HUTANG: 'Pencairan Hutang',
  'BATAL HUTANG': 'Batal Hutang',
  'PELUNASAN HUTANG': 'Pelunasan Hutang',
  'BATAL PELUNASAN HUTANG': 'Batal Pelunasan Hutang',
  'PEREMAJAAN HUTANG': 'Peremajaan Hutang',
  'KELEBIHAN LELANG HUTANG': 'Pembayaran Kelebihan Lelang',
  'KEKURANGAN LELANG HUTANG': 'Pembayaran Kekurangan Lelang',
  'KARTU MEMBER': 'Biaya Kartu Member',
  'BATAL KARTU MEMBER': 'Batal Biaya Kartu Member',
} as const;
export type MoneyKategori = keyof typeof MONEY_KATEGORI;

/** Where a piece stands (barang.status). */
export const ITEM_STATUS_LABELS = {
  READY: 'Siap Jual',
  TERJUAL: 'Terjual',
  TITIP: 'Dititipkan',
  BELI: 'Stok Pembelian',
  CUCI: 'Dicuci',
  KIRIM: 'Dikirim',
  CONTOH: 'Barang Contoh',
  HANCUR: 'Hancur',
  BATAL: 'Batal',
  CICILAN: 'Dicicil',
} as const satisfies Record<ItemStatus, string>;

/** Which way money moves: into the shop's till or account, or out (a non-cash payment, a Kode Transaksi). */
export const MONEY_DIRECTION = {
  MASUK: 'Masuk',
  KELUAR: 'Keluar',
} as const;

/** What moved a member's points (poin_mutasi.jenis; BATAL_*: the mirror of a cancelled document's move). */
export const POINT_MOVE_JENIS = {
  EARN: 'Dapat Poin',
  SPEND: 'Bayar dengan Poin',
  TUKAR: 'Tukar Hadiah',
  KOREKSI: 'Koreksi Poin',
  HANGUS: 'Poin Hangus',
  BATAL_EARN: 'Batal Dapat Poin',
  BATAL_SPEND: 'Batal Bayar dengan Poin',
  BATAL_TUKAR: 'Batal Tukar Hadiah',
  BATAL_KOREKSI: 'Batal Koreksi Poin',
} as const;

/** Every catalogue of codes, by the group its locale keys sit under. */
export const CODE_LABELS = {
  jenis: DOCUMENT_JENIS,
  status: DOCUMENT_STATUS,
  barang: ITEM_STATUS_LABELS,
  bayar: PAYMENT_KIND_LABELS,
  kategori: MONEY_KATEGORI,
  arah: MONEY_DIRECTION,
  otorisasi: AUTHORIZATION_KINDS,
  poin: POINT_MOVE_JENIS,
} as const satisfies Record<string, Readonly<Record<string, string>>>;
export type CodeGroup = keyof typeof CODE_LABELS;
export const CODE_GROUPS = Object.keys(CODE_LABELS) as CodeGroup[];

/** A locale key holds no spaces or dots: 'BATAL PENJUALAN' -> BATAL_PENJUALAN. */
const keyPart = (code: string) => code.replace(/[^A-Za-z0-9_]+/g, '_');

/** The locale key of a code's label: kilau.codes.status.DONE. */
export const codeKey = (group: CodeGroup, code: string): string => `kilau.codes.${group}.${keyPart(code)}`;

/** A code's Indonesian label; a code no catalogue lists (a master's own, like a Kode Transaksi) is shown as it is. */
export function codeText(group: CodeGroup, code: unknown): string {
  const text = String(code ?? '');
  const labels: Readonly<Record<string, string>> = CODE_LABELS[group];
  return Object.prototype.hasOwnProperty.call(labels, text) ? labels[text] : text;
}
