// Orders and services (issue 21): the amounts a shop promises today and charges weeks later, shared by the entry
// screens' previews and the server's kinds (server/documents/kinds/pesanan.ts, service.ts), so both say the same.
//
// - An order's line: its gold at the group's price per gram locked the day it was taken, rounded up to 500 rupiah,
//   plus its ongkos: ceil(weight x price / 500) x 500 + ongkos. Estimated when ordered; collected at the finished
//   piece's actual weight, at the same locked price.
// - A service's added gold: what a repair added beyond the weight taken in, at the group price that day, rounded up
//   to 500 the same way; a repair that took gold off charges nothing for it.
import { mulDiv, roundToMultiple } from './amounts';

/** The rupiah an order's gold is rounded up to. */
export const ORDER_ROUNDING = 500;

/** Gold of `mg` milligrams at `hargaPerGram` rupiah, rounded up to 500: an order line's or a repair's gold. */
export function goldAmount(mg: number, hargaPerGram: number): number {
  return roundToMultiple(mulDiv(mg, hargaPerGram, 1000, 'up'), ORDER_ROUNDING, 'up');
}

/** An order line's amount: its gold at the locked price plus its ongkos. */
export const orderLineAmount = (mg: number, hargaPerGram: number, ongkos: number): number => goldAmount(mg, hargaPerGram) + ongkos;

/** What a repair's added gold costs: the weight out beyond the weight in, at the group's price; nothing when lighter. */
export const addedGoldAmount = (inMg: number, outMg: number, hargaPerGram: number): number => (outMg > inMg ? goldAmount(outMg - inMg, hargaPerGram) : 0);

/** How a collected piece compares with its estimate: grams more (+) or less (-), and what that costs (+) or saves (-). */
export function weightDifference(estimateMg: number, actualMg: number, hargaPerGram: number): { selisih_mg: number; selisih_rp: number } {
  return { selisih_mg: actualMg - estimateMg, selisih_rp: goldAmount(actualMg, hargaPerGram) - goldAmount(estimateMg, hargaPerGram) };
}

export const ORDER_MESSAGES = {
  /** The down payment is at most the order's total (one above 0 is the payments' own rule). */
  dpAboveTotal: 'Pembayaran Pesanan Tidak Boleh Melebihi Total',
  /** The spec's 'payment not above remaining balance'. */
  aboveRest: 'Pembayaran Tidak Boleh Melebihi Sisa Bayar',
} as const;
