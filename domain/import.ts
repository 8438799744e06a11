// Reading a master's rows from a spreadsheet made at head office (spec section 5: first row header, names
// lowercased with underscores). Pure: the server reads the file (xlsx or CSV) into cells, these functions
// decide what each column and row mean; the browser shows the same column names on the import screen.
import type { FieldSet, NumberField } from './fields';
import { fieldLabel } from './labels';
import { fieldUnit, parseUnit, plainText, type Unit } from './units';
import { isNumeric } from './validation';

/** 'Kode Bank' -> 'kode_bank'; ' No. Rekening ' -> 'no_rekening'. */
export function headerName(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

type Def = FieldSet & { key: string };

export interface ImportColumns {
  /** The field each column fills, by column index; undefined for a column the master does not have. */
  fields: (string | undefined)[];
  /** Headers of the columns left out, as written in the file. */
  ignored: string[];
}

export const IMPORT_MESSAGES = {
  keyMissing: (column: string) => `Kolom ${column} Tidak Ditemukan Pada Baris Pertama`,
  twice: (column: string) => `Kolom ${column} Muncul Lebih Dari Sekali`,
  row: (row: number, message: string) => `Baris ${row}: ${message}`,
  duplicate: (label: string, key: string, first: number) => `${label} ${key} Sudah Ada Di Baris ${first}`,
};

/**
 * Which field each header names: the field's name or its label, both compared after headerName, so a file
 * exported with labels ('Kode Bank') and one typed with names (kode_bank) both read. The key column is required.
 */
export function importColumns(def: Def, headers: readonly string[]): { columns: ImportColumns } | { error: string } {
  const byName = new Map<string, string>();
  for (const name of Object.keys(def.fields)) {
    byName.set(headerName(name), name);
    byName.set(headerName(fieldLabel(def, name)), name);
  }
  const fields: (string | undefined)[] = [];
  const ignored: string[] = [];
  for (const header of headers) {
    const field = byName.get(headerName(header));
    if (field && fields.includes(field)) return { error: IMPORT_MESSAGES.twice(field) };
    fields.push(field);
    if (!field && header.trim()) ignored.push(header.trim());
  }
  if (!fields.includes(def.key)) return { error: IMPORT_MESSAGES.keyMissing(def.key) };
  return { columns: { fields, ignored } };
}

export interface ImportRow {
  /** The row number in the spreadsheet (the header is row 1), as the user finds it there. */
  row: number;
  values: Record<string, string>;
}

/**
 * A number of a spreadsheet set to Indonesian, which states its decimal mark: ',' is the decimal point and '.' groups
 * thousands ('3,25' is 3.25 g, never 3250 g; '1.500.000' is 1500000 rupiah), except that dots alone stay a decimal
 * point in a unit with decimals (a weight 10.005 is 10.005 g), as everywhere else (domain/units.ts). A readable
 * cell becomes plain decimal text ('3.250'), which the record's validation reads alike; a fraction where a whole
 * number belongs, or too many decimals, becomes that plain number for the validation to name; anything else is
 * left as it is, for validation to refuse.
 */
export function fromDecimalComma(text: string, unit: Unit): string {
  if (text.trim() === '') return text;
  const read = parseUnit(text, unit, { decimalMark: ',' });
  if (read.ok) return plainText(read.value, unit.scale);
  return read.approx === undefined ? text : String(read.approx);
}

/**
 * The data rows under the header, entirely empty rows left out, each cell under its field's name. With
 * `decimalComma` (a CSV from a spreadsheet set to Indonesian) the numbers of the numeric fields are read that way.
 */
export function importRows(columns: ImportColumns, cells: readonly (readonly string[])[], def?: FieldSet, decimalComma = false): ImportRow[] {
  const numeric = new Map<string, Unit>();
  for (const [name, f] of Object.entries(decimalComma && def ? def.fields : {})) if (isNumeric(f)) numeric.set(name, fieldUnit(name, f as NumberField));
  const rows: ImportRow[] = [];
  cells.forEach((line, i) => {
    if (i === 0 || line.every((c) => c.trim() === '')) return;
    const values: Record<string, string> = {};
    columns.fields.forEach((field, col) => {
      if (!field) return;
      const cell = line[col] ?? '';
      values[field] = numeric.has(field) ? fromDecimalComma(cell, numeric.get(field)!) : cell;
    });
    rows.push({ row: i + 1, values });
  });
  return rows;
}
