// server/documents/document-writes.ts: how the kernel sends a document's writes once its number is due (the counter row
// locked the shortest time): held inserts go as one statement, a late number is drawn at flush and put in every row.
import { describe, expect, it } from 'vitest';
import { documentWrites } from '../../server/documents/document-writes';

/** A transaction that records what reaches the database. */
function recorder() {
  const sent: { sql: string; params: unknown[] }[] = [];
  let counter = 0;
  const tx = {
    query: async <T>(sql: string, params: unknown[] = []) => {
      sent.push({ sql, params });
      return [] as T[];
    },
  };
  const draw = async (prefix: string) => {
    sent.push({ sql: 'NUMBER', params: [prefix] });
    return `${prefix}-${++counter}`;
  };
  return { sent, w: documentWrites(tx, draw) };
}

describe('documentWrites: the number late, the inserts after it together', () => {
  it('sends consecutive inserts as one statement, their parameters renumbered, before the next other statement', async () => {
    const { sent, w } = recorder();
    await w.query('INSERT INTO a (x, y) VALUES ($1, $2)', [1, 2]);
    await w.query('INSERT INTO b (x) SELECT * FROM unnest($1::int[])', [[3, 4]]);
    expect(sent).toEqual([]);
    await w.query('SELECT 1 FROM c WHERE x = $1', [5]);
    expect(sent.map((s) => s.sql)).toEqual([
      // Each part read in turn by the query, so the rows go in as given (PostgreSQL promises no order to the parts).
      'WITH w0 AS (INSERT INTO a (x, y) VALUES ($1, $2) RETURNING 1),\nw1 AS (INSERT INTO b (x) SELECT * FROM unnest($3::int[]) RETURNING 1) SELECT (SELECT count(*) FROM w0) + (SELECT count(*) FROM w1)',
      'SELECT 1 FROM c WHERE x = $1',
    ]);
    expect(sent[0].params).toEqual([1, 2, [3, 4]]);
  });

  it('sends at once an insert that answers rows or reads a table', async () => {
    const { sent, w } = recorder();
    await w.query('INSERT INTO a (x) VALUES ($1) RETURNING x', [1]);
    await w.query('INSERT INTO a (x) SELECT x FROM b', []);
    expect(sent).toHaveLength(2);
  });

  it('draws a late number at flush, after the pieces are locked and marked, and puts it in every held row', async () => {
    const { sent, w } = recorder();
    const no = await w.number('JL', true);
    await w.query('INSERT INTO dokumen (no_dokumen) VALUES ($1)', [no]);
    await w.query('SELECT kode_barcode FROM barang WHERE kode_barcode = ANY($1::text[]) FOR UPDATE', [['A']]);
    await w.query('UPDATE barang SET status = $2 WHERE kode_barcode = ANY($1::text[]) RETURNING kode_barcode', [['A'], 'TERJUAL']);
    await w.query('INSERT INTO barang_mutasi (no_ref, keterangan) SELECT * FROM unnest($1::text[], $2::text[])', [[no], [`Jual ${no}`]]);
    expect(sent.map((s) => s.sql.split(' ')[0])).toEqual(['SELECT', 'UPDATE']);
    await w.flush();
    expect(sent.map((s) => s.sql.split(' ')[0])).toEqual(['SELECT', 'UPDATE', 'NUMBER', 'WITH']);
    expect(sent[3].params).toEqual(['JL-1', ['JL-1'], ['Jual JL-1']]);
    expect(w.real(no)).toBe('JL-1');
  });

  it('draws the number first when a statement other than on the pieces comes after held rows, or names the number', async () => {
    const { sent, w } = recorder();
    const no = await w.number('JL', true);
    await w.query('INSERT INTO dokumen (no_dokumen) VALUES ($1)', [no]);
    await w.query('SELECT saldo FROM kas_mutasi WHERE akun = $1', ['KAS']);
    expect(sent.map((s) => s.sql.split(' ')[0])).toEqual(['NUMBER', 'INSERT', 'SELECT']);
    const { sent: sent2, w: w2 } = recorder();
    const no2 = await w2.number('JL', true);
    await w2.query('UPDATE authorizations SET used_for = $2 WHERE id = $1', ['x', no2]);
    expect(sent2).toEqual([{ sql: 'NUMBER', params: ['JL'] }, { sql: 'UPDATE authorizations SET used_for = $2 WHERE id = $1', params: ['x', 'JL-1'] }]);
  });

  it('draws at once when the plan needs its number in hand', async () => {
    const { sent, w } = recorder();
    expect(await w.number('JB', false)).toBe('JB-1');
    expect(sent).toEqual([{ sql: 'NUMBER', params: ['JB'] }]);
  });
});
