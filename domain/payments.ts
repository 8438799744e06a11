// How a document is paid (sale now; buy-back, order down payments and instalments on the same rules): several
// payment lines, the same kind more than once (two cards, cash plus a transfer), card fees, points turned into
// rupiah, and what the lines together mean: paid, still due, change. Amounts are integer rupiah, percentages
// integer hundredths (domain/units.ts).
//
// Rules (the spec's section 5 names 'at least one payment method', 'payment not above remaining balance' and
// 'points insufficient' without their Indonesian text, section 8 'overpayment'; the wordings below are ours):
// - at least one payment line while something is due;
// - every line's amount above 0;
// - non-cash lines together at most what is due: only cash gives change, a card or a transfer is never
//   charged more than the bill;
// - all lines together at least what is due (unless the document takes part payments, like an order's down payment);
// - change (kembalian) = paid - due, never negative, and never more than the cash given.
import { mulDiv, percentOf, type AmountProblem } from './amounts';

export const PAYMENT_KINDS = ['TUNAI', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS', 'POIN', 'KUPON', 'TITIP', 'TUKAR', 'PESANAN', 'SERVICE', 'CICILAN'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  TUNAI: 'Tunai',
  TRANSFER: 'Transfer',
  DEBIT: 'Kartu Debit',
  KREDIT: 'Kartu Kredit',
  QRIS: 'QRIS',
  POIN: 'Poin Member',
  KUPON: 'Kupon',
  TITIP: 'Titipan',
  TUKAR: 'Tukar Tambah',
  // An order's, or a service's, down payment, paying its collection first (no_reff: the order or service).
  PESANAN: 'DP Pesanan',
  SERVICE: 'DP Service',
  // What an instalment contract's customer paid, paying the sale that hands its pieces over (no_reff: the contract).
  CICILAN: 'Cicilan Emas',
};

/** Kinds paid into the till or an account: what a deposit, an order and a service take (no coupon, points or deposit). */
export const MONEY_PAYMENT_KINDS: readonly PaymentKind[] = ['TUNAI', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS'];

export const isPaymentKind = (value: unknown): value is PaymentKind => typeof value === 'string' && (PAYMENT_KINDS as readonly string[]).includes(value);

/** Cards are swiped on the bank's EDC machine, which may charge the shop a fee the customer pays. */
export const isCardPayment = (kind: PaymentKind): boolean => kind === 'DEBIT' || kind === 'KREDIT';

export const PAYMENT_MESSAGES = {
  noPayment: 'Pilih Minimal Satu Metode Pembayaran',
  unknownKind: 'Jenis Pembayaran Tidak Valid',
  amountNotPositive: 'Jumlah Bayar Harus Lebih Dari 0',
  feeInvalid: 'Fee Kartu Harus Antara 0 Dan 100 Persen',
  pointsNotWhole: 'Jumlah Poin Harus Bilangan Bulat Lebih Dari 0',
  pointsInsufficient: 'Poin Tidak Mencukupi',
  nonCashAboveDue: 'Pembayaran Non Tunai Tidak Boleh Melebihi Total Yang Harus Dibayar',
  underpaid: 'Jumlah Bayar Kurang Dari Total Yang Harus Dibayar',
  couponBelowMinimum: 'Total Belanja Belum Mencapai Minimal Belanja Kupon',
} as const;
export type PaymentProblemCode = keyof typeof PAYMENT_MESSAGES;
export type PaymentProblem = AmountProblem<PaymentProblemCode>;

/** One payment line as a screen or a request body holds it. */
export interface PaymentLine {
  jenis: PaymentKind;
  /** Rupiah this line settles. Ignored for POIN: its rupiah come from `poin` at the shop's rate, never from the client. */
  jumlah?: number;
  /** DEBIT/KREDIT: the card fee in hundredths of a percent (250 = 2.5 %), charged on top of `jumlah`. */
  fee_persen?: number;
  /** POIN: whole member points spent. */
  poin?: number;
  /** Account, card, coupon or deposit number the line refers to; carried, not checked here. */
  referensi?: string;
}

/** A payment line with its rupiah settled: what it pays off, its fee, and what the customer is charged for it. */
export interface SettledPayment {
  jenis: PaymentKind;
  jumlah: number;
  fee_rp: number;
  /** jumlah + fee_rp: what the EDC machine (or the cash drawer) receives for the line. */
  total: number;
  poin?: number;
  referensi?: string;
}

export interface PaymentRules {
  /** The para_system setting `poin_rupiah`: rupiah one member point is worth. */
  poinRupiah: number;
  /** Points the member holds; when given, spending more is refused. */
  saldoPoin?: number;
  /** A document that may be paid in part (an order's down payment, an instalment): paying less is no problem. */
  partial?: boolean;
}

export interface PaymentSummary {
  lines: SettledPayment[];
  /** What is due, as given. */
  tagihan: number;
  /** All lines' jumlah together (fees not included). */
  dibayar: number;
  tunai: number;
  non_tunai: number;
  /** Card fees together: charged on top of what is due. */
  fee_rp: number;
  /** dibayar + fee_rp: what the customer hands over in all (the screens' Total Bayar). */
  total_dengan_fee: number;
  /** Change handed back in cash. */
  kembalian: number;
  /** What is still unpaid (an order's remaining balance). */
  sisa: number;
  problems: PaymentProblem[];
}

/**
 * The fee of a card payment: a percentage of the amount swiped, rounded up to the rupiah so that the shop never
 * carries a fraction of the bank's charge.
 */
export const cardFee = (jumlah: number, feeHundredths: number): number => percentOf(jumlah, feeHundredths, 'up');

/** The steps of round cash a customer hands over: the next multiple of each above the amount due. */
const CASH_STEPS = [50_000, 100_000] as const;

/**
 * The amounts a cashier is likely to be handed for `due` rupiah (the quick cash buttons): the exact amount (Uang Pas),
 * then the next round 50.000 and 100.000 strictly above it, each amount once, ascending. Nothing when nothing is due.
 */
export function quickCash(due: number): number[] {
  if (!Number.isSafeInteger(due) || due <= 0) return [];
  const above = CASH_STEPS.map((step) => (Math.floor(due / step) + 1) * step);
  return [...new Set([due, ...above])];
}

/**
 * The accounts a customer pays into: the shop's own, that is /master-rekening less the personal accounts the sales
 * master names for its people (the server refuses those, server/documents/priced-pieces.ts checkAccounts).
 */
export function shopAccounts<A extends { no_rekening: string }>(accounts: readonly A[], salesPeople: readonly { no_rekening?: string | null }[]): A[] {
  const staff = new Set(salesPeople.map((p) => p.no_rekening?.trim()).filter(Boolean));
  return accounts.filter((a) => !staff.has(a.no_rekening.trim()));
}

/** Member points in rupiah at the shop's `poin_rupiah` rate. */
export const pointsToRupiah = (poin: number, poinRupiah: number): number => mulDiv(poin, poinRupiah, 1, 'down');

const problem = (code: PaymentProblemCode, line?: number): PaymentProblem => ({ code, message: PAYMENT_MESSAGES[code], ...(line === undefined ? {} : { line }) });

const isPositiveInteger = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

/** One line's rupiah, or the problems that keep it from counting (a refused line counts as 0). */
function settleLine(line: PaymentLine, index: number, rules: PaymentRules): { settled: SettledPayment; problems: PaymentProblem[] } {
  const problems: PaymentProblem[] = [];
  const base = { jenis: line.jenis, ...(line.referensi ? { referensi: line.referensi } : {}) };
  const refused = (code: PaymentProblemCode) => {
    problems.push(problem(code, index));
    return { settled: { ...base, jumlah: 0, fee_rp: 0, total: 0 }, problems };
  };
  if (!isPaymentKind(line.jenis)) return refused('unknownKind');
  if (line.jenis === 'POIN') {
    if (!isPositiveInteger(line.poin)) return refused('pointsNotWhole');
    const jumlah = pointsToRupiah(line.poin, rules.poinRupiah);
    return { settled: { ...base, jumlah, fee_rp: 0, total: jumlah, poin: line.poin }, problems };
  }
  if (!isPositiveInteger(line.jumlah)) return refused('amountNotPositive');
  let fee = 0;
  if (isCardPayment(line.jenis) && line.fee_persen) {
    const rate = line.fee_persen;
    if (!Number.isSafeInteger(rate) || rate < 0 || rate > 100_00) return refused('feeInvalid');
    fee = cardFee(line.jumlah, rate);
  }
  return { settled: { ...base, jumlah: line.jumlah, fee_rp: fee, total: line.jumlah + fee }, problems };
}

/** The payment lines of a document against what it asks (`tagihan`): amounts, change, remainder and problems. */
export function summarizePayments(lines: readonly PaymentLine[], tagihan: number, rules: PaymentRules): PaymentSummary {
  const problems: PaymentProblem[] = [];
  const settled = lines.map((line, i) => {
    const one = settleLine(line, i, rules);
    problems.push(...one.problems);
    return one.settled;
  });
  const sum = (pick: (p: SettledPayment) => number, only: (p: SettledPayment) => boolean = () => true) =>
    settled.filter(only).reduce((total, p) => total + pick(p), 0);
  const tunai = sum((p) => p.jumlah, (p) => p.jenis === 'TUNAI');
  const nonTunai = sum((p) => p.jumlah, (p) => p.jenis !== 'TUNAI');
  const dibayar = tunai + nonTunai;
  const poin = settled.reduce((total, p) => total + (p.poin ?? 0), 0);

  if (tagihan > 0 && lines.length === 0) problems.push(problem('noPayment'));
  if (rules.saldoPoin !== undefined && poin > rules.saldoPoin) problems.push(problem('pointsInsufficient'));
  if (nonTunai > Math.max(tagihan, 0)) problems.push(problem('nonCashAboveDue'));
  if (!rules.partial && lines.length > 0 && dibayar < tagihan) problems.push(problem('underpaid'));

  return {
    lines: settled,
    tagihan,
    dibayar,
    tunai,
    non_tunai: nonTunai,
    fee_rp: sum((p) => p.fee_rp),
    total_dengan_fee: dibayar + sum((p) => p.fee_rp),
    // Change comes out of the cash drawer only: never more than the cash given, never negative.
    kembalian: Math.max(0, Math.min(tunai, dibayar - tagihan)),
    sisa: Math.max(0, tagihan - dibayar),
    problems,
  };
}

// ---------------------------------------------------------------- coupons paid with

/** The coupon master's discount (definitions/masters/parameter-kupon.ts), its percentage in hundredths. */
export interface CouponValue {
  jenis_potongan: 'NOMINAL' | 'PERSEN';
  potongan_rp?: number | null;
  /** Hundredths of a percent. */
  potongan_persen?: number | null;
  minimal_belanja?: number | null;
}

/**
 * The rupiah a coupon pays on a purchase of `belanja`: its amount or its percentage (fractions dropped, as any
 * discount), never more than the purchase itself (a coupon gives no change). Whether it is valid today and has
 * quota left is domain/kupon.ts's and the server's business.
 */
export function couponRupiah(kupon: CouponValue, belanja: number): { rupiah: number; problem?: PaymentProblem } {
  if (belanja < (kupon.minimal_belanja ?? 0)) return { rupiah: 0, problem: problem('couponBelowMinimum') };
  const value = kupon.jenis_potongan === 'PERSEN' ? percentOf(belanja, kupon.potongan_persen ?? 0, 'down') : (kupon.potongan_rp ?? 0);
  return { rupiah: Math.min(value, Math.max(belanja, 0)) };
}
