// Barcode labels for /cetak-barcode as a PDF: one label per item, laid out on a sheet of labels (A4, 3 x 10 by
// default) or one label a page for a roll printer (60 x 15 mm). Each label: the item's Code 128 barcode drawn as
// filled rectangles with its quiet zones, the code under it, the item name cut to fit (and the tray code), and
// the last line: weight (3 decimals, g) and kadar, and the price in rupiah only for a piece with a tag price
// (harga_total > 0, such as a diamond). A gold piece sells by weight at the day's price (/harga-emas), so its label
// carries no price that would go stale by tomorrow (domain/harga-emas.ts labelShowsPrice).
// Loaded on demand like the other exports (jspdf is heavy); nothing here touches the DOM until a label sheet
// is opened, so tests build the same PDF in Node.
import { jsPDF } from 'jspdf';
import { CODE128_QUIET_ZONE, code128Bars, encodeCode128, type Code128 } from '../../../domain/code128';
import { formatDecimal, formatMoney } from '../../../domain/format';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { labelShowsPrice } from '../../../domain/harga-emas';
import { openBlob } from './download';

export interface LabelItem {
  kode_barcode: string;
  nama_barang: string;
  /** Grams; the API may send numeric columns as strings. */
  berat: number | string;
  kadar: number | string;
  /** Integer rupiah. */
  harga_total: number | string;
  kode_baki?: string | null;
}

/** Every length in millimetres. */
export interface LabelLayout {
  pageWidth: number;
  pageHeight: number;
  labelWidth: number;
  labelHeight: number;
  columns: number;
  rows: number;
  /** Distance from the page's top and left edges to the first label. */
  marginTop: number;
  marginLeft: number;
  /** Space between two columns and between two rows. */
  gapX: number;
  gapY: number;
  /** Blank border inside each label. */
  padding: number;
  /**
   * Resolution of the printer, when known (thermal roll printers: 203 or 300): the barcode's module width is
   * then a whole number of printer dots, so every bar prints at the same width.
   */
  printerDpi?: number;
}

export const LABEL_LAYOUTS = {
  /** A4 sheet of 30 labels, 64 x 27 mm, 3 columns x 10 rows. */
  a4_3x10: {
    pageWidth: 210,
    pageHeight: 297,
    labelWidth: 64,
    labelHeight: 27,
    columns: 3,
    rows: 10,
    marginTop: 9.45,
    marginLeft: 6,
    gapX: 3,
    gapY: 0.9,
    padding: 2,
  },
  /** Roll printer: one 60 x 15 mm label a page. */
  roll_60x15: {
    pageWidth: 60,
    pageHeight: 15,
    labelWidth: 60,
    labelHeight: 15,
    columns: 1,
    rows: 1,
    marginTop: 0,
    marginLeft: 0,
    gapX: 0,
    gapY: 0,
    padding: 1,
    printerDpi: 203,
  },
} as const satisfies Record<string, LabelLayout>;

export type LabelLayoutName = keyof typeof LABEL_LAYOUTS;
export const DEFAULT_LABEL_LAYOUT: LabelLayout = LABEL_LAYOUTS.a4_3x10;

/** Widest module drawn (beyond it the barcode only gets longer, not easier to scan). */
export const MAX_MODULE_MM = 0.33;
/** Narrowest module that common scanners read reliably off a printed label. */
export const MIN_MODULE_MM = 0.19;
/** Highest bars drawn; the rest of a tall label stays white. */
const MAX_BAR_HEIGHT_MM = 12;
const PT_TO_MM = 25.4 / 72;
const LINE_FACTOR = 1.15;
/** Cap height of Helvetica relative to its font size: where the first baseline sits under a top edge. */
const ASCENT = 0.72;

/** Bad input (an empty list, a code that cannot be printed, a layout that does not fit): nothing is built. */
export class LabelSheetError extends Error {}

export interface LabelBox {
  /** 1-based page number. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the label at position `index` (0-based, counting the skipped positions) sits. */
export function labelBox(layout: LabelLayout, index: number): LabelBox {
  const perPage = layout.columns * layout.rows;
  const onPage = index % perPage;
  const column = onPage % layout.columns;
  const row = Math.floor(onPage / layout.columns);
  return {
    page: Math.floor(index / perPage) + 1,
    x: layout.marginLeft + column * (layout.labelWidth + layout.gapX),
    y: layout.marginTop + row * (layout.labelHeight + layout.gapY),
    width: layout.labelWidth,
    height: layout.labelHeight,
  };
}

/** The Indonesian reason a layout cannot be printed, or null when it can. */
export function layoutProblem(layout: LabelLayout): string | null {
  const lengths = [layout.pageWidth, layout.pageHeight, layout.labelWidth, layout.labelHeight];
  const offsets = [layout.marginTop, layout.marginLeft, layout.gapX, layout.gapY, layout.padding];
  if (!lengths.every((n) => Number.isFinite(n) && n > 0) || !offsets.every((n) => Number.isFinite(n) && n >= 0)) {
    return 'Ukuran Label Tidak Valid';
  }
  if (!Number.isInteger(layout.columns) || !Number.isInteger(layout.rows) || layout.columns < 1 || layout.rows < 1) {
    return 'Jumlah Kolom Dan Baris Minimal 1';
  }
  const used = (count: number, size: number, gap: number, margin: number) => margin + count * size + (count - 1) * gap;
  const EPS = 0.001;
  if (
    used(layout.columns, layout.labelWidth, layout.gapX, layout.marginLeft) > layout.pageWidth + EPS ||
    used(layout.rows, layout.labelHeight, layout.gapY, layout.marginTop) > layout.pageHeight + EPS
  ) {
    return 'Label Tidak Muat Di Halaman';
  }
  if (2 * layout.padding >= Math.min(layout.labelWidth, layout.labelHeight)) return 'Ukuran Label Tidak Valid';
  return null;
}

/** Module width for a symbol in `width` mm (quiet zones included); null when it would be too narrow to scan. */
export function moduleWidth(code: Code128, width: number, printerDpi?: number): number | null {
  let x = Math.min(MAX_MODULE_MM, width / (code.modules + 2 * CODE128_QUIET_ZONE));
  if (printerDpi) {
    const dot = 25.4 / printerDpi;
    x = Math.floor(x / dot + 1e-9) * dot;
  }
  return x >= MIN_MODULE_MM - 1e-9 ? x : null;
}

export const labelWeight = (berat: number | string) => `${formatDecimal(berat, 3)} g`;
export const labelKadar = (kadar: number | string) => `${formatDecimal(kadar, 2)}%`;
export const labelPrice = (harga: number | string) => `Rp ${formatMoney(harga)}`;

/** The longest start of `text` that fits `maxWidth` mm in the document's current font. */
function cutToFit(doc: jsPDF, text: string, maxWidth: number): string {
  let s = text.trim();
  while (s && doc.getTextWidth(s) > maxWidth) s = s.slice(0, -1);
  return s.trimEnd();
}

function drawLabel(doc: jsPDF, box: LabelBox, item: LabelItem, code: Code128, layout: LabelLayout): void {
  const x0 = box.x + layout.padding;
  const y0 = box.y + layout.padding;
  const w = box.width - 2 * layout.padding;
  const h = box.height - 2 * layout.padding;
  const fontPt = Math.min(8, Math.max(5, box.height * 0.36));
  const line = fontPt * PT_TO_MM * LINE_FACTOR;
  const textBlock = 3 * line;
  const barHeight = Math.min(MAX_BAR_HEIGHT_MM, h - textBlock);

  // Bars, centred, quiet zones inside the label.
  const x = moduleWidth(code, w, layout.printerDpi)!;
  const symbolLeft = x0 + (w - code.modules * x) / 2;
  doc.setFillColor(0, 0, 0);
  for (const [offset, width] of code128Bars(code)) doc.rect(symbolLeft + offset * x, y0, width * x, barHeight, 'F');

  // The code, centred under the bars.
  doc.setTextColor(0, 0, 0);
  let baseline = y0 + barHeight + fontPt * PT_TO_MM * ASCENT + 0.4;
  doc.setFont('helvetica', 'normal').setFontSize(fontPt);
  doc.text(code.text, x0 + w / 2, baseline, { align: 'center' });

  // Name (bold, cut to fit) and, on its right, the tray.
  baseline += line;
  const baki = (item.kode_baki ?? '').trim();
  const bakiWidth = baki ? doc.getTextWidth(baki) + 1 : 0;
  if (baki) doc.text(baki, x0 + w, baseline, { align: 'right' });
  doc.setFont('helvetica', 'bold');
  doc.text(cutToFit(doc, item.nama_barang ?? '', w - bakiWidth), x0, baseline);

  baseline += line;
  if (!labelShowsPrice(item)) {
    // A gold piece: weight (bold) on the left, kadar on the right, and no price.
    drawPair(doc, labelWeight(item.berat), labelKadar(item.kadar), x0, w, baseline, fontPt, 'left');
    return;
  }
  // Weight and kadar on the left, the tag price on the right.
  drawPair(doc, `${labelWeight(item.berat)}  ${labelKadar(item.kadar)}`, labelPrice(item.harga_total), x0, w, baseline, fontPt, 'right');
}

/** Two texts on one line, left and right, shrunk together until both fit; `bold` says which one stands out. */
function drawPair(doc: jsPDF, left: string, right: string, x0: number, w: number, baseline: number, fontPt: number, bold: 'left' | 'right'): void {
  let pt = fontPt;
  const width = (text: string, isBold: boolean) => doc.setFont('helvetica', isBold ? 'bold' : 'normal').setFontSize(pt).getTextWidth(text);
  while (pt > 4 && width(left, bold === 'left') + width(right, bold === 'right') + 1 > w) pt -= 0.25;
  doc.setFont('helvetica', bold === 'left' ? 'bold' : 'normal').setFontSize(pt);
  doc.text(left, x0, baseline);
  doc.setFont('helvetica', bold === 'right' ? 'bold' : 'normal').setFontSize(pt);
  doc.text(right, x0 + w, baseline, { align: 'right' });
}

export interface LabelSheetOptions {
  /** Label positions already used on the first sheet: printing starts after them. */
  skip?: number;
}

/** Builds the whole document without touching the page: the print button and tests both call it. */
export function buildLabelSheetPdf(
  items: readonly LabelItem[],
  layout: LabelLayout = DEFAULT_LABEL_LAYOUT,
  options: LabelSheetOptions = {},
): jsPDF {
  if (items.length === 0) throw new LabelSheetError(ITEM_MESSAGES.itemsRequired);
  const problem = layoutProblem(layout);
  if (problem) throw new LabelSheetError(problem);
  const skip = Math.max(0, Math.floor(options.skip ?? 0)) % (layout.columns * layout.rows);
  const inner = layout.labelWidth - 2 * layout.padding;
  // Every code is checked before anything is drawn: one bad item leaves no half-printed sheet.
  const codes = items.map((item) => {
    let code: Code128;
    try {
      code = encodeCode128(String(item.kode_barcode ?? '').trim());
    } catch (e) {
      throw new LabelSheetError((e as Error).message);
    }
    if (moduleWidth(code, inner, layout.printerDpi) === null) {
      throw new LabelSheetError(`Barcode '${code.text}' Terlalu Panjang Untuk Ukuran Label Ini`);
    }
    return code;
  });

  const landscape = layout.pageWidth > layout.pageHeight;
  const doc = new jsPDF({
    unit: 'mm',
    format: [layout.pageWidth, layout.pageHeight],
    orientation: landscape ? 'landscape' : 'portrait',
  });
  items.forEach((item, k) => {
    const box = labelBox(layout, skip + k);
    while (doc.getNumberOfPages() < box.page) doc.addPage([layout.pageWidth, layout.pageHeight], landscape ? 'l' : 'p');
    doc.setPage(box.page);
    drawLabel(doc, box, item, codes[k], layout);
  });
  return doc;
}

/** Opens the label sheet in a new tab for printing (a blocked pop-up downloads it instead). */
export function exportLabelSheet(items: readonly LabelItem[], layout?: LabelLayout, options?: LabelSheetOptions): void {
  openBlob(buildLabelSheetPdf(items, layout, options).output('blob'), 'cetak-barcode.pdf');
}
