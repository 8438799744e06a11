import { describe, expect, it } from 'vitest';
import { OWNER, loginAs, loginThroughPage, preparedDataDir, openAs } from '../helpers/e2e';
import { storedSession, useE2E } from '../helpers/e2e-fixture';
import englishMessages from 'ra-language-english';
import { hashPassword } from '../../server/auth/passwords';
import id from '../../locales/id.json';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ('KASIR01', 'Kasir', $1, 'KASIR', 'TOKO01')`, [
      await hashPassword('kasir-pw'),
    ]);
    // The fixed-date setting: report dates locked to tgl_system for everyone but SU and MU.
    await db.query(`UPDATE modules SET active = true WHERE key = 'TANGGAL_TETAP_MODULE'`);
  }),
}));

describe('login and the shell', () => {
  it('shows the versions and the branch, refuses a wrong password, then logs in', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.getByTestId('login-client-version').textContent()).toContain('1.8.5 NEW RELEASE');
    await expect.poll(() => page.getByTestId('login-server-version').textContent()).toContain('1.8.5');
    await expect.poll(() => page.locator('body').textContent()).toContain('TOKO01');
    await page.getByLabel('Username').fill('owner');
    await page.getByLabel('Password', { exact: true }).fill('salah');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('User ID Atau Password Salah').waitFor();
    await loginThroughPage(page, server.url);
    await page.getByText('Toko Emas Kilau').first().waitFor();
  });

  it('keeps the user data obfuscated in local storage', async () => {
    const { page, server } = e;
    await loginAs(page, server.url);
    const raw = await page.evaluate(() => localStorage.getItem('kilau.user'));
    const session = await storedSession(page);
    expect(session?.user_id).toBe('OWNER');
    expect(session?.token.length).toBeGreaterThan(20);
    expect(raw).not.toContain(session!.token);
    expect(raw).not.toContain('OWNER');
  });

  it('searches the menu and opens the SubMenu page of reports', async () => {
    const { page, server } = e;
    await loginAs(page, server.url);
    await page.getByLabel('Cari Menu').fill('batal titip');
    await page.getByRole('menuitem', { name: 'Laporan Batal Titip' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Bank', exact: true }).count()).toBe(0);
    await page.goto(`${server.url}/SubMenuLaporan`);
    await page.getByText('Laporan Batal Pesanan').first().waitFor();
    await page.getByText('Laporan Batal Titip').first().click();
    await page.waitForURL(/\/laporan-batal-titip$/);
    await page.getByRole('button', { name: 'Cari Laporan' }).waitFor();
  });

  it('shows the not-available page for an unknown route', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/tidak-ada-halaman-ini`);
    await page.getByTestId('not-available').getByRole('heading', { name: 'Halaman Tidak Tersedia' }).waitFor();
  });

  it('gives a KASIR the not-available page on a gated route and hides the master menu', async () => {
    const { page, server } = e;
    await loginAs(page, server.url, 'KASIR01', 'kasir-pw');
    expect(await page.getByText('Master Data').count()).toBe(0);
    await page.goto(`${server.url}/master-bank`);
    await page.getByTestId('not-available').getByRole('heading', { name: 'Halaman Tidak Tersedia' }).waitFor();
  });

  it('locks the report dates to tgl_system when the fixed-date setting is on', async () => {
    const { page, server } = e;
    await loginAs(page, server.url, 'KASIR01', 'kasir-pw');
    const tgl = (await storedSession(page))!.tgl_system;
    await page.goto(`${server.url}/laporan-batal-titip`);
    for (const label of ['Dari Tanggal', 'Sampai Tanggal']) {
      const field = page.getByRole('group', { name: label }).or(page.getByLabel(label)).first();
      await field.waitFor();
      expect(await page.locator('input[value="' + tgl + '"]').count()).toBe(2);
      await field.click({ force: true });
      expect(await page.getByRole('gridcell').count()).toBe(0);
    }
    await page.getByRole('button', { name: 'Cari Laporan' }).click();
    await page.getByText('Laporan Batal Titip Kosong', { exact: true }).waitFor();
  });

  it('shows the Home back button only inside the mobile-app wrapper', async () => {
    const { page, server, browser } = e;
    await openAs(page, server.url, `/master-bank`);
    await page.getByRole('button', { name: 'Keluar' }).waitFor();
    expect(await page.getByRole('button', { name: 'Kembali Ke Beranda' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Keluar' }).click();
    await page.getByRole('button', { name: 'Ya' }).click();
    await page.waitForURL(`${server.url}/`);

    const app = await browser.newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 14) KilauApp/2.1' });
    const phone = await app.newPage();
    await openAs(phone, server.url, `/master-bank`);
    await phone.getByRole('button', { name: 'Kembali Ke Beranda' }).click();
    await phone.waitForURL(/\/home$/);
    await phone.getByRole('button', { name: 'Keluar' }).click();
    await phone.getByRole('button', { name: 'Ya' }).click();
    await phone.waitForURL(`${server.url}/`);
    await app.close();
  });

  it('sends a user who is not logged in to the login page and clears local storage', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/`);
    await page.evaluate(() => localStorage.setItem('sisa', 'x'));
    await page.goto(`${server.url}/master-bank`);
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('sisa'))).toBeNull();
  });

  it('logs out after Ya, clearing the session but keeping the chosen language', async () => {
    const { page, server } = e;
    await loginAs(page, server.url);
    await page.getByRole('button', { name: 'Keluar' }).click();
    await page.getByRole('button', { name: 'Ya' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await storedSession(page)).toBeUndefined();
    // The server ended the session: the same user can log in again at once.
    await loginThroughPage(page, server.url, OWNER.user_id, OWNER.password);
  });

  it('switches the language to English and keeps the choice', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: /bahasa|language/i }).first().click();
    await page.getByRole('menuitem', { name: /english/i }).click();
    await page.getByText('Please Log In To Continue').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('kilau.language'))).toBe('en');
    await page.reload();
    await page.getByText('Please Log In To Continue').waitFor();
  });

  it('at 1366x768 shows every menu name whole, wrapping the long ones', async () => {
    const { page, server } = e;
    await page.setViewportSize({ width: 1366, height: 768 });
    await loginAs(page, server.url);
    const closed = page.getByRole('menuitem', { expanded: false });
    await page.getByRole('menuitem', { name: 'Laporan', exact: true }).waitFor();
    while ((await closed.count()) > 0) await closed.first().click();
    await page.getByRole('menuitem', { name: 'Tambah Dan Ambil Stock Aksesoris' }).waitFor();
    const names = await page.getByRole('menu').getByRole('menuitem').evaluateAll((items) =>
      items.map((item) => {
        const parts = [item, ...item.querySelectorAll<HTMLElement>('.MuiTypography-root, .MuiListItemText-primary')];
        return { name: item.textContent ?? '', cut: parts.some((el) => el.scrollWidth > el.clientWidth) };
      }),
    );
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((n) => n.cut).map((n) => n.name)).toEqual([]);
  });

  it('loads the form libraries with the first screen that has a form, not with the sale screen', async () => {
    const { page, server } = e;
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const loaded = (chunk: string) => scripts.some((s) => s.startsWith(`/assets/${chunk}-`));
    await openAs(page, server.url, '/transaksi-penjualan', 'KASIR01', 'kasir-pw');
    await page.getByLabel('Scan / Ketik Barcode').waitFor();
    await page.waitForLoadState('networkidle');
    expect(loaded('vendor-app')).toBe(true);
    // react-admin's inputs and forms, and the export libraries, are not part of the counter's start.
    expect(['vendor-forms', 'export-pdf', 'export-xlsx'].filter(loaded)).toEqual([]);
    // A master's form brings them, and works: the bank typed and saved, listed.
    await page.evaluate(() => localStorage.clear());
    await openAs(page, server.url, '/master-bank/create');
    await page.getByLabel('Kode Bank').fill('BCA');
    await page.getByLabel('Nama Bank').fill('Bank Central Asia');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('cell', { name: 'Bank Central Asia' }).waitFor();
    expect(loaded('vendor-forms')).toBe(true);
  });

  it("shows none of react-admin's English texts in Indonesian", async () => {
    const { page, server } = e;
    await loginAs(page, server.url);
    // Every English text of react-admin that the Indonesian locale words differently, up to its first %{placeholder}.
    const english = flatten(englishMessages as unknown as Nested)
      .filter(([key, text]) => text !== flatten(id as unknown as Nested).find(([k]) => k === key)?.[1])
      .map(([, text]) => text.split('%{')[0].trim())
      .filter((text) => text.length > 4);
    for (const route of ['/master-bank', '/master-bank/create', '/laporan-batal-titip', '/data-users']) {
      await page.goto(`${server.url}${route}`);
      await page.locator('#main-content').waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const text = await page.locator('body').innerText();
      expect(english.filter((en) => text.includes(en)), route).toEqual([]);
    }
  });
});

type Nested = { [key: string]: string | Nested };
function flatten(messages: Nested, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([k, v]): [string, string][] =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : flatten(v, `${prefix}${k}.`),
  );
}

