// The Code 128 encoder against fixed encodings (bit strings checked against JsBarcode 3.12.3's output for
// the same text and code sets) and, for every character and digit pair, against an independent decoder
// (ZXing's Code128Reader) reading the modules back.
import { BitArray, Code128Reader } from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { CODE128, CODE128_QUIET_ZONE, Code128Error, code128Bars, encodeCode128 } from '../../domain/code128';

const bits = (widths: number[]) => widths.map((n, k) => (k % 2 ? '0' : '1').repeat(n)).join('');

/** The symbol as one scan line, X = `scale` pixels, with quiet zones, decoded by ZXing. */
function zxingRead(text: string, scale = 2): string {
  const code = encodeCode128(text);
  const row = new BitArray((code.modules + 2 * CODE128_QUIET_ZONE) * scale);
  for (const [x, w] of code128Bars(code)) {
    for (let p = (CODE128_QUIET_ZONE + x) * scale; p < (CODE128_QUIET_ZONE + x + w) * scale; p++) row.set(p);
  }
  return new Code128Reader().decodeRow(0, row, new Map()).getText();
}

describe('Code 128 encoding', () => {
  it('writes known symbols bit for bit', () => {
    const known: Record<string, string> = {
      Wikipedia:
        '11010010000111010001101000011010011000010010100001101001010011110010110010000100001001101000011010010010110000111100100101100011101011',
      '12345678': '1101001110010110011100100010110001110001011011000010100100011101101100011101011',
      AB1234567890:
        '110100100001010001100010001011000101110111101011001110010001011000111000101101100001010011011110110111000101101100011101011',
      KLU0000123:
        '110100100001011000111010001101110110111011101001110110010111011110110110011001100110110011101101110110001001001100011101011',
      X9: '110100100001110001011011100101100100100011001100011101011',
    };
    for (const [text, expected] of Object.entries(known)) expect(bits(encodeCode128(text).widths), text).toBe(expected);
  });

  it('computes the check symbol as the weighted sum modulo 103', () => {
    // Start B (104), W=55, i=73, k=75, ... : the example of the Wikipedia article, check symbol 88.
    expect(encodeCode128('Wikipedia').values).toEqual([104, 55, 73, 75, 73, 80, 69, 68, 73, 65, 88, 106]);
  });

  it('puts digit runs in code set C and the rest in B', () => {
    expect(encodeCode128('12345678').values.slice(0, 5)).toEqual([CODE128.START_C, 12, 34, 56, 78]);
    // Four digits at the end: switch to C.
    expect(encodeCode128('KLU-0001').values).toEqual([104, 43, 44, 53, 13, CODE128.CODE_C, 0, 1, 21, 106]);
    // An odd run keeps its first digit in B.
    expect(encodeCode128('AB12345').values.slice(0, 6)).toEqual([104, 33, 34, 17, CODE128.CODE_C, 23]);
    // Four digits in the middle are cheaper in B; six are not.
    expect(encodeCode128('A1234B').values).not.toContain(CODE128.CODE_C);
    expect(encodeCode128('A123456B').values).toContain(CODE128.CODE_C);
    // Odd leading run of 5: pairs in C, then back to B for the last digit.
    expect(encodeCode128('12345').values.slice(0, 5)).toEqual([CODE128.START_C, 12, 34, CODE128.CODE_B, 21]);
    expect(encodeCode128('123').values[0]).toBe(CODE128.START_B);
  });

  it('gives every symbol 11 modules, 3 bars and 3 spaces, and the stop 13', () => {
    const code = encodeCode128('Kilau 0123456789 ~!');
    const symbols = code.values.length;
    expect(code.widths).toHaveLength(6 * symbols + 1);
    expect(code.modules).toBe(11 * symbols + 2);
    for (let s = 0; s < symbols - 1; s++) expect(code.widths.slice(6 * s, 6 * s + 6).reduce((a, b) => a + b)).toBe(11);
    expect(bits(code.widths).endsWith('1100011101011')).toBe(true);
    expect(code.widths.every((w) => w >= 1 && w <= 4)).toBe(true);
  });

  it('is read back by ZXing for every printable character and every digit pair', () => {
    let printable = '';
    for (let c = 32; c < 127; c++) printable += String.fromCharCode(c);
    for (let i = 0; i < printable.length; i += 19) {
      const chunk = `Q${printable.slice(i, i + 19)}Z`;
      expect(zxingRead(chunk)).toBe(chunk);
    }
    let pairs = '';
    for (let n = 0; n < 100; n++) pairs += String(n).padStart(2, '0');
    for (let i = 0; i < pairs.length; i += 20) expect(zxingRead(pairs.slice(i, i + 20))).toBe(pairs.slice(i, i + 20));
  });

  it('is read back by ZXing for item codes of mixed letters and digits', () => {
    const samples = ['KLU0000123', 'A1', '7', '00', '123', 'BR-2026-000451', 'CC12345678901', 'x1y22z333w4444v55555', '1234567'];
    // A fixed pseudo-random series, so the test is the same on every run.
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789-.';
    for (let k = 0; k < 200; k++) {
      let s = '';
      const len = 1 + (next() % 16);
      for (let j = 0; j < len; j++) s += next() % 3 === 0 ? alphabet[next() % alphabet.length] : String(next() % 10);
      samples.push(s);
    }
    for (const s of samples) expect(zxingRead(s), s).toBe(s);
  });

  it('refuses an empty code and characters outside printable ASCII with a clear message', () => {
    expect(() => encodeCode128('')).toThrow(new Code128Error('Barcode Tidak Boleh Kosong'));
    expect(() => encodeCode128('AB\tC')).toThrow(/Tidak Bisa Dicetak/);
    expect(() => encodeCode128('CINCIN É')).toThrow(/'É'/);
    expect(() => encodeCode128('AB\u007f')).toThrow(/Tidak Bisa Dicetak/);
  });
});
