// Start-up checks over all definitions: a bad definition fails the boot with its own name in the message.
import type { Definition, MasterDefinition, ReportDefinition, TransactionDefinition } from './define';
import { AUTHORIZATION_KINDS } from '../domain/authorization';
import { LEVELS } from './define';
import { MODULES } from './modules';
import { MENU_SECTIONS } from './menus';

const NAME = /^[a-z][a-z0-9_]*$/;

export class DefinitionError extends Error {}

function checkMaster(d: MasterDefinition, all: Definition[], errors: string[]): void {
  const fields = Object.keys(d.fields ?? {});
  const err = (m: string) => errors.push(`${d.name}: ${m}`);
  if (!fields.length) err('has no fields');
  if (!fields.includes(d.key)) err(`key "${d.key}" is not a field`);
  for (const c of d.list?.columns ?? []) if (!fields.includes(c)) err(`list column "${c}" is not a field`);
  for (const c of d.list?.search ?? []) if (!fields.includes(c)) err(`search field "${c}" is not a field`);
  for (const name of fields) if (!NAME.test(name)) err(`field "${name}" must be lowercase with underscores`);
  for (const p of ['update', 'remove', 'activate'] as const) {
    if (!d.api[p].includes(`{${d.key}}`)) err(`api.${p} "${d.api[p]}" must contain {${d.key}}`);
  }
  for (const l of d.api.lookups) if (!fields.includes(l.by)) err(`lookup "${l.path}" filters by "${l.by}", which is not a field`);
  for (const [name, field] of Object.entries(d.fields)) {
    if (!field.label) err(`field "${name}" has no label`);
    if (field.kind === 'ref') {
      const target = all.find((x) => x.kind === 'master' && x.name === field.resource) as MasterDefinition | undefined;
      if (!target) err(`field "${name}" refers to unknown master "${field.resource}"`);
      for (const [from, to] of Object.entries(field.copy ?? {})) {
        if (target && !(from in target.fields)) err(`field "${name}" copies "${from}", not a field of ${field.resource}`);
        if (!fields.includes(to)) err(`field "${name}" copies into "${to}", which is not a field`);
      }
      if (field.dependsOn && !fields.includes(field.dependsOn.field)) err(`field "${name}" depends on unknown field "${field.dependsOn.field}"`);
    }
    if (field.kind === 'select') {
      for (const value of Object.keys(field.optionLabels ?? {})) if (!field.options.includes(value)) err(`field "${name}" labels "${value}", which is not one of its options`);
    }
  }
}

function checkReport(d: ReportDefinition, all: Definition[], errors: string[]): void {
  const err = (m: string) => errors.push(`${d.name}: ${m}`);
  if (!d.columns.length) err('has no columns');
  if (!d.api || d.api.startsWith('/')) err(`api "${d.api}" must be a relative path`);
  const params = new Set<string>();
  const selects = new Map<string, string[]>();
  for (const f of d.filters) {
    const names = f.kind === 'dateRange' ? [f.from, f.to] : [f.param];
    for (const p of names) {
      if (!NAME.test(p)) err(`filter parameter "${p}" must be lowercase with underscores`);
      if (params.has(p)) err(`filter parameter "${p}" is used twice`);
      params.add(p);
    }
    if (f.kind === 'date' || f.kind === 'select' || f.kind === 'master' || f.kind === 'list') {
      if (!f.label) err(`filter "${f.param}" has no label`);
    }
    if (f.kind === 'select') {
      const values = f.options.map((o) => o.value);
      if (!values.length) err(`select filter "${f.param}" has no options`);
      if (new Set(values).size !== values.length) err(`select filter "${f.param}" repeats an option`);
      if (f.default !== undefined && !values.includes(f.default)) err(`select filter "${f.param}" defaults to "${f.default}", which is not an option`);
      selects.set(f.param, values);
    }
    if (f.kind === 'master' && !all.some((x) => x.kind === 'master' && x.name === f.resource)) {
      err(`filter "${f.param}" refers to unknown master "${f.resource}"`);
    }
  }
  for (const c of d.columns) {
    if (!c.when) continue;
    const values = selects.get(c.when.param);
    if (!values) err(`column "${c.field}" is shown by "${c.when.param}", which is not a select filter`);
    else for (const v of c.when.in) if (!values.includes(v)) err(`column "${c.field}" is shown by ${c.when.param} "${v}", which is not an option`);
  }
}

function checkTransaction(d: TransactionDefinition, all: Definition[], errors: string[]): void {
  const err = (m: string) => errors.push(`${d.name}: ${m}`);
  const doc = d.document;
  // Its list is drawn as a report: the report's own checks (filters, columns, api) apply.
  checkReport(d.report, all, errors);
  if (!NAME.test(doc.number)) err(`number "${doc.number}" must be lowercase with underscores`);
  if (!doc.entry.startsWith('/')) err(`entry "${doc.entry}" must start with /`);
  if (!doc.statuses.length) err('has no statuses');
  // A validation over several kinds shows no document of its own: each row opens its kind's.
  if (!doc.lineColumns.length && !d.kinds?.length) err('has no line columns');
  if (d.kinds && d.screen !== 'validate') err('only a validation screen may show several kinds');
  for (const st of doc.resume?.from ?? []) if (!doc.statuses.some((x) => x.value === st)) err(`resume from "${st}", which is not a status`);
  if (doc.cancel) {
    if (!(doc.cancel.authorization in AUTHORIZATION_KINDS)) err(`cancel authorization "${doc.cancel.authorization}" is not an authorization kind`);
    for (const st of doc.cancel.from) if (!doc.statuses.some((x) => x.value === st)) err(`cancel from "${st}", which is not a status`);
  }
}

function checkGate(name: string, gate: Definition['gate'], errors: string[]): void {
  for (const l of gate.levels ?? []) if (!(LEVELS as readonly string[]).includes(l)) errors.push(`${name}: unknown level "${l}"`);
  for (const m of [...(gate.modules ?? []), ...(gate.modulesOff ?? [])]) {
    if (!MODULES.some((x) => x.key === m)) errors.push(`${name}: unknown module "${m}"`);
  }
}

/** Returns every problem found; throws with all of them when asked to. */
export function checkDefinitions(all: Definition[]): string[] {
  const errors: string[] = [];
  const seen = new Map<string, string>();
  for (const d of all) {
    if (!d || !d.kind) { errors.push('a definition file does not export a define* result as default'); continue; }
    if (!NAME.test(d.name)) errors.push(`${d.name}: name must be lowercase with underscores`);
    if (!d.route?.startsWith('/')) errors.push(`${d.name}: route "${d.route}" must start with /`);
    if (!d.label) errors.push(`${d.name}: has no label`);
    for (const k of [`name:${d.name}`, `route:${d.route}`]) {
      if (seen.has(k)) errors.push(`${d.name}: ${k.split(':')[0]} "${k.slice(k.indexOf(':') + 1)}" is already used by ${seen.get(k)}`);
      seen.set(k, d.name);
    }
    checkGate(d.name, d.gate, errors);
    if (d.menu && !MENU_SECTIONS.includes(d.menu)) errors.push(`${d.name}: menu section "${d.menu}" is not in definitions/menus.ts`);
    if (d.kind === 'master') checkMaster(d, all, errors);
    if (d.kind === 'report') checkReport(d, all, errors);
    if (d.kind === 'transaction') checkTransaction(d, all, errors);
  }
  return errors;
}

export function assertDefinitions(all: Definition[]): void {
  const errors = checkDefinitions(all);
  if (errors.length) throw new DefinitionError(`Invalid definitions:\n- ${errors.join('\n- ')}`);
}
