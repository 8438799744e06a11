// The public receipt page a WhatsApp link opens on the customer's phone: the receipt's own lines
// (domain/receipt-layout.ts, the 58 mm width so it reads without zooming) in a small self-contained HTML page. No
// script (the server's CSP allows none inline); its one <style> is inline, which the CSP allows.
import { receiptText, type ReceiptDocument, type ReceiptShop } from '../../domain/receipt-layout';
import type { ReceiptSetting } from '../../domain/receipt';

export const RECEIPT_PAGE_COLUMNS = 32;

export const RECEIPT_PAGE_TEXT = {
  notFoundTitle: 'Nota Tidak Ditemukan',
  notFound: 'Tautan nota ini tidak valid atau sudah kedaluwarsa. Silahkan minta nota baru kepada toko.',
  cancelled: 'NOTA INI SUDAH DIBATALKAN',
} as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Monospace lines scale with the phone's width, never wider than a thermal slip looks on a desktop.
const STYLE = `body{margin:0;background:#f2f2f2;font-family:system-ui,sans-serif;color:#111}
main{max-width:420px;margin:0 auto;padding:12px}
.slip{background:#fff;padding:12px;box-shadow:0 1px 3px rgba(0,0,0,.2)}
pre{margin:0;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:min(3.9vw,15px);line-height:1.35;white-space:pre}
.batal{color:#b00020;font-weight:bold;text-align:center;margin:0 0 8px}
h1{font-size:1.2rem}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export function receiptPage(doc: ReceiptDocument, shop: ReceiptShop, setting: ReceiptSetting, status: string): string {
  const lines = receiptText(doc, shop, setting, RECEIPT_PAGE_COLUMNS);
  const cancelled = status === 'BATAL' ? `<p class="batal">${RECEIPT_PAGE_TEXT.cancelled}</p>` : '';
  return page(`${shop.nama_toko} ${doc.no}`, `<div class="slip">${cancelled}<pre data-testid="nota">${escapeHtml(lines.join('\n'))}</pre></div>`);
}

export function notFoundPage(): string {
  return page(RECEIPT_PAGE_TEXT.notFoundTitle, `<h1>${RECEIPT_PAGE_TEXT.notFoundTitle}</h1><p>${RECEIPT_PAGE_TEXT.notFound}</p>`);
}
