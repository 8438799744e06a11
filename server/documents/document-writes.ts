// How the kernel sends a document's writes (DESIGN.md section 10). The day's number counter row stays locked from
// numbering to commit (numbers stay gapless: a rolled-back document gives its number back), and every other cashier's
// document waits on it, so the number is taken as late as it can be and what follows it goes in few round trips:
// - consecutive inserts of given values are held and sent as one statement (each a data-modifying WITH part) right
//   before the next other statement, or at flush: statements still run in the order given;
// - a plan that uses its number only as a value of its rows (Plan.numberLate) gets a stand-in for it: the number is
//   drawn when a statement needs it, or at flush, just before the held inserts, where the stand-in is replaced. A
//   statement on the pieces alone (barang: locking and marking them) runs at once, ahead of the held inserts, which
//   write only the new document's own rows and ledgers.
import type { Queryable } from '../db/database';

/**
 * An INSERT that answers nothing and reads no table (VALUES, or unnest of its parameters): held with the others, it
 * cannot miss a row an earlier one of the same statement writes (all parts of one statement share its snapshot).
 * Foreign keys are checked at the end of the statement, so lines may go with their header.
 */
const heldInsert = (sql: string) =>
  /^\s*INSERT\s+INTO\b/i.test(sql) && !/\b(RETURNING|JOIN)\b|\(\s*SELECT\b/i.test(sql) && !/\bFROM\s+(?!unnest\s*\()/i.test(sql);

/** The tables a statement names (after FROM, JOIN, UPDATE, INTO). */
const tablesOf = (sql: string) => [...sql.matchAll(/\b(?:FROM|JOIN|UPDATE|INTO)\s+([a-z_][a-z0-9_]*)/gi)].map((m) => m[1].toLowerCase());

/** A SELECT or UPDATE of the pieces table alone (no trigger of the held tables writes it, none reads it). */
const piecesOnly = (sql: string) => /^\s*(SELECT|UPDATE)\b/i.test(sql) && tablesOf(sql).every((t) => t === 'barang');

/** A stand-in: NUL bytes, which no text in PostgreSQL may hold, so one that ever reached a row would fail loudly. */
const STAND_IN = /\0nomor\d+\0/g;
const mentions = (v: unknown): boolean => (typeof v === 'string' ? v.includes('\0nomor') : Array.isArray(v) && v.some(mentions));

export interface DocumentWrites extends Queryable {
  /** The next number of `prefix`: drawn now, or (late) a stand-in drawn when needed. */
  number(prefix: string, late: boolean): Promise<string>;
  /** Sends what is held (drawing the numbers still owed); call it before the transaction commits. */
  flush(): Promise<void>;
  /** The number a stand-in became (after flush); a drawn number as it is. */
  real(no: string): string;
}

export function documentWrites(tx: Queryable, draw: (prefix: string) => Promise<string>): DocumentWrites {
  const owed: { prefix: string; standIn: string }[] = [];
  const drawn = new Map<string, string>();
  let held: { sql: string; params: unknown[] }[] = [];
  const real = (v: unknown): unknown =>
    typeof v === 'string' ? v.replace(STAND_IN, (s) => drawn.get(s)!) : Array.isArray(v) ? v.map(real) : v;
  const flush = async () => {
    // In the order asked for: a checkout's group number first, then its documents', as when drawn at once.
    for (const o of owed.splice(0)) drawn.set(o.standIn, await draw(o.prefix));
    const batch = held;
    held = [];
    if (batch.length === 1) await tx.query(batch[0].sql, real(batch[0].params) as unknown[]);
    if (batch.length <= 1) return;
    const params: unknown[] = [];
    const parts = batch.map((s, i) => {
      const from = params.length;
      params.push(...(real(s.params) as unknown[]));
      return `w${i} AS (${s.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + from}`)} RETURNING 1)`;
    });
    // PostgreSQL runs the parts of a WITH in no promised order (unreferenced ones in reverse, in fact); the rows must
    // go in as given (ledger ids in the order the kernel wrote them), so the query reads each part in turn.
    const inTurn = batch.map((_, i) => `(SELECT count(*) FROM w${i})`).join(' + ');
    await tx.query(`WITH ${parts.join(',\n')} SELECT ${inTurn}`, params);
  };
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
      if (heldInsert(sql)) {
        held.push({ sql, params });
        return [];
      }
      const ahead = !mentions(params) && (!held.length || (piecesOnly(sql) && !held.some((h) => tablesOf(h.sql).includes('barang'))));
      if (!ahead) await flush();
      return tx.query<T>(sql, real(params) as unknown[]);
    },
    async number(prefix, late) {
      if (!late) return draw(prefix);
      const standIn = `\0nomor${drawn.size + owed.length}\0`;
      owed.push({ prefix, standIn });
      return standIn;
    },
    flush,
    real: (no) => real(no) as string,
  };
}
