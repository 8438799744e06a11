// The report as an Excel file: title row, period row, header row, data rows and the Total row.
// Numbers stay numbers (with a display format) so the sheet can be summed and sorted.
// xlsx is used only to WRITE: its reader has unfixed advisories (DESIGN.md section 8).
import { utils, write, type WorkBook, type CellObject } from 'xlsx';
import type { ReportColumn, ReportDefinition } from '../../../definitions/define';
import { fieldDecimals } from '../../../domain/format';
import { downloadBlob } from './download';
import {
  cellText,
  displayRows,
  formattedRows,
  formattedTotals,
  hasTotals,
  isNumeric,
  totalLabelIndex,
  totals,
  type ReportExportMeta,
  type ReportRow,
} from './table';

/** The display format of a number column, with the decimals the screen shows: '#,##0', '#,##0.000' ... */
function numberFormat(column: ReportColumn): string | undefined {
  if (!isNumeric(column)) return undefined;
  const decimals = fieldDecimals(column.type);
  return decimals ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
}

/** Dates are real date cells (sortable, usable in formulas), shown the way the screen shows them. */
function dateFormat(column: ReportColumn): string | undefined {
  if (column.type.kind !== 'date') return undefined;
  return column.type.time ? 'yyyy-mm-dd hh:mm:ss' : 'yyyy-mm-dd';
}

/**
 * 'yyyy-MM-dd' or 'yyyy-MM-dd HH:mm:ss' as the screen shows it -> Excel's serial day number (days since 1899-12-30)
 * of that same wall-clock time; null when the text is no date. Done by hand because a JS Date would be shifted by
 * the browser's time zone on its way into the file.
 */
export function excelDateSerial(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', sec = '0'] = m;
  return Date.UTC(+y, +mo - 1, +d, +h, +mi, +sec) / 86_400_000 + 25_569;
}

/** Rows above the header: title, period. */
const HEADER_ROW = 2;

function cellValue(value: unknown, column: ReportColumn): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  return isNumeric(column) ? Number(value) : cellText(column, value);
}

/** Excel sheet names: at most 31 characters, none of []:*?/\ */
function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Laporan';
}

export function buildReportWorkbook(def: ReportDefinition, rows: ReportRow[], meta: ReportExportMeta): WorkBook {
  const body = displayRows(def, rows).map(({ row }) => def.columns.map((c) => cellValue(row[c.field], c)));
  const aoa: (string | number | null)[][] = [[meta.title], [meta.period], meta.columns, ...body];
  if (hasTotals(def)) {
    const labelAt = totalLabelIndex(def);
    aoa.push(totals(def, rows).map((t, i) => (i === labelAt ? meta.totalLabel : t)));
  }
  const sheet = utils.aoa_to_sheet(aoa);

  def.columns.forEach((c, col) => {
    const z = numberFormat(c);
    const dateZ = dateFormat(c);
    if (!z && !dateZ) return;
    for (let r = HEADER_ROW + 1; r < aoa.length; r++) {
      const address = utils.encode_cell({ r, c: col });
      const cell = sheet[address] as CellObject | undefined;
      if (z && cell?.t === 'n') cell.z = z;
      if (dateZ && cell?.t === 's') {
        const serial = excelDateSerial(String(cell.v));
        if (serial !== null) sheet[address] = { t: 'n', v: serial, z: dateZ };
      }
    }
  });
  const lastCol = Math.max(def.columns.length - 1, 0);
  sheet['!merges'] = [0, 1].map((r) => ({ s: { r, c: 0 }, e: { r, c: lastCol } }));
  // Width from the longest text the column shows, so nothing is cut off when the file opens.
  const shown = [meta.columns, ...formattedRows(def, rows), formattedTotals(def, rows, meta.totalLabel)];
  sheet['!cols'] = def.columns.map((_, col) => {
    const longest = Math.max(8, ...shown.map((line) => (line[col] ?? '').length));
    return { wch: Math.min(longest + 2, 60) };
  });

  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, sheetName(meta.title));
  return book;
}

/** The .xlsx bytes of the report. */
export function buildReportXlsx(def: ReportDefinition, rows: ReportRow[], meta: ReportExportMeta): ArrayBuffer {
  return write(buildReportWorkbook(def, rows, meta), { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
}

export function exportReportExcel(def: ReportDefinition, rows: ReportRow[], meta: ReportExportMeta): void {
  const blob = new Blob([buildReportXlsx(def, rows, meta)], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  downloadBlob(blob, `${def.fileName}.xlsx`);
}
