// Master screens in Chromium: create, find by search, edit, export CSV, delete, and the 'in use' refusal shown on one
// master another refers to; on the fewest masters that show every field kind in each form kind (master-traits.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Field, MasterDefinition } from '../../definitions/define';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { storedSession, useE2E } from '../helpers/e2e-fixture';
import { clickToNavigate } from '../helpers/e2e-helpers';
import { loadDefinitions } from '../../server/engine/load-definitions';
import { fieldLabel } from '../../domain/labels';
import { optionLabel } from '../../domain/fields';
import { coveringMasters } from '../helpers/master-traits';

const masters = (await loadDefinitions()).filter((d): d is MasterDefinition => d.kind === 'master');
const byName = new Map(masters.map((m) => [m.name, m]));
const gateModules = [...new Set(masters.flatMap((m) => m.gate.modules ?? []))];

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    // Open every module a master's gate asks for, so each screen can be reached.
    for (const key of gateModules) await db.query('UPDATE modules SET active = true WHERE key = $1', [key]);
  }),
}));

type Rec = Record<string, unknown>;
let counter = 0;

/** Fields sample() would not pass, by `<master>.<field>`: a member's phone (a pattern, one active member per phone). */
const FIELD_SAMPLES: Record<string, (n: number) => unknown> = {
  'member.no_hp': (n) => `62813${String(n).padStart(8, '0')}`,
};

/** A value within the field's rules; codes are unique over the run. */
function sample(field: Field): unknown {
  const n = ++counter;
  switch (field.kind) {
    case 'code': {
      const len = Math.max(Math.min(field.maxLength ?? 6, 6), field.minLength ?? 0);
      return `E${n.toString(36).toUpperCase()}`.padEnd(len, 'X').slice(0, len);
    }
    case 'text':
      return `${field.label} ${n}`.slice(0, field.maxLength ?? 60).padEnd(field.minLength ?? 0, 'x');
    case 'money':
      return 150000 + n;
    case 'weight':
      return 2.5;
    case 'percent':
      return Math.min(field.max ?? 100, 12.5);
    case 'number': {
      const v = (field.min ?? 0) + 1 + (n % 5);
      return field.max !== undefined ? Math.min(v, field.max) : v;
    }
    case 'select':
      return field.options[0];
    case 'boolean':
      return true;
    case 'date':
      return '2026-01-15';
    case 'ref':
      throw new Error('refs are created, not sampled');
  }
}

interface Api {
  token: string;
  url: string;
}
async function apiCall(api: Api, method: string, path: string, body?: unknown): Promise<Rec> {
  const res = await fetch(`${api.url}/api/v1/${path}`, {
    method,
    headers: { 'x-auth-token': api.token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Rec;
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Values for a record of `def`, creating through the API every record its references need. */
async function values(api: Api, def: MasterDefinition, fixed: Rec = {}): Promise<Rec> {
  const rec: Rec = { ...fixed };
  for (const [name, field] of Object.entries(def.fields)) {
    if (name in rec) continue;
    if (field.kind === 'ref') {
      const target = byName.get(field.resource)!;
      const pinned = field.dependsOn ? { [field.dependsOn.on]: rec[field.dependsOn.field] } : {};
      rec[name] = (await createViaApi(api, target, pinned))[target.key];
    } else if (!Object.values(def.fields).some((f) => f.kind === 'ref' && Object.values(f.copy ?? {}).includes(name))) {
      const special = FIELD_SAMPLES[`${def.name}.${name}`];
      rec[name] = special ? special(++counter) : sample(field);
    }
  }
  return rec;
}

async function createViaApi(api: Api, def: MasterDefinition, fixed: Rec = {}): Promise<Rec> {
  return (await apiCall(api, 'POST', def.api.create, await values(api, def, fixed))).data as Rec;
}

async function fill(form: Locator, page: Page, def: MasterDefinition, rec: Rec): Promise<void> {
  for (const [name, field] of Object.entries(def.fields)) {
    if (!(name in rec)) continue;
    const label = fieldLabel(def, name);
    const value = String(rec[name]);
    if (field.kind === 'ref') {
      const box = form.getByRole('combobox', { name: label });
      await box.click();
      await box.fill(value);
      await page.getByRole('option', { name: new RegExp(`^${value}\\b`) }).first().click();
    } else if (field.kind === 'select') {
      await form.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: optionLabel(field, value), exact: true }).click();
    } else if (field.kind === 'date') {
      // The picker takes no typed input: open the calendar and pick a day of the month it shows.
      await form.locator('.MuiFormControl-root', { hasText: label }).getByRole('button').click();
      const day = page.getByRole('gridcell', { name: '15', exact: true });
      await day.click();
      // Under load a click can land while the calendar still grows in, and the picker stays open: pick the day again.
      await expect
        .poll(async () => {
          if (await day.count()) await day.click({ timeout: 2_000 }).catch(() => undefined);
          return page.getByRole('gridcell').count();
        })
        .toBe(0);
    } else if (field.kind === 'boolean') {
      // react-admin's BooleanInput is a MUI switch.
      const box = form.getByRole('switch', { name: label });
      if ((await box.isChecked()) !== rec[name]) await box.click();
    } else {
      await form.getByLabel(label, { exact: true }).fill(value);
    }
  }
}

const row = (page: Page, key: string) => page.getByRole('row').filter({ hasText: key });

async function openForm(page: Page, def: MasterDefinition, action: 'create' | 'edit', key?: string): Promise<Locator> {
  if (def.form === 'modal') {
    if (action === 'create') await page.getByRole('button', { name: 'Tambah' }).click();
    else await row(page, key!).getByRole('button', { name: 'Edit' }).click();
    return page.getByRole('dialog');
  }
  const link = action === 'create' ? page.getByRole('link', { name: 'Tambah' }) : row(page, key!).getByRole('link', { name: 'Edit' });
  await clickToNavigate(page, link, action === 'create' ? /\/create$/ : new RegExp(`/${encodeURIComponent(key!)}$`));
  return page.locator('form');
}

/**
 * Back on the list after a save: a page form returns there by itself and a modal never left it, and the list
 * refetches what changed; a reload only where the screen did not come back.
 */
async function backToList(page: Page, url: string, route: string): Promise<void> {
  await page.waitForURL((u) => u.pathname === route, { timeout: 5_000 }).catch(() => page.goto(`${url}${route}`));
}

async function search(page: Page, key: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Cari', exact: true }).fill(key);
  await row(page, key).first().waitFor();
}

/** The first editable text field that is not the key nor filled from a reference. */
function editableText(def: MasterDefinition): string | undefined {
  return Object.entries(def.fields).find(
    ([n, f]) => f.kind === 'text' && n !== def.key && !Object.values(def.fields).some((g) => g.kind === 'ref' && Object.values(g.copy ?? {}).includes(n)),
  )?.[0];
}

/**
 * The edit journey runs on the first master of each form kind (modal, page): it is the engine's one code path for
 * every master, and the API sweep (tests/api/masters.test.ts) updates each master. The rest of the journey is per master.
 */
const editedInBrowser = new Set((['modal', 'page'] as const).map((form) => masters.find((m) => m.form === form && editableText(m))?.name));

describe('master screens, one per trait', () => {
  it.each(coveringMasters(masters, masters.filter((m) => editedInBrowser.has(m.name))).map((m) => [m.route, m] as const))('%s: create, search, (edit,) export CSV, delete', async (route, def) => {
    const { page, server } = e;
    await openAs(page, server.url, route);
    const api = { token: (await storedSession(page))!.token, url: server.url };
    const rec = await values(api, def);
    const key = String(rec[def.key]);

    await fill(await openForm(page, def, 'create'), page, def, rec);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText(def.messages.created).first().waitFor();

    await backToList(page, server.url, route);
    await search(page, key);

    const textField = editedInBrowser.has(def.name) && editableText(def);
    if (textField) {
      const changed = `Ubah ${++counter}`.slice(0, (def.fields[textField] as { maxLength?: number }).maxLength ?? 60);
      const form = await openForm(page, def, 'edit', key);
      await form.getByLabel(fieldLabel(def, textField), { exact: true }).fill(changed);
      await page.getByRole('button', { name: 'Simpan' }).click();
      await page.getByText(def.messages.updated).first().waitFor();
      await backToList(page, server.url, route);
      await search(page, key);
      await row(page, key).getByText(changed).first().waitFor();
    }

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe(def.csvName);
    expect(readFileSync(await download.path(), 'utf8')).toContain(key);

    await row(page, key).getByRole('button', { name: 'Hapus' }).click();
    await page.getByRole('button', { name: 'Ya' }).click();
    await page.getByText(def.messages.deleted).first().waitFor();
    await expect.poll(() => row(page, key).count()).toBe(0);
  });

  // A search typed and a row's Edit clicked before the search's debounce (500 ms) ran out: the search, landing after,
  // must not take the user back from the form to the list (it did when the list kept its search in the address).
  const pageMaster = masters.find((m) => m.form === 'page' && editedInBrowser.has(m.name))!;
  it(`${pageMaster.route}: Edit clicked while a search is still pending stays on the form`, async () => {
    const { page, server } = e;
    await openAs(page, server.url, pageMaster.route);
    const api = { token: (await storedSession(page))!.token, url: server.url };
    const key = String((await createViaApi(api, pageMaster))[pageMaster.key]);
    await page.reload();
    await row(page, key).first().waitFor();

    // A slow machine's pace (the race showed in CI under load): the edit screen draws while the debounce runs.
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.getByRole('textbox', { name: 'Cari', exact: true }).fill(key);
    const form = await openForm(page, pageMaster, 'edit', key);
    const field = form.getByLabel(fieldLabel(pageMaster, editableText(pageMaster)!), { exact: true });
    await field.waitFor();
    // Past the debounce (react-admin's List: 500 ms from the last keystroke), the form must still be there.
    await page.waitForTimeout(1_000);
    expect(await field.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`${pageMaster.route}/${encodeURIComponent(key)}`);
  });

  // The screen's side of the 'in use' refusal, on the first master another one refers to; the rule itself is checked
  // for every pair in the API layer (tests/api/masters.test.ts).
  const referenced = masters
    .map((m) => ({ target: m, user: masters.find((o) => Object.values(o.fields).some((f) => f.kind === 'ref' && f.resource === m.name)) }))
    .filter((x): x is { target: MasterDefinition; user: MasterDefinition } => !!x.user)
    .slice(0, 1);

  it.each(referenced.map((x) => [x.target.route, x] as const))('%s: refuses to delete a record another master uses', async (route, { target, user }) => {
    const { page, server } = e;
    await openAs(page, server.url, route);
    const api = { token: (await storedSession(page))!.token, url: server.url };
    const used = await createViaApi(api, target);
    const [refField, ref] = Object.entries(user.fields).find(([, f]) => f.kind === 'ref' && f.resource === target.name)!;
    // A reference narrowed by another field (sales: account by bank) needs that field to match the record used.
    const narrowedBy = ref.kind === 'ref' && ref.dependsOn ? { [ref.dependsOn.field]: used[ref.dependsOn.on] } : {};
    await createViaApi(api, user, { ...narrowedBy, [refField]: used[target.key] });
    const key = String(used[target.key]);

    await page.goto(`${server.url}${route}`);
    await search(page, key);
    await row(page, key).getByRole('button', { name: 'Hapus' }).click();
    await page.getByRole('button', { name: 'Ya' }).click();
    await page.getByText(/Sedang Digunakan/).first().waitFor();
    await page.goto(`${server.url}${route}`);
    await search(page, key);
  });
});
