// The dashboard in Chromium at 1366x768 on the demo shop (issue 23 item 6): the owner logs in to /home and meets the
// day of the shop: the day's sales total is the server's (GET dashboard), the month's charts are drawn by
// @mui/x-charts, a member born today is greeted on WhatsApp (wa.me with the greeting, WHATSAPP_MODULE off), and
// "Lihat Detail" opens the sales list; a cashier sees no birthdays (/data-member is not theirs). No console error.
// Screenshots go to /tmp.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fillDemoShop } from '../../server/demo';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, captureWindowOpen } from '../helpers/e2e-helpers';
import { formatRupiah } from '../../domain/units';
import id from '../../locales/id.json';

const t = id.kilau.dashboard;

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await fillDemoShop(db);
    await db.query(`UPDATE modules SET active = true WHERE key = 'MEMBER_MODULE'`);
    const [{ tgl }] = await db.query<{ tgl: string }>(`SELECT tgl_system::text AS tgl FROM hari_toko WHERE kode_toko = 'TOKO01'`);
    await db.query(`INSERT INTO member (kode_member, nama_member, no_hp, tgl_lahir) VALUES ('MB-ULTAH', 'Sinta Wijaya', '6281234500001', $1)`, [
      `${Number(tgl.slice(0, 4)) - 25}${tgl.slice(4)}`,
    ]);
  }),
}));

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

describe('the dashboard', () => {
  it("opens on /home with the day's totals, the month's charts and today's birthdays, each figure leading to its screen", async () => {
    const { page, server } = e;
    await page.setViewportSize({ width: 1366, height: 768 });
    const errors = consoleErrors(page);
    await captureWindowOpen(page);
    const owner = await apiLogin(server.url);
    const api = await apiCall<{ data: { tgl: string; total_penjualan: number; ringkasan: { jenis: string; jumlah: number }[] } }>(server.url, owner, 'GET', 'dashboard');
    const day = api.json.data;

    await openAs(page, server.url, '/home');
    await page.getByTestId('dashboard-heading').getByText(day.tgl).waitFor();
    const sales = page.getByTestId('total-PENJUALAN');
    expect(await sales.getByTestId('total-rupiah').textContent()).toBe(`Rp ${formatRupiah(day.total_penjualan)}`);
    expect(day.total_penjualan).toBeGreaterThan(0);

    // The charts: bars for the rupiah, lines for the grams, one per day of the month so far.
    const bars = page.getByTestId('chart-rupiah').locator('.MuiBarElement-root');
    await expect.poll(() => bars.count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('chart-gram').locator('.MuiLineElement-root').count()).toBe(2);
    await page.getByTestId('chart-rupiah').getByText(t.jenis.PENJUALAN).first().waitFor();

    // Today's birthday and its greeting: wa.me with the member's number and the greeting written in.
    const birthday = page.getByTestId('ulang-tahun');
    await birthday.getByText('Sinta Wijaya').waitFor();
    await birthday.getByText(t.umur.replace('%{kode}', 'MB-ULTAH').replace('%{n}', '25')).waitFor();
    await page.screenshot({ path: '/tmp/dashboard-owner.png' });
    await page.screenshot({ path: '/tmp/dashboard-owner-full.png', fullPage: true });
    // The demo's members born today are listed too: this one's row.
    await birthday.getByRole('listitem').filter({ hasText: 'Sinta Wijaya' }).getByRole('button', { name: t.ucapkan }).click();
    const opened = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
    expect(opened).toHaveLength(1);
    const link = new URL(opened[0]);
    expect(`${link.host}${link.pathname}`).toBe('wa.me/6281234500001');
    expect(link.searchParams.get('text')).toContain('Sinta Wijaya');

    // The gold price of the day and the lists of what is due.
    await page.getByTestId('harga-emas').getByRole('row').first().waitFor();
    for (const list of ['titip_jatuh_tempo', 'pesanan_jatuh_tempo', 'service_siap_diambil', 'hutang_terlambat']) await page.getByTestId(list).waitFor();

    await sales.getByRole('link', { name: new RegExp(t.detail) }).click();
    await page.waitForURL(/\/lihat-penjualan$/);
    expect(errors).toEqual([]);
  });

  it("shows a cashier the day without the members' birthdays", async () => {
    const { page, server } = e;
    await page.setViewportSize({ width: 1366, height: 768 });
    const errors = consoleErrors(page);
    await openAs(page, server.url, '/dashboard', 'KASIR01', 'demo1234');
    await page.getByTestId('total-PENJUALAN').waitFor();
    await expect.poll(() => page.getByTestId('chart-rupiah').locator('.MuiBarElement-root').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('ulang-tahun').count()).toBe(0);
    await page.screenshot({ path: '/tmp/dashboard-kasir.png' });
    expect(errors).toEqual([]);
  });
});
