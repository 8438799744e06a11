// The receipt on thermal paper (80 mm: 48 columns, 58 mm: 32): the layout's monospace lines as HTML with print CSS
// sized to the roll, printed with the browser's own dialog from a hidden frame (no install, any printer driver).
import { RECEIPT_COLUMNS, RECEIPT_TEXT, paperShowsPhoto, receiptText, type ReceiptDocument, type ReceiptShop } from '../../../../domain/receipt-layout';
import type { ReceiptPaper, ReceiptSetting } from '../../../../domain/receipt';

/** The frame the receipt prints from; kept until the next print so the browser can finish spooling it. */
export const RECEIPT_FRAME_ID = 'kilau-receipt-frame';

/** One monospace column in millimetres: 48 columns fill the 72 mm an 80 mm printer prints on. */
const COLUMN_MM = 1.5;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Lines printed bold: the title, the reprint mark, a trade-in's heading, the grand total and the change. */
function bold(line: string, doc: ReceiptDocument): boolean {
  const t = line.trim();
  return t === doc.layout.title || t === RECEIPT_TEXT.tukar || t.startsWith('***') || line.startsWith(`${RECEIPT_TEXT.total} `) || line.startsWith(RECEIPT_TEXT.kembalian);
}

function copyHtml(doc: ReceiptDocument, shop: ReceiptShop, setting: ReceiptSetting, paper: ReceiptPaper, photos: Map<string, string>): string {
  const blocks: string[] = [];
  let text: string[] = [];
  const flush = () => {
    if (text.length) blocks.push(`<pre>${text.join('\n')}</pre>`);
    text = [];
  };
  for (const line of receiptText(doc, shop, setting, RECEIPT_COLUMNS[paper])) {
    // A piece's photo goes above its first line ('1. Cincin ...'), where the paper is wide enough.
    const item = /^(\d+)\. /.exec(line);
    const code = item ? doc.items[Number(item[1]) - 1]?.kode_barcode : undefined;
    const photo = code && paperShowsPhoto(paper) ? photos.get(code) : undefined;
    if (photo && code) {
      flush();
      blocks.push(`<img class="foto" src="${photo}" alt="${escape(code)}">`);
    }
    const html = escape(line) || ' ';
    text.push(bold(line, doc) ? `<b>${html}</b>` : html);
  }
  flush();
  return `<section class="copy">${blocks.join('')}</section>`;
}

const paperMm = (paper: '80mm' | '58mm') => (paper === '80mm' ? 80 : 58);

/**
 * The whole printable page: one section per copy, each cut after (page break). The page is the roll's width; its
 * length is fitted to the receipt when it prints (fitPageLength), as CSS has no 'as long as the content' page.
 */
export function thermalHtml(doc: ReceiptDocument, shop: ReceiptShop, setting: ReceiptSetting, paper: '80mm' | '58mm', copies: number, photos: Map<string, string>): string {
  const width = RECEIPT_COLUMNS[paper] * COLUMN_MM;
  const sections = Array.from({ length: copies }, () => copyHtml(doc, shop, setting, paper, photos)).join('\n');
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>${escape(doc.no)}</title>
<style>
  @page { size: ${paperMm(paper)}mm 297mm; margin: 0; }
  html, body { margin: 0; padding: 0; background: #fff; color: #000; }
  .copy { width: ${width}mm; padding: 3mm ${(Number(paper.slice(0, 2)) - width) / 2}mm 6mm; box-sizing: content-box; break-after: page; }
  .copy:last-child { break-after: auto; }
  pre { margin: 0; font-family: 'Courier New', Courier, monospace; font-size: ${COLUMN_MM / 0.6}mm; line-height: 1.3; white-space: pre; }
  b { font-weight: 700; }
  .foto { display: block; width: 16mm; height: 16mm; object-fit: cover; margin: 1mm 0 1mm 4.5mm; filter: grayscale(1); }
</style></head>
<body data-paper="${paper}">${sections}</body></html>`;
}

/**
 * Sets the printed page's length to one copy's, so the roll is cut once per copy at the end of the receipt (a length
 * of A4 would cut a long receipt in the middle and feed blank paper after a short one).
 */
function fitPageLength(doc: Document): void {
  const copy = doc.querySelector('.copy');
  const paper = doc.body.dataset.paper;
  if (!copy || (paper !== '80mm' && paper !== '58mm')) return;
  const lengthMm = Math.ceil((copy.getBoundingClientRect().height * 25.4) / 96);
  const style = doc.createElement('style');
  style.textContent = `@page { size: ${paperMm(paper)}mm ${lengthMm}mm; margin: 0; }`;
  doc.head.appendChild(style);
}

/**
 * Prints the page from a hidden frame (a blob: document, which the app's Content-Security-Policy allows as a frame);
 * resolves once the browser's print dialog has been handed the page.
 */
export function printHtml(html: string): Promise<void> {
  const old = document.getElementById(RECEIPT_FRAME_ID) as HTMLIFrameElement | null;
  if (old) {
    URL.revokeObjectURL(old.src);
    old.remove();
  }
  const frame = document.createElement('iframe');
  frame.id = RECEIPT_FRAME_ID;
  frame.title = 'receipt';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  return new Promise((resolve) => {
    frame.onload = () => {
      if (frame.contentDocument) fitPageLength(frame.contentDocument);
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
      resolve();
    };
    frame.src = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
    document.body.appendChild(frame);
  });
}
