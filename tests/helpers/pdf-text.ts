// Reads a PDF back as text, page by page (pdfjs-dist), so tests assert what a reader of the PDF sees.
// pdfjs takes ownership of the bytes it is given, hence the copies.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfPages(data: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: data.slice(), useSystemFonts: true, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  return pages;
}

/** Page size in millimetres. */
export async function pdfPageSizeMm(data: Uint8Array): Promise<{ width: number; height: number }> {
  const doc = await getDocument({ data: data.slice(), isEvalSupported: false }).promise;
  const [, , w, h] = (await doc.getPage(1)).view;
  return { width: Math.round((w * 25.4) / 72), height: Math.round((h * 25.4) / 72) };
}
