// Keyset paging of a list the engine reads (the master lists): the next page starts after the last row of the page
// before, by the list's sort field and the record's key (a unique tiebreaker, in the same direction), so page 3,000
// reads what page 1 reads from the sort's index instead of counting 150,000 rows first. The cursor a client sends
// back (`after`) is an opaque token the list answered as `next`: the last row's sort value and key, with the sort it
// belongs to so that a cursor of another sort is refused instead of skipping rows.
import { HttpError } from '../http-error';

export interface ListOrder {
  field: string;
  order: 'ASC' | 'DESC';
  key: string;
  /** The sort field may hold NULL (PostgreSQL puts NULLs last going up, first going down). */
  nullable: boolean;
}

export const CURSOR_MESSAGE = 'Posisi Halaman Tidak Valid, Silahkan Muat Ulang Daftar';
/** Room for a long sort value and key, base64 of their JSON. */
export const CURSOR_MAX = 600;

/** The query parameter `after` of a list that pages by key. */
export const AFTER_PARAM = { title: 'Setelah', type: 'string', maxLength: CURSOR_MAX, pattern: '^[A-Za-z0-9_-]+$' };

interface Position {
  value: unknown;
  key: unknown;
}

/** ORDER BY of the list: the sort field, then the key the same way. */
export function orderSql(o: ListOrder): string {
  return o.field === o.key ? `${o.key} ${o.order}` : `${o.field} ${o.order}, ${o.key} ${o.order}`;
}

/** The token of the page after the one ending with `row`. */
export function cursorOf(o: ListOrder, row: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify([o.field, o.order, row[o.field] ?? null, row[o.key]])).toString('base64url');
}

/** The position a token holds, checked against the list's sort: 400 for a token that is not one of this sort's. */
export function readCursor(o: ListOrder, token: string): Position {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, CURSOR_MESSAGE);
  }
  if (!Array.isArray(parts) || parts.length !== 4 || parts[0] !== o.field || parts[1] !== o.order) throw new HttpError(400, CURSOR_MESSAGE);
  const [, , value, key] = parts as [string, string, unknown, unknown];
  if (key === null || typeof key === 'object' || (typeof value === 'object' && value !== null)) throw new HttpError(400, CURSOR_MESSAGE);
  return { value, key };
}

/**
 * The condition "after this position" in the list's order; pushes its values onto `params`. Written as a row
 * comparison where it can be, which PostgreSQL answers from an index on (field, key) or the key's own.
 */
export function afterSql(o: ListOrder, at: Position, params: unknown[]): string {
  const p = (v: unknown) => `$${params.push(v)}`;
  const beyond = o.order === 'ASC' ? '>' : '<';
  if (o.field === o.key) return `${o.key} ${beyond} ${p(at.key)}`;
  if (at.value === null) {
    // Going up, NULLs come last: only NULLs with a later key follow. Going down they come first: then every value.
    const tail = `${o.field} IS NULL AND ${o.key} ${beyond} ${p(at.key)}`;
    return o.order === 'ASC' ? `(${tail})` : `((${tail}) OR ${o.field} IS NOT NULL)`;
  }
  const rest = `(${o.field}, ${o.key}) ${beyond} (${p(at.value)}, ${p(at.key)})`;
  return o.order === 'ASC' && o.nullable ? `(${rest} OR ${o.field} IS NULL)` : rest;
}
