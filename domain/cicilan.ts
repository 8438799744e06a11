// Gold instalments (cicilan emas, issue 22 items 6-7): the contract's sums, schedule, pay-off and arrears, exact to the
// rupiah, pure (the server's kind server/documents/kinds/cicilan.ts and the entry screen both use them).
//
// - Percents are hundredths (100 = 1 %), as /parameter-cicilan keeps them with 2 decimals.
// - Principal (pokok) = price - DP. Fee (sewa) = ceil(principal x fee per month x months / 500) x 500. Instalment =
//   ceil((principal + fee) / months / 500) x 500; the last takes the remainder (never more than the others).
// - Instalment k falls due k calendar months after the contract's date (the same day of the month; a day the month
//   lacks becomes its last day: a contract of 31 January falls due 28/29 February, 31 March, 30 April ...).
// - A late instalment (paid after its due date) costs a late fee: the setting's percent of the instalment for every
//   month or part of a month (30 days) it is late, rounded up to 500. Missed instalments: those not paid and past
//   their due date.
// - Early pay-off: the fee is earned month by month, fee / months for each month begun. Months begun = the first k
//   whose due date is on or after the pay-off date (1 on the contract's own day; at most the term). Fee earned =
//   ceil(fee x months begun / months / 500) x 500. Pay-off = principal + fee earned - the instalments paid, so that
//   DP + instalments + pay-off = price + fee earned, the instalments paid having carried their share of fee already.
//   Should the instalments paid exceed principal + fee earned (a steep fee paid ahead), the pay-off is 0 and the fee
//   earned is what was paid above the principal: nothing is given back.
import { mulDiv } from './amounts';

export const CICILAN_MESSAGES = {
  dpBelowMinimum: 'DP Kurang Dari DP Minimal',
  dpNotBelowPrice: 'DP Harus Kurang Dari Harga Jual',
  termTooLong: 'Sisa Pokok Terlalu Kecil Untuk Lama Cicilan Ini',
  paymentNotDue: 'Pembayaran Cicilan Harus Sama Dengan Tagihan',
} as const;

const STEP = 500;

/** A /parameter-cicilan row: months, fee per month and minimum DP, both in hundredths of a percent. */
export interface CicilanParameter {
  lama_cicilan: number;
  sewa_persen: number;
  dp_persen: number;
}

/** A percent as stored (numeric with 2 decimals, '1.00' or 1.5) in hundredths. */
export const hundredths = (percent: number | string): number => Math.round(Number(percent) * 100);

export interface CicilanTerms {
  harga_jual: number;
  dp_rp: number;
  dp_minimal: number;
  pokok: number;
  sewa_rp: number;
  lama_cicilan: number;
  nilai_angsuran: number;
  angsuran_terakhir: number;
}

export type TermsProblem = keyof typeof CICILAN_MESSAGES;

/** The least DP the parameter row allows on a price: its percent of the price, rounded up to the rupiah. */
export const minimumDp = (price: number, p: Pick<CicilanParameter, 'dp_persen'>): number => mulDiv(price, p.dp_persen, 100_00, 'up');

/** The contract's sums (see the head of this file), or why the DP or term cannot make one. */
export function cicilanTerms(price: number, p: CicilanParameter, dp: number): { terms: CicilanTerms } | { problem: TermsProblem } {
  const dp_minimal = minimumDp(price, p);
  if (dp < dp_minimal) return { problem: 'dpBelowMinimum' };
  if (dp >= price) return { problem: 'dpNotBelowPrice' };
  const months = p.lama_cicilan;
  const pokok = price - dp;
  const sewa_rp = mulDiv(pokok, p.sewa_persen * months, 100_00 * STEP, 'up') * STEP;
  const total = pokok + sewa_rp;
  const nilai_angsuran = mulDiv(total, 1, months * STEP, 'up') * STEP;
  const angsuran_terakhir = total - (months - 1) * nilai_angsuran;
  if (angsuran_terakhir <= 0) return { problem: 'termTooLong' };
  return { terms: { harga_jual: price, dp_rp: dp, dp_minimal, pokok, sewa_rp, lama_cicilan: months, nilai_angsuran, angsuran_terakhir } };
}

/** The date `months` calendar months after an ISO date, a day the month lacks becoming its last day. */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const ny = Math.floor(index / 12);
  const nm = (index % 12) + 1;
  const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${ny}-${p(nm)}-${p(Math.min(d, last))}`;
}

export interface Angsuran {
  ke: number;
  tgl_jatuh_tempo: string;
  jumlah: number;
}

/** The schedule: instalment k due k months after the contract's date, the last taking the remainder. */
export function jadwalCicilan(terms: Pick<CicilanTerms, 'lama_cicilan' | 'nilai_angsuran' | 'angsuran_terakhir'>, tglKontrak: string): Angsuran[] {
  return Array.from({ length: terms.lama_cicilan }, (_, i) => ({
    ke: i + 1,
    tgl_jatuh_tempo: addMonths(tglKontrak, i + 1),
    jumlah: i + 1 === terms.lama_cicilan ? terms.angsuran_terakhir : terms.nilai_angsuran,
  }));
}

/** Whole days from one ISO date to another (negative when `to` is earlier). */
const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The late fee of an instalment paid on `tgl`: `dendaPersen` (hundredths) of it per month or part of one late. */
export function dendaAngsuran(a: Pick<Angsuran, 'jumlah' | 'tgl_jatuh_tempo'>, tgl: string, dendaPersen: number): number {
  const late = daysBetween(a.tgl_jatuh_tempo, tgl);
  if (late <= 0 || dendaPersen <= 0) return 0;
  const months = Math.ceil(late / 30);
  return mulDiv(a.jumlah, dendaPersen * months, 100_00 * STEP, 'up') * STEP;
}

/** What is due next after `paid` instalments, on `tgl`: the instalment, its late fee and their sum; null when all are paid. */
export function tagihanBerikut(jadwal: readonly Angsuran[], paid: number, tgl: string, dendaPersen: number) {
  const next = jadwal[paid];
  if (!next) return null;
  const denda_rp = dendaAngsuran(next, tgl, dendaPersen);
  return { ...next, denda_rp, total: next.jumlah + denda_rp };
}

/** The instalments not paid whose due date is before `tgl`. */
export function tunggakan(jadwal: readonly Angsuran[], paid: number, tgl: string): number {
  return jadwal.slice(paid).filter((a) => a.tgl_jatuh_tempo < tgl).length;
}

/** The months begun on `tgl` of a contract of `tglKontrak` (see the head of this file): 1 to the term. */
export function bulanBerjalan(tglKontrak: string, tgl: string, months: number): number {
  for (let k = 1; k < months; k += 1) if (tgl <= addMonths(tglKontrak, k)) return k;
  return months;
}

/** An early pay-off on `tgl` after instalments worth `terbayar` (late fees apart): see the head of this file. */
export function pelunasanCepat(terms: Pick<CicilanTerms, 'pokok' | 'sewa_rp' | 'lama_cicilan'>, tglKontrak: string, terbayar: number, tgl: string) {
  const bulan = bulanBerjalan(tglKontrak, tgl, terms.lama_cicilan);
  const earned = Math.min(terms.sewa_rp, mulDiv(terms.sewa_rp, bulan, terms.lama_cicilan * STEP, 'up') * STEP);
  const pelunasan = Math.max(0, terms.pokok + earned - terbayar);
  // What the pay-off and the instalments paid bring above the principal: the fee the shop keeps.
  const sewa_berjalan = terbayar + pelunasan - terms.pokok;
  return { bulan_berjalan: bulan, sewa_berjalan, sewa_dihapus: terms.sewa_rp - sewa_berjalan, pelunasan };
}


/** A /parameter-cicilan row as its master answers it (percents as stored, with 2 decimals). */
export interface CicilanParameterRow {
  kode_cicilan: string;
  lama_cicilan: number | string;
  sewa_persen: number | string;
  dp_persen: number | string;
}

/** The row in the units cicilanTerms takes. */
export const parameterOf = (row: CicilanParameterRow): CicilanParameter => ({
  lama_cicilan: Number(row.lama_cicilan),
  sewa_persen: hundredths(row.sewa_persen),
  dp_persen: hundredths(row.dp_persen),
});
