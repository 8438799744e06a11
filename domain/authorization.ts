// Supervisor authorization (spec sections 2, 4, 6): who may authorize, for which actions, and for how long an
// authorization stays usable. One authorization is good for one action only (server/auth/authorizations.ts).
import type { Level } from './levels';

/** Levels whose password or fingerprint authorizes an action. SU is the vendor's support account, above OWN. */
export const AUTHORIZER_LEVELS: readonly Level[] = ['SPV', 'OWN', 'SU'];

/** The fingerprint mode offers only supervisors and owners (spec section 6). */
export const FINGERPRINT_AUTHORIZER_LEVELS = ['SPV', 'OWN'] as const;
export type FingerprintAuthorizerLevel = (typeof FINGERPRINT_AUTHORIZER_LEVELS)[number];

/**
 * The actions that need an authorization (kategori), with what the record says about them. Spec section 6 names
 * the cancellations, order reprint, sales above a limit, purchase weight tolerance, diamonds below cost, lowered
 * shipping cost, purchase price above invoice price and sale below capital; FORCE_LOGOUT frees a user id whose
 * session is stuck (the login page's 'Bebaskan User ID'). The screens of those actions name their kategori here.
 */
export const AUTHORIZATION_KINDS = {
  FORCE_LOGOUT: 'Bebaskan User ID Yang Sedang Digunakan',
  BATAL_PENJUALAN: 'Batal Penjualan',
  BATAL_PEMBELIAN: 'Batal Pembelian',
  BATAL_TITIP: 'Batal Titip Uang',
  CETAK_ULANG_PESANAN: 'Cetak Ulang Nota Pesanan',
  // Ours (issue 21): cancelling an order (its down payment refunded or forfeited) and a service not yet collected.
  BATAL_PESANAN: 'Batal Pesanan',
  BATAL_SERVICE: 'Batal Service',
  // Ours (issue 22): a pawn loan's renewal, its cancellation (no payment yet) and the undoing of its redemption.
  PEREMAJAAN_HUTANG: 'Peremajaan Hutang',
  BATAL_HUTANG: 'Batal Hutang',
  BATAL_HUTANG_LUNAS: 'Batal Hutang Lunas',
  PENJUALAN_DIATAS_LIMIT: 'Penjualan Di Atas Batas',
  PENJUALAN_DIBAWAH_MODAL: 'Penjualan Di Bawah Harga Modal',
  TOLERANSI_BERAT_PEMBELIAN: 'Toleransi Berat Pembelian',
  // Ours, after the purchase one: the spec's 'sales tolerance' setting needs an authorization past it (issue 9).
  TOLERANSI_BERAT_PENJUALAN: 'Toleransi Berat Penjualan',
  BERLIAN_DIBAWAH_MODAL: 'Berlian Di Bawah Harga Modal',
  POTONG_ONGKOS_KIRIM: 'Potongan Ongkos Kirim',
  HARGA_BELI_DIATAS_NOTA: 'Harga Beli Di Atas Harga Nota',
  // Ours (issue 19): a buy-back priced by a price code other than its group's and condition's default, paying more.
  HARGA_BELI_KODE_LAIN: 'Harga Beli Dengan Kode Harga Lain',
  // Ours (issue 19): a discount above the shop's limit (setting batas_diskon, a percent of the line or the sale).
  DISKON_DIATAS_BATAS: 'Diskon Di Atas Batas',
  // Ours (issue 11): cancelling a money document of the books (mutation, manual entry, card cash, balance move).
  BATAL_MUTASI_UANG: 'Batal Mutasi Uang Kas Dan Bank',
  // Issue 11: the end-of-day close, and a cancellation of a document a supervisor has validated.
  TUTUP_TOKO: 'Tutup Toko',
  BATAL_SETELAH_VALIDASI: 'Batal Transaksi Yang Sudah Divalidasi',
  // Ours (issue 11): a send to the head office not yet received, and a reception its branch never confirmed.
  BATAL_KIRIM_UANG: 'Batal Kirim Uang Pusat',
  BATAL_TERIMA_UANG: 'Batal Terima Uang Pusat',
  // Issue 22: cancelling an instalment contract (its payments refunded or forfeited by batal_cicilan).
  BATAL_CICILAN: 'Batal Cicilan',
  // Issue 23: a member's points corrected by hand (/transaksi-poin), and a gift's exchange cancelled (/tukar-point).
  TRANSAKSI_POIN: 'Transaksi Poin Member',
  BATAL_TUKAR_POIN: 'Batal Tukar Poin',
} as const;
export type AuthorizationKind = keyof typeof AUTHORIZATION_KINDS;

export function isAuthorizationKind(value: unknown): value is AuthorizationKind {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(AUTHORIZATION_KINDS, value);
}

/**
 * Kinds that may be asked for without being logged in: the user whose id is stuck cannot log in to ask, and holds
 * a ticket instead (got with their password). Everything else is asked for by the logged-in user about to act.
 */
export const KINDS_WITHOUT_LOGIN: readonly AuthorizationKind[] = ['FORCE_LOGOUT'];

/** How long such a ticket lasts: long enough to fetch a supervisor, short enough to be worth nothing later. */
export const TICKET_VALID_MINUTES = 10;

/** An authorization is given for an action about to happen at the counter, not for later. */
export const AUTHORIZATION_VALID_MINUTES = 15;

/** A verified fingerprint scan must be turned into an authorization this soon, once. */
export const SCAN_VALID_SECONDS = 120;

export function canAuthorize(level: Level): boolean {
  return AUTHORIZER_LEVELS.includes(level);
}

/** Head-office levels whose authorization holds for every shop; anyone else authorizes for their own shop only. */
export const CHAIN_AUTHORIZER_LEVELS: readonly Level[] = ['OWN', 'SU'];

/**
 * Whether `authorizer` may authorize what `requester` asks: a user of the requester's shop, or an owner (or SU) of
 * the head office. A branch supervisor never approves for another shop, nor for the head office.
 */
export function authorizesFor(authorizer: { level: Level; kode_toko: string; head_office: boolean }, requester: { kode_toko: string }): boolean {
  return authorizer.kode_toko === requester.kode_toko || (authorizer.head_office && CHAIN_AUTHORIZER_LEVELS.includes(authorizer.level));
}

// ---------------------------------------------------------------- what is approved

/**
 * One fact a supervisor approves (the 403's `rincian`, the screens' preview): the line it is about (none: the whole
 * document), the value approved and the limit it passes. Amounts in integer rupiah; weights (satuan MG) in integer
 * milligrams here, in grams on the wire (factToWire).
 * - PENJUALAN_DIBAWAH_MODAL / BERLIAN_DIBAWAH_MODAL: nilai the line's total (or the sale's base), modal its cost
 * - PENJUALAN_DIATAS_LIMIT: nilai the grand total, batas the setting batas_penjualan
 * - TOLERANSI_BERAT_PENJUALAN / _PEMBELIAN: nilai the weight, batas the recorded (receipt) weight, toleransi the setting
 * - DISKON_DIATAS_BATAS: nilai the discount, harga what it is taken off, persen the setting, batas its rupiah
 * - HARGA_BELI_DIATAS_NOTA: nilai the price paid, batas the receipt's price (acuan NOTA) or the system price (SISTEM)
 * - HARGA_BELI_KODE_LAIN: nilai the system price by kode_harga, batas the price by kode_harga_default
 */
export interface AuthorizationFact {
  kategori: AuthorizationKind;
  kode_barcode?: string;
  nama_barang?: string;
  satuan: 'RP' | 'MG';
  nilai: number;
  modal?: number;
  batas?: number;
  toleransi?: number;
  harga?: number;
  /** Hundredths of a percent (on the wire: the percent). */
  persen?: number;
  acuan?: 'NOTA' | 'SISTEM';
  kode_harga?: string;
  kode_harga_default?: string;
}

/** A fact as an answer carries it: weights in grams (satuan GRAM) and the percent as a number, as every answer does. */
export type WireFact = Omit<AuthorizationFact, 'satuan'> & { satuan: 'RP' | 'GRAM' };

const WEIGHT_FIELDS = ['nilai', 'batas', 'toleransi'] as const;

export function factToWire(f: AuthorizationFact): WireFact {
  const wire: WireFact = { ...f, satuan: f.satuan === 'MG' ? 'GRAM' : 'RP' };
  if (f.persen !== undefined) wire.persen = f.persen / 100;
  if (f.satuan === 'MG') for (const k of WEIGHT_FIELDS) if (f[k] !== undefined) wire[k] = f[k]! / 1000;
  return wire;
}

export function factFromWire(w: WireFact): AuthorizationFact {
  const fact: AuthorizationFact = { ...w, satuan: w.satuan === 'GRAM' ? 'MG' : 'RP' };
  if (w.persen !== undefined) fact.persen = Math.round(w.persen * 100);
  if (w.satuan === 'GRAM') for (const k of WEIGHT_FIELDS) if (w[k] !== undefined) fact[k] = Math.round(w[k]! * 1000);
  return fact;
}

/** The kinds the facts need, each once, in the facts' order. */
export function kindsOf(facts: readonly AuthorizationFact[]): AuthorizationKind[] {
  return [...new Set(facts.map((f) => f.kategori))];
}
