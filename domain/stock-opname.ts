// Stocktaking (stock opname, spec section 2 inventory routes): the vocabulary shared by browser and server, the
// messages, and the pure rules of RFID tags. A stocktake never moves stock: it records what was found.
//
// Tag to item (RFID): a tag's EPC is read as hex. It names an item in one of two ways, tried in this order:
//  1. barang.kode_rfid = the EPC (tags that came pre-programmed, linked to the item by its record);
//  2. the EPC carries the barcode itself as ASCII hex, padded with 00 bytes to a whole 16-bit word
//     (TOKO01000001 -> 544F4B4F3031303030303031, exactly a 96-bit EPC): barcodeToEpc / epcToBarcode.
// A tag that names no item of the shop is an unknown tag.
import { weightMg } from './units';

/** The kinds of stocktake and the screen (route) whose gate each one needs. */
export const OPNAME_KINDS = {
  TRAY: '/stock-opname',
  PENERIMAAN: '/stock-opname-penerimaan',
  GLOBAL: '/stock-opname-global',
  RFID: '/stock-opname-rfid',
} as const;
export type OpnameKind = keyof typeof OPNAME_KINDS;
/** Own keys only: 'constructor' or 'toString' is no kind. */
export const isOpnameKind = (v: unknown): v is OpnameKind => typeof v === 'string' && Object.hasOwn(OPNAME_KINDS, v);

export const OPNAME_STATUS = ['OPEN', 'DONE', 'BATAL'] as const;
export type OpnameStatus = (typeof OPNAME_STATUS)[number];

/** FOUND: expected and scanned; MISSING: expected, not (yet) scanned; FOREIGN: scanned but not expected here. */
export const OPNAME_RESULTS = ['FOUND', 'MISSING', 'FOREIGN'] as const;
export type OpnameResult = (typeof OPNAME_RESULTS)[number];

/** Why a scanned item is foreign here. */
export const FOREIGN_REASONS = ['BAKI_LAIN', 'STATUS_LAIN', 'PENERIMAAN_LAIN', 'SETELAH_MULAI', 'TIDAK_DIKENAL'] as const;
export type ForeignReason = (typeof FOREIGN_REASONS)[number];

export const OPNAME_MESSAGES = {
  started: 'Stock Opname Dimulai',
  resumed: 'Melanjutkan Stock Opname Yang Belum Selesai',
  finished: 'Stock Opname Selesai Disimpan',
  cancelled: 'Stock Opname Dibatalkan',
  kindInvalid: 'Jenis Stock Opname Tidak Valid',
  gudangRequired: 'Mohon Untuk Pilih Kode Gudang',
  bakiRequired: 'Mohon Untuk Pilih Kode Baki',
  gudangUnknown: 'Kode Gudang Tidak Terdaftar',
  bakiUnknown: 'Kode Baki Tidak Terdaftar',
  bakiNotInGudang: 'Baki Tidak Ada Di Gudang Tersebut',
  terimaRequired: 'Mohon Untuk Pilih No Penerimaan',
  terimaUnknown: 'No Penerimaan Tidak Ditemukan',
  globalDoneToday: 'Stock Opname Global Hari Ini Sudah Dilakukan, Hanya Boleh Satu Kali Per Hari',
  notFound: 'Data Stock Opname Tidak Ditemukan',
  noRequired: 'No Opname Tidak Boleh Kosong',
  notOpen: 'Stock Opname Sudah Selesai Atau Dibatalkan',
  barcodeRequired: 'Barcode Tidak Boleh Kosong',
  found: 'Barang Ditemukan',
  foreign: 'Barang Tidak Seharusnya Ada Di Sini',
  alreadyScanned: 'Barcode Sudah Di Scan',
  tagsRequired: 'Tidak Ada Tag Yang Dikirim',
  tooManyTags: 'Maksimal 10000 Tag Per Kiriman',
  busy: 'Stock Opname Sedang Diproses Oleh User Lain, Silahkan Muat Ulang Data',
} as const;

/** The most tags one request may carry (the browser sends batches of at most RFID_BATCH). */
export const MAX_TAGS_PER_REQUEST = 10_000;
export const RFID_BATCH = 500;

/** Totals of a stocktake: items and integer milligrams, per result. */
export interface OpnameCount {
  count: number;
  berat_mg: number;
}
export interface OpnameSummary {
  expected: OpnameCount;
  found: OpnameCount;
  missing: OpnameCount;
  foreign: OpnameCount;
}

export interface OpnameLine {
  kode_barcode: string;
  nama_barang: string;
  berat: number;
  kode_gudang: string;
  kode_baki: string;
  status_barang: string;
  expected: boolean;
  result: OpnameResult;
  alasan: ForeignReason | null;
  epc: string | null;
  scanned_at: string | null;
  scanned_by: string | null;
}

export interface OpnameHead {
  no_opname: string;
  kode_toko: string;
  jenis: OpnameKind;
  kode_gudang: string;
  kode_baki: string;
  no_terima: string;
  tgl_system: string;
  status: OpnameStatus;
  mulai_by: string;
  mulai_at: string;
  selesai_by: string | null;
  selesai_at: string | null;
  jumlah_baca: number;
}

export interface RfidStats {
  /** Tag reads received, repeats included. */
  reads: number;
  /** Distinct tags. */
  tags: number;
  matched: number;
  unknown: number;
}

export interface TraySummary extends OpnameSummary {
  kode_baki: string;
}

export interface OpnameDoc extends OpnameHead {
  summary: OpnameSummary;
  lines: OpnameLine[];
  per_baki?: TraySummary[];
  rfid?: RfidStats;
}

export const emptySummary = (): OpnameSummary => ({
  expected: { count: 0, berat_mg: 0 },
  found: { count: 0, berat_mg: 0 },
  missing: { count: 0, berat_mg: 0 },
  foreign: { count: 0, berat_mg: 0 },
});

/** Totals of lines, in integer milligrams. */
export function summarize(lines: Pick<OpnameLine, 'berat' | 'expected' | 'result'>[]): OpnameSummary {
  const s = emptySummary();
  for (const l of lines) {
    const mg = weightMg(l.berat);
    const add = (c: OpnameCount) => {
      c.count += 1;
      c.berat_mg += mg;
    };
    if (l.expected) add(s.expected);
    if (l.result === 'FOUND') add(s.found);
    else if (l.result === 'MISSING') add(s.missing);
    else add(s.foreign);
  }
  return s;
}

// ---- RFID tags ----

/** A tag id as read: capitals, without spaces, dashes or colons; null when it is not hex of 4 to 64 digits. */
export function normalizeEpc(raw: string): string | null {
  const epc = raw.replace(/[\s:-]/g, '').toUpperCase();
  return /^[0-9A-F]{4,64}$/.test(epc) ? epc : null;
}

/** The barcode an EPC carries as ASCII hex (00 padding dropped), or null when it carries no printable text. */
export function epcToBarcode(epc: string): string | null {
  if (epc.length % 2) return null;
  const bytes: number[] = [];
  for (let i = 0; i < epc.length; i += 2) bytes.push(parseInt(epc.slice(i, i + 2), 16));
  while (bytes.length && bytes[bytes.length - 1] === 0) bytes.pop();
  while (bytes.length && bytes[0] === 0) bytes.shift();
  if (!bytes.length || bytes.some((b) => b < 0x21 || b > 0x7e)) return null;
  return String.fromCharCode(...bytes).toUpperCase();
}

/** The EPC to write on a tag for a barcode: ASCII hex, padded with 00 to whole 16-bit words. */
export function barcodeToEpc(barcode: string): string {
  let hex = [...barcode].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('').toUpperCase();
  while (hex.length % 4) hex += '00';
  return hex;
}

/** Distinct valid tags of a list of reads, in first-read order, and how many reads were not tag ids. */
export function dedupeTags(reads: readonly string[]): { tags: string[]; invalid: number } {
  const seen = new Set<string>();
  let invalid = 0;
  for (const r of reads) {
    if (!r.trim()) continue;
    const epc = normalizeEpc(r);
    if (epc) seen.add(epc);
    else invalid += 1;
  }
  return { tags: [...seen], invalid };
}

/**
 * The tag ids of a file: a CSV whose header names an `epc` column (comma, semicolon or tab separated), or one id per
 * line (the first field of each line). Empty lines are skipped; ids are not checked here.
 */
export function parseTagFile(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  if (!lines.length) return [];
  const sep = /[,;\t]/.exec(lines[0])?.[0];
  const unquote = (s: string) => s.trim().replace(/^"(.*)"$/, '$1').trim();
  if (sep) {
    const header = lines[0].split(sep).map((h) => unquote(h).toLowerCase());
    const at = header.indexOf('epc');
    if (at >= 0) return lines.slice(1).map((l) => unquote(l.split(sep)[at] ?? '')).filter(Boolean);
    return lines.map((l) => unquote(l.split(sep)[0])).filter((v) => v && v.toLowerCase() !== 'epc');
  }
  return lines.filter((l) => l.toLowerCase() !== 'epc');
}

/** Why an item scanned for a stocktake was not among the expected ones (item null: no such barcode or tag). */
export function foreignReason(
  head: Pick<OpnameHead, 'jenis' | 'kode_gudang' | 'kode_baki' | 'no_terima'>,
  item: { status: string; kode_gudang: string; kode_baki: string; no_terima: string } | null,
): ForeignReason {
  if (!item) return 'TIDAK_DIKENAL';
  if (item.status !== 'READY') return 'STATUS_LAIN';
  if (head.jenis === 'PENERIMAAN') return item.no_terima !== head.no_terima ? 'PENERIMAAN_LAIN' : 'SETELAH_MULAI';
  if (head.jenis === 'GLOBAL') return 'SETELAH_MULAI';
  const elsewhere = head.kode_baki ? item.kode_baki !== head.kode_baki : item.kode_gudang !== head.kode_gudang;
  return elsewhere ? 'BAKI_LAIN' : 'SETELAH_MULAI';
}
