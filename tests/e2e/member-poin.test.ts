// The member point screens of issue 23 in Chromium at 1366x768. A cashier trades Budi's 20 points for two umbrellas
// (2 x 3 = 6: the balance 14 and the gift's stock 3 shown), is refused a clock of 50 points ('Poin Tidak Mencukupi',
// nothing changed), and cancels the exchange on a supervisor's authorization (points 20 and stock 5 again). The owner
// adds 5 points by hand on a supervisor's authorization (25). The history shows Budi's documents and every point move
// with the balance after it. A screenshot of each step goes to /tmp.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir, seedCounterStaff } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, pick } from '../helpers/e2e-helpers';

const KASIR = { user: 'KASIR01', password: 'kasir-pw' };
const SPV = { user: 'SPV01', password: 'spv-pw' };

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedCounterStaff(db);
    await db.query(`UPDATE modules SET active = true WHERE key = 'MEMBER_MODULE'`);
    await db.query(`INSERT INTO member (kode_member, nama_member, no_hp, alamat) VALUES ('M01', 'Budi Santoso', '6281234567890', 'Jl. Merdeka 1, Bandung')`);
  }),
}));

beforeAll(async () => {
  const owner = await apiLogin(e.server.url);
  for (const gift of [
    { kode_hadiah: 'H01', nama_hadiah: 'Payung Kilau', poin: 3, stock: 5 },
    { kode_hadiah: 'H02', nama_hadiah: 'Jam Dinding', poin: 50, stock: 2 },
  ]) {
    expect((await apiCall(e.server.url, owner, 'POST', 'hadiah/create', gift)).status).toBe(201);
  }
  // Budi's 20 points, given as the owner gives them (a correction on a supervisor's authorization).
  const auth = await apiCall<{ authorization_id: string }>(e.server.url, owner, 'POST', 'authorisation', { user_id: SPV.user, password: SPV.password, kategori: 'TRANSAKSI_POIN' });
  const given = await apiCall(e.server.url, owner, 'POST', 'transaksi-poin', { kode_member: 'M01', poin: 20, alasan: 'Poin awal', authorization_id: auth.json.authorization_id });
  expect(given.status, JSON.stringify(given.json)).toBe(201);
});

const saldo = (page: Page) => page.getByTestId('saldo-poin').textContent();
const hadiahHelp = (page: Page) => page.getByText(/poin per hadiah, stock/).textContent();

/** The member found the way a card scanner finds it: its code and Enter. */
async function findMember(page: Page, kode: string) {
  await page.getByTestId('member-finder').fill(kode);
  await page.getByTestId('member-finder').press('Enter');
  await page.getByText(`Transaksi atas nama member ${kode.toUpperCase()}`).waitFor();
}

/** The supervisor's login on the shared authorization dialog. */
async function authorize(page: Page) {
  const auth = page.getByRole('dialog', { name: 'Otorisasi' });
  await auth.getByLabel('Username').fill(SPV.user);
  await auth.getByLabel('Password', { exact: true }).fill(SPV.password);
  await auth.getByRole('button', { name: 'Otorisasi' }).click();
}

describe("a member's points", () => {
  it('trades points for a gift, is refused beyond the balance, cancels, corrects by hand and shows the history', async () => {
    const { page, server } = e;
    await page.setViewportSize({ width: 1366, height: 768 });

    // ---- /tukar-point as the cashier: 2 umbrellas of 3 points.
    await openAs(page, server.url, '/tukar-point', KASIR.user, KASIR.password);
    await findMember(page, 'm01');
    await expect.poll(() => saldo(page)).toBe('Saldo Poin: 20');
    await pick(page, 'Hadiah', /^H01 - Payung Kilau/);
    expect(await hadiahHelp(page)).toBe('3 poin per hadiah, stock 5');
    await page.getByTestId('qty').fill('2');
    await expect.poll(() => page.getByTestId('biaya-poin').textContent()).toBe('Poin ditukar: 6 · Saldo setelah: 14');
    await page.screenshot({ path: '/tmp/member-poin-tukar.png' });
    await page.keyboard.press('Control+Enter');
    await waitForToast(page, 'Tukar Poin Berhasil Disimpan');
    await expect.poll(() => saldo(page)).toBe('Saldo Poin: 14');
    await expect.poll(() => hadiahHelp(page)).toBe('3 poin per hadiah, stock 3');
    const today = page.getByRole('table', { name: 'Tukar Poin Hari Ini' });
    const row = today.getByRole('row').filter({ hasText: 'Payung Kilau' });
    await expect.poll(() => row.textContent()).toMatch(/^TP-TOKO01-\d{8}-\d{4}M01 - Budi SantosoPayung Kilau26Selesai/);
    const no = (await row.getByRole('cell').first().textContent())!.trim();

    // ---- A clock of 50 points with 14: refused, nothing changed.
    await pick(page, 'Hadiah', /^H02 - Jam Dinding/);
    await page.getByTestId('qty').fill('1');
    await expect.poll(() => page.getByTestId('biaya-poin').textContent()).toBe('Poin ditukar: 50 · Saldo setelah: -36');
    await page.getByRole('button', { name: 'Simpan Tukar Poin' }).click();
    await waitForToast(page, 'Poin Tidak Mencukupi');
    await page.screenshot({ path: '/tmp/member-poin-tolak.png' });
    expect(await saldo(page)).toBe('Saldo Poin: 14');
    expect(await today.getByRole('row').filter({ hasText: 'Jam Dinding' }).count()).toBe(0);

    // ---- The umbrellas given back: reason, the supervisor, points and stock back.
    await row.getByRole('button', { name: 'Batal' }).click();
    const cancel = page.getByRole('dialog', { name: `Batal Tukar Poin ${no}` });
    await cancel.getByLabel('Alasan').fill('Salah hadiah');
    await cancel.getByRole('button', { name: 'Lanjut' }).click();
    await authorize(page);
    await waitForToast(page, 'Tukar Poin Berhasil Dibatalkan');
    await expect.poll(() => saldo(page)).toBe('Saldo Poin: 20');
    await expect.poll(() => row.textContent()).toMatch(/Batal$/);
    await pick(page, 'Hadiah', /^H01 - Payung Kilau/);
    await expect.poll(() => hadiahHelp(page)).toBe('3 poin per hadiah, stock 5');
    await page.screenshot({ path: '/tmp/member-poin-batal.png' });

    // ---- /transaksi-poin as the owner: 5 points added on the supervisor's authorization.
    await openAs(page, server.url, '/transaksi-poin');
    await findMember(page, 'M01');
    await expect.poll(() => saldo(page)).toBe('Saldo Poin: 20');
    await page.getByTestId('poin').fill('5');
    await page.getByTestId('alasan').fill('Bonus ulang tahun');
    await expect.poll(() => page.getByTestId('saldo-setelah').textContent()).toBe('Saldo setelah: 25');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('dialog', { name: 'Otorisasi' }).getByText('Transaksi poin M01 +5: Bonus ulang tahun').waitFor();
    await page.screenshot({ path: '/tmp/member-poin-koreksi.png' });
    await authorize(page);
    await waitForToast(page, 'Transaksi Poin Berhasil Disimpan');
    await expect.poll(() => saldo(page)).toBe('Saldo Poin: 25');

    // ---- /lihat-transaksi-member as the cashier: the documents and the moves, newest first, with the balance after each.
    await openAs(page, server.url, '/lihat-transaksi-member', KASIR.user, KASIR.password);
    await findMember(page, 'm01');
    const moves = page.getByRole('table', { name: 'Mutasi Poin' });
    const cells = async () => (await moves.getByRole('row').allInnerTexts()).slice(1).map((r) => r.split('\t').slice(2).map((c) => c.trim()));
    // Kind, note, in, out, balance.
    await expect.poll(cells).toEqual([
      ['Koreksi Poin', 'Bonus ulang tahun', '5', '', '25'],
      ['Batal Tukar Hadiah', expect.any(String), '6', '', '20'],
      ['Tukar Hadiah', expect.any(String), '', '6', '14'],
      ['Koreksi Poin', 'Poin awal', '20', '', '20'],
    ]);
    const docs = page.getByRole('table', { name: 'Transaksi Member' });
    await expect.poll(() => docs.getByRole('row').count()).toBeGreaterThan(3);
    expect(await docs.getByRole('row').filter({ hasText: no }).textContent()).toContain('Tukar Poin');
    expect(await docs.getByRole('row').filter({ hasText: 'Transaksi Poin' }).count()).toBe(2);
    await page.screenshot({ path: '/tmp/member-poin-riwayat.png', fullPage: true });
  });
});
