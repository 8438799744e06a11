// Adding a master is adding one file: in a copy of the project, a fixture definition file appears in the
// routes, the menu, the API, the database and the screens with no other edit.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { OWNER, launchBrowser, loginAs, preparedDataDir, startServer, type RunningServer } from '../helpers/e2e';
import { ROOT, TEST_ROOT } from '../helpers/paths';
import { clickToNavigate } from '../helpers/e2e-helpers';
import { openPglite } from '../../server/db/database';

const FIXTURE = `import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'warna',
  label: 'Warna Emas',
  route: '/master-warna',
  key: 'kode_warna',
  api: { list: 'warna/get/all', create: 'warna/create', update: 'warna/update/{kode_warna}', remove: 'warna/delete/{kode_warna}' },
  fields: {
    kode_warna: f.code({ label: 'Kode Warna', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_warna: f.text({ label: 'Nama Warna', required: true, maxLength: 50 }),
  },
  list: { columns: ['kode_warna', 'nama_warna'], search: ['kode_warna', 'nama_warna'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
});
`;

let copy: string;
let dataDir: string;
let server: RunningServer | undefined;
let browser: Browser;

beforeAll(async () => {
  copy = mkdtempSync(join(TEST_ROOT, 'copy-'));
  for (const p of ['definitions', 'domain', 'src', 'server', 'locales', 'scripts', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json']) {
    cpSync(join(ROOT, p), join(copy, p), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  writeFileSync(join(copy, 'definitions', 'masters', 'warna.ts'), FIXTURE);
  execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], { cwd: copy, stdio: 'pipe' });
  dataDir = await preparedDataDir(async () => undefined);
  server = await startServer({ root: copy, dataDir });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(copy, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a new master file', () => {
  it('is listed by npm run routes', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', join(copy, 'scripts/routes.ts')], { cwd: copy, encoding: 'utf8' });
    const routes = out.trim().split('\n').map((l) => JSON.parse(l) as { path: string; kind: string });
    expect(routes).toContainEqual(expect.objectContaining({ path: '/master-warna', kind: 'master' }));
  });

  it('is served by the API with validation', async () => {
    const login = await fetch(`${server!.url}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OWNER),
    });
    const { token } = (await login.json()) as { token: string };
    const post = (body: unknown) =>
      fetch(`${server!.url}/api/v1/warna/create`, { method: 'POST', headers: { 'x-auth-token': token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const bad = await post({ kode_warna: 'rg' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('Nama Warna Tidak Boleh Kosong');
    expect((await post({ kode_warna: 'rg', nama_warna: 'Rose Gold' })).status).toBe(201);
    const list = await fetch(`${server!.url}/api/v1/warna/get/all`, { headers: { 'x-auth-token': token } });
    expect(((await list.json()) as { data: unknown[] }).data).toEqual([{ kode_warna: 'RG', nama_warna: 'Rose Gold' }]);
    await fetch(`${server!.url}/api/v1/users/logout`, { method: 'POST', headers: { 'x-auth-token': token, 'content-type': 'application/json' }, body: '{}' });
  });

  it('appears in the menu and its screens create a record', async () => {
    const page = await (await browser.newContext()).newPage();
    await loginAs(page, server!.url);
    await page.getByRole('menuitem', { name: 'Master Data' }).click();
    await clickToNavigate(page, page.getByRole('menuitem', { name: 'Warna Emas' }), /\/master-warna$/);
    await page.getByRole('row').filter({ hasText: 'Rose Gold' }).waitFor();
    await clickToNavigate(page, page.getByRole('link', { name: 'Tambah' }), /\/master-warna\/create$/);
    await page.getByRole('textbox', { name: 'Kode Warna' }).fill('pt');
    await page.getByRole('textbox', { name: 'Nama Warna' }).fill('Putih');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berhasil Menyimpan Data').waitFor();
    await page.getByRole('row').filter({ hasText: 'PT' }).waitFor();
  });

  it('has its own table, recorded in schema_migrations', async () => {
    await server!.stop();
    server = undefined;
    const db = await openPglite(dataDir);
    try {
      expect(await db.query('SELECT kode_warna, nama_warna FROM master_warna ORDER BY kode_warna')).toEqual([
        { kode_warna: 'PT', nama_warna: 'Putih' },
        { kode_warna: 'RG', nama_warna: 'Rose Gold' },
      ]);
      expect(await db.query(`SELECT id FROM schema_migrations WHERE id LIKE 'master:warna%' ORDER BY id`)).toEqual([
        { id: 'master:warna' },
        { id: 'master:warna:kode_warna:text' },
        { id: 'master:warna:nama_warna:text' },
      ]);
    } finally {
      await db.close();
    }
  });
});
