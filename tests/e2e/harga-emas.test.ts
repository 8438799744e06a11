// /harga-emas and /papan-harga in Chromium: a supervisor reprices with the keyboard alone (type, Enter to the next
// price, Enter on the time saves) while the shop's TV shows /papan-harga, logged in as a cashier in another browser;
// the board changes without a reload, the changed prices glow, and the history under the form shows the change.
import { describe, expect, it } from 'vitest';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { seedInventoryMasters } from '../helpers/inventory-fixture';
import { hashPassword } from '../../server/auth/passwords';

const TV = { user_id: 'KASIR01', password: 'kasir01-pw' };
const BOARD_SCREENSHOT = '/tmp/papan-harga-1920x1080.png';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, 'Kasir Satu', $2, 'KASIR', 'TOKO01')`, [
      TV.user_id,
      await hashPassword(TV.password),
    ]);
    await db.query(
      `INSERT INTO master_group (kode_group, nama_group, kode_dept, jenis_group, harga_per_gram, harga_modal) VALUES
         ('LM24', 'Logam Mulia 24K', 'KAL', 'PERHIASAN', 1450000, 1400000), ('GK42', 'Gelang Kuning 42%', 'KAL', 'PERHIASAN', 610000, 560000)`,
    );
    await db.query(`INSERT INTO master_para_harga_beli (kode_harga, harga_per_gram) VALUES ('HB-TOKO', 900000), ('HB-LUAR', 820000)`);
    await db.query(`INSERT INTO master_kadar (kode_kadar, nama_kadar, kadar) VALUES ('18K', 'Emas 18 Karat', 75)`);
    await db.query(`INSERT INTO master_harga_emas (kode_harga_emas, kode_kadar, harga_per_gram) VALUES ('HE18', '18K', 1050000)`);
  }),
}));

describe('/harga-emas and /papan-harga', () => {
  it('changes prices with the keyboard; the TV board in another browser updates live', async () => {
    const { page, server, browser } = e;
    const tv = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const board = await tv.newPage();
    try {
      await openAs(board, server.url, '/papan-harga', TV.user_id, TV.password);
      const c75 = board.locator('[data-testid="papan-jual"] tr[data-kode="C75"]');
      await expect.poll(() => c75.textContent(), { timeout: 30_000 }).toContain('950.000');
      await expect.poll(() => board.locator('[data-testid="papan-beli"] tr[data-kode="HB-TOKO"]').textContent()).toContain('900.000');

      await openAs(page, server.url, '/harga-emas');
      // Groups by code: C75, GK42, K70, LM24; then the buy-back codes HB-LUAR, HB-TOKO; then HE18; then the time.
      const first = page.getByLabel('Harga Baru C75');
      await first.waitFor();
      await first.focus();
      await page.keyboard.type('1.025.000');
      await page.keyboard.press('Enter'); // -> GK42
      await page.keyboard.press('Enter'); // -> K70
      await page.keyboard.press('Enter'); // -> LM24
      await page.keyboard.type('1475000');
      await page.keyboard.press('Tab'); // Tab moves on too -> HB-LUAR
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Harga Baru HB-LUAR');
      await page.keyboard.press('Enter'); // -> HB-TOKO
      await page.keyboard.type('915.000');
      await page.keyboard.press('Enter'); // -> HE18
      await page.keyboard.press('Enter'); // -> Berlaku Mulai (empty: now)
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('datetime-local');
      await page.keyboard.press('Enter'); // saves
      await waitForToast(page, 'Harga Emas Berhasil Disimpan');

      // The board, never reloaded, shows the new prices and lights them up.
      await expect.poll(() => c75.textContent(), { timeout: 15_000 }).toContain('1.025.000');
      await expect.poll(() => board.locator('[data-testid="papan-jual"] tr[data-kode="LM24"]').textContent()).toContain('1.475.000');
      await expect.poll(() => board.locator('[data-testid="papan-beli"] tr[data-kode="HB-TOKO"]').textContent()).toContain('915.000');
      expect(await c75.getAttribute('data-changed')).toBe('true');
      expect(await board.locator('[data-testid="papan-jual"] tr[data-kode="K70"]').getAttribute('data-changed')).toBeNull();
      expect(await board.getByTestId('papan-terakhir').textContent()).toMatch(/Perubahan Harga Terakhir: \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      await board.screenshot({ path: BOARD_SCREENSHOT });

      // The form shows the new current prices, and the history under it the changes with who made them.
      const history = page.getByRole('table', { name: 'Riwayat Harga' });
      await expect.poll(() => history.textContent(), { timeout: 15_000 }).toContain('1.025.000');
      const row = history.getByRole('row').filter({ hasText: 'C75' }).first();
      const text = await row.textContent();
      expect(text).toContain('950.000');
      expect(text).toContain('OWNER');
      expect(text).toContain('Berlaku');
      await page.screenshot({ path: '/tmp/harga-emas-form.png', fullPage: true });
    } finally {
      await tv.close();
    }
  });
});
