// Code 128 (ISO/IEC 15417) for item barcodes: text -> symbol values -> bar and space widths in modules.
// Pure: no DOM, no drawing. The label sheet (src/engine/export/label-sheet.ts) draws the widths as rectangles.
//
// Code set B carries printable ASCII (space to tilde); runs of digits go in code set C, two digits a symbol,
// following the usual rules of ISO/IEC 15417 annex E (start in C for 4 or more leading digits or an
// all-digit even-length text; switch to C for 4 or more digits at the end or 6 or more in the middle,
// an odd run leaving its first digit in B). Control characters (code set A only) are refused: item codes
// never carry them.

/** Widths of symbols 0..105 (bar, space, bar, space, bar, space) and of the stop (106, seven widths). */
const PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

export const CODE128 = {
  CODE_C: 99, // switch to code set C (in B)
  CODE_B: 100, // switch to code set B (in C)
  START_A: 103,
  START_B: 104,
  START_C: 105,
  STOP: 106,
} as const;

/** Quiet zone on each side, in modules (ISO/IEC 15417: at least 10 X). */
export const CODE128_QUIET_ZONE = 10;

export interface Code128 {
  text: string;
  /** Symbol values in order: start, data (with code set switches), check symbol, stop. */
  values: number[];
  /** Element widths in modules, bar first, alternating bar and space, ending with the stop's final bar. */
  widths: number[];
  /** Sum of widths: the symbol's width in modules, quiet zones excluded. */
  modules: number;
}

export class Code128Error extends Error {}

const isDigit = (c: string) => c >= '0' && c <= '9';

function digitRun(text: string, from: number): number {
  let n = 0;
  while (from + n < text.length && isDigit(text[from + n])) n++;
  return n;
}

/** Symbol values of the text without start, check and stop: code set B with switches to C for digit runs. */
function dataValues(text: string): { start: number; data: number[] } {
  const data: number[] = [];
  let i = 0;
  const lead = digitRun(text, 0);
  const startInC = lead >= 4 || (lead === text.length && lead % 2 === 0);
  let set: 'B' | 'C' = startInC ? 'C' : 'B';
  const start = startInC ? CODE128.START_C : CODE128.START_B;
  while (i < text.length) {
    if (set === 'C') {
      if (digitRun(text, i) >= 2) {
        data.push(Number(text.slice(i, i + 2)));
        i += 2;
        continue;
      }
      data.push(CODE128.CODE_B);
      set = 'B';
      continue;
    }
    const run = digitRun(text, i);
    if (run >= (i + run === text.length ? 4 : 6)) {
      if (run % 2 === 1) data.push(text.charCodeAt(i++) - 32);
      data.push(CODE128.CODE_C);
      set = 'C';
      continue;
    }
    data.push(text.charCodeAt(i++) - 32);
  }
  return { start, data };
}

/** Encodes printable ASCII text; throws Code128Error (Indonesian message) for an empty text or another character. */
export function encodeCode128(text: string): Code128 {
  if (text.length === 0) throw new Code128Error('Barcode Tidak Boleh Kosong');
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 32 || code > 126) {
      throw new Code128Error(`Barcode '${text}' Berisi Karakter Yang Tidak Bisa Dicetak: '${ch}'`);
    }
  }
  const { start, data } = dataValues(text);
  const check = data.reduce((sum, v, k) => sum + v * (k + 1), start) % 103;
  const values = [start, ...data, check, CODE128.STOP];
  const widths = values.flatMap((v) => [...PATTERNS[v]].map(Number));
  return { text, values, widths, modules: widths.reduce((a, b) => a + b, 0) };
}

/** Bars as [offset, width] in modules from the symbol's left edge (quiet zone not included). */
export function code128Bars(code: Code128): Array<[number, number]> {
  const bars: Array<[number, number]> = [];
  let x = 0;
  code.widths.forEach((w, k) => {
    if (k % 2 === 0) bars.push([x, w]);
    x += w;
  });
  return bars;
}
