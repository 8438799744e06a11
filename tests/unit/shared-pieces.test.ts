// The shared pieces of spec section 2 (progress dialog, sort-by picker, price-group picker) rendered to HTML with
// the real texts, the authorization rules of domain/, and the texts of this area present in id and en.
// The exit confirmation is exercised in the browser (tests/e2e/authorization.test.ts, /parameter-akun).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { I18nContext, mergeTranslations, type TranslationMessages } from 'react-admin';
import id from '../../locales/id.json';
import { progressPercent, ProgressContent } from '../../src/engine/shared/ProgressDialog';
import { SORT_BY_OPTIONS, SortByPicker, isSortBy } from '../../src/engine/shared/SortByPicker';
import { ALL_PRICE_GROUPS, PriceGroupSelect, priceGroupOptions } from '../../src/engine/shared/PriceGroupPicker';
import { canAuthorize, isAuthorizationKind, KINDS_WITHOUT_LOGIN } from '../../domain/authorization';

const ROOT = resolve(import.meta.dirname, '..', '..');

// The texts as the app loads them: locales/*.json, plus what still waits in locales/_pending (i18n.ts).
const pending = Object.values(import.meta.glob<{ id?: object; en?: object }>('../../locales/_pending/*.json', { eager: true, import: 'default' }));
const indonesian = mergeTranslations(...pending.map((p) => p.id ?? {}), id) as TranslationMessages;
const english = mergeTranslations(...pending.map((p) => p.en ?? {}), JSON.parse(readFileSync(join(ROOT, 'locales', 'en.json'), 'utf8'))) as TranslationMessages;

// The context itself, not I18nContextProvider: that one renders nothing until an effect runs, never on the server.
const render = (element: ReactElement) =>
  renderToStaticMarkup(h(I18nContext.Provider, { value: polyglotI18nProvider(() => indonesian, 'id', [{ locale: 'id', name: 'id' }]) }, element));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('progress dialog', () => {
  it('counts percent done, at most 100, nothing for an unknown total', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(1, 2)).toBe(50);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(5, 3)).toBe(100);
    expect(progressPercent(-1, 3)).toBe(0);
  });

  it('says what it is doing and shows done over total', () => {
    const sending = render(h(ProgressContent, { mode: 'send', done: 3, total: 4 }));
    expect(text(sending)).toContain('Sedang Mengirim Data');
    expect(text(sending)).toContain('3 / 4');
    expect(sending).toContain('aria-valuenow="75"');
    expect(sending).toContain('aria-label="Mohon Menunggu"');
    const fetching = render(h(ProgressContent, { mode: 'fetch', done: 0, total: 2 }));
    expect(text(fetching)).toContain('Sedang Mengambil Data');
    expect(text(fetching)).toContain('0 / 2');
  });
});

describe('sort-by picker', () => {
  it('offers Barcode, Nama Barang and Kode Baki', () => {
    expect(SORT_BY_OPTIONS.map((o) => indonesian.kilau && (indonesian.kilau as Record<string, Record<string, string>>).shared[`sort_by_${o}`])).toEqual([
      'Barcode',
      'Nama Barang',
      'Kode Baki',
    ]);
    expect(isSortBy('nama_barang')).toBe(true);
    expect(isSortBy('harga')).toBe(false);
  });

  it('shows its label and the chosen option, and the required message when given', () => {
    const html = text(render(h(SortByPicker, { value: 'kode_baki', onChange: () => undefined, error: true, helperText: 'Sort By Tidak Boleh Kosong' })));
    expect(html).toContain('Sort By');
    expect(html).toContain('Kode Baki');
    expect(html).toContain('Sort By Tidak Boleh Kosong');
  });
});

describe('price-group picker', () => {
  const rows = [
    { kelompok_harga: 'kp', keterangan: 'Kalung Putih' },
    { kelompok_harga: 'CK', keterangan: 'Cincin Kuning' },
    { kelompok_harga: 'CK', keterangan: 'dobel' },
    { kelompok_harga: 'GM' },
    { kelompok_harga: ' ' },
  ];

  it('makes one option per code, sorted, with ALL first when asked', () => {
    expect(priceGroupOptions(rows, false)).toEqual([
      { value: 'CK', label: 'CK - Cincin Kuning' },
      { value: 'GM', label: 'GM' },
      { value: 'KP', label: 'KP - Kalung Putih' },
    ]);
    expect(priceGroupOptions(rows, true)[0]).toEqual({ value: ALL_PRICE_GROUPS, label: '' });
  });

  it('shows the chosen group, and Semua for ALL', () => {
    expect(text(render(h(PriceGroupSelect, { options: priceGroupOptions(rows, true), value: 'CK', onChange: () => undefined })))).toContain(
      'CK - Cincin Kuning',
    );
    const all = text(render(h(PriceGroupSelect, { options: priceGroupOptions(rows, true), value: ALL_PRICE_GROUPS, onChange: () => undefined })));
    expect(all).toContain('Kelompok Harga');
    expect(all).toContain('Semua');
  });
});

describe('authorization rules', () => {
  it('let SPV, OWN and SU authorize, nobody else', () => {
    expect((['SPV', 'OWN', 'SU', 'MU', 'DEV', 'KASIR'] as const).filter(canAuthorize)).toEqual(['SPV', 'OWN', 'SU']);
  });

  it('know the spec kinds, and only FORCE_LOGOUT goes without a login', () => {
    expect(isAuthorizationKind('BATAL_PENJUALAN')).toBe(true);
    expect(isAuthorizationKind('toString')).toBe(false);
    expect(KINDS_WITHOUT_LOGIN).toEqual(['FORCE_LOGOUT']);
  });
});

describe('texts of authorization, parameter-akun and the shared pieces', () => {
  type Tree = { [k: string]: string | Tree };
  const has = (tree: Tree, key: string) => key.split('.').reduce<Tree | string | undefined>((t, k) => (t && typeof t === 'object' ? t[k] : undefined), tree) !== undefined;
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : /\.tsx?$/.test(f) ? [join(dir, f)] : []));
  const sources = [
    ...files(join(ROOT, 'src/engine/authorization')),
    ...files(join(ROOT, 'src/engine/shared')),
    ...files(join(ROOT, 'src/custom-screens/parameter-akun')),
  ];
  const used = [...new Set(sources.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/'(kilau\.(?:auth|akun|shared)\.[a-z_]+(?:\.[a-z_]+)*)'/g)].map((m) => m[1])))];
  // The kinds' own labels are the records' codes (kilau.codes.otorisasi.*, tests/contract/codes.test.ts).
  const dynamic = SORT_BY_OPTIONS.map((o) => `kilau.shared.sort_by_${o}`);

  it.each([
    ['id', indonesian],
    ['en', english],
  ])('are all in %s', (_, messages) => {
    expect(used.length).toBeGreaterThan(40);
    expect([...used, ...dynamic].filter((k) => !has(messages as unknown as Tree, k))).toEqual([]);
  });
});
