import { describe, expect, it } from 'vitest';
import { columnTotal, formatField, formatDecimal, formatMoney, formatRupiahMask, splitAddress } from '../../domain/format';
import { ENGLISH_NUMBERS } from '../../domain/units';

describe('money', () => {
  it('groups thousands with dots in id (the default), with commas in en', () => {
    expect(formatMoney(1161300)).toBe('1.161.300');
    expect(formatMoney('2500000')).toBe('2.500.000');
    expect(formatMoney(-1234567)).toBe('-1.234.567');
    expect(formatMoney(0)).toBe('0');
    expect(formatMoney(null)).toBe('0');
    expect(formatMoney(1161300, ENGLISH_NUMBERS)).toBe('1,161,300');
    expect(formatMoney(-1234567, ENGLISH_NUMBERS)).toBe('-1,234,567');
  });
  it('shows whole rupiah', () => {
    expect(formatMoney(999.6)).toBe('1.000');
  });
  it('writes the input mask', () => {
    expect(formatRupiahMask(1161300)).toBe('Rp. 1.161.300 ,-');
    expect(formatRupiahMask(1161300, ENGLISH_NUMBERS)).toBe('Rp. 1,161,300 ,-');
  });
});

describe('weights and cells', () => {
  it('shows weights with three decimals and the order report with two, after a decimal comma in id', () => {
    expect(formatDecimal(1.5, 3)).toBe('1,500');
    expect(formatField(1.185, { kind: 'weight' })).toBe('1,185');
    expect(formatField(1234.5, { kind: 'weight' })).toBe('1.234,500');
    expect(formatField(2.345, { kind: 'weight', decimals: 2 })).toBe('2,35');
    expect(formatField(12.5, { kind: 'percent' })).toBe('12,50');
    expect(formatField(75, { kind: 'number', decimals: 2 })).toBe('75,00');
    expect(formatField(1161300, { kind: 'money' })).toBe('1.161.300');
    expect(formatField(2000, { kind: 'number' })).toBe('2.000');
  });
  it('shows them with a decimal point and comma grouping in en', () => {
    expect(formatField(1.185, { kind: 'weight' }, ENGLISH_NUMBERS)).toBe('1.185');
    expect(formatField(1234.5, { kind: 'weight' }, ENGLISH_NUMBERS)).toBe('1,234.500');
    expect(formatField(12.5, { kind: 'percent' }, ENGLISH_NUMBERS)).toBe('12.50');
  });
  it('shows dates as yyyy-MM-dd and empty cells as nothing', () => {
    expect(formatField('2026-03-05T00:00:00.000Z', { kind: 'date' })).toBe('2026-03-05');
    expect(formatField(null, { kind: 'money' })).toBe('');
    expect(formatField('CINCIN')).toBe('CINCIN');
  });
  it('shows a list (the integrity report\'s examples) as its values, one after the other', () => {
    expect(formatField(['JL-TOKO01-20261121-0001 KAS', 'baki A1'])).toBe('JL-TOKO01-20261121-0001 KAS, baki A1');
    expect(formatField([])).toBe('');
  });
});

describe('columnTotal', () => {
  it('adds 0.1 g and 0.2 g to exactly 0.300 g', () => {
    const total = columnTotal([{ berat: 0.1 }, { berat: 0.2 }], 'berat', { kind: 'weight' });
    expect(total).toBe(0.3);
    expect(formatField(total, { kind: 'weight' })).toBe('0,300');
  });
  it('adds weights sent as text and money', () => {
    expect(columnTotal([{ berat: '1.111' }, { berat: '2.222' }, { berat: null }], 'berat', { kind: 'weight' })).toBe(3.333);
    expect(columnTotal([{ harga: 1500000 }, { harga: 250000 }], 'harga', { kind: 'money' })).toBe(1750000);
  });
});

describe('splitAddress', () => {
  const address = 'A'.repeat(48) + 'B'.repeat(42) + 'C'.repeat(10);

  it('splits at characters 48 and 90', () => {
    expect(splitAddress(address)).toEqual(['A'.repeat(48), 'B'.repeat(42), 'C'.repeat(10)]);
  });
  it('keeps a short address on one line', () => {
    expect(splitAddress('Jl. Pasar Baru No. 1, Jakarta')).toEqual(['Jl. Pasar Baru No. 1, Jakarta']);
  });
  it('trims the pieces', () => {
    const spaced = 'x'.repeat(47) + ' ' + 'y'.repeat(10);
    expect(splitAddress(spaced)).toEqual(['x'.repeat(47), 'y'.repeat(10)]);
  });
});
