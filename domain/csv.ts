// CSV text both ways: written by the master screens' export and by GET export-csv (a header of column
// labels, then one line per row with the stored values, plain numbers so spreadsheets can compute with
// them), read back by the head-office import.

const quote = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
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
  return rows;
}
