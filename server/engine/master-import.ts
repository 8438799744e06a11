// Importing a master's rows from a head-office spreadsheet (/import-data-pusat): every row goes through the
// same checks as a form (master-store.checkRecord), in one transaction, and nothing is written unless every
// row passes. Existing codes are updated (a deleted one comes back), new codes inserted.
import type { MasterDefinition } from '../../definitions/define';
import { readCells, SPREADSHEET_ANSWERS } from '../files/spreadsheet';
import { IMPORT_MESSAGES, importColumns, importRows, type ImportRow } from '../../domain/import';
import { fieldLabel } from '../../domain/labels';
import type { FieldError, Mode } from '../../domain/validation';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { checkRecord, uniqueErrors, findRows, insertSql, normKey, updateSql, type RefCache } from './master-store';
import { masterTable } from '../db/master-tables';
import { recordAudit, type Auditor } from '../audit/log';

export const IMPORT_LIMIT_BYTES = 5 * 1024 * 1024;
/** Masters hold hundreds of rows, not tens of thousands; the cap keeps an import within the browser's wait. */
export const IMPORT_MAX_ROWS = 5000;

export const IMPORT_ANSWERS = {
  unreadable: SPREADSHEET_ANSWERS.unreadable,
  empty: SPREADSHEET_ANSWERS.empty,
  tooMany: `File Maksimal ${IMPORT_MAX_ROWS} Baris Data`,
  refused: (rows: number) => `Tidak Ada Data Yang Diimport: ${rows} Baris Bermasalah`,
  done: (n: number) => `Berhasil Import ${n} Data`,
};

export interface RowError extends FieldError {
  row: number;
}

// ---------------------------------------------------------------- reading the file

// The shared reader (server/files/spreadsheet.ts) measures an .xlsx before unpacking it (zip bombs).
export { readCells, type SheetCells } from '../files/spreadsheet';

// ---------------------------------------------------------------- checking and writing

interface Planned {
  key: string;
  record: Record<string, unknown>;
  /** Absent for a new code. */
  existing?: Record<string, unknown> & { is_active: boolean };
}

/** The row as the form would send it: for an existing code, the stored values under the file's columns. */
function merged(def: MasterDefinition, row: ImportRow, existing: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!existing) return row.values;
  const stored = Object.fromEntries(Object.keys(def.fields).map((f) => [f, existing[f]]));
  return { ...stored, ...row.values };
}

export async function importMaster(
  ctx: AppContext,
  def: MasterDefinition,
  file: Buffer,
  who: Auditor,
): Promise<{ message: string; inserted: number; updated: number; ignored: string[] }> {
  const { cells, decimalComma } = await readCells(file);
  const found = importColumns(def, cells[0] ?? []);
  if ('error' in found) throw new HttpError(400, found.error);
  const rows = importRows(found.columns, cells, def, decimalComma);
  if (!rows.length) throw new HttpError(400, IMPORT_ANSWERS.empty);
  if (rows.length > IMPORT_MAX_ROWS) throw new HttpError(400, IMPORT_ANSWERS.tooMany);
  const keyOf = (row: ImportRow) => normKey(def, row.values[def.key] ?? '');

  return ctx.db.transaction(async (tx) => {
    const stored = await findRows(tx, def, [...new Set(rows.map(keyOf).filter(Boolean))], true);
    const refs: RefCache = new Map();
    const errors: RowError[] = [];
    const planned: Planned[] = [];
    const firstRowOf = new Map<string, number>();
    for (const row of rows) {
      const key = keyOf(row);
      const fail = (e: FieldError) => errors.push({ ...e, row: row.row, message: IMPORT_MESSAGES.row(row.row, e.message) });
      if (key && firstRowOf.has(key)) {
        fail({ field: def.key, message: IMPORT_MESSAGES.duplicate(fieldLabel(def, def.key), key, firstRowOf.get(key)!) });
        continue;
      }
      if (key) firstRowOf.set(key, row.row);
      const existing = stored.get(key);
      const mode: Mode = existing ? 'update' : 'create';
      const checked = await checkRecord(ctx, tx, def, merged(def, row, existing), mode, refs);
      if (!checked.errors.length) checked.errors.push(...(await uniqueErrors(tx, def, checked.record, key)));
      checked.errors.forEach(fail);
      if (!checked.errors.length) planned.push({ key, record: checked.record, existing });
    }
    // Throwing rolls the transaction back: a file with one bad row imports nothing.
    if (errors.length) throw new HttpError(400, IMPORT_ANSWERS.refused(new Set(errors.map((e) => e.row)).size), errors);

    for (const p of planned) {
      const { sql, params } = p.existing ? updateSql(def, p.key, p.record, who.user_id, !p.existing.is_active) : insertSql(def, p.record, who.user_id);
      const [row] = await tx.query(sql, params);
      // Each row is a write of its own in the log: a new code, an edit, or a deleted code back.
      const aksi = !p.existing ? 'TAMBAH' : p.existing.is_active ? 'UBAH' : 'AKTIFKAN';
      await recordAudit(tx, who, { tabel: masterTable(def), kunci: p.key, aksi, sebelum: p.existing, sesudah: row });
    }
    const updated = planned.filter((p) => p.existing).length;
    return { message: IMPORT_ANSWERS.done(planned.length), inserted: planned.length - updated, updated, ignored: found.columns.ignored };
  });
}
