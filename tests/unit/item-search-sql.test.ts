// The item list's SQL (server/inventory/items.ts listSql): a search with a trigram finds its matches first behind a
// MATERIALIZED fence, so the planner cannot choose to walk the name index instead (issue 8); a list without a search,
// or a search too short for a trigram, walks the sort's index as before. (npm run bench measures both.)
import { describe, expect, it } from 'vitest';
import { listSql } from '../../server/inventory/items';

const base = { sort_by: 'nama_barang' as const, skip: 0, limit: 50, status: 'READY' as const, kode_toko: 'TOKO01' };

describe('listSql', () => {
  it('fences a search that has three letters or digits in a row, on every sort and on the keyset page too', () => {
    for (const q of ['liontin hati', 'TOKO01000123', 'abc']) expect(listSql({ ...base, q }).sql, q).toMatch(/^WITH found AS MATERIALIZED \(SELECT kode_barcode, nama_barang, kode_baki FROM barang WHERE /);
    expect(listSql({ ...base, q: 'hati', sort_by: 'kode_baki' }).sql).toMatch(/ORDER BY kode_baki, kode_barcode LIMIT 50 OFFSET 0\) ORDER BY kode_baki, kode_barcode$/);
    const keyset = listSql({ ...base, q: 'hati', after: { value: 'LIONTIN HATI 75', kode_barcode: 'TOKO01000009' } });
    expect(keyset.sql).toContain('AS MATERIALIZED');
    expect(keyset.sql).toContain('(nama_barang, kode_barcode) > ($7, $6)');
    expect(keyset.params).toEqual(['READY', 'TOKO01', 'HATI%', '%HATI%', 'HATI', 'TOKO01000009', 'LIONTIN HATI 75']);
  });

  it('leaves a list without a search, and a search of one or two characters, to the sort index', () => {
    for (const q of [undefined, '', 'ab', 'a b']) expect(listSql({ ...base, q }).sql, String(q)).not.toContain('MATERIALIZED');
    expect(listSql({ ...base, q: 'ab' }).sql).toMatch(/ ORDER BY nama_barang, kode_barcode LIMIT 50 OFFSET 0$/);
  });
});
