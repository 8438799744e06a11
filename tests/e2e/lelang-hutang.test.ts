// A pawn loan's auction and what it left, in Chromium at 1366x768 (issue 22 item 4; definitions/transactions/hutang.ts
// actions, drawn by src/engine/transaction ActionDialog). The e2e server cannot move its business date, so the data
// folder is prepared before it starts: the business date set 40 days back, the till's float and four loans posted
// there through the kernel by KASIR01 (as the demo posts them), then the date set back to today. The grace is 2 days,
// the late fee 10.000 per 15 days begun, pure gold Rp 1.000.000/g. Today:
// - SURPLUS (10 g at 75 %, 5.000.000 for 30 days): 10 days past due; owes 5.000.000 + 40 days at 2 % (133.500) + one
//   late block (10.000) = 5.143.500 against pieces worth 7.500.000: 2.356.500 is the customer's;
// - SHORTFALL (1 g at 75 %, 1.000.000 for 30 days): owes 1.000.000 + 27.000 + 10.000 = 1.037.000 against 750.000:
//   287.000 still owed;
// - GRACE (39 days): 1 day past due, within the grace; RUNNING (60 days): 20 days to go. Neither is offered.
// SPV01 auctions both on /lelang-hutang, pays the surplus out on /kelebihan-lelang-hutang and collects the shortfall on
// /kekurangan-lelang-hutang, each screen checked against GET hutang/{no} and the till (GET cash/saldo); KASIR01 may not
// open /hangus-kelebihan-lelang. Screenshots go to /tmp.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir, seedCounterStaff } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { apiCall, apiLogin } from '../helpers/e2e-helpers';
import { seedInventoryMasters } from '../helpers/inventory-fixture';
import { seedBuybackMasters } from '../helpers/buyback-fixture';
import { setBusinessDate, testConfig } from '../helpers/paths';
import type { Db } from '../../server/db/database';
import type { Actor } from '../../server/actor';
import { createContext } from '../../server/context';
import { loadDefinitions } from '../../server/engine/load-definitions';
import { postDocument } from '../../server/documents/engine';
import { kasManual } from '../../server/documents/kinds/kas-manual';
import { hutang, type HutangBody } from '../../server/documents/kinds/hutang';
import { addDays } from '../../domain/dates';
import { formatRupiah } from '../../domain/units';

const SPV = ['SPV01', 'spv-pw'] as const;
const FLOAT = 20_000_000;
const loans: Record<'surplus' | 'shortfall' | 'grace' | 'running', string> = { surplus: '', shortfall: '', grace: '', running: '' };

/** Takes the four loans 40 days before the business date, paid out of a float put in the till that day. */
async function pastLoans(db: Db): Promise<void> {
  const ctx = createContext(db, testConfig(), await loadDefinitions());
  const { kode_toko } = await ctx.ownShop();
  const today = await ctx.tglSystem(db, kode_toko);
  const past = addDays(today, -40);
  const actor: Actor = { user_id: 'KASIR01', level: 'KASIR', kode_toko, tgl_system: past, head_office: false };
  await setBusinessDate(db, past);
  await db.query(`INSERT INTO master_kode_transaksi (kode_transaksi, nama_transaksi, jenis_transaksi) VALUES ('MODAL', 'Tambah Modal', 'MASUK') ON CONFLICT DO NOTHING`);
  await postDocument(ctx, actor, kasManual, { akun: 'KAS', kategori: 'MODAL', keterangan: 'Modal awal', jumlah: FLOAT });
  const take = async (nama_customer: string, berat: number, jumlah_hutang: number, lama_pinjam: number) => {
    const body: HutangBody = {
      kode_sales: 'S01',
      nama_customer,
      alamat_customer: 'Jl. Melati 2, Bandung',
      no_ktp: '3273014505800001',
      items: [{ nama_barang: 'Kalung Emas', kadar: 75, berat_kotor: berat + 0.1, berat, jumlah: 1 }],
      jumlah_hutang,
      bunga_persen: 2,
      lama_pinjam,
      pembayaran: [{ jenis: 'TUNAI', jumlah_rp: jumlah_hutang }],
    };
    return (await postDocument(ctx, actor, hutang, body)).no;
  };
  loans.surplus = await take('Ibu Ratna', 10, 5_000_000, 30);
  loans.shortfall = await take('Pak Bambang', 1, 1_000_000, 30);
  loans.grace = await take('Pak Dedi', 2, 1_000_000, 39);
  loans.running = await take('Ibu Sari', 2, 1_000_000, 60);
  await setBusinessDate(db, today);
}

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await seedBuybackMasters(db);
    await seedCounterStaff(db);
    await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
    await db.query(`INSERT INTO master_kadar (kode_kadar, nama_kadar, kadar) VALUES ('K100', 'Emas Murni', 100)`);
    await db.query(`INSERT INTO master_harga_emas (kode_harga_emas, kode_kadar, harga_per_gram) VALUES ('HE100', 'K100', 1000000)`);
    await db.query(`INSERT INTO para_system (key, value) VALUES ('hutang_masa_tenggang', '2'), ('hutang_denda_per_15_hari', '10000')
                    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
    await pastLoans(db);
  }),
}));

const rp = (n: number) => formatRupiah(n);

/** The text of the loan's row under the column headed `header`. */
async function cellOf(page: Page, no: string, header: string): Promise<string> {
  const headers = (await page.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const i = headers.indexOf(header);
  expect(i, `${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return ((await page.getByRole('row').filter({ hasText: no }).getByRole('cell').nth(i).textContent()) ?? '').trim();
}

/**
 * Clicks the row's action button, picks the dialog's choices (label -> option text), and confirms it (these actions
 * ask no authorization).
 */
async function act(page: Page, no: string, button: string, choices: Readonly<Record<string, RegExp>> = {}): Promise<void> {
  await page.getByRole('row').filter({ hasText: no }).getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${button} ${no}` });
  await dialog.getByText(`${button} ${no}? Tindakan ini tidak dapat dibatalkan.`).waitFor();
  for (const [label, option] of Object.entries(choices)) {
    await dialog.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).click();
  }
  if (Object.keys(choices).length) await page.screenshot({ path: '/tmp/lelang-hutang-dialog.png' });
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

interface Loan {
  status: string;
  kelebihan_lelang: number;
  kekurangan_lelang: number;
  no_lelang: string | null;
}

describe('a pawn loan past its due date and grace days', () => {
  it('is auctioned on /lelang-hutang; its surplus paid out and a shortfall collected; the forfeit is not the cashier\'s', async () => {
    const { page, server } = e;
    const owner = await apiLogin(server.url);
    const loan = async (no: string) => (await apiCall<{ data: Loan }>(server.url, owner, 'GET', `hutang/${no}`)).json.data;
    const till = async () => (await apiCall<{ data: { akun: string; saldo: number }[] }>(server.url, owner, 'GET', 'cash/saldo')).json.data.find((a) => a.akun === 'KAS')!.saldo;
    expect(await till()).toBe(FLOAT - 8_000_000);
    await page.setViewportSize({ width: 1366, height: 768 });

    // ---- Lelang Hutang: the two loans past due and grace, not the one within its grace nor the running one.
    await openAs(page, server.url, '/lelang-hutang', ...SPV);
    await page.getByRole('row').filter({ hasText: loans.surplus }).waitFor();
    await page.getByRole('row').filter({ hasText: loans.shortfall }).waitFor();
    for (const no of [loans.grace, loans.running]) expect(await page.getByRole('row').filter({ hasText: no }).count(), no).toBe(0);
    expect(await cellOf(page, loans.surplus, 'Hari Terlambat')).toBe('10');
    expect(await cellOf(page, loans.surplus, 'Tempo')).toBe('Lewat Jatuh Tempo');
    expect(await cellOf(page, loans.surplus, 'Denda')).toBe(rp(10_000));
    expect(await cellOf(page, loans.surplus, 'Sisa Hutang')).toBe(rp(5_000_000));
    await page.screenshot({ path: '/tmp/lelang-hutang.png' });
    // The surplus loan's pieces go straight onto sales tray A1 as group C75; the other's, left empty, to the buy-back stock.
    const ready = async () => (await apiCall<{ data: unknown[] }>(server.url, owner, 'GET', 'barang?kode_baki=A1&kode_group=C75&status=READY')).json.data.length;
    const readyBefore = await ready();
    for (const [no, choices] of [[loans.surplus, { 'Baki Stok Jual': /^A1 - /, Group: /^C75 - / }], [loans.shortfall, {}]] as const) {
      await act(page, no, 'Lelang', choices);
      await waitForToast(page, 'Hutang Berhasil Dilelang');
      await page.getByRole('row').filter({ hasText: no }).waitFor({ state: 'detached' });
    }
    expect(await ready()).toBe(readyBefore + 1);
    // Auctioned at the appraised value against what was owed: the surplus is the customer's, the shortfall still owed.
    expect(await loan(loans.surplus)).toMatchObject({ status: 'LELANG', kelebihan_lelang: 2_356_500, kekurangan_lelang: 0 });
    expect(await loan(loans.shortfall)).toMatchObject({ status: 'LELANG', kelebihan_lelang: 0, kekurangan_lelang: 287_000 });
    expect(await loan(loans.grace)).toMatchObject({ status: 'OPEN', no_lelang: null });
    expect(await till()).toBe(FLOAT - 8_000_000);

    // ---- Kelebihan Lelang Hutang: the surplus loan only, its surplus as the server holds it; paid out of the till.
    await page.goto(`${server.url}/kelebihan-lelang-hutang`);
    await page.getByRole('row').filter({ hasText: loans.surplus }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: loans.shortfall }).count()).toBe(0);
    expect(await cellOf(page, loans.surplus, 'Kelebihan Lelang')).toBe(rp((await loan(loans.surplus)).kelebihan_lelang));
    await page.screenshot({ path: '/tmp/kelebihan-lelang-hutang.png' });
    await act(page, loans.surplus, 'Bayar Kelebihan');
    await waitForToast(page, 'Kelebihan Lelang Berhasil Dibayarkan');
    await page.getByRole('row').filter({ hasText: loans.surplus }).waitFor({ state: 'detached' });
    expect(await loan(loans.surplus)).toMatchObject({ status: 'LELANG', kelebihan_lelang: 0, kekurangan_lelang: 0 });
    expect(await till()).toBe(FLOAT - 8_000_000 - 2_356_500);

    // ---- Kekurangan Lelang Hutang: the shortfall loan only; collected in cash.
    await page.goto(`${server.url}/kekurangan-lelang-hutang`);
    await page.getByRole('row').filter({ hasText: loans.shortfall }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: loans.surplus }).count()).toBe(0);
    expect(await cellOf(page, loans.shortfall, 'Kekurangan Lelang')).toBe(rp((await loan(loans.shortfall)).kekurangan_lelang));
    await page.screenshot({ path: '/tmp/kekurangan-lelang-hutang.png' });
    await act(page, loans.shortfall, 'Terima Kekurangan');
    await waitForToast(page, 'Kekurangan Lelang Berhasil Dibayar');
    await page.getByRole('row').filter({ hasText: loans.shortfall }).waitFor({ state: 'detached' });
    expect(await loan(loans.shortfall)).toMatchObject({ status: 'LELANG', kelebihan_lelang: 0, kekurangan_lelang: 0 });
    expect(await till()).toBe(FLOAT - 8_000_000 - 2_356_500 + 287_000);

    // ---- Forfeiting a surplus is a supervisor's decision: the cashier meets the not-available page.
    await openAs(page, server.url, '/hangus-kelebihan-lelang', 'KASIR01', 'kasir-pw');
    await page.getByTestId('not-available').getByRole('heading', { name: 'Halaman Tidak Tersedia' }).waitFor();
    expect(await page.getByRole('button', { name: 'Hanguskan' }).count()).toBe(0);
  }, 60_000);
});
