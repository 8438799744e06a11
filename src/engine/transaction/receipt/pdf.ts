// The receipt as an A4 or A5 PDF page (jspdf, as the report and Surat Jalan PDFs): the layout's lines in a monospace
// column, the pieces' photos beside their lines, one page per copy, opened in a new tab to print.
import { jsPDF } from 'jspdf';
import { RECEIPT_COLUMNS, RECEIPT_TEXT, receiptText, type ReceiptDocument, type ReceiptShop } from '../../../../domain/receipt-layout';
import type { ReceiptSetting } from '../../../../domain/receipt';
import { openBlob } from '../../export/download';

/** Courier's advance is 0.6 of its size; 1 pt = 0.3528 mm. */
const PT_MM = 0.3528;
const PAGE = { A4: { format: 'a4', font: 11, margin: 18, photo: 34 }, A5: { format: 'a5', font: 8, margin: 10, photo: 26 } } as const;

export function buildReceiptPdf(doc: ReceiptDocument, shop: ReceiptShop, setting: ReceiptSetting, paper: 'A4' | 'A5', copies: number, photos: Map<string, string>): jsPDF {
  const page = PAGE[paper];
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: page.format });
  const height = pdf.internal.pageSize.getHeight();
  const lineMm = page.font * PT_MM * 1.25;
  const textWidth = RECEIPT_COLUMNS[paper] * page.font * 0.6 * PT_MM;
  const photoX = page.margin + textWidth + 6;
  const lines = receiptText(doc, shop, setting, RECEIPT_COLUMNS[paper]);
  for (let copy = 0; copy < copies; copy++) {
    if (copy) pdf.addPage();
    let y = page.margin;
    for (const line of lines) {
      if (y > height - page.margin) {
        pdf.addPage();
        y = page.margin;
      }
      const strong = line.trim() === doc.layout.title || line.trim() === RECEIPT_TEXT.tukar || line.startsWith(`${RECEIPT_TEXT.total} `) || line.trim().startsWith('***');
      pdf.setFont('courier', strong ? 'bold' : 'normal').setFontSize(page.font);
      pdf.text(line, page.margin, y);
      // A piece's photo beside its lines, where its first line prints.
      const item = /^(\d+)\. /.exec(line);
      const code = item ? doc.items[Number(item[1]) - 1]?.kode_barcode : undefined;
      const photo = code ? photos.get(code) : undefined;
      if (photo) {
        try {
          pdf.addImage(photo, 'JPEG', photoX, y - lineMm, page.photo, page.photo);
        } catch {
          // An unreadable photo leaves the receipt without it rather than without the receipt.
        }
      }
      y += lineMm;
    }
  }
  return pdf;
}

export function openReceiptPdf(doc: ReceiptDocument, shop: ReceiptShop, setting: ReceiptSetting, paper: 'A4' | 'A5', copies: number, photos: Map<string, string>): void {
  openBlob(buildReceiptPdf(doc, shop, setting, paper, copies, photos).output('blob'), `nota-${doc.no}.pdf`);
}
