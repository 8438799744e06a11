// The gold price of the day (issue 9, item 8), as pure rules the price screen and the server share: what a typed
// price may be, when a change takes effect, and which labels print a price.
//
// Three price lists change together on /harga-emas: the sell price per gram of each group (what a sale uses), the
// buy-back price codes (Parameter Harga Beli) and the gold price per kadar for loans (Parameter Harga Emas).
import { readValue, MONEY } from './units';

export type PriceKind = 'GROUP' | 'HARGA_BELI' | 'HARGA_EMAS';
export const PRICE_KINDS: readonly PriceKind[] = ['GROUP', 'HARGA_BELI', 'HARGA_EMAS'];

/** What each kind is called on the screen and in messages. */
export const PRICE_KIND_LABEL: Record<PriceKind, string> = {
  GROUP: 'Group',
  HARGA_BELI: 'Kode Harga Beli',
  HARGA_EMAS: 'Kode Harga Emas',
};

/** The live event (socket.io) every logged-in browser gets when a price changed or a scheduled change became due. */
export const PRICE_CHANGED_EVENT = 'harga-emas-changed';

/** A change entered with a time this far in the past still counts as 'now' (the clocks of browser and server differ). */
export const PAST_GRACE_MS = 5 * 60_000;
/** A change may be scheduled up to a year ahead; further is a typo of the year. */
export const MAX_AHEAD_MS = 366 * 24 * 3_600_000;

export const GOLD_PRICE_MESSAGES = {
  saved: 'Harga Emas Berhasil Disimpan',
  scheduledSaved: 'Perubahan Harga Emas Terjadwal Berhasil Disimpan',
  nothingChanged: 'Tidak Ada Harga Yang Berubah',
  notNumber: (what: string) => `Harga ${what} Harus Berupa Angka`,
  zero: (what: string) => `Harga ${what} Tidak Boleh 0`,
  negative: (what: string) => `Harga ${what} Tidak Boleh Negatif`,
  tooLarge: (what: string) => `Harga ${what} Terlalu Besar`,
  unknown: (kind: PriceKind, code: string) => `${PRICE_KIND_LABEL[kind]} ${code} Tidak Ditemukan`,
  twice: (kind: PriceKind, code: string) => `${PRICE_KIND_LABEL[kind]} ${code} Diisi Lebih Dari Sekali`,
  timeInvalid: 'Waktu Berlaku Tidak Valid',
  timePast: 'Waktu Berlaku Tidak Boleh Sebelum Sekarang',
  timeFar: 'Waktu Berlaku Maksimal 1 Tahun Dari Sekarang',
  dateInvalid: 'Format Tanggal Harus yyyy-MM-dd',
} as const;

export type PriceRead = { ok: true; value: number } | { ok: false; message: string };

/**
 * A price per gram as typed (text '1.050.000', 'Rp. 1.050.000 ,-') or sent (a number): a whole number of rupiah,
 * above 0. `what` names the row in the message ('Group CK70').
 */
export function readPrice(value: unknown, what: string): PriceRead {
  if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) return { ok: false, message: GOLD_PRICE_MESSAGES.notNumber(what) };
  const parsed = readValue(value, MONEY);
  if (!parsed.ok) {
    if (parsed.problem === 'min') return { ok: false, message: GOLD_PRICE_MESSAGES.negative(what) };
    if (parsed.problem === 'max') return { ok: false, message: GOLD_PRICE_MESSAGES.tooLarge(what) };
    return { ok: false, message: GOLD_PRICE_MESSAGES.notNumber(what) };
  }
  if (parsed.value < 0) return { ok: false, message: GOLD_PRICE_MESSAGES.negative(what) };
  if (parsed.value === 0) return { ok: false, message: GOLD_PRICE_MESSAGES.zero(what) };
  return { ok: true, value: parsed.value };
}

export type EffectiveRead = { ok: true; at: Date; now: boolean } | { ok: false; message: string };

/**
 * When a change takes effect: absent or empty is now; a time a little in the past (PAST_GRACE_MS) is now too; an
 * earlier one, or more than a year ahead, is refused.
 */
export function readEffectiveTime(value: unknown, now: Date): EffectiveRead {
  if (value === null || value === undefined || value === '') return { ok: true, at: now, now: true };
  if (typeof value !== 'string') return { ok: false, message: GOLD_PRICE_MESSAGES.timeInvalid };
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return { ok: false, message: GOLD_PRICE_MESSAGES.timeInvalid };
  if (at.getTime() < now.getTime() - PAST_GRACE_MS) return { ok: false, message: GOLD_PRICE_MESSAGES.timePast };
  if (at.getTime() > now.getTime() + MAX_AHEAD_MS) return { ok: false, message: GOLD_PRICE_MESSAGES.timeFar };
  if (at.getTime() <= now.getTime()) return { ok: true, at: now, now: true };
  return { ok: true, at, now: false };
}

/** A piece of stock as a label sees it. */
export interface LabelPiece {
  harga_total: number | string | null | undefined;
}

/**
 * Whether a label prints a price: only a piece with its own tag price (harga_total > 0, such as a diamond). A gold
 * piece is sold by weight at the day's price, so its label shows weight and kadar, never a price that goes stale.
 */
export function labelShowsPrice(piece: LabelPiece): boolean {
  return Number(piece.harga_total ?? 0) > 0;
}

// ---------------------------------------------------------------- what GET harga-emas and GET papan-harga answer

export interface CurrentPrices {
  group: { kode_group: string; nama_group: string; harga_per_gram: number }[];
  harga_beli: { kode_harga: string; harga_per_gram: number }[];
  harga_emas: { kode_harga_emas: string; kode_kadar: string; nama_kadar: string | null; harga_per_gram: number }[];
  /** Changes entered for a later time, soonest first. */
  terjadwal: HistoryRow[];
  /** When the latest change in force took effect (null: none recorded). */
  terakhir_berubah: string | null;
}

export interface HistoryRow {
  id: number;
  jenis: PriceKind;
  kode: string;
  nama: string | null;
  harga_lama: number | null;
  harga_baru: number;
  berlaku_mulai: string;
  dicatat_at: string;
  dicatat_oleh: string;
  sumber: 'HARIAN' | 'MASTER';
  status: 'TERJADWAL' | 'BERLAKU' | 'DILEWATI';
  diterapkan_at: string | null;
}
