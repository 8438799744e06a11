// Reading an uploaded spreadsheet (.xlsx or CSV) into cells, for /import-data-pusat and barang/import.
//
// An .xlsx is a zip: 1.5 MB of it can unpack to gigabytes (5 million rows stalled the server for 25 s and took
// 4 GB), so nothing is unpacked by ExcelJS before the archive has been measured:
// 1. its central directory is read (no unpacking): every entry's declared size, their sum, the entry count;
// 2. each entry is inflated once with a hard output cap equal to its declared size, so an archive that lies
//    about its sizes is caught at the cap, not after the memory is gone;
// 3. the first worksheet's rows are counted in its XML.
// Only then does ExcelJS read it. A CSV is bounded by the upload limit; its lines are counted too.
import { inflateRawSync } from 'node:zlib';
import type ExcelJS from 'exceljs';
import { csvDecimalMark, parseCsv } from '../../domain/csv';
import { HttpError } from '../http-error';

/** Everything an import's workbook may unpack to; a 5,000-row sheet of 30 columns is about 10 MB. */
export const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;
/** Rows of a sheet read at all: a few times the imports' own cap (5,000), so their 'at most' message still answers. */
export const MAX_READ_ROWS = 20_000;
/** A workbook has a dozen parts; thousands of entries are not a spreadsheet. */
const MAX_ENTRIES = 1_000;

export const SPREADSHEET_ANSWERS = {
  unreadable: 'File Tidak Dapat Dibaca, Gunakan File .xlsx Atau .csv',
  empty: 'File Tidak Berisi Data',
  tooLarge: `Isi File Terlalu Besar Untuk Diimport, Maksimal ${MAX_READ_ROWS} Baris`,
};

const unreadable = () => new HttpError(400, SPREADSHEET_ANSWERS.unreadable);
const tooLarge = () => new HttpError(413, SPREADSHEET_ANSWERS.tooLarge);

/** A zip archive (every .xlsx is one) starts with PK\x03\x04. */
export const isZip = (file: Buffer) => file.length > 4 && file.readUInt32LE(0) === 0x04034b50;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The entries listed in a zip's central directory, read without unpacking anything. */
export function zipEntries(file: Buffer): ZipEntry[] {
  // The end-of-central-directory record is within the last 22 + 65,535 (comment) bytes.
  let eocd = -1;
  for (let i = file.length - 22; i >= Math.max(0, file.length - 22 - 0xffff); i--) {
    if (file.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw unreadable();
  const count = file.readUInt16LE(eocd + 10);
  const offset = file.readUInt32LE(eocd + 16);
  // ZIP64 markers: an upload of at most 5 MB never needs them, a crafted one uses them to hide sizes.
  if (count === 0xffff || offset === 0xffffffff) throw tooLarge();
  if (count > MAX_ENTRIES) throw tooLarge();
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const nameLength = file.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      method: file.readUInt16LE(at + 10),
      compressedSize: file.readUInt32LE(at + 20),
      size: file.readUInt32LE(at + 24),
      localOffset: file.readUInt32LE(at + 42),
      name: file.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) throw tooLarge();
    entries.push(entry);
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's bytes, unpacked with a cap at its declared size: more than it declared is refused, not unpacked. */
function unpack(file: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > file.length || file.readUInt32LE(at) !== 0x04034b50) throw unreadable();
  const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  const data = file.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw unreadable();
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw unreadable();
    return data;
  }
  if (entry.method !== 8) throw unreadable();
  let out: Buffer;
  try {
    out = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
  } catch (e) {
    // Node refuses to write past maxOutputLength: the entry unpacks to more than it declared.
    if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
    throw unreadable();
  }
  if (out.length !== entry.size) throw unreadable();
  return out;
}

/** Rows of a worksheet's XML (`<row ...>`, with or without a namespace prefix). */
const rowsInSheetXml = (xml: string) => xml.match(/<(?:\w+:)?row[\s>/]/g)?.length ?? 0;

/** Refuses (413) an archive whose contents exceed the limits, before ExcelJS unpacks it. */
export function checkXlsxSize(file: Buffer): void {
  const entries = zipEntries(file);
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > MAX_UNPACKED_BYTES) throw tooLarge();
  for (const entry of entries) {
    const bytes = unpack(file, entry);
    if (/^xl\/worksheets\/[^/]+\.xml$/i.test(entry.name) && rowsInSheetXml(bytes.toString('utf8')) > MAX_READ_ROWS) throw tooLarge();
  }
}

/** One cell as text, the way a user reads it in the spreadsheet (numbers as typed, dates as yyyy-MM-dd). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue); // a formula: its computed value
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return String(value.text); // a hyperlink
  if ('error' in value) return '';
  return '';
}

async function xlsxCells(file: Buffer): Promise<string[][]> {
  checkXlsxSize(file);
  // Loaded on the first import, not at start: ExcelJS and its dependencies took about 0.3 s of every start.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new HttpError(400, SPREADSHEET_ANSWERS.empty);
  // Index = row number - 1, so the numbers in error messages are the ones the spreadsheet shows.
  const cells: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[]; // 1-based: values[0] is unused
    cells[number - 1] = values.slice(1).map(cellText);
  });
  return Array.from(cells, (line) => line ?? []);
}

export interface SheetCells {
  cells: string[][];
  /** A CSV written by a spreadsheet set to Indonesian: its numbers have a decimal comma ('3,25'). */
  decimalComma: boolean;
}

/** The file's cells: an .xlsx workbook's first sheet (numbers are numbers there), or UTF-8 CSV text. */
export async function readCells(file: Buffer): Promise<SheetCells> {
  if (isZip(file)) return { cells: await xlsxCells(file), decimalComma: false };
  const text = file.toString('utf8');
  // Binary content (an .xls, an image) is not CSV: refuse it rather than report every row as invalid.
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw unreadable();
  // Millions of empty lines fit in 5 MB too.
  if ((text.match(/\n/g)?.length ?? 0) > MAX_READ_ROWS) throw tooLarge();
  return { cells: parseCsv(text), decimalComma: csvDecimalMark(text) === ',' };
}
