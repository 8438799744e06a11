// Every code a record carries has a label in every language (domain/codes.ts, issue 19 item 13): the authorization
// kinds, the payment kinds, the document statuses of every kind's definition, the kernel's kinds of documents and the
// money ledger's kategori they write and reverse, the item statuses. Indonesian comes from the catalogues themselves
// (laid into the messages under kilau.codes.*), English from en.json; it, hk, my and jp fall back to English.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_KINDS } from '../../domain/authorization';
import { PAYMENT_KINDS } from '../../domain/payments';
import { ITEM_STATUS } from '../../domain/inventory';
import { CODE_GROUPS, CODE_LABELS, codeKey, codeText, type CodeGroup } from '../../domain/codes';
import { definitionTexts, flatten, type Messages } from '../../locales/definition-texts';
import { loadDefinitions } from '../../server/engine/load-definitions';
import type { DocumentKind } from '../../server/documents/plan';

const ROOT = resolve(import.meta.dirname, '..', '..');
const en = flatten(JSON.parse(readFileSync(join(ROOT, 'locales', 'en.json'), 'utf8')) as Messages);
const idJson = flatten(JSON.parse(readFileSync(join(ROOT, 'locales', 'id.json'), 'utf8')) as Messages);

/** The kernel's kinds, every module of server/documents/kinds: what each exports that plans and cancels. */
async function kernelKinds(): Promise<DocumentKind<unknown>[]> {
  const dir = join(ROOT, 'server', 'documents', 'kinds');
  const modules = await Promise.all(readdirSync(dir).map((f) => import(join(dir, f)) as Promise<Record<string, unknown>>));
  return modules.flatMap((m) => Object.values(m)).filter((v): v is DocumentKind<unknown> => !!v && typeof v === 'object' && 'jenis' in v && 'plan' in v && 'cancel' in v);
}

let id: Record<string, string>;
/** Each catalogue the app's records take their codes from, by the group its labels sit under. */
let sources: [CodeGroup, string[]][];
beforeAll(async () => {
  const definitions = await loadDefinitions();
  id = { ...definitionTexts(definitions), ...idJson };
  const kinds = await kernelKinds();
  const statuses = definitions.flatMap((d) => (d.kind === 'transaction' ? d.document.statuses.map((s) => s.value) : []));
  sources = [
    ['otorisasi', Object.keys(AUTHORIZATION_KINDS)],
    ['bayar', [...PAYMENT_KINDS]],
    ['status', [...statuses, 'OPEN', 'DONE', 'BATAL']],
    ['jenis', kinds.map((k) => k.jenis)],
    ['kategori', kinds.flatMap((k) => (k.cancel.kategori ? [k.cancel.kategori] : []))],
    ['barang', [...ITEM_STATUS]],
  ];
  expect(kinds.length).toBeGreaterThanOrEqual(10);
});

describe('the codes of the records', () => {
  it('each have an Indonesian and an English label', () => {
    const lacking: string[] = [];
    for (const [group, codes] of sources) {
      for (const code of new Set(codes)) {
        const key = codeKey(group, code);
        if (!id[key]?.trim()) lacking.push(`id ${key}`);
        if (!en[key]?.trim()) lacking.push(`en ${key}`);
      }
    }
    expect(lacking).toEqual([]);
  });

  it('are labelled in Indonesian by their catalogue, and in English for every code of every catalogue', () => {
    for (const group of CODE_GROUPS) {
      for (const [code, label] of Object.entries(CODE_LABELS[group])) {
        expect(id[codeKey(group, code)], `${group} ${code}`).toBe(label);
        expect(en[codeKey(group, code)], `en ${group} ${code}`).toBeTruthy();
      }
    }
  });

  it('have a key of their own within their group', () => {
    for (const group of CODE_GROUPS) {
      const keys = Object.keys(CODE_LABELS[group]).map((code) => codeKey(group, code));
      expect(new Set(keys).size, group).toBe(keys.length);
    }
  });

  it('show a code no catalogue lists (a master\'s own) as it is', () => {
    expect(codeText('kategori', 'SETOR_BANK')).toBe('SETOR_BANK');
    expect(codeText('status', 'DONE')).toBe('Selesai');
  });
});
