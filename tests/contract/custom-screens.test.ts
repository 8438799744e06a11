// The hand-written screens' folders (src/custom-screens/<area>) stand alone: an area imports the engine, the
// definitions, domain and locales, never another area. What two areas share (a scanner field, the counter's payments
// and checkout) belongs in src/engine, where every screen can find it and no screen depends on another's insides.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/paths';

const SCREENS = join(ROOT, 'src/custom-screens');
const SPECIFIER = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The area a file of src/custom-screens belongs to, or undefined for a file outside them (index.ts, the engine). */
const areaOf = (path: string) => {
  const parts = relative(SCREENS, path).split('/');
  return parts.length > 1 && !parts[0].startsWith('..') ? parts[0] : undefined;
};

describe('src/custom-screens', () => {
  it('has no area importing another area', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(SCREENS)) {
      const area = areaOf(file);
      if (!area) continue;
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        const target = areaOf(normalize(join(dirname(file), spec)));
        if (target && target !== area) crossings.push(`${relative(ROOT, file)} imports ${spec}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it("keeps each counter entry screen to its kind's lines and rules: 250 lines or fewer, the frame in src/engine", () => {
    const counters = ['penjualan', 'pembelian', 'jual-beli-manual'].flatMap((area) => sourceFiles(join(SCREENS, area)));
    const long = counters.map((f) => [relative(ROOT, f), readFileSync(f, 'utf8').split('\n').length - 1] as const).filter(([, n]) => n > 250);
    expect(long).toEqual([]);
  });

  it('is imported by the engine only through its index of lazily loaded screens', () => {
    const engine = sourceFiles(join(ROOT, 'src/engine'));
    const reaching = engine.filter((file) => [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].some(([, spec]) => normalize(join(dirname(file), spec)).startsWith(SCREENS)));
    expect(reaching.map((f) => relative(ROOT, f))).toEqual([]);
  });
});
