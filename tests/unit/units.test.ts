// domain/units.ts: every number typed the Indonesian (or English) way read exactly or refused, and shown the way the
// interface language writes numbers (Indonesian by default); formatted values read back to themselves.
import { afterEach, describe, expect, it } from 'vitest';
import { ITEM } from '../../domain/barang';
import { formatMoney, formatRupiahMask } from '../../domain/format';
import {
  ENGLISH_NUMBERS,
  fieldUnit,
  formatHundredths,
  formatNumber,
  formatRupiah,
  formatUnit,
  formatWeightMg,
  fromNumber,
  INDONESIAN_NUMBERS,
  inputText,
  int8FromDb,
  isPlausible,
  KADAR,
  mgText,
  MONEY,
  numberStyleOf,
  numberUnit,
  numericFromDb,
  parseHundredths,
  parseMoney,
  parseUnit,
  parseWeightMg,
  PERCENT,
  plainText,
  PPN,
  setNumberLanguage,
  sumMg,
  WEIGHT,
  weightMg,
} from '../../domain/units';

const ok = (value: number) => ({ ok: true, value });
const no = (problem: string) => expect.objectContaining({ ok: false, problem });
/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('money in integer rupiah', () => {
  it.each([
    ['4.250.000', 4_250_000],
    ['4,250,000', 4_250_000],
    ['Rp. 4.250.000 ,-', 4_250_000],
    ['Rp 4.250.000,-', 4_250_000],
    ['rp.4250000', 4_250_000],
    ['4250000', 4_250_000],
    ['-15.000', -15_000],
    ['Rp. -15.000 ,-', -15_000],
    ['-Rp. 15.000', -15_000],
    // A mark followed by 3 digits groups thousands in either style: rupiah have no thousandths.
    ['4.250', 4_250],
    ['4,250', 4_250],
    // Both marks: the last one is the decimal point, and only an empty fraction is accepted.
    ['4.250.000,00', 4_250_000],
    ['4,250,000.00', 4_250_000],
    ['15.000,0', 15_000],
    ['0', 0],
    ['  1.000  ', 1_000],
    ['999.999.999.999.999', 999_999_999_999_999],
  ])('%s is %d rupiah', (text, rupiah) => expect(parseMoney(text)).toEqual(ok(rupiah)));

  it.each([
    // One mark followed by 1 or 2 digits: sen, or a mistyped thousand. Refused, never guessed.
    ['4,5', 'whole'],
    ['4.5', 'whole'],
    ['4.250.000,50', 'whole'],
    ['1,234.56', 'whole'],
    ['4.2500', 'number'],
    ['4.25.000', 'number'],
    ['4,250.000,00', 'number'],
    ['4.', 'number'],
    ['', 'number'],
    ['Rp. ,-', 'number'],
    ['empat juta', 'number'],
    ['1e6', 'number'],
    ['4 250 000', 'number'],
    ['--5', 'number'],
    ['1.000.000.000.000.000', 'max'],
    ['9007199254740993', 'max'],
    ['99.999.999.999.999.999', 'max'],
  ])('%s is refused (%s)', (text, problem) => expect(parseMoney(text)).toEqual(no(problem)));

  it('is shown the Indonesian way by default, with dots grouping thousands, and in the input mask', () => {
    expect(formatRupiah(1_161_300)).toBe('1.161.300');
    expect(formatRupiah(-15_000)).toBe('-15.000');
    expect(formatRupiah(0)).toBe('0');
    expect(formatRupiah(999)).toBe('999');
    expect(formatRupiah(999_999_999_999_999)).toBe('999.999.999.999.999');
    expect(formatUnit(4_250_000, MONEY)).toBe('Rp. 4.250.000 ,-');
    expect(formatMoney(1_250_000)).toBe('1.250.000');
    expect(formatRupiahMask(1_161_300)).toBe('Rp. 1.161.300 ,-');
    expect(formatMoney('1500000')).toBe('1.500.000');
  });

  it('is shown the English way with commas grouping thousands', () => {
    expect(formatRupiah(1_161_300, ENGLISH_NUMBERS)).toBe('1,161,300');
    expect(formatRupiah(-15_000, ENGLISH_NUMBERS)).toBe('-15,000');
    expect(formatRupiah(0, ENGLISH_NUMBERS)).toBe('0');
    expect(formatRupiah(999_999_999_999_999, ENGLISH_NUMBERS)).toBe('999,999,999,999,999');
    expect(formatUnit(4_250_000, MONEY, ENGLISH_NUMBERS)).toBe('Rp. 4,250,000 ,-');
    expect(formatMoney(1_250_000, ENGLISH_NUMBERS)).toBe('1,250,000');
  });

  it('groups exactly as Intl does for id-ID and en-US', () => {
    const id = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
    const en = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const n of [1, 12, 123, 1234, 12345, 123456, 1234567, 999_999_999_999_999, -1234567]) {
      expect(formatRupiah(n)).toBe(id.format(n));
      expect(formatRupiah(n, ENGLISH_NUMBERS)).toBe(en.format(n));
    }
  });
});

describe('weight in integer milligrams', () => {
  it.each([
    ['7,85', 7_850],
    ['7.85', 7_850],
    ['1,5', 1_500],
    ['1.5', 1_500],
    ['1.234,5', 1_234_500],
    ['1,234.5', 1_234_500],
    // A single mark followed by 3 digits is still the decimal point: weights carry 3 decimals.
    ['10.005', 10_005],
    ['10,005', 10_005],
    ['0,1', 100],
    [',5', 500],
    ['3', 3_000],
    ['7,85 g', 7_850],
    ['7,85gr', 7_850],
    ['-0,012', -12],
    ['0,000', 0],
  ])('%s is %d mg', (text, mg) => expect(parseWeightMg(text)).toEqual(ok(mg)));

  it.each([
    ['7,8555', 'decimals'],
    ['0.0001', 'decimals'],
    // The same mark twice: thousands, or a mistyped decimal point? Refused.
    ['1.234.567', 'number'],
    ['1,234,567', 'number'],
    ['7,', 'number'],
    ['7,8,5', 'number'],
    ['tujuh', 'number'],
    ['7.85 kg', 'number'],
    ['1.000.000.000,000', 'max'],
    ['1,000,000,000.000', 'max'],
  ])('%s is refused (%s)', (text, problem) => expect(parseWeightMg(text)).toEqual(no(problem)));

  it('goes to and from the database exactly, as numeric text or as a float', () => {
    expect(mgText(7_850)).toBe('7.850');
    expect(mgText(-12)).toBe('-0.012');
    expect(mgText(0)).toBe('0.000');
    expect(mgText(999_999_999_999)).toBe('999999999.999');
    expect(weightMg('7.850')).toBe(7_850);
    expect(weightMg('7.85')).toBe(7_850);
    expect(weightMg('-0.012')).toBe(-12);
    expect(weightMg('12')).toBe(12_000);
    expect(weightMg('0.3000')).toBe(300);
    expect(weightMg(0.1 + 0.2)).toBe(300);
    expect(weightMg(7.85)).toBe(7_850);
    expect(weightMg(-0)).toBe(0);
    expect(() => weightMg('7,85')).toThrow(RangeError);
    expect(() => weightMg('0.0005')).toThrow(RangeError);
    expect(() => weightMg(Number.NaN)).toThrow(RangeError);
  });

  it('adds 0.1 g and 0.2 g to 0.300 g', () => {
    const sum = [0.1, 0.2].map(weightMg).reduce((a, b) => a + b, 0);
    expect(formatWeightMg(sum)).toBe('0,300');
    expect(mgText(sum)).toBe('0.300');
  });

  it('is shown with 3 decimals after a decimal comma in id, a decimal point in en', () => {
    expect(formatWeightMg(1_185)).toBe('1,185');
    expect(formatWeightMg(7_850)).toBe('7,850');
    expect(formatWeightMg(1_234_500)).toBe('1.234,500');
    expect(formatWeightMg(-12)).toBe('-0,012');
    expect(formatWeightMg(0)).toBe('0,000');
    expect(formatUnit(1_185, WEIGHT)).toBe('1,185 g');
    expect(formatWeightMg(1_185, ENGLISH_NUMBERS)).toBe('1.185');
    expect(formatWeightMg(1_234_500, ENGLISH_NUMBERS)).toBe('1,234.500');
    expect(formatWeightMg(-12, ENGLISH_NUMBERS)).toBe('-0.012');
    expect(formatUnit(1_185, WEIGHT, ENGLISH_NUMBERS)).toBe('1.185 g');
  });
});

describe('kadar and percentages in hundredths', () => {
  it.each([
    ['1,1', 110],
    ['1.1', 110],
    ['75', 7_500],
    ['75,5', 7_550],
    ['11 %', 1_100],
    ['100', 10_000],
  ])('%s is %d hundredths', (text, h) => expect(parseHundredths(text)).toEqual(ok(h)));

  it('refuses a third decimal and what a percentage cannot be', () => {
    expect(parseHundredths('1,125')).toEqual(no('decimals'));
    expect(parseHundredths('100,01')).toEqual(no('max'));
    expect(parseHundredths('-1')).toEqual(no('min'));
    expect(parseUnit('500', KADAR)).toEqual(ok(50_000));
    expect(parseUnit('500,01', KADAR)).toEqual(no('max'));
  });

  it('is shown with 2 decimals after a decimal comma in id, a decimal point in en', () => {
    expect(formatHundredths(7_500)).toBe('75,00');
    expect(formatHundredths(110)).toBe('1,10');
    expect(formatHundredths(-5)).toBe('-0,05');
    expect(formatUnit(110, PERCENT)).toBe('1,10 %');
    expect(formatUnit(7_500, KADAR)).toBe('75,00 %');
    expect(formatHundredths(7_500, ENGLISH_NUMBERS)).toBe('75.00');
    expect(formatUnit(110, PERCENT, ENGLISH_NUMBERS)).toBe('1.10 %');
  });
});

describe('numbers sent as JSON numbers', () => {
  it('keep their value, and refuse decimals the unit does not hold', () => {
    expect(fromNumber(7.85, WEIGHT)).toEqual(ok(7_850));
    expect(fromNumber(0.1, WEIGHT)).toEqual(ok(100));
    expect(fromNumber(7.8555, WEIGHT)).toEqual(no('decimals'));
    expect(fromNumber(1000.5, MONEY)).toEqual(no('whole'));
    expect(fromNumber(9_007_199_254_740_993, MONEY)).toEqual(no('max'));
    expect(fromNumber(1.1, PERCENT)).toEqual(ok(110));
  });
});

describe('counts and other plain numbers', () => {
  it('read like money without decimals, like a weight with them', () => {
    expect(parseUnit('1.000', numberUnit(0))).toEqual(ok(1_000));
    expect(parseUnit('12', numberUnit(0))).toEqual(ok(12));
    expect(parseUnit('1,5', numberUnit(0))).toEqual(no('whole'));
    expect(parseUnit('0,125', numberUnit(3))).toEqual(ok(125));
  });
});

describe('the decimal mark a source states', () => {
  it('decides, except that dots alone stay a decimal point in a unit with decimals', () => {
    expect(parseUnit('1.500.000', WEIGHT, { decimalMark: ',' })).toEqual(ok(1_500_000_000));
    expect(parseUnit('10.005', WEIGHT, { decimalMark: ',' })).toEqual(ok(10_005));
    expect(parseUnit('1,500', MONEY, { decimalMark: ',' })).toEqual(no('whole'));
    expect(parseUnit('1.500', MONEY, { decimalMark: ',' })).toEqual(ok(1_500));
  });
});

describe('plausible ranges', () => {
  it('state where a value needs a second look', () => {
    expect(isPlausible(500_000, WEIGHT)).toBe(true);
    expect(isPlausible(750_000, WEIGHT)).toBe(false);
    expect(isPlausible(2_000, PPN)).toBe(true);
    expect(isPlausible(2_001, PPN)).toBe(false);
    expect(isPlausible(10_000, KADAR)).toBe(true);
    expect(isPlausible(10_001, KADAR)).toBe(false);
    expect(isPlausible(10_000_000_001, MONEY)).toBe(false);
  });

  it('follow the fields of the definitions', () => {
    expect(fieldUnit('berat', ITEM.fields.berat as never)).toBe(WEIGHT);
    expect(fieldUnit('kadar', ITEM.fields.kadar as never)).toBe(KADAR);
    expect(fieldUnit('harga_total', ITEM.fields.harga_total as never)).toBe(MONEY);
    expect(fieldUnit('qty', ITEM.fields.qty as never).scale).toBe(0);
  });
});

describe('formatted values read back to themselves', () => {
  it('10,000 random weights', () => {
    const next = random(7);
    for (let i = 0; i < 10_000; i++) {
      const mg = Math.floor(next() * 999_999_999_999) * (next() < 0.1 ? -1 : 1);
      expect(parseWeightMg(formatWeightMg(mg))).toEqual(ok(mg));
      expect(parseWeightMg(formatWeightMg(mg, ENGLISH_NUMBERS))).toEqual(ok(mg));
      expect(parseWeightMg(formatUnit(mg, WEIGHT))).toEqual(ok(mg));
      expect(weightMg(mgText(mg))).toBe(mg);
    }
  });

  it('10,000 random amounts', () => {
    const next = random(11);
    for (let i = 0; i < 10_000; i++) {
      const rupiah = Math.floor(next() ** 3 * 999_999_999_999_999) * (next() < 0.1 ? -1 : 1);
      expect(parseMoney(formatRupiah(rupiah))).toEqual(ok(rupiah));
      expect(parseMoney(formatUnit(rupiah, MONEY))).toEqual(ok(rupiah));
      expect(parseMoney(formatRupiah(rupiah, ENGLISH_NUMBERS))).toEqual(ok(rupiah));
    }
  });
});

describe('the number style of the interface language', () => {
  afterEach(() => setNumberLanguage('id'));

  it('is Indonesian in id and it, English in en, hk, my and jp, and Indonesian for an unknown code', () => {
    for (const l of ['id', 'it', 'xx', 'toString']) expect(numberStyleOf(l)).toEqual(INDONESIAN_NUMBERS);
    for (const l of ['en', 'hk', 'my', 'jp']) expect(numberStyleOf(l)).toEqual(ENGLISH_NUMBERS);
  });

  it('is what every formatter uses once the language is set, and an explicit style still wins', () => {
    setNumberLanguage('en');
    expect(formatRupiah(1_161_300)).toBe('1,161,300');
    expect(formatUnit(1_185, WEIGHT)).toBe('1.185 g');
    expect(formatMoney(1_161_300)).toBe('1,161,300');
    expect(formatRupiah(1_161_300, INDONESIAN_NUMBERS)).toBe('1.161.300');
    setNumberLanguage('id');
    expect(formatUnit(1_185, WEIGHT)).toBe('1,185 g');
  });

  it('leaves plain text for machines alone: no grouping, a decimal point', () => {
    setNumberLanguage('id');
    expect([plainText(1_161_300, 0), plainText(1_185, 3), plainText(-12, 3), plainText(7_500, 2)]).toEqual(['1161300', '1.185', '-0.012', '75.00']);
    setNumberLanguage('en');
    expect(plainText(1_234_500, 3)).toBe('1234.500');
  });
});

describe('numbers in display units (formatNumber)', () => {
  it('rounds half away from zero on the decimal the number is written as', () => {
    expect(formatNumber(1.005, 2)).toBe('1,01');
    expect(formatNumber(-1.005, 2)).toBe('-1,01');
    expect(formatNumber(2.345, 2)).toBe('2,35');
    expect(formatNumber(999.6, 0)).toBe('1.000');
    expect(formatNumber(-0.0004, 3)).toBe('0,000');
  });

  it('groups numbers past a double\'s exact integers digit for digit, and names what is no number', () => {
    expect(formatNumber(1e21, 0)).toBe('1.000.000.000.000.000.000.000');
    expect(formatNumber(1234567.891, 3, ENGLISH_NUMBERS)).toBe('1,234,567.891');
    expect(formatNumber(Number.NaN, 0)).toBe('NaN');
  });
});

describe('a stored value in a number input (inputText)', () => {
  afterEach(() => setNumberLanguage('id'));

  it('is shown as it would be typed: grouped, with the unit\'s decimals, and reads back as itself', () => {
    expect(inputText(1_161_300, MONEY)).toBe('1.161.300');
    expect(inputText('1161300', MONEY)).toBe('1.161.300');
    expect(inputText('0.5', WEIGHT)).toBe('0,500');
    expect(inputText(7.85, WEIGHT)).toBe('7,850');
    expect(inputText('11', PERCENT)).toBe('11,00');
    expect(parseMoney(inputText(1_161_300, MONEY))).toEqual(ok(1_161_300));
    expect(parseWeightMg(inputText('0.5', WEIGHT))).toEqual(ok(500));
    setNumberLanguage('en');
    expect(inputText(1_161_300, MONEY)).toBe('1,161,300');
    expect(parseMoney(inputText(1_161_300, MONEY))).toEqual(ok(1_161_300));
  });

  it('is empty for nothing and leaves text that is no stored number as it is', () => {
    expect([inputText(null, MONEY), inputText(undefined, WEIGHT), inputText('', WEIGHT)]).toEqual(['', '', '']);
    expect(inputText('abc', MONEY)).toBe('abc');
    expect(inputText('4.5', MONEY)).toBe('4.5');
  });
});

describe('NUMERIC and INT8 from the database', () => {
  it.each([
    ['0.300', 0.3],
    ['7.850', 7.85],
    ['-0.012', -0.012],
    ['0', 0],
    ['-0.000', 0],
    ['999999999.999', 999999999.999],
    ['999999999999999', 999_999_999_999_999],
    ['7.8500000000000000', 7.85],
    ['000123.4500', 123.45],
  ])('reads %s as exactly %o', (text, value) => {
    expect(numericFromDb(text)).toBe(value);
    expect(Object.is(numericFromDb(text), -0)).toBe(false);
  });

  it('gives the double that prints back as the text, for every 3-decimal weight tried', () => {
    const next = random(5);
    for (let i = 0; i < 10_000; i++) {
      const mg = Math.floor(next() * 999_999_999_999) * (next() < 0.2 ? -1 : 1);
      expect(String(numericFromDb(mgText(mg)))).toBe(String(Number(mgText(mg))));
      expect(weightMg(numericFromDb(mgText(mg)))).toBe(mg);
    }
  });

  it.each(['1000000000000000', '0.1234567890123456', '2.3333333333333333', '12345678901234.56', 'NaN', 'Infinity', '1e3', ''])(
    'refuses %s: no double holds it exactly',
    (text) => expect(() => numericFromDb(text)).toThrow(RangeError),
  );

  it('reads INT8 up to Number.MAX_SAFE_INTEGER and refuses beyond it', () => {
    expect(int8FromDb('0')).toBe(0);
    expect(int8FromDb('-42')).toBe(-42);
    expect(int8FromDb('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(int8FromDb('-9007199254740991')).toBe(-Number.MAX_SAFE_INTEGER);
    for (const text of ['9007199254740992', '9007199254740993', '-9223372036854775808', '1.5', 'abc']) expect(() => int8FromDb(text)).toThrow(RangeError);
  });

  it('sums weights in milligrams: 0.1 g + 0.2 g is 300 mg', () => {
    expect(sumMg([0.1, 0.2])).toBe(300);
    expect(sumMg(['0.100', 0.2, '-0.050'])).toBe(250);
    expect(sumMg([])).toBe(0);
  });
});
