// Master data in and out as files (/export-csv, /import-data-pusat): the operations behind
// server/routes/data-transfer.ts.
import type { MasterDefinition } from '../../definitions/define';
import { csvLine } from '../../domain/csv';
import { fieldLabel } from '../../domain/labels';
import type { AppContext } from '../context';
import { HttpError, MESSAGES } from '../http-error';
import { activeRows } from '../engine/master-store';
import { importMaster } from '../engine/master-import';
import type { Auditor } from '../audit/log';

/** The master a path names; 404 for any other name. */
export function masterNamed(ctx: AppContext, name: string): MasterDefinition {
  const def = ctx.definitions.find((d): d is MasterDefinition => d.kind === 'master' && d.name === name);
  if (!def) throw new HttpError(404, MESSAGES.notFound);
  return def;
}

/** The header of labels, then the active rows; the byte-order mark makes spreadsheets read it as UTF-8. */
export async function* csvOf(ctx: AppContext, def: MasterDefinition): AsyncGenerator<string> {
  const fields = Object.keys(def.fields);
  yield `\uFEFF${csvLine(fields.map((f) => fieldLabel(def, f)))}\r\n`;
  for await (const rows of activeRows(ctx.db, def)) yield rows.map((row) => `${csvLine(fields.map((f) => row[f]))}\r\n`).join('');
}

/** Imports a file's rows into the master: all of them, or none (domain rules and messages in engine/master-import.ts). */
export async function importFile(ctx: AppContext, def: MasterDefinition, file: unknown, who: Auditor) {
  if (!Buffer.isBuffer(file) || !file.length) throw new HttpError(400, MESSAGES.badRequest);
  return importMaster(ctx, def, file, who);
}
