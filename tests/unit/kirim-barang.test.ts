// The difference of a transfer receipt and the weights typed on it, in integer milligrams.
import { describe, expect, it } from 'vitest';
import { parseBerat, selisihKirim } from '../../domain/kirim-barang';

const d = (kode_barcode: string, berat_kirim: number, diterima: boolean, berat_terima: number | null = null, dikembalikan = false) => ({
  kode_barcode,
  nama_barang: kode_barcode,
  qty: 1,
  berat_kirim,
  berat_terima,
  diterima,
  dikembalikan,
});

describe('selisihKirim', () => {
  it('sums in milligrams: 0.1 g + 0.2 g = 0.300 g', () => {
    const s = selisihKirim([d('A', 0.1, true), d('B', 0.2, true)]);
    expect(s).toMatchObject({ berat_kirim: 0.3, berat_terima: 0.3, selisih_berat: 0, tidak_diterima: [], beda_berat: [] });
  });

  it('lists missing items and weight differences', () => {
    const s = selisihKirim([d('A', 2.345, true, 2.34), d('B', 1.1, false), d('C', 0.7, true, 0.7)]);
    expect(s.qty_kirim).toBe(3);
    expect(s.qty_terima).toBe(2);
    expect(s.berat_kirim).toBe(4.145);
    expect(s.berat_terima).toBe(3.04);
    expect(s.selisih_berat).toBe(-1.105);
    expect(s.tidak_diterima).toEqual([{ kode_barcode: 'B', nama_barang: 'B', qty: 1, berat_kirim: 1.1, dikembalikan: false }]);
    expect(s.beda_berat).toEqual([{ kode_barcode: 'A', nama_barang: 'A', berat_kirim: 2.345, berat_terima: 2.34, selisih: -0.005 }]);
  });

  it('says which missing items the sender took back', () => {
    const s = selisihKirim([d('A', 1, true), d('B', 1.1, false, null, true), d('C', 0.5, false)]);
    expect(s.tidak_diterima.map((t) => [t.kode_barcode, t.dikembalikan])).toEqual([
      ['B', true],
      ['C', false],
    ]);
  });
});

describe('parseBerat', () => {
  it.each([
    ['1.498', 1.498],
    ['2,5', 2.5],
    [3, 3],
    ['7,85 g', 7.85],
  ])('reads %o as %o grams', (v, g) => expect(parseBerat(v)).toBe(g));
  it.each(['0', '-1', 'abc', '1.2345', '', '1.234.567', true])('refuses %o', (v) => expect(parseBerat(v)).toBeUndefined());
});
