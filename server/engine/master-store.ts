// Operations on master tables. Every write validates with the shared validator (domain/validation.ts),
// checks references, and runs in one transaction: a failed write changes nothing.
import type { FieldSet } from '../../domain/fields';
import type { MasterDefinition, RefField } from '../../definitions/define';
import type { Queryable } from '../db/database';
import { masterTable } from '../db/master-tables';
import { normalizeRecord, validateRecord, type FieldError, type Mode } from '../../domain/validation';
import { fieldLabel, resourceLabel } from '../../domain/labels';
import { HttpError, MESSAGES } from '../http-error';
import type { AppContext } from '../context';
import { recordAudit, type Auditor } from '../audit/log';
import { afterSql, cursorOf, orderSql, readCursor, type ListOrder } from './list-cursor';

type Rec = Record<string, unknown>;
const MAX_LIMIT = 1000;

/** Keys arrive from the path (or an imported file) as typed; codes are stored in capitals. */
export function normKey(def: MasterDefinition, key: string): string {
  const f = def.fields[def.key];
  return (f.kind === 'code' || f.kind === 'text') && f.upper ? key.trim().toUpperCase() : key.trim();
}

const columns = (def: MasterDefinition) => Object.keys(def.fields);
const selectList = (def: MasterDefinition) => columns(def).join(', ');

/**
 * A page of the active rows: `skip` rows on (the API's fixed paging), or `after` the cursor the page before answered
 * as `next` (keyset: list-cursor.ts), which a client paging on uses so a deep page costs what the first one costs.
 */
export async function list(
  db: Queryable,
  def: MasterDefinition,
  query: Record<string, string | undefined>,
  filter?: { field: string; value: string },
): Promise<{ data: Rec[]; count: number; next?: string }> {
  const where = ['is_active'];
  const params: unknown[] = [];
  if (filter) {
    params.push(filter.value.toUpperCase());
    where.push(`upper(${filter.field}::text) = $${params.length}`);
  }
  const q = query.q?.trim();
  if (q && def.list.search?.length) {
    params.push(`%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
    where.push(`(${def.list.search.map((f) => `${f}::text ILIKE $${params.length}`).join(' OR ')})`);
  }
  const field = query.sort && Object.hasOwn(def.fields, query.sort) ? query.sort : (def.list.sort ?? def.key);
  const order: ListOrder = { field, order: query.order?.toUpperCase() === 'DESC' ? 'DESC' : 'ASC', key: def.key, nullable: !def.fields[field].required };
  const table = masterTable(def);
  const whereSql = where.join(' AND ');
  const limit = Math.min(Number(query.limit) || 0, MAX_LIMIT);
  if (limit <= 0) {
    const data = await db.query<Rec>(`SELECT ${selectList(def)} FROM ${table} WHERE ${whereSql} ORDER BY ${orderSql(order)}`, params);
    return { data, count: data.length };
  }
  const pageParams = [...params];
  const after = query.after ? ` AND ${afterSql(order, readCursor(order, query.after), pageParams)}` : '';
  const from = query.after ? '' : ` OFFSET ${Math.max(Number(query.skip) || 0, 0)}`;
  const data = await db.query<Rec>(
    `SELECT ${selectList(def)} FROM ${table} WHERE ${whereSql}${after} ORDER BY ${orderSql(order)} LIMIT ${limit}${from}`,
    pageParams,
  );
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${whereSql}`, params);
  return { data, count: Number(n), ...(data.length === limit ? { next: cursorOf(order, data[limit - 1]) } : {}) };
}

/** Every active row in key order, a batch at a time, so an export never holds the whole table. */
export async function* activeRows(db: Queryable, def: MasterDefinition, batch = MAX_LIMIT): AsyncGenerator<Rec[]> {
  const sql = (after: boolean) =>
    `SELECT ${selectList(def)} FROM ${masterTable(def)} WHERE is_active${after ? ` AND ${def.key} > $1` : ''} ORDER BY ${def.key} LIMIT ${batch}`;
  let rows = await db.query<Rec>(sql(false));
  while (rows.length) {
    yield rows;
    if (rows.length < batch) return;
    rows = await db.query<Rec>(sql(true), [rows[rows.length - 1][def.key]]);
  }
}

/** The rows of many keys in one query (an import), deleted ones included, by key. */
export async function findRows(db: Queryable, def: MasterDefinition, keys: string[], lock = false): Promise<Map<string, Rec & { is_active: boolean }>> {
  const rows = await db.query<Rec & { is_active: boolean }>(
    `SELECT ${selectList(def)}, is_active FROM ${masterTable(def)} WHERE ${def.key}::text = ANY($1::text[])${lock ? ' FOR UPDATE' : ''}`,
    [keys],
  );
  return new Map(rows.map((r) => [String(r[def.key]), r]));
}

export async function findRow(db: Queryable, def: MasterDefinition, key: string, lock = false): Promise<(Rec & { is_active: boolean }) | undefined> {
  const rows = await db.query<Rec & { is_active: boolean }>(
    `SELECT ${selectList(def)}, is_active FROM ${masterTable(def)} WHERE ${def.key} = $1${lock ? ' FOR UPDATE' : ''}`,
    [key],
  );
  return rows[0];
}

export async function get(db: Queryable, def: MasterDefinition, key: string): Promise<Rec> {
  const row = await findRow(db, def, normKey(def, key));
  if (!row || !row.is_active) throw new HttpError(404, MESSAGES.notFound);
  const { is_active: _a, ...data } = row;
  return data;
}

function masterOf(ctx: AppContext, name: string): MasterDefinition {
  return ctx.definitions.find((d) => d.kind === 'master' && d.name === name) as MasterDefinition;
}

/** Referenced rows already read while checking many records in one transaction (an import), by master and key. */
export type RefCache = Map<string, Promise<(Rec & { is_active: boolean }) | undefined>>;

/**
 * Normalizes a record, checks each reference exists and is active (filling the copied fields from it), then
 * validates. Every problem is returned, reference problems first, one per field: a form shows the first,
 * an import lists them all.
 */
export async function checkRecord(
  ctx: AppContext,
  tx: Queryable,
  def: FieldSet,
  input: Rec,
  mode: Mode,
  refs: RefCache = new Map(),
): Promise<{ record: Rec; errors: FieldError[] }> {
  const record = normalizeRecord(def, input, mode);
  const errors: FieldError[] = [];
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind !== 'ref' || record[name] === undefined) continue;
    const ref = field as RefField;
    const target = masterOf(ctx, ref.resource);
    const cacheKey = `${target.name}:${String(record[name])}`;
    if (!refs.has(cacheKey)) refs.set(cacheKey, findRow(tx, target, String(record[name])));
    const row = await refs.get(cacheKey);
    const label = fieldLabel(def, name);
    if (!row || !row.is_active) {
      errors.push({ field: name, message: `${label} Tidak Ditemukan` });
      continue;
    }
    if (ref.dependsOn && record[ref.dependsOn.field] !== undefined && row[ref.dependsOn.on] !== record[ref.dependsOn.field]) {
      errors.push({ field: name, message: `${label} Tidak Sesuai Dengan ${fieldLabel(def, ref.dependsOn.field)}` });
      continue;
    }
    for (const [from, to] of Object.entries(ref.copy ?? {})) record[to] = row[from];
  }
  const refused = new Set(errors.map((e) => e.field));
  errors.push(...validateRecord(def, record, mode).filter((e) => !refused.has(e.field)));
  return { record, errors };
}

/** The unique fields (Field.unique) whose value another active record of the master holds: 409 naming the first. */
export async function uniqueErrors(tx: Queryable, def: MasterDefinition, record: Rec, key: string): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.unique || record[name] === undefined) continue;
    const taken = await tx.query(`SELECT 1 FROM ${masterTable(def)} WHERE ${name} = $1 AND is_active AND ${def.key} <> $2 LIMIT 1`, [record[name], key]);
    if (taken.length) errors.push({ field: name, message: `${fieldLabel(def, name)} ${String(record[name])} Sudah Terdaftar` });
  }
  return errors;
}

/** The record checked and normalized for a write of `key`: 400 with every field's problem, 409 for a unique value taken. */
async function prepare(ctx: AppContext, tx: Queryable, def: MasterDefinition, input: Rec, mode: Mode, key?: string): Promise<Rec> {
  const { record, errors } = await checkRecord(ctx, tx, def, input, mode);
  if (errors.length) throw new HttpError(400, errors[0].message, errors);
  const taken = await uniqueErrors(tx, def, record, key ?? normKey(def, String(record[def.key] ?? '')));
  if (taken.length) throw new HttpError(409, taken[0].message, taken);
  return record;
}

export function insertSql(def: MasterDefinition, record: Rec, userId: string): { sql: string; params: unknown[] } {
  const cols = [...Object.keys(record), 'created_by'];
  const params = [...Object.values(record), userId];
  return { sql: `INSERT INTO ${masterTable(def)} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${selectList(def)}`, params };
}

export function updateSql(def: MasterDefinition, key: string, record: Rec, userId: string, reactivate = false): { sql: string; params: unknown[] } {
  // Fields absent from the record are cleared: the form always sends the whole record.
  const cols = columns(def).filter((c) => c !== def.key);
  const params: unknown[] = cols.map((c) => record[c] ?? null);
  const sets = cols.map((c, i) => `${c} = $${i + 1}`);
  params.push(userId, key);
  sets.push(`updated_by = $${params.length - 1}`, 'updated_at = now()');
  if (reactivate) sets.push('is_active = true', 'deleted_at = NULL', 'deleted_by = NULL');
  return { sql: `UPDATE ${masterTable(def)} SET ${sets.join(', ')} WHERE ${def.key} = $${params.length} RETURNING ${selectList(def)}`, params };
}

/** The record as the audit log keeps it: its fields, and whether it is active. */
const audited = ({ is_active, ...row }: Rec) => ({ ...row, ...(is_active === undefined ? {} : { is_active }) });

export function create(ctx: AppContext, def: MasterDefinition, input: Rec, who: Auditor): Promise<Rec> {
  return ctx.db.transaction(async (tx) => {
    const record = await prepare(ctx, tx, def, input, 'create');
    const key = String(record[def.key]);
    const existing = await findRow(tx, def, key, true);
    const keyLabel = fieldLabel(def, def.key);
    // The word DELETED in the message makes the screen offer Cancel / Activate (spec section 8).
    if (existing && !existing.is_active) throw new HttpError(409, `${keyLabel} ${key} Sudah Ada Dengan Status DELETED`);
    if (existing) throw new HttpError(409, `${keyLabel} ${key} Sudah Terdaftar`);
    const { sql, params } = insertSql(def, record, who.user_id);
    const [row] = await tx.query<Rec>(sql, params);
    await recordAudit(tx, who, { tabel: masterTable(def), kunci: key, aksi: 'TAMBAH', sesudah: row });
    return row;
  });
}

export function update(ctx: AppContext, def: MasterDefinition, key: string, input: Rec, who: Auditor): Promise<Rec> {
  return ctx.db.transaction(async (tx) => {
    const existing = await findRow(tx, def, normKey(def, key), true);
    if (!existing || !existing.is_active) throw new HttpError(404, MESSAGES.notFound);
    const record = await prepare(ctx, tx, def, input, 'update', String(existing[def.key]));
    const { sql, params } = updateSql(def, String(existing[def.key]), record, who.user_id);
    const [row] = await tx.query<Rec>(sql, params);
    await recordAudit(tx, who, { tabel: masterTable(def), kunci: String(existing[def.key]), aksi: 'UBAH', sebelum: audited(existing), sesudah: row });
    return row;
  });
}

/** Another master still pointing at this record blocks its deletion. */
async function usedBy(ctx: AppContext, tx: Queryable, def: MasterDefinition, key: string): Promise<MasterDefinition | undefined> {
  for (const other of ctx.definitions) {
    if (other.kind !== 'master') continue;
    for (const [name, field] of Object.entries(other.fields)) {
      if (field.kind !== 'ref' || field.resource !== def.name) continue;
      const rows = await tx.query(`SELECT 1 FROM ${masterTable(other)} WHERE is_active AND ${name} = $1 LIMIT 1`, [key]);
      if (rows.length) return other;
    }
  }
  return undefined;
}

export function remove(ctx: AppContext, def: MasterDefinition, key: string, who: Auditor): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    const existing = await findRow(tx, def, normKey(def, key), true);
    if (!existing || !existing.is_active) throw new HttpError(404, MESSAGES.notFound);
    const k = String(existing[def.key]);
    if (def.protectedRows) {
      const [row] = await tx.query<Rec>(`SELECT ${def.protectedRows.column} AS protected FROM ${masterTable(def)} WHERE ${def.key} = $1`, [k]);
      if (row?.protected === true) throw new HttpError(409, def.protectedRows.message);
    }
    const user = await usedBy(ctx, tx, def, k);
    if (user) throw new HttpError(409, `${resourceLabel(def)} ${k} Sedang Digunakan Di ${resourceLabel(user)}`);
    await tx.query(`UPDATE ${masterTable(def)} SET is_active = false, deleted_at = now(), deleted_by = $1 WHERE ${def.key} = $2`, [who.user_id, k]);
    await recordAudit(tx, who, { tabel: masterTable(def), kunci: k, aksi: 'HAPUS', sebelum: audited(existing) });
  });
}

/** Re-enables a deleted record, saving the values the form carried (or keeping the old ones). */
export function activate(ctx: AppContext, def: MasterDefinition, key: string, input: Rec, who: Auditor): Promise<Rec> {
  return ctx.db.transaction(async (tx) => {
    const existing = await findRow(tx, def, normKey(def, key), true);
    if (!existing) throw new HttpError(404, MESSAGES.notFound);
    if (existing.is_active) throw new HttpError(409, `${fieldLabel(def, def.key)} ${existing[def.key]} Sudah Aktif`);
    const values = Object.keys(normalizeRecord(def, input, 'update')).length ? input : existing;
    const record = await prepare(ctx, tx, def, values, 'update', String(existing[def.key]));
    const { sql, params } = updateSql(def, String(existing[def.key]), record, who.user_id, true);
    const [row] = await tx.query<Rec>(sql, params);
    await recordAudit(tx, who, { tabel: masterTable(def), kunci: String(existing[def.key]), aksi: 'AKTIFKAN', sebelum: audited(existing), sesudah: row });
    return row;
  });
}
