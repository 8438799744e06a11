// Printing a document's receipt by its kind's definition (the layout it declares), for the entry screens and the list
// screens alike:
//   printReceipt(kindDocument(saleScreens), 'JL-...')
// reads the document, the shop and the Setting Nota, records the print (its number: above 1 the receipt says
// 'CETAK ULANG ke-N', wherever it was asked from, so a first print from a list is not mislabelled), then prints on the paper Setting Nota chooses: 80 / 58 mm thermal from the browser's print
// dialog, A4 / A5 as a PDF in a new tab; as many copies as the document's duplicate setting says.
import { DEFAULT_RECEIPT_PAPER } from '../../../../domain/receipt';
import { paperShowsPhoto, receiptCopies } from '../../../../domain/receipt-layout';
import { itemPhotos, loadReceipt, recordPrint, type PrintingKind } from './load';
import type { AskAuthorizations } from '../../authorization/useAuthorizationAsk';
import { printHtml, thermalHtml } from './thermal';

export { RECEIPT_FRAME_ID } from './thermal';
export { PRINT_NOT_AUTHORIZED, type PrintingKind } from './load';

/** Prints the receipt; answers the print's number (1 the first print). `ask`: a reprint's authorization, where needed. */
export async function printReceipt(kind: PrintingKind, no: string, ask?: AskAuthorizations): Promise<number> {
  const { doc, shop, setting } = await loadReceipt(kind, no);
  const paper = setting.kertas ?? DEFAULT_RECEIPT_PAPER;
  const photos = paperShowsPhoto(paper) ? await itemPhotos(doc.items.map((i) => i.kode_barcode)) : new Map<string, string>();
  const cetakKe = await recordPrint(kind.api, no, ask);
  const printed = { ...doc, reprint: cetakKe };
  const copies = receiptCopies(kind.receipt, setting, !!doc.tukar);
  if (paper === 'A4' || paper === 'A5') {
    const { openReceiptPdf } = await import('./pdf');
    openReceiptPdf(printed, shop, setting, paper, copies, photos);
  } else {
    await printHtml(thermalHtml(printed, shop, setting, paper, copies, photos));
  }
  return cetakKe;
}
