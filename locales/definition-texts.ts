// The Indonesian texts the definitions hold, under the locale keys the screens translate with. The definitions
// are the one source of these labels (a master's and its fields' `label`, a report's name, columns, filters,
// options and messages, the item fields of domain/barang.ts, the labels of the records' codes of domain/codes.ts, the
// menu groups and sections of definitions/menus.ts, the pages of definitions/pages.ts): src/engine/i18n.ts lays them
// under id.json, which holds only what no definition holds, and the other languages translate the same keys
// (tests/contract/locales.test.ts).
// Pure data in, pure data out: the browser feeds it the definitions Vite found, the tests those read from disk.
import type { Definition, ReportDefinition } from '../definitions/define';
import { MENU_SKELETON } from '../definitions/menus';
import { PAGES } from '../definitions/pages';
import { ITEM } from '../domain/barang';
import { CODE_GROUPS, CODE_LABELS, codeKey } from '../domain/codes';
import type { FieldSet } from '../domain/fields';

/** Locale keys may not hold spaces or dots: 'NAMA BARANG DAN SIZE' -> NAMA_BARANG_DAN_SIZE. */
export const optionKey = (value: string) => value.replace(/[^A-Za-z0-9_]+/g, '_');

/** Locale root of each kind of definition: resources.<name>, reports.<name>, transactions.<name>. */
export const LOCALE_ROOT: Record<Definition['kind'], string> = { master: 'resources', report: 'reports', transaction: 'transactions' };

/** The keys of the texts a definition holds: every screen builds its keys with these. */
export const localeKeys = {
  name: (def: { kind: Definition['kind']; name: string }) => `${LOCALE_ROOT[def.kind]}.${def.name}.name`,
  field: (set: string, field: string) => `resources.${set}.fields.${field}`,
  column: (report: string, field: string) => `reports.${report}.columns.${field}`,
  columnValue: (report: string, field: string, value: string) => `reports.${report}.values.${field}.${optionKey(value)}`,
  filter: (report: string, param: string) => `reports.${report}.filters.${param}.label`,
  filterOption: (report: string, param: string, value: string) => `reports.${report}.filters.${param}.options.${optionKey(value)}`,
  message: (report: string, kind: string) => `reports.${report}.messages.${kind}`,
  menu: (key: string) => `menu.${key}`,
  /** A page of definitions/pages.ts ('/' is the login page). */
  page: (route: string) => `kilau.shell.pages.${route.slice(1) || 'login'}`,
};

/** The field sets that are no master but whose labels screens translate (resources.<name>.fields.<field>). */
export const FIELD_SETS: readonly FieldSet[] = [ITEM];

/** Every key a definition holds, with its Indonesian text, as a flat map ('resources.bank.fields.kode_bank' -> 'Kode Bank'). */
export function definitionTexts(defs: readonly Definition[]): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (key: string, text: string) => {
    out[key] = text;
  };
  const fields = (set: FieldSet) => {
    for (const [name, field] of Object.entries(set.fields)) put(localeKeys.field(set.name, name), field.label);
  };
  for (const set of FIELD_SETS) fields(set);
  const report = (def: ReportDefinition) => {
    for (const c of def.columns) {
      put(localeKeys.column(def.name, c.field), c.label);
      for (const o of c.options ?? []) put(localeKeys.columnValue(def.name, c.field, o.value), o.label);
    }
    for (const f of def.filters) {
      if (!('label' in f)) continue;
      put(localeKeys.filter(def.name, f.param), f.label);
      if (f.kind === 'select') for (const o of f.options) put(localeKeys.filterOption(def.name, f.param, o.value), o.label);
    }
    for (const [kind, text] of Object.entries(def.messages)) put(localeKeys.message(def.name, kind), text);
  };
  for (const def of defs) {
    put(localeKeys.name(def), def.label);
    if (def.kind === 'master') fields(def);
    if (def.kind === 'report') report(def);
    if (def.kind === 'transaction') {
      // A transaction screen's list is a report of the same name; its document's lines are columns of that report too.
      put(localeKeys.name(def.report), def.label);
      report(def.report);
      for (const c of def.document.lineColumns) put(localeKeys.column(def.name, `baris.${c.field}`), c.label);
      if (def.document.resume) put(`transactions.${def.name}.resume`, def.document.resume.label);
      if (def.action) put(`transactions.${def.name}.button`, def.action.button);
    }
  }
  for (const g of MENU_SKELETON) {
    put(localeKeys.menu(g.key), g.label);
    for (const s of g.sections) put(localeKeys.menu(s.key), s.label);
  }
  for (const p of PAGES) put(localeKeys.page(p.route), p.label);
  for (const group of CODE_GROUPS) for (const [code, label] of Object.entries(CODE_LABELS[group])) put(codeKey(group, code), label);
  return out;
}

export type Messages = { [key: string]: string | Messages };

/** A flat map as the nested tree the locale files have ('a.b' -> { a: { b } }). */
export function nest(flat: Record<string, string>): Messages {
  const tree: Messages = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Messages;
    node[parts[parts.length - 1]] = text;
  }
  return tree;
}

/** The nested tree as a flat map, the inverse of nest. */
export function flatten(tree: Messages, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out[`${prefix}${k}`] = v;
    else Object.assign(out, flatten(v, `${prefix}${k}.`));
  }
  return out;
}
