// Where a label lives (locales/README.md): the definitions hold the Indonesian labels of masters, reports, menus
// and pages, id.json holds only what no definition holds, and every other language translates the keys of both.
// Fails when id.json holds a key a definition holds (repeating or overriding its label), or a file has a key that
// names nothing (a field, definition or id.json text that does not exist, an id.json key no code uses); only lists
// what a language has not translated yet, since it, hk, my and jp are partial by design and fall back to English.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { loadDefinitions } from '../../server/engine/load-definitions';
import { definitionTexts, flatten, nest, type Messages } from '../../locales/definition-texts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const LANGUAGES = ['en', 'it', 'hk', 'my', 'jp'] as const;

const load = (lang: string): Record<string, string> => flatten(JSON.parse(readFileSync(join(ROOT, 'locales', `${lang}.json`), 'utf8')) as Messages);
const id = load('id');
const reactAdmin = new Set(Object.keys(flatten(englishMessages as unknown as Messages)));
/** Texts of definitions (the flat map of locales/definition-texts.ts), by locale key. */
let texts: Record<string, string>;
/** Every key the app has an Indonesian text for: the definitions' and id.json's. */
let known: Set<string>;
beforeAll(async () => {
  texts = definitionTexts(await loadDefinitions());
  known = new Set([...Object.keys(texts), ...Object.keys(id)]);
});

describe('the definitions as the Indonesian texts', () => {
  it('give every key a text, and no key is both a text and a group of texts', () => {
    expect(Object.entries(texts).filter(([, text]) => !text?.trim())).toEqual([]);
    expect(flatten(nest(texts))).toEqual(texts);
  });

  it('are neither repeated nor overridden in id.json (the duplication cannot come back)', () => {
    const repeated = Object.keys(id).filter((key) => key in texts);
    expect(repeated, 'id.json keys a definition holds: say the text in the definition and remove the key').toEqual([]);
  });
});

describe('id.json', () => {
  it('holds react-admin keys that react-admin has', () => {
    expect(Object.keys(id).filter((key) => key.startsWith('ra.') && !reactAdmin.has(key))).toEqual([]);
  });

  it('holds no key that no code uses', () => {
    // Cheap and lenient: a key is used when the sources quote it, a template literal can build it
    // (`kilau.barang.gudang_${prefix}`), or they quote a prefix of it ending in a dot.
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name)) files.push(path);
      }
    };
    for (const dir of ['src', 'domain', 'definitions', 'server']) walk(join(ROOT, dir));
    const source = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const templates = [...source.matchAll(/`([a-z][\w.-]*\$\{[^`]*)`/g)].map(
      (m) => new RegExp(`^${m[1].split(/\$\{[^}]*\}/).map(escape).join('.+')}$`),
    );
    const prefixes = [...source.matchAll(/['"`]([a-z][\w-]*\.[\w-]+(?:\.[\w-]+)*\.)['"`]/g)].map((m) => m[1]);
    // Every quoted string of the sources, once: a lookup per key instead of a scan of the sources per key.
    const quoted = new Set([...source.matchAll(/(['"`])([a-z][\w.-]*)\1/g)].map((m) => m[2]));
    const used = (key: string) =>
      quoted.has(key) ||
      templates.some((t) => t.test(key)) ||
      prefixes.some((p) => key.startsWith(p));
    const unused = Object.keys(id).filter((key) => !key.startsWith('ra.') && !used(key));
    expect(unused, 'id.json keys no code under src, domain, definitions or server uses').toEqual([]);
  });
});

describe.each(LANGUAGES)('%s.json', (lang) => {
  const messages = load(lang);

  it('names nothing that does not exist (a field, definition or id.json text)', () => {
    const stale = Object.keys(messages).filter((key) => !known.has(key) && !reactAdmin.has(key));
    expect(stale, `keys of ${lang}.json without an Indonesian text in a definition or id.json`).toEqual([]);
  });

  it('lists what it still lacks', () => {
    // English takes react-admin's own texts from ra-language-english; the others fall back to English key by key.
    const lacking = [...known].filter((key) => !(key in messages) && !(lang === 'en' && reactAdmin.has(key))).sort();
    console.log(`${lang} lacks ${lacking.length} of ${known.size} keys${lacking.length ? `:\n  ${lacking.join('\n  ')}` : ''}`);
    expect(lacking.length).toBeLessThanOrEqual(known.size);
  });
});

describe('every locale file', () => {
  it('names each key once in each object (JSON.parse keeps the last, silently dropping the first)', () => {
    const twice: string[] = [];
    for (const lang of ['id', ...LANGUAGES]) {
      const text = readFileSync(join(ROOT, 'locales', `${lang}.json`), 'utf8');
      // A key at the indentation of its siblings, counted per object: the object's path is the keys opened above it.
      const path: string[] = [];
      const seen = [new Set<string>()];
      for (const line of text.split('\n')) {
        const key = /^(\s*)"([^"]+)":/.exec(line);
        if (key) {
          const depth = key[1].length / 2 - 1;
          path.length = depth;
          seen.length = depth + 1;
          seen[depth] ??= new Set();
          if (seen[depth].has(key[2])) twice.push(`${lang}.json: ${[...path, key[2]].join('.')}`);
          seen[depth].add(key[2]);
          if (line.trimEnd().endsWith('{')) {
            path[depth] = key[2];
            seen[depth + 1] = new Set();
          }
        }
      }
    }
    expect(twice).toEqual([]);
  });
});
