// The member card as a PDF of one page the size of a bank card (ISO/IEC 7810 ID-1, 85,6 x 54 mm, landscape): the
// shop's name, the card's title, the member's name and phone, and the member code as a Code 128 barcode with the code
// under it, so the counter's scanner reads it into the member field. Loaded on demand (jspdf is heavy); nothing here
// touches the DOM, so tests build the same PDF in Node.
import { jsPDF } from 'jspdf';
import { CODE128_QUIET_ZONE, code128Bars, encodeCode128 } from '../../../domain/code128';
import { moduleWidth } from '../../engine/export/label-sheet';

export const CARD_MM = { width: 85.6, height: 53.98 } as const;
const MARGIN = 5;
const BAR_HEIGHT = 12;

export interface CardMember {
  kode_member: string;
  nama_member: string;
  no_hp?: string | null;
}

/** The card's texts, given by the screen from its locale. */
export interface CardTexts {
  title: string;
  namaToko: string;
}

/** The longest start of `text` that fits `maxWidth` mm in the current font. */
function fit(doc: jsPDF, text: string, maxWidth: number): string {
  let s = text.trim();
  while (s && doc.getTextWidth(s) > maxWidth) s = s.slice(0, -1);
  return s.trimEnd();
}

/** Throws Code128Error (its message for the user) when the code holds a character a barcode cannot carry. */
export function buildMemberCardPdf(member: CardMember, texts: CardTexts): jsPDF {
  const code = encodeCode128(member.kode_member);
  const doc = new jsPDF({ unit: 'mm', format: [CARD_MM.width, CARD_MM.height], orientation: 'landscape' });
  const w = CARD_MM.width - 2 * MARGIN;
  const centre = CARD_MM.width / 2;

  // A band across the top with the shop's name, the title under it.
  doc.setFillColor(33, 33, 33).rect(0, 0, CARD_MM.width, 14, 'F');
  doc.setTextColor(255, 255, 255).setFont('helvetica', 'bold').setFontSize(11);
  doc.text(fit(doc, texts.namaToko, w), centre, 7, { align: 'center' });
  doc.setFont('helvetica', 'normal').setFontSize(7);
  doc.text(texts.title, centre, 11.5, { align: 'center' });

  doc.setTextColor(0, 0, 0).setFont('helvetica', 'bold').setFontSize(10);
  doc.text(fit(doc, member.nama_member, w), MARGIN, 20.5);
  doc.setFont('helvetica', 'normal').setFontSize(8);
  if (member.no_hp) doc.text(member.no_hp, MARGIN, 24.5);

  // The barcode, centred, with its quiet zones inside the margins; the code under it.
  const x = moduleWidth(code, w) ?? w / (code.modules + 2 * CODE128_QUIET_ZONE);
  const left = (CARD_MM.width - code.modules * x) / 2;
  const top = CARD_MM.height - MARGIN - BAR_HEIGHT - 4;
  doc.setFillColor(0, 0, 0);
  for (const [offset, width] of code128Bars(code)) doc.rect(left + offset * x, top, width * x, BAR_HEIGHT, 'F');
  doc.setFontSize(8).text(code.text, centre, top + BAR_HEIGHT + 3.2, { align: 'center' });
  return doc;
}
