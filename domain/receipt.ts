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

/** The paper a receipt prints on (Setting Nota): thermal rolls from the browser, or a PDF page. */
export const RECEIPT_PAPERS = ['80mm', '58mm', 'A5', 'A4'] as const;
export type ReceiptPaper = (typeof RECEIPT_PAPERS)[number];
export const DEFAULT_RECEIPT_PAPER: ReceiptPaper = '80mm';

export interface ReceiptSetting {
  /** Absent in a setting saved before the choice existed: DEFAULT_RECEIPT_PAPER. */
  kertas?: ReceiptPaper;
  header: string[];
  footer: string[];
  /** 2 when the document's duplicate is on, else 1. */
  copies: Record<ReceiptDocument, 1 | 2>;
}

export function printCopies(setting: ReceiptSetting, doc: ReceiptDocument): 1 | 2 {
  return setting.copies[doc] === 2 ? 2 : 1;
}
