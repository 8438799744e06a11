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
  PENJUALAN_DIATAS_LIMIT: 'Penjualan Di Atas Batas',
  PENJUALAN_DIBAWAH_MODAL: 'Penjualan Di Bawah Harga Modal',
  TOLERANSI_BERAT_PEMBELIAN: 'Toleransi Berat Pembelian',
  // Ours, after the purchase one: the spec's 'sales tolerance' setting needs an authorization past it (issue 9).
  TOLERANSI_BERAT_PENJUALAN: 'Toleransi Berat Penjualan',
  BERLIAN_DIBAWAH_MODAL: 'Berlian Di Bawah Harga Modal',
  POTONG_ONGKOS_KIRIM: 'Potongan Ongkos Kirim',
  HARGA_BELI_DIATAS_NOTA: 'Harga Beli Di Atas Harga Nota',
  // Ours (issue 11): cancelling a money document of the books (mutation, manual entry, card cash, balance move).
  BATAL_MUTASI_UANG: 'Batal Mutasi Uang Kas Dan Bank',
  // Issue 11: the end-of-day close, and a cancellation of a document a supervisor has validated.
  TUTUP_TOKO: 'Tutup Toko',
  BATAL_SETELAH_VALIDASI: 'Batal Transaksi Yang Sudah Divalidasi',
  // Ours (issue 11): a send to the head office not yet received, and a reception its branch never confirmed.
  BATAL_KIRIM_UANG: 'Batal Kirim Uang Pusat',
  BATAL_TERIMA_UANG: 'Batal Terima Uang Pusat',
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
