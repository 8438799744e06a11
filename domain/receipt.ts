// Receipt text (spec section 9): every header or footer line is printed in 20-character slices, at most 60
// characters (three slices); documents print twice when their duplicate setting is on.

export const SLICE_WIDTH = 20;
export const MAX_LINE = 60;

/** The printed slices of one line: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' -> ['ABCDEFGHIJKLMNOPQRST', 'UVWXYZ']. */
export function receiptSlices(line: string, width = SLICE_WIDTH, max = MAX_LINE): string[] {
  const text = line.slice(0, max);
  const slices: string[] = [];
  for (let i = 0; i < text.length; i += width) slices.push(text.slice(i, i + width));
  return slices;
}

/** The documents whose copies are set per shop (spec: purchase, debt, service, order, deposit, sale-ACC, exchange slip). */
export const RECEIPT_DOCUMENTS = ['pembelian', 'hutang', 'service', 'pesanan', 'titip', 'penjualan_acc', 'tukar'] as const;
export type ReceiptDocument = (typeof RECEIPT_DOCUMENTS)[number];

export interface ReceiptSetting {
  header: string[];
  footer: string[];
  /** 2 when the document's duplicate is on, else 1. */
  copies: Record<ReceiptDocument, 1 | 2>;
}

export function printCopies(setting: ReceiptSetting, doc: ReceiptDocument): 1 | 2 {
  return setting.copies[doc] === 2 ? 2 : 1;
}
