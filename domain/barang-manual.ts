// Manual items (barang manual): stock without tags, kept as lines per shop, warehouse, tray, group and type
// (kode_dept), counted in pieces and grams. Shared by the screens and the server: the vocabulary of the ledger
// (barang_manual_mutasi.jenis), the messages, and the parsing of amounts (weights in integer milligrams).
import type { Level } from './levels';
import { mgToGrams, readValue, sumMg, WEIGHT } from './units';

/** Kinds of rows of barang_manual_mutasi and the sign of their change on the row's line. */
export const MANUAL_LEDGER_KINDS = {
  TAMBAH: 'in', // pieces and grams added to a line (the line is created when new)
  PINDAH_KELUAR: 'out', // moved out of the source line
  PINDAH_MASUK: 'in', // moved into the line of the target tray
  HANCUR: 'out', // melted: leaves stock for good
  KOREKSI: 'both', // a correction of a line's count or weight
  JUAL: 'out', // sold by a manual sale (no_ref: the document)
  BATAL_JUAL: 'in', // the manual sale was cancelled: back into its line
  BELI: 'in', // bought back by a manual buy-back, into a line of the buy-back warehouse
  BATAL_BELI: 'out', // the manual buy-back was cancelled: out of that line again
} as const;
export type ManualLedgerKind = keyof typeof MANUAL_LEDGER_KINDS;

/** Document prefixes (nomor_dokumen) of the manual-item transactions. */
export const MANUAL_PREFIX = { TAMBAH: 'BMT', PINDAH: 'BMP', HANCUR: 'BMH', KOREKSI: 'BMK' } as const;

/** Who may correct a line to what was counted (on /data-barang-manual): a supervisor's decision, with a reason. */
export const KOREKSI_LEVELS: readonly Level[] = ['OWN', 'SU', 'MU', 'SPV'];

export const MANUAL_MESSAGES = {
  added: 'Tambah Stock Berhasil',
  moved: 'Pindah Barang Berhasil',
  melted: 'Hancur Barang Berhasil',
  corrected: 'Koreksi Stock Berhasil',
  reasonRequired: 'Keterangan Koreksi Tidak Boleh Kosong',
  noChange: 'Hasil Hitung Sama Dengan Stock, Tidak Ada Yang Dikoreksi',
  weightZero: 'Berat Tidak Boleh 0',
  weightInvalid: 'Berat Harus Angka Dengan Maksimal 3 Desimal',
  qtyInvalid: 'Jumlah Harus Angka Bulat Dan Tidak Boleh Minus',
  weightAboveStock: 'Berat Input Tidak Boleh Melebihi Berat Stock',
  qtyAboveStock: 'Jumlah Input Tidak Boleh Melebihi Stock',
  stockUsedUp: 'Stock Sudah Habis',
  groupRequired: 'Kode Group Tidak Boleh Kosong',
  groupUnknown: 'Kode Group Tidak Terdaftar',
  groupNotOfJenis: 'Group Tidak Termasuk Jenis Tersebut',
  trayRequired: 'Kode Baki Tidak Boleh Kosong',
  trayUnknown: 'Kode Baki Tidak Ditemukan',
  trayNotInWarehouse: 'Baki Tidak Ada Di Gudang Tersebut',
  sameTray: 'Baki Tujuan Tidak Boleh Sama Dengan Baki Asal',
  lineRequired: 'Belum Ada Barang Yang Dipilih',
  lineNotFound: 'Data Barang Manual Tidak Ditemukan',
  changedMeanwhile: 'Barang Sudah Diproses Oleh Transaksi Lain, Silahkan Muat Ulang Data',
} as const;

const MAX_QTY = 1_000_000_000;

/** One stock line and its key. */
export interface ManualLineKey {
  kode_toko: string;
  kode_gudang: string;
  kode_baki: string;
  kode_group: string;
  kode_dept: string;
}
export interface ManualLine extends ManualLineKey {
  nama_gudang: string;
  nama_baki: string;
  nama_group: string;
  nama_dept: string;
  qty: number;
  berat: number;
  versi: number;
}

/** Grams typed or sent (a number, or text read as every weight is: '7,85', '7.85') to integer milligrams, above 0. */
export function parseBeratMg(value: unknown): { mg: number } | { error: string } {
  const counted = parseCountedMg(value);
  return 'mg' in counted && counted.mg === 0 ? { error: MANUAL_MESSAGES.weightZero } : counted;
}

/** Grams counted on a stocktake: like parseBeratMg, but a line may be counted empty (0 g). */
export function parseCountedMg(value: unknown): { mg: number } | { error: string } {
  if (value === undefined || value === null || value === '') return { error: MANUAL_MESSAGES.weightZero };
  const read = readValue(value, WEIGHT);
  if (!read.ok || read.value < 0) return { error: MANUAL_MESSAGES.weightInvalid };
  return { mg: read.value };
}

/** Pieces: a whole number, 0 or more (a move or melt may take grams only); empty is 0. */
export function parseQty(value: unknown): { qty: number } | { error: string } {
  if (value === undefined || value === null || value === '') return { qty: 0 };
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 0 || n > MAX_QTY) return { error: MANUAL_MESSAGES.qtyInvalid };
  return { qty: n };
}

/** Why a take of qty pieces and mg milligrams from a line holding stockQty / stockMg is refused, if it is. */
export function takeError(stockQty: number, stockMg: number, qty: number, mg: number): string | undefined {
  if (stockQty <= 0 && stockMg <= 0) return MANUAL_MESSAGES.stockUsedUp;
  if (mg > stockMg) return MANUAL_MESSAGES.weightAboveStock;
  if (qty > stockQty) return MANUAL_MESSAGES.qtyAboveStock;
  return undefined;
}

/** Totals of lines: pieces and grams, the grams summed in milligrams. */
export function manualTotals(lines: Pick<ManualLine, 'qty' | 'berat'>[]): { qty: number; berat: number } {
  return { qty: lines.reduce((s, l) => s + Number(l.qty), 0), berat: mgToGrams(sumMg(lines.map((l) => l.berat))) };
}
