// Gates on the server: master writes by level and access tree, reads for pickers, reports by access tree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MasterDefinition } from '../../definitions/define';
import { loadDefinitions } from '../../server/engine/load-definitions';
import { masterTable } from '../../server/db/master-tables';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { apiPath, Samples, type Rec } from './master-samples';

const masters = (await loadDefinitions()).filter((d): d is MasterDefinition => d.kind === 'master');
const FORBIDDEN = { message: 'Anda Tidak Memiliki Akses Ke Menu Ini' };
const REPORTS = ['/api/v1/titip/report-batal-titip-uang', '/api/v1/pesanan/batal-reports'];
const RANGE = '?tgl_from=2026-03-01&tgl_to=2026-03-31';

let t: TestApp;
const tokens: Record<string, string> = {};
/** One record of each master, created by the owner. */
const existing = new Map<string, Rec>();

beforeAll(async () => {
  t = await startTestApp();
  tokens.OWN = await t.login();
  for (const level of ['KASIR', 'SPV', 'SU', 'MU', 'DEV']) {
    await t.createUser(`${level}1`, level);
    tokens[level] = await t.login(`${level}1`, 'rahasia123');
  }
  // Open every module a master's gate asks for: this file tests levels and access trees, not module flags.
  for (const key of new Set(masters.flatMap((m) => m.gate.modules ?? []))) await t.setModule(key, true);
  const owner = new Samples(t, tokens.OWN, masters);
  for (const def of masters) existing.set(def.name, await owner.create(def));
});
afterAll(() => t.close());

const setAccess = (userId: string, tree: unknown) => t.db.query('UPDATE users SET access = $1::jsonb WHERE user_id = $2', [JSON.stringify(tree), userId]);
const count = async (def: MasterDefinition) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${masterTable(def)}`))[0].n;

describe('master writes', () => {
  it.each(['KASIR', 'DEV'])('are refused to %s on every master, and change nothing', async (level) => {
    const token = tokens[level];
    for (const def of masters) {
      const row = existing.get(def.name)!;
      const key = String(row[def.key]);
      const before = await count(def);
      const attempts = [
        await t.call('POST', apiPath(def.api.create), { token, body: { ...row, [def.key]: 'BARU1' } }),
        await t.call('PUT', apiPath(def.api.update, key), { token, body: row }),
        await t.call('DELETE', apiPath(def.api.remove, key), { token }),
        await t.call('PUT', apiPath(def.api.activate, key), { token }),
      ];
      for (const res of attempts) {
        expect(res.statusCode, `${level} ${def.name}`).toBe(403);
        expect(res.json()).toEqual(FORBIDDEN);
      }
      expect(await count(def)).toBe(before);
      expect((await t.db.query(`SELECT is_active FROM ${masterTable(def)} WHERE ${def.key} = $1`, [key]))[0]).toEqual({ is_active: true });
    }
  });

  it('stay refused to a KASIR granted the master menu (the level gate still holds)', async () => {
    await setAccess('KASIR1', [{ key: 'master', is_show: true, children: [{ key: 'master_data', is_show: true }] }]);
    const res = await t.call('POST', '/api/v1/banks', { token: tokens.KASIR, body: { kode_bank: 'BTN', nama_bank: 'Bank Tabungan Negara' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    await setAccess('KASIR1', []);
  });

  it.each(['SPV', 'SU', 'MU'])('pass for %s on every master', async (level) => {
    const samples = new Samples(t, tokens[level], masters);
    // What a shop is (its level and portal) is decided by OWN or SU only (tests/api/shop-records.test.ts): the
    // others add plain branches.
    for (const def of masters) await samples.create(def, def.name === 'toko' && level !== 'SU' ? { level: 'CABANG', portal: '' } : {});
  });

  it('are refused to a supervisor whose access tree hides the master menu', async () => {
    await setAccess('SPV1', [{ key: 'master', is_show: false }]);
    const res = await t.call('POST', '/api/v1/banks', { token: tokens.SPV, body: { kode_bank: 'BTN', nama_bank: 'Bank Tabungan Negara' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    expect((await t.call('GET', '/api/v1/banks', { token: tokens.SPV })).statusCode).toBe(200);
    await setAccess('SPV1', []);
  });
});

describe('master reads (used by pickers on other screens)', () => {
  it('are open to a KASIR: lists, lookups and single records', async () => {
    const token = tokens.KASIR;
    for (const def of masters) {
      const row = existing.get(def.name)!;
      const list = await t.call('GET', apiPath(def.api.list), { token });
      expect(list.statusCode, def.name).toBe(200);
      expect(list.json().data).toContainEqual(row);
      const one = await t.call('GET', apiPath(def.api.update, String(row[def.key])), { token });
      expect(one.json()).toEqual({ data: row });
      for (const lookup of def.api.lookups) {
        const url = lookup.path.includes(`{${lookup.by}}`) ? apiPath(lookup.path, String(row[lookup.by])) : `${apiPath(lookup.path)}?${lookup.by}=${row[lookup.by]}`;
        const res = await t.call('GET', url, { token });
        expect(res.statusCode, url).toBe(200);
        expect(res.json().data).toContainEqual(row);
      }
    }
  });
});

describe('reports', () => {
  const report = (level: string, url: string) => t.call('GET', `${url}${RANGE}`, { token: tokens[level] });

  it('are open to a KASIR by default', async () => {
    for (const url of REPORTS) expect((await report('KASIR', url)).statusCode, url).toBe(200);
  });

  it('are refused to a KASIR whose access tree hides the Laporan group', async () => {
    await setAccess('KASIR1', [{ key: 'laporan', is_show: false }]);
    for (const url of REPORTS) {
      const res = await report('KASIR', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
  });

  it('follow the section and the route of the tree too', async () => {
    await setAccess('KASIR1', [{ key: 'laporan', is_show: true, children: [{ key: 'laporan_titip', is_show: false }] }]);
    expect((await report('KASIR', REPORTS[0])).statusCode).toBe(403);
    expect((await report('KASIR', REPORTS[1])).statusCode).toBe(200);
    await setAccess('KASIR1', [
      { key: 'laporan', is_show: true, children: [{ key: 'laporan_pesanan', is_show: true, children: [{ key: '/laporan-batal-pesanan', is_show: false }] }] },
    ]);
    expect((await report('KASIR', REPORTS[0])).statusCode).toBe(200);
    expect((await report('KASIR', REPORTS[1])).statusCode).toBe(403);
  });

  it('are refused to a supervisor whose tree hides them', async () => {
    await setAccess('SPV1', [{ key: 'laporan', is_show: false }]);
    expect((await report('SPV', REPORTS[0])).statusCode).toBe(403);
    await setAccess('SPV1', []);
  });

  it('stay open to OWN and SU whatever their stored tree says', async () => {
    await setAccess('OWNER', [{ key: 'laporan', is_show: false }]);
    await setAccess('SU1', [{ key: 'laporan', is_show: false }]);
    for (const level of ['OWN', 'SU']) for (const url of REPORTS) expect((await report(level, url)).statusCode, `${level} ${url}`).toBe(200);
  });
});
