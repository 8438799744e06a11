// A document's rows once its number is taken are many small INSERTs (header, lines, payments, status, ledgers,
// journal), each a round trip while the day's counter row stays locked and every other cashier waits (DESIGN.md
// section 10). Here consecutive inserts of given values are held and sent as one statement (each a data-modifying
// WITH part) right before the next other statement, or at flush: statements still run in the order given.
import type { Queryable } from '../db/database';

/**
 * An INSERT that answers nothing and reads no table (VALUES, or unnest of its parameters): held with the others, it
 * cannot miss a row an earlier one of the same statement writes (all parts of one statement share its snapshot).
 * Foreign keys are checked at the end of the statement, so lines may go with their header.
 */
const heldInsert = (sql: string) =>
  /^\s*INSERT\s+INTO\b/i.test(sql) && !/\b(RETURNING|JOIN)\b|\(\s*SELECT\b/i.test(sql) && !/\bFROM\s+(?!unnest\s*\()/i.test(sql);

export interface BatchedInserts extends Queryable {
  /** Sends what is held; call it before the transaction commits. */
  flush(): Promise<void>;
}

export function batchedInserts(tx: Queryable): BatchedInserts {
  let held: { sql: string; params: unknown[] }[] = [];
  const flush = async () => {
    const batch = held;
    held = [];
    if (batch.length <= 1) {
      if (batch.length) await tx.query(batch[0].sql, batch[0].params);
      return;
    }
    const params: unknown[] = [];
    const parts = batch.map((s, i) => {
      const from = params.length;
      params.push(...s.params);
      return `w${i} AS (${s.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + from}`)})`;
    });
    await tx.query(`WITH ${parts.join(',\n')} SELECT 1`, params);
  };
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
      if (heldInsert(sql)) {
        held.push({ sql, params });
        return [];
      }
      await flush();
      return tx.query<T>(sql, params);
    },
    flush,
  };
}
