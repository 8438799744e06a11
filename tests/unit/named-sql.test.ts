// The named-parameter binder of the report SQL files (server/engine/named-sql.ts).
import { describe, expect, it } from 'vitest';
import { bindValues, parseNamedSql } from '../../server/engine/named-sql';

describe('parseNamedSql', () => {
  it('numbers each name once, in order of first use', () => {
    const sql = parseNamedSql('SELECT * FROM t WHERE a = :kode_toko AND (:jenis = \'ALL\' OR b = :jenis) AND c <= :tgl_to');
    expect(sql.text).toBe("SELECT * FROM t WHERE a = $1 AND ($2 = 'ALL' OR b = $2) AND c <= $3");
    expect(sql.names).toEqual(['kode_toko', 'jenis', 'tgl_to']);
  });

  it('leaves casts, string literals, quoted identifiers, comments and dollar quotes alone', () => {
    const text = [
      "SELECT x::int, ':not_a_name', 'it''s :no', E'\\' :no', \"col:no\", $$ :no $$, $q$ :no $q$ -- :no",
      '/* :no */ FROM t WHERE y = :yes::text',
    ].join('\n');
    const sql = parseNamedSql(text);
    expect(sql.names).toEqual(['yes']);
    expect(sql.text).toBe(text.replace(':yes::text', '$1::text'));
  });

  it('does not read a slice or a word before the colon as a name', () => {
    expect(parseNamedSql('SELECT a[1:n], b FROM t').names).toEqual([]);
  });

  it('drops a closing semicolon and refuses a second statement and positional parameters', () => {
    expect(parseNamedSql('SELECT 1;\n-- end\n').text).toBe('SELECT 1\n-- end');
    expect(() => parseNamedSql('SELECT 1; SELECT 2')).toThrow('more than one statement');
    expect(() => parseNamedSql('SELECT * FROM t WHERE a = $1')).toThrow('positional parameter $1: use :names');
    expect(() => parseNamedSql("SELECT 'open")).toThrow('a string literal is not closed');
  });
});

describe('bindValues', () => {
  it('gives the values in $n order and refuses a missing one', () => {
    const sql = parseNamedSql('SELECT :b, :a, :b');
    expect(bindValues(sql, { a: '1', b: '2', c: '3' })).toEqual(['2', '1']);
    expect(() => bindValues(sql, { a: '1' })).toThrow('no value for :b');
  });
});
