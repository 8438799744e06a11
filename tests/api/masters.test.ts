// Every master definition through its own API paths: create, list (whole and paged), get, update, soft
// delete, the DELETED conflict, re-activation, duplicates, empty forms, and the refusal to delete a record in use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MasterDefinition } from '../../definitions/define';
import { loadDefinitions } from '../../server/engine/load-definitions';
import { masterTable } from '../../server/db/master-tables';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { apiPath, Samples, type Rec } from './master-samples';

const masters = (await loadDefinitions()).filter((d): d is MasterDefinition => d.kind === 'master');

let t: TestApp;
let token: string;
let samples: Samples;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  // Open every module a master's gate asks for (supplier, plafond ...), so each round trip can run.
  for (const key of new Set(masters.flatMap((m) => m.gate.modules ?? []))) await t.setModule(key, true);
  samples = new Samples(t, token, masters);
});
afterAll(() => t.close());

const call = (method: string, url: string, body?: unknown) => t.call(method, url, { token, body });
const dbRow = async (def: MasterDefinition, key: unknown) =>
  (await t.db.query<Rec>(`SELECT * FROM ${masterTable(def)} WHERE ${def.key} = $1`, [key]))[0];
const activeCount = async (def: MasterDefinition) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${masterTable(def)} WHERE is_active`))[0].n;
const fieldsOf = (def: MasterDefinition, row: Rec) => Object.fromEntries(Object.keys(def.fields).map((f) => [f, row[f]]));

describe.each(masters.map((def) => [def.name, def] as const))('master %s', (_name, def) => {
  let sent: Rec;
  let key: string;
  const withoutKey = (r: Rec) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== def.key));

  it('uses the spec toasts', () => {
    expect(def.messages).toMatchObject({ created: 'Berhasil Menyimpan Data', updated: 'Berhasil Mengedit Data', deleted: 'Berhasil Menghapus Data' });
  });

  it('creates a record (201) and stores it in its table', async () => {
    sent = await samples.build(def);
    key = String(sent[def.key]);
    const res = await call('POST', apiPath(def.api.create), sent);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Berhasil Menyimpan Data', data: samples.expected(def, sent) });
    samples.created.set(`${def.name}:${key}`, res.json().data);
    const row = await dbRow(def, key);
    expect(fieldsOf(def, row)).toMatchObject(samples.expected(def, sent));
    expect(row).toMatchObject({ is_active: true, created_by: 'OWNER' });
  });

  it('lists it, whole and paged, with the right count', async () => {
    await samples.create(def);
    const all = await call('GET', apiPath(def.api.list));
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.status).toBe('success');
    expect(body.data).toContainEqual(fieldsOf(def, samples.expected(def, sent)));
    expect(body.count).toBe(body.data.length);
    expect(body.count).toBe(await activeCount(def));

    const page = (await call('GET', `${apiPath(def.api.list)}?limit=1&skip=1`)).json();
    expect(page.data).toEqual([body.data[1]]);
    expect(page.count).toBe(body.count);

    const search = def.list.search ?? [];
    const q = key.slice(1).toLowerCase();
    const matching = body.data.filter((r: Rec) => search.some((f) => String(r[f] ?? '').toLowerCase().includes(q)));
    const found = (await call('GET', `${apiPath(def.api.list)}?q=${encodeURIComponent(q)}&limit=50&skip=0`)).json();
    expect(found.data).toEqual(matching);
    expect(found.count).toBe(matching.length);
    if (search.includes(def.key)) expect(found.data.map((r: Rec) => r[def.key])).toContain(key);
  });

  it('gets one record, whatever the case of the key in the path', async () => {
    const res = await call('GET', apiPath(def.api.update, key.toLowerCase()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: fieldsOf(def, samples.expected(def, sent)) });
  });

  it('updates it (200) and stores the change', async () => {
    const copied = samples.copyTargets(def);
    const [field, spec] = Object.entries(def.fields).find(([n, f]) => n !== def.key && f.kind !== 'ref' && !copied.has(n))!;
    sent = { ...sent, [field]: samples.value(spec) };
    const res = await call('PUT', apiPath(def.api.update, key), withoutKey(sent));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Berhasil Mengedit Data', data: samples.expected(def, sent) });
    const row = await dbRow(def, key);
    expect(row[field]).toEqual(sent[field]);
    expect(row.updated_by).toBe('OWNER');
  });

  it('soft-deletes it (200): the row stays, inactive, and leaves the list', async () => {
    const res = await call('DELETE', apiPath(def.api.remove, key));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Berhasil Menghapus Data' });
    expect(await dbRow(def, key)).toMatchObject({ is_active: false, deleted_by: 'OWNER' });
    const list = (await call('GET', apiPath(def.api.list))).json();
    expect(list.data.map((r: Rec) => r[def.key])).not.toContain(key);
    expect((await call('GET', apiPath(def.api.update, key))).statusCode).toBe(404);
  });

  it('answers a new record with the deleted key with 409 DELETED', async () => {
    const res = await call('POST', apiPath(def.api.create), sent);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('DELETED');
    expect(await dbRow(def, key)).toMatchObject({ is_active: false });
  });

  it('re-activates it (200) and lists it again', async () => {
    const res = await call('PUT', apiPath(def.api.activate, key));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: def.messages.activated, data: fieldsOf(def, samples.expected(def, sent)) });
    expect(await dbRow(def, key)).toMatchObject({ is_active: true, deleted_at: null });
    const list = (await call('GET', apiPath(def.api.list))).json();
    expect(list.data.map((r: Rec) => r[def.key])).toContain(key);
  });

  it('refuses a second record with an active key (409 Sudah Terdaftar), in any case', async () => {
    const before = await activeCount(def);
    const res = await call('POST', apiPath(def.api.create), { ...sent, [def.key]: key.toLowerCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Sudah Terdaftar');
    expect(await activeCount(def)).toBe(before);
  });

  it('refuses an empty form (400) naming every required field', async () => {
    const before = await activeCount(def);
    const res = await call('POST', apiPath(def.api.create), {});
    expect(res.statusCode).toBe(400);
    const required = Object.entries(def.fields).filter(([, f]) => f.required).map(([n]) => n);
    const errors = res.json().errors as { field: string; message: string }[];
    expect(errors.map((e) => e.field)).toEqual(required);
    for (const e of errors) expect(e.message).toMatch(/ Tidak Boleh Kosong$/);
    expect(res.json().message).toBe(errors[0].message);
    expect(await activeCount(def)).toBe(before);
  });

  it('answers 404 for a key that does not exist', async () => {
    for (const [method, path] of [['GET', def.api.update], ['PUT', def.api.update], ['DELETE', def.api.remove]] as const) {
      const res = await call(method, apiPath(path, 'TIDAKADA'), method === 'PUT' ? withoutKey(sent) : undefined);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toEqual({ message: 'Data Tidak Ditemukan' });
    }
  });
});

// A master another master refers to cannot be deleted while a record uses it: every such pair, from the definitions
// (the browser sweep shows the refusal on one of them).
const referenced = masters.flatMap((target) =>
  masters.flatMap((user) =>
    Object.entries(user.fields)
      .filter(([, f]) => f.kind === 'ref' && f.resource === target.name)
      .map(([field]) => [`${target.name} used by ${user.name}.${field}`, target, user, field] as const),
  ),
);

it.each(referenced)('refuses to delete %s (409 Sedang Digunakan), and keeps it active', async (_pair, target, user, field) => {
  const used = await samples.create(target);
  const ref = user.fields[field];
  // A reference narrowed by another field (sales: account by bank) needs that field to match the record used.
  const narrowedBy = ref.kind === 'ref' && ref.dependsOn ? { [ref.dependsOn.field]: used[ref.dependsOn.on] } : {};
  await samples.create(user, { ...narrowedBy, [field]: used[target.key] });
  const res = await call('DELETE', apiPath(target.api.remove, String(used[target.key])));
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toMatch(/Sedang Digunakan/);
  expect((await dbRow(target, used[target.key])).is_active).toBe(true);
});
