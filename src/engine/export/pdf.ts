// The report as a PDF (spec section 9): A4 landscape, shop header, the screen's table with its totals,
// and on every page who printed it when and the page of the pages, in the interface language (spec section 9 words
// them 'Printed By {user} / {time}' and 'n of N'; Indonesian 'Dicetak Oleh ...' and 'n dari N'). Loaded on demand:
// jspdf is heavy.
import { jsPDF } from 'jspdf';
import { autoTable, type Styles } from 'jspdf-autotable';
import type { ReportDefinition } from '../../../definitions/define';
import { splitAddress } from '../../../domain/format';
import { downloadBlob, openBlob } from './download';
import { displayRows, formattedRows, formattedTotals, hasTotals, isNumeric, type ReportExportMeta, type ReportRow } from './table';

/** Whether the PDF is downloaded rather than opened: more rows, or sub-rows, than the definition's pdfDownloadAbove. */
export function downloadsPdf(def: ReportDefinition, rows: ReportRow[]): boolean {
  const limit = def.pdfDownloadAbove;
  if ('rows' in limit) return rows.length > limit.rows;
  return displayRows(def, rows).filter((r) => r.detail).length > limit.detailRows;
}

const MARGIN = 10;
/** Room kept free under the table for the footer line. */
const FOOTER_SPACE = 14;
const HEAD_FILL: [number, number, number] = [230, 230, 230];

/** Shop name, address lines, title and period; returns the y where the table starts. */
function drawHeader(doc: jsPDF, meta: ReportExportMeta): number {
  const centre = doc.internal.pageSize.getWidth() / 2;
  let y = 14;
  doc.setFont('helvetica', 'bold').setFontSize(12).text(meta.shopName, MARGIN, y);
  doc.setFont('helvetica', 'normal').setFontSize(9);
  for (const line of splitAddress(meta.shopAddress)) {
    y += 4.5;
    doc.text(line, MARGIN, y);
  }
  y += 8;
  doc.setFont('helvetica', 'bold').setFontSize(14).text(meta.title, centre, y, { align: 'center' });
  y += 6;
  doc.setFont('helvetica', 'normal').setFontSize(10).text(meta.period, centre, y, { align: 'center' });
  return y + 5;
}

/** Drawn after the table, when the page count is known, so every page can say 'n dari N'. */
function drawFooters(doc: jsPDF, meta: ReportExportMeta): void {
  const pages = doc.getNumberOfPages();
  const width = doc.internal.pageSize.getWidth();
  const y = doc.internal.pageSize.getHeight() - 6;
  doc.setFont('helvetica', 'normal').setFontSize(8);
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc.text(meta.printedBy, MARGIN, y);
    doc.text(meta.pageLabel(page, pages), width - MARGIN, y, { align: 'right' });
  }
}

/** Builds the whole document without touching the page: the export button and tests both call it. */
export function buildReportPdf(def: ReportDefinition, rows: ReportRow[], meta: ReportExportMeta): jsPDF {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  const startY = drawHeader(doc, meta);
  const isDetail = displayRows(def, rows).map((r) => r.detail);
  const columnStyles: Record<number, Partial<Styles>> = {};
  def.columns.forEach((c, i) => {
    if (isNumeric(c)) columnStyles[i] = { halign: 'right' };
  });
  autoTable(doc, {
    startY,
    theme: 'grid',
    margin: { left: MARGIN, right: MARGIN, top: 12, bottom: FOOTER_SPACE },
    head: [meta.columns],
    body: formattedRows(def, rows),
    foot: hasTotals(def) ? [formattedTotals(def, rows, meta.totalLabel)] : undefined,
    showFoot: 'lastPage',
    styles: { font: 'helvetica', fontSize: 8, cellPadding: 1.5, textColor: 20 },
    headStyles: { fillColor: HEAD_FILL, textColor: 20, fontStyle: 'bold' },
    footStyles: { fillColor: HEAD_FILL, textColor: 20, fontStyle: 'bold' },
    columnStyles,
    // Header cells follow their column's alignment, so numbers and their labels line up.
    didParseCell: (data) => {
      if (data.section !== 'body' && isNumeric(def.columns[data.column.index])) data.cell.styles.halign = 'right';
      // Sub-rows (def.detail) in lighter italics under their row.
      if (data.section === 'body' && isDetail[data.row.index]) Object.assign(data.cell.styles, { fontStyle: 'italic', textColor: 90 });
    },
  });
  drawFooters(doc, meta);
  return doc;
}

/** Opens the PDF in a new tab, or downloads it when it is large. */
export function exportReportPdf(def: ReportDefinition, rows: ReportRow[], meta: ReportExportMeta): void {
  const blob = buildReportPdf(def, rows, meta).output('blob');
  const fileName = `${def.fileName}.pdf`;
  if (downloadsPdf(def, rows)) downloadBlob(blob, fileName);
  else openBlob(blob, fileName);
}
