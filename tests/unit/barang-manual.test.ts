// domain/barang-manual.ts: weights of manual stock read as every weight is (domain/units.ts), with the screen's messages.
import { describe, expect, it } from 'vitest';
import { manualTotals, parseBeratMg, parseCountedMg } from '../../domain/barang-manual';

describe('weights of manual stock', () => {
  it.each([
    ['7,85', 7850],
    ['7.85', 7850],
    [2.5, 2500],
    ['0,001', 1],
  ])('reads %o as %o mg', (v, mg) => expect(parseBeratMg(v)).toEqual({ mg }));

  it.each(['1.2345', '-1', 'abc', '1.234.567', true])('refuses %o', (v) =>
    expect(parseBeratMg(v)).toEqual({ error: 'Berat Harus Angka Dengan Maksimal 3 Desimal' }),
  );

  it('refuses 0 g to add, but takes it as a count', () => {
    expect(parseBeratMg('0')).toEqual({ error: 'Berat Tidak Boleh 0' });
    expect(parseBeratMg('')).toEqual({ error: 'Berat Tidak Boleh 0' });
    expect(parseCountedMg('0,000')).toEqual({ mg: 0 });
    expect(parseCountedMg('')).toEqual({ error: 'Berat Tidak Boleh 0' });
  });

  it('totals in milligrams: 0.1 g + 0.2 g is 0.3 g', () => {
    expect(manualTotals([{ qty: 1, berat: 0.1 }, { qty: 2, berat: 0.2 }])).toEqual({ qty: 3, berat: 0.3 });
  });
});
