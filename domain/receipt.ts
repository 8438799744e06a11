// Receipt text (spec section 9): every header or footer line is printed in 20-character slices, at most 60
// characters; a slice ends between words (issue 19 item 9). Documents print twice when their duplicate setting is on.

export const SLICE_WIDTH = 20;
export const MAX_LINE = 60;

/**
 * The printed slices of one line, broken between words: 'TOKO EMAS KILAU JAYA ABADI' -> ['TOKO EMAS KILAU JAYA',
 * 'ABADI']. The line is cut to `max` characters at the end of a word. A word longer than a slice is cut into slices
 * only when it holds no digit: a number or a code (a house number, an account) prints whole on a slice of its own.
 */
export function receiptSlices(line: string, width = SLICE_WIDTH, max = MAX_LINE): string[] {
  const slices: string[] = [];
  let slice = '';
  for (const word of cappedAtWord(line.trim(), max).split(/\s+/).filter(Boolean)) {
    if (slice && slice.length + 1 + word.length <= width) {
      slice += ` ${word}`;
      continue;
    }
    if (slice) slices.push(slice);
    slice = word;
    if (!/\d/.test(word)) for (; slice.length > width; slice = slice.slice(width)) slices.push(slice.slice(0, width));
  }
  if (slice) slices.push(slice);
  return slices;
}

/** `text` cut to at most `max` characters where a word ends (mid-word only when its first word is longer). */
function cappedAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const end = cut.search(/\s\S*$/);
  return end > 0 ? cut.slice(0, end) : text.slice(0, max);
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
