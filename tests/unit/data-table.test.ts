// The pure parts of the custom screens' data core: the query keys writes refresh reads by (src/engine/data/call.ts)
// and the DataTable's cell and total formats by field kind (src/engine/table/format.ts).
import { describe, expect, it } from 'vitest';
import { apiQueryKey, cleanParams, isApiQueryUnder, pathUnder } from '../../src/engine/data/call';
import { cellText, formatTotal, formatValue, isNumeric, tableLines, totalOf, totalText } from '../../src/engine/table/format';

describe('API query keys', () => {
  it('leave empty params out and sort the rest, so the same read has the same key', () => {
    expect(cleanParams({ q: '', b: 2, a: 'x', c: undefined, d: null, e: false })).toEqual({ a: 'x', b: 2, e: false });
    expect(JSON.stringify(apiQueryKey('/barang', { sort_by: 'nama', q: 'cin' }))).toBe(JSON.stringify(apiQueryKey('barang', { q: 'cin', sort_by: 'nama' })));
  });

  it('match a path and what lies below it, not a longer name', () => {
    expect(pathUnder('penerimaan-barang', 'penerimaan-barang')).toBe(true);
    expect(pathUnder('penerimaan-barang/TB-1', 'penerimaan-barang/')).toBe(true);
    expect(pathUnder('barang/get/A1', 'barang')).toBe(true);
    expect(pathUnder('barang-manual', 'barang')).toBe(false);
    expect(pathUnder('penerimaan-barang', 'barang')).toBe(false);
  });

  it('tell API reads from the other cached queries', () => {
    expect(isApiQueryUnder(apiQueryKey('barang', { q: 'x' }), ['barang'])).toBe(true);
    expect(isApiQueryUnder(apiQueryKey('tokos'), [])).toBe(true);
    expect(isApiQueryUnder(apiQueryKey('tokos'), ['barang'])).toBe(false);
    expect(isApiQueryUnder(['bank', 'getList', {}], [])).toBe(false);
  });
});

describe('DataTable cells', () => {
  it('format by field kind the Indonesian way: money grouped, weights 3 decimals, percentages 2', () => {
    expect(formatValue({ kind: 'money' }, 1250000)).toBe('1.250.000');
    expect(formatValue({ kind: 'weight' }, 2.5)).toBe('2,500');
    expect(formatValue({ kind: 'percent' }, 75)).toBe('75,00');
    expect(formatValue({ kind: 'number' }, 12)).toBe('12');
    expect(formatValue({ kind: 'number', decimals: 3 }, 1.2)).toBe('1,200');
    expect(formatValue({ kind: 'date' }, '2026-11-15T00:00:00.000Z')).toBe('2026-11-15');
    expect(formatValue({ kind: 'code' }, 'A1')).toBe('A1');
    expect(formatValue({ kind: 'boolean' }, true, (v) => (v ? 'Yes' : 'No'))).toBe('Yes');
  });

  it('show counts as counted, and nothing for no value', () => {
    expect(formatValue({ kind: 'number' }, 12345)).toBe('12345');
    expect(formatValue({ kind: 'money' }, null)).toBe('');
    expect(formatValue({ kind: 'weight' }, '')).toBe('');
  });

  it('right-align numbers only', () => {
    expect(isNumeric({ kind: 'weight' })).toBe(true);
    expect(isNumeric({ kind: 'number' })).toBe(true);
    expect(isNumeric({ kind: 'code' })).toBe(false);
    expect(isNumeric({ kind: 'text' })).toBe(false);
  });

  it('total weights exactly and pieces as whole numbers', () => {
    const rows = [{ berat: 0.1, qty: 1 }, { berat: 0.2, qty: 2 }, { berat: '1.005', qty: 1000 }];
    const berat = totalOf(rows, { kind: 'weight' }, (r) => r.berat);
    expect(berat).toBe(1.305);
    expect(formatTotal({ kind: 'weight' }, berat)).toBe('1,305');
    expect(formatTotal({ kind: 'number' }, totalOf(rows, { kind: 'number' }, (r) => r.qty))).toBe('1003');
    expect(formatTotal({ kind: 'money' }, totalOf([{ h: 1500000 }, { h: 250000 }], { kind: 'money' }, (r) => r.h))).toBe('1.750.000');
  });
});

describe('DataTable sub-rows and own formats', () => {
  type Row = { nama: string; size?: string; berat: number; detail?: Row[] };
  const rows: Row[] = [
    { nama: 'CINCIN A', berat: 3, detail: [{ nama: '', size: '12', berat: 1.8 }, { nama: '', size: '14', berat: 1.2 }] },
    { nama: 'CINCIN B', berat: 1.5 },
  ];

  it("put each row's sub-rows right beneath it, keyed under the row", () => {
    const lines = tableLines(rows, (r) => r.nama, (r) => r.detail);
    expect(lines.map((l) => [l.key, l.sub, l.index])).toEqual([
      ['CINCIN A', false, 0],
      ['CINCIN A/0', true, 0],
      ['CINCIN A/1', true, 1],
      ['CINCIN B', false, 1],
    ]);
    expect(lines[1].row.size).toBe('12');
    expect(tableLines(rows, (r) => r.nama).map((l) => l.key)).toEqual(['CINCIN A', 'CINCIN B']);
  });

  it("total the rows only, and read cells and totals with a column's own format", () => {
    const berat = { kind: 'weight' as const, format: (v: unknown) => `[${String(v)}]` };
    expect(totalText(berat, rows, (r) => r.berat)).toBe('[4.5]');
    expect(totalText({ kind: 'weight' }, rows, (r) => r.berat)).toBe('4,500');
    expect(cellText(berat, 1.8)).toBe('[1.8]');
    expect(cellText({ kind: 'money' }, 1500000)).toBe('1.500.000');
  });
});
