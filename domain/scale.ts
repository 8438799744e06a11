// Reading a weighing scale's output (tray weighing, /timbang-baki): scales on a serial port print one line per
// reading. Common shapes this understands:
//   'ST,GS,+  123.456 g'   'US,NT,-   0.012 g'   'ST,+00123.45  g'   (A&D, CAS, Ohaus and most indicator heads)
//   'S S     123.456 g'    'S D     123.450 g'                        (Mettler Toledo SICS; 'S I', 'S +', 'S -' are no weight)
//   'N     +    123.456 g' '+    123.456 g'     '123.456g'  '0.123 kg'  '1.500 ct'
// Weights come back in integer milligrams, so nothing downstream adds floats. Pure: no serial port here.

export type ScaleUnit = 'g' | 'kg' | 'mg' | 'ct';
/** Gross, net or tare, when the line says so. */
export type ScaleKind = 'GS' | 'NT' | 'TR';

export interface ScaleReading {
  /** The weight in integer milligrams (negative below zero). */
  mg: number;
  /** The unit the scale printed (grams when it printed none). */
  unit: ScaleUnit;
  /** False when the scale says the reading is still moving (US, 'S D'). */
  stable: boolean;
  kind?: ScaleKind;
}

/** Milligrams per unit; a carat is 0.2 g. */
const MG_PER_UNIT: Record<ScaleUnit, number> = { g: 1000, kg: 1_000_000, mg: 1, ct: 200 };
const UNIT_ALIASES: Record<string, ScaleUnit> = { g: 'g', gr: 'g', gm: 'g', grs: 'g', kg: 'kg', mg: 'mg', ct: 'ct', cts: 'ct' };

/** A number the scale printed (digits, one '.' or ',' decimal mark) in integer milligrams, rounded half up. */
export function decimalToMg(text: string, unit: ScaleUnit): number | null {
  const m = /^(\d+)(?:[.,](\d+))?$/.exec(text);
  if (!m) return null;
  const decimals = m[2] ?? '';
  const digits = (m[1] + decimals).replace(/^0+(?=\d)/, '');
  if (digits.length > 12) return null; // beyond any scale; keeps the integer arithmetic exact
  const mantissa = Number(digits);
  const factor = MG_PER_UNIT[unit];
  // mantissa * factor is an integer below 2^53, so the quotient is exact or rounds half up correctly.
  return Math.round((mantissa * factor) / 10 ** decimals.length);
}

const NUMBER = /([+-])?\s*(\d+(?:[.,]\d+)?)(?:\s*([a-zA-Z]+))?/g;

/** One line of scale output as a reading, or null when it carries no weight (overload, busy, an error, noise). */
export function parseScaleLine(line: string): ScaleReading | null {
  const text = line.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (!text) return null;

  // The weight is the number followed by a unit; without any unit, the last number on the line.
  const tokens = [...text.matchAll(NUMBER)].map((m) => ({ at: m.index, sign: m[1], value: m[2], unit: m[3]?.toLowerCase() }));
  const token = tokens.find((t) => t.unit && UNIT_ALIASES[t.unit]) ?? tokens.filter((t) => !t.unit).at(-1);
  if (!token) return null;

  // What the scale says about the reading is printed before it.
  const prefix = text.slice(0, token.at).toUpperCase();
  const fields = prefix.split(/[\s,]+/).filter(Boolean);
  let stable = true;
  // Mettler Toledo SICS: 'S S' stable, 'S D' dynamic; 'S I' busy, 'S +' / 'S -' out of range: no weight.
  const sics = /^S\s+([SDI+-])(?:\s|$)/.exec(text.toUpperCase());
  if (sics) {
    if (sics[1] !== 'S' && sics[1] !== 'D') return null;
    stable = sics[1] === 'S';
  }
  if (fields.some((f) => f === 'OL' || f === 'OVER' || f === 'ERR' || f === 'ERROR')) return null;
  if (fields[0] === 'US' || fields[0] === 'D' || fields.includes('?')) stable = false;
  let kind: ScaleKind | undefined;
  if (fields.includes('GS') || fields.includes('G')) kind = 'GS';
  if (fields.includes('NT') || fields.includes('N') || fields.includes('NET')) kind = 'NT';
  if (fields.includes('TR') || fields.includes('T') || fields.includes('TARE')) kind = 'TR';

  const unit: ScaleUnit = token.unit ? UNIT_ALIASES[token.unit] : 'g';
  const mg = decimalToMg(token.value, unit);
  if (mg === null) return null;
  return { mg: token.sign === '-' && mg !== 0 ? -mg : mg, unit, stable, ...(kind ? { kind } : {}) };
}

/** A reading to put in the weight field: settled, not a tare line, not below zero. */
export function usableReading(r: ScaleReading | null): r is ScaleReading {
  return !!r && r.stable && r.kind !== 'TR' && r.mg >= 0;
}

/**
 * Splits a stream of text from the port into whole lines; `rest` is the unfinished tail to prepend to the next
 * chunk. Scales end lines with CR LF, CR or LF.
 */
export function splitLines(buffer: string): { lines: string[]; rest: string } {
  const parts = buffer.split(/\r\n|\r|\n/);
  const rest = parts.pop() ?? '';
  return { lines: parts.filter((l) => l.trim()), rest };
}
