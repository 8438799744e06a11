// The shop's public page and the wholesale link in Chromium (issue 23 items 7-9): the owner chooses on /settingtoko
// what the page shows; a passer-by with no login reads it on a phone (390x844) and on a 1366x768 screen, with no
// script, no CSP violation, nothing wider than the screen; Masuk leads to the login. /redirect-to-grosir opens the
// configured wholesale app, and under SEMI_GROSIR_MODULE (no address set for it) says the spec's message. The
// order, service and loan SubMenu pages list their screens as tiles. Screenshots go to /tmp.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir, seedCounterStaff } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { apiCall, apiLogin } from '../helpers/e2e-helpers';
import { seedInventoryMasters } from '../helpers/inventory-fixture';
import { ROOT } from '../helpers/paths';

// The wholesale app stands in as a page of its own on another port: the screen must leave the app for it.
const GROSIR_PAGE = '<!doctype html><html lang="id"><title>Grosir</title><h1>Aplikasi Grosir</h1></html>';
const grosir: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(GROSIR_PAGE));
const grosirUrl = new Promise<string>((resolve) => grosir.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(grosir.address() as AddressInfo).port}/grosir`)));
afterAll(() => new Promise<void>((resolve) => grosir.close(() => resolve())));

const e = useE2E(async () => ({
  env: { GROSIR_URL: await grosirUrl },
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await seedCounterStaff(db);
    await db.query(`INSERT INTO master_group (kode_group, nama_group, kode_dept, jenis_group, harga_per_gram, harga_modal) VALUES ('LM', 'Logam Mulia 24K', 'CIN', 'PERHIASAN', 1500000, 1400000)`);
    await db.query(`INSERT INTO member (kode_member, nama_member, no_hp) VALUES ('M01', 'Ani Lestari', '6285711112222')`);
  }),
}));

beforeAll(async () => {
  const owner = await apiLogin(e.server.url);
  const res = await apiCall(e.server.url, owner, 'POST', 'harga-emas', { group: [{ kode_group: 'C75', harga_per_gram: 1_050_000 }] });
  expect(res.status).toBe(201);
});

/** axe-core's WCAG 2.1 A and AA violations of the page (evaluated through the debugging protocol, outside its CSP), every impact. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    type Axe = { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
    const result = await (window as unknown as { axe: Axe }).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** Every CSP violation and console error of the page from now on. */
function watchProblems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy|Refused to/i.test(m.text())) seen.push(m.text());
  });
  page.on('pageerror', (err) => seen.push(err.message));
  return seen;
}

describe('the public page', () => {
  it('shows what the owner chose, to a visitor with no login, on a phone and on a desktop', async () => {
    const { page, server, browser } = e;
    await page.setViewportSize({ width: 1366, height: 768 });
    await openAs(page, server.url, '/settingtoko');
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Halaman Publik' }) });
    await form.waitFor();
    await form.getByLabel('Jam Buka').fill('Senin - Sabtu 09.00 - 17.00\nMinggu 10.00 - 14.00');
    await form.getByLabel('Nomor WhatsApp').fill('0812-3456-7890');
    // Two groups, the bullion first: the page lists them in this order and leaves the third out.
    await form.getByLabel('Group yang ditampilkan').fill('LM');
    await page.getByRole('option', { name: /^LM - Logam Mulia/ }).click();
    await form.getByLabel('Group yang ditampilkan').fill('C75');
    await page.getByRole('option', { name: /^C75 - Cincin/ }).click();
    await form.getByLabel('Tampilkan alamat toko').uncheck();
    await page.screenshot({ path: '/tmp/landing-setting.png', fullPage: true });
    await form.getByRole('button', { name: 'Simpan' }).click();
    await waitForToast(page, 'Berhasil Menyimpan Setting');

    // A visitor: a fresh browser context, no session, a phone's screen.
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    try {
      const phone = await visitor.newPage();
      const problems = watchProblems(phone);
      const res = await phone.goto(`${server.url}/landingpages`);
      expect(res?.status()).toBe(200);
      await phone.getByRole('heading', { level: 1, name: 'Toko Emas Kilau' }).waitFor();
      const prices = phone.getByTestId('harga-emas').getByRole('listitem');
      expect(await prices.allInnerTexts()).toEqual(['Logam Mulia 24K\nRp 1.500.000 /gram', 'Cincin 75%\nRp 1.050.000 /gram']);
      expect(await phone.getByTestId('jam-buka').getByRole('listitem').allInnerTexts()).toEqual(['Senin - Sabtu 09.00 - 17.00', 'Minggu 10.00 - 14.00']);
      expect(await phone.getByTestId('alamat').count()).toBe(0);
      expect(await phone.getByRole('link', { name: 'Chat WhatsApp' }).getAttribute('href')).toBe('https://wa.me/6281234567890');
      const text = await phone.locator('body').innerText();
      for (const secret of ['Ani Lestari', 'Kalung 70%', 'OWNER', 'KASIR01', '1.400.000']) expect(text).not.toContain(secret);
      // Readable on the phone: no script, nothing wider than the screen, buttons a thumb can hit.
      expect(await phone.locator('script').count()).toBe(0);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const button = await phone.getByRole('link', { name: 'Chat WhatsApp' }).boundingBox();
      expect(button!.height).toBeGreaterThanOrEqual(48);
      await phone.screenshot({ path: '/tmp/landing-phone.png', fullPage: true });
      expect(await axeViolations(phone)).toEqual([]);

      await phone.setViewportSize({ width: 1366, height: 768 });
      await phone.screenshot({ path: '/tmp/landing-1366.png' });
      expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(problems).toEqual([]);

      await phone.getByRole('link', { name: 'Masuk' }).click();
      await phone.waitForURL(`${server.url}/`);
      await phone.getByRole('button', { name: /Masuk|Login/i }).first().waitFor();
    } finally {
      await visitor.close();
    }
  });
});

describe('/redirect-to-grosir', () => {
  it('opens the wholesale app configured', async () => {
    const { page, server } = e;
    await page.setViewportSize({ width: 1366, height: 768 });
    await openAs(page, server.url, '/redirect-to-grosir');
    await page.waitForURL(await grosirUrl);
    await page.getByRole('heading', { name: 'Aplikasi Grosir' }).waitFor();
  });

  it('says the semi-wholesale server is not set up when SEMI_GROSIR_MODULE is on and no address is', async () => {
    const { page, server } = e;
    const owner = await apiLogin(server.url);
    expect((await apiCall(server.url, owner, 'PUT', 'modules', { SEMI_GROSIR_MODULE: { active: true } })).status).toBe(200);
    try {
      await page.setViewportSize({ width: 1366, height: 768 });
      // A cashier logging in now: the wholesale link sits in the sale group of its access.
      await openAs(page, server.url, '/redirect-to-grosir', 'KASIR01', 'kasir-pw');
      await page.getByRole('heading', { level: 1, name: 'Semi Grosir' }).waitFor();
      expect(await page.getByTestId('grosir-not-set').innerText()).toBe('Server Bacnkend grosir belum di setting');
      expect(page.url()).toBe(`${server.url}/redirect-to-grosir`);
      await page.screenshot({ path: '/tmp/grosir-not-set.png' });
    } finally {
      await apiCall(server.url, owner, 'PUT', 'modules', { SEMI_GROSIR_MODULE: { active: false } });
    }
  });
});

describe('the order, service and loan SubMenu pages', () => {
  it.each([
    ['/SubMenuPesanan', 'Transaksi Pesanan', /\/transaksi-pesanan$/],
    ['/SubMenuService', 'Transaksi Service', /\/transaksi-services$/],
    ['/SubMenuHutang', 'Transaksi Hutang', /\/transaksi-hutang$/],
  ])('%s lists its screens as tiles that open them', async (route, tile, url) => {
    const { page, server } = e;
    await page.setViewportSize({ width: 1366, height: 768 });
    await openAs(page, server.url, route, 'KASIR01', 'kasir-pw');
    await page.getByTestId('submenu-page').getByText(tile, { exact: true }).click();
    await page.waitForURL(url);
  });
});
