// CSV text both ways: written by the master screens' export and by GET export-csv (a header of column
// labels, then one line per row with the stored values, plain numbers so spreadsheets can compute with
// them; a text a spreadsheet would run as a formula is written with a leading quote), read back by the
// head-office import.

/** A plain negative number ('-7.500', '-12'): a spreadsheet reads it as the number it is, so it stays. */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/**
 * A cell a spreadsheet would run as a formula ('=1+2', '@SUM(A1)', '+cmd|...', '-2+3', or one starting with a
 * tab or carriage return) gets a leading single quote, so it is shown as the text it is (CSV injection). Plain
 * negative numbers stay numbers: a negative weight or amount in an export must still add up.
 */
export function neutralizeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !NEGATIVE_NUMBER.test(text) ? `'${text}` : text;
}

const quote = (value: unknown): string => {
  const text = neutralizeCell(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** One CSV line (without its line break). */
export function csvLine(values: readonly unknown[]): string {
  return values.map(quote).join(',');
}

export function toCsv(columns: readonly string[], headers: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [csvLine(headers), ...rows.map((row) => csvLine(columns.map((c) => row[c])))];
  return lines.join('\r\n');
}

/**
 * Separator of a CSV file: a comma, or a semicolon when the first line has more of those outside quotes
 * (spreadsheets set to Indonesian write semicolons, since the comma is their decimal mark).
 */
function separatorOf(text: string): ',' | ';' {
  const firstLine = text.split(/\r?\n/, 1)[0].replace(/"[^"]*"/g, '');
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** The decimal mark of the numbers in a CSV text: a comma in a semicolon-separated (Indonesian) file. */
export function csvDecimalMark(input: string): '.' | ',' {
  return separatorOf(input.replace(/^\uFEFF/, '')) === ';' ? ',' : '.';
}

/** The cells of a CSV text (RFC 4180 quoting, CRLF or LF, a leading byte-order mark ignored). */
export function parseCsv(input: string): string[][] {
  const text = input.replace(/^\uFEFF/, '');
  const sep = separatorOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === sep) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows.map((r) => r.map(restoreCell));
}

/** A cell neutralized by an export reads back as it was written: exported files import unchanged. */
const restoreCell = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
