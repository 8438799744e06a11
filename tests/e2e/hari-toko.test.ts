// A shop's whole business day in Chromium (issue 11, "Done when"), on one server whose database holds the branch
// TOKO01 and its head office PST01 (the single-server setup of README "Money to the head office"). The branch's day
// starts yesterday by the calendar, so the close is allowed and lands on today. Through the screens only:
// 1. the cashier sells two pieces on /transaksi-penjualan, one paid in cash and one by transfer to the shop's account;
// 2. buys the first one back by its receipt number on /transaksi-pembelian, paid out in cash;
// 3. moves money from the till to the bank on /mutasi-uang-bank, with the keyboard;
// 4. the supervisor sends money from the till on /kirim-uang-pusat; the head office receives it on /terima-uang-kas
//    by its reference number;
// 5. the supervisor validates the transfer on /validasi-non-cash;
// 6. the day is closed on /tutup-toko with the supervisor's authorization: the expected cash is what the day's cash
//    movements add up to, worked out here from the amounts used;
// 7. the next day: the header and /tutup-toko show today, /uang-kas opens with yesterday's closing balance, and a
//    /batal-penjualan still open from before the close is refused cancelling yesterday's sale by the server, the sale
//    staying listed and not cancelled; a freshly opened /batal-penjualan shows the new day only.
// Each step is screenshotted (/tmp/hari-toko-*.png). The steps build on each other, in order.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, captureWindowOpen, pick, lineShown } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { seedBuybackMasters } from '../helpers/buyback-fixture';
import { hashPassword } from '../../server/auth/passwords';
import { todayIso } from '../../domain/dates';
import { formatMoney } from '../../domain/format';

const today = todayIso();
const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const ACCOUNT = '1234567890';
const KASIR = { user: 'KASIR01', password: 'kasir-pw' };
const SPV = { user: 'SPV01', password: 'spv-pw' };
const HO = { user: 'PUSAT1', password: 'pusat-pw' };

// The amounts of the day: two tagged pieces (a tag price sells at exactly that), the mutation and the send.
const CASH_SALE = 5_000_000;
const TRANSFER_SALE = 2_500_000;
const MUTASI = 1_000_000;
const KIRIM = 1_500_000;

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await seedBuybackMasters(db);
    await db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ('PST01', 'Kilau Pusat', 'Jl. Gajah Mada 10', 'PUSAT')`);
    for (const [user_id, level, password, toko] of [
      [KASIR.user, 'KASIR', KASIR.password, 'TOKO01'],
      [SPV.user, 'SPV', SPV.password, 'TOKO01'],
      [HO.user, 'SPV', HO.password, 'PST01'],
    ]) {
      await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $1, $2, $3, $4)`, [user_id, await hashPassword(password), level, toko]);
    }
    await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
    await db.query(`INSERT INTO master_bank (kode_bank, nama_bank) VALUES ('BCA', 'Bank Central Asia')`);
    await db.query(`INSERT INTO master_rekening (no_rekening, nama_rekening, kode_bank, nama_bank) VALUES ($1, 'Toko Emas Kilau', 'BCA', 'Bank Central Asia')`, [ACCOUNT]);
    await db.query(`INSERT INTO master_kode_transaksi (kode_transaksi, nama_transaksi, jenis_transaksi) VALUES ('SETOR', 'SETOR KE BANK', 'KELUAR')`);
    // The branch's day is yesterday, so closing it is allowed and lands on today; the head office lives today.
    await db.query(`UPDATE hari_toko SET tgl_system = $1 WHERE kode_toko = 'TOKO01'`, [yesterday]);
    await db.query(`UPDATE hari_toko SET tgl_system = $1 WHERE kode_toko = 'PST01'`, [today]);
  }),
}));

const money = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const mask = (rupiah: number) => `Rp. ${formatMoney(rupiah)} ,-`;
const focused = (page: Page, label: string) => page.getByLabel(label).evaluate((el) => el === document.activeElement);
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/hari-toko-${name}.png`, fullPage: true });

/** The supervisor's password typed into the open authorization dialog. */
async function authorizeAsSupervisor(page: Page): Promise<void> {
  const auth = page.getByRole('dialog', { name: 'Otorisasi' });
  await auth.getByLabel('Username').fill(SPV.user);
  await auth.getByLabel('Password', { exact: true }).fill(SPV.password);
  await auth.getByRole('button', { name: 'Otorisasi' }).click();
}

// What the steps hand on to the later ones.
const day = { cashSale: '', transferSale: '', buyback: 0 };

describe("a shop's day, closed, and the next day", () => {
  it('1. the cashier sells one piece for cash and one by transfer to the shop account', async () => {
    const { page, server } = e;
    const owner = await apiLogin(server.url);
    const piece = async (harga_total: number) => {
      const res = await apiCall<{ data: { kode_barcode: string } }>(server.url, owner, 'POST', 'barang/create', itemInput({ harga_total, total_hpp: harga_total * 0.8 }));
      expect(res.status).toBe(201);
      return res.json.data.kode_barcode;
    };
    const [ring, bracelet] = [await piece(CASH_SALE), await piece(TRANSFER_SALE)];

    await captureWindowOpen(page);
    await openAs(page, server.url, '/transaksi-penjualan', KASIR.user, KASIR.password);
    await page.getByTestId('header-tgl-system').getByText(yesterday).waitFor();
    const sell = async (code: string, total: number, customer: string, pay: () => Promise<void>) => {
      await expect.poll(() => focused(page, 'Scan / Ketik Barcode')).toBe(true);
      await page.keyboard.type(`${code}\n`, { delay: 5 });
      await lineShown(page, code);
      await expect.poll(async () => money(await page.getByTestId('sum-Grand Total').textContent())).toBe(total);
      await pick(page, 'Sales', 'S01 - Sinta');
      await page.getByLabel('Nama Customer').fill(customer);
      await page.getByLabel('Alamat Customer').fill('Jl. Merdeka 1, Bandung');
      await pay();
      await page.getByRole('button', { name: 'Simpan Penjualan' }).click();
      const result = page.getByRole('dialog', { name: 'Penjualan Tersimpan' });
      const no = (await result.getByTestId('nota-number').textContent())!.trim();
      expect(no).toMatch(/^JL/);
      return { no, result };
    };

    const cash = await sell(ring, CASH_SALE, 'Budi Santoso', () => page.getByTestId('jumlah-bayar-0').fill(String(CASH_SALE)));
    day.cashSale = cash.no;
    expect(await cash.result.getByTestId('kembalian').textContent()).toBe('Kembalian: Rp 0');
    await cash.result.getByRole('button', { name: 'Transaksi Baru' }).click();

    const transfer = await sell(bracelet, TRANSFER_SALE, 'Ani Wijaya', async () => {
      const line = page.getByTestId('bayar-0');
      await line.getByRole('combobox', { name: 'Jenis Pembayaran' }).click();
      await page.getByRole('option', { name: 'Transfer' }).click();
      await line.getByRole('combobox', { name: 'Rekening' }).click();
      await page.getByRole('option', { name: new RegExp(ACCOUNT) }).click();
      await page.getByTestId('jumlah-bayar-0').fill(String(TRANSFER_SALE));
      await shot(page, '1-penjualan-transfer');
    });
    day.transferSale = transfer.no;
    await transfer.result.getByRole('button', { name: 'Transaksi Baru' }).click();

    const sale = await apiCall<{ data: { tgl_system: string; pembayaran: { jenis: string; jumlah_rp: number; no_rekening: string }[] } }>(
      server.url,
      owner,
      'GET',
      `penjualan/${day.transferSale}`,
    );
    expect(sale.json.data.tgl_system).toBe(yesterday);
    expect(sale.json.data.pembayaran.map((p) => [p.jenis, Number(p.jumlah_rp), p.no_rekening])).toEqual([['TRANSFER', TRANSFER_SALE, ACCOUNT]]);
  }, 120_000);

  it('2. buys the cash-sold ring back by its receipt number, paid out of the till', async () => {
    const { page, server } = e;
    await captureWindowOpen(page);
    await openAs(page, server.url, '/transaksi-pembelian', KASIR.user, KASIR.password);
    await expect.poll(() => focused(page, 'Barcode / No Nota Jual')).toBe(true);
    await page.keyboard.type(`${day.cashSale}\n`, { delay: 5 });
    const line = page.getByTestId('beli-line-0');
    await line.waitFor();
    expect(await line.textContent()).toContain(`Nota ${day.cashSale}`);
    await pick(page, 'Sales', 'S01 - Sinta');
    await page.getByLabel('Nama Customer').fill('Budi Santoso');
    await page.getByLabel('Alamat Customer').fill('Jl. Merdeka 1, Bandung');
    // The one payment line pays the whole total out in cash.
    const total = money(await page.getByTestId('sum-Total Pembelian').textContent());
    expect(total).toBeGreaterThan(0);
    expect(money(await page.getByTestId('jumlah-bayar-0').inputValue())).toBe(total);
    await shot(page, '2-pembelian');
    await page.getByRole('button', { name: 'Simpan Pembelian' }).click();
    const result = page.getByRole('dialog', { name: 'Pembelian Tersimpan' });
    expect((await result.getByTestId('nota-number').textContent())!.trim()).not.toBe('');
    expect(await result.textContent()).toContain(`Total Pembelian: Rp ${formatMoney(total)}`);
    day.buyback = total;
    await result.getByRole('button', { name: 'Transaksi Baru' }).click();
  }, 60_000);

  it('3. moves money from the till to the bank on /mutasi-uang-bank with the keyboard', async () => {
    const { page, server } = e;
    await openAs(page, server.url, '/mutasi-uang-bank', KASIR.user, KASIR.password);
    await page.getByRole('button', { name: 'Tambah Mutasi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mutasi Uang Bank' });
    const kategori = dialog.getByRole('combobox', { name: 'Kategori' });
    await expect.poll(() => kategori.evaluate((el) => el === document.activeElement)).toBe(true);
    /** Opens the focused picker, waits for `option`, types its first letter and takes it. */
    const choose = async (combobox: ReturnType<typeof dialog.getByRole>, option: RegExp, letter: string) => {
      await page.keyboard.press('Enter');
      await page.getByRole('option', { name: option }).waitFor();
      await page.keyboard.type(letter);
      await page.keyboard.press('Enter');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      await expect.poll(() => combobox.textContent()).toMatch(option);
    };
    await choose(kategori, /^SETOR/, 'S');
    // Asal CASH: its bank pickers stay disabled and Tab passes them by; tujuan BANK, then its bank and account.
    await page.keyboard.press('Tab');
    await choose(dialog.getByRole('combobox', { name: /^Asal/ }), /^CASH$/, 'C');
    await page.keyboard.press('Tab');
    await choose(dialog.getByRole('combobox', { name: /^Tujuan/ }), /^BANK$/, 'B');
    await page.keyboard.press('Tab');
    await choose(dialog.getByRole('combobox', { name: 'Bank' }).last(), /^BCA$/, 'B');
    await page.keyboard.press('Tab');
    await choose(dialog.getByRole('combobox', { name: 'Rekening Tujuan' }), new RegExp(`^${ACCOUNT}`), '1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Setor Harian');
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(MUTASI));
    await shot(page, '3-mutasi-modal');
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Mutasi Uang Bank Berhasil Disimpan');
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('table', { name: 'Mutasi Uang Bank', exact: true }).locator('tbody tr').first();
    await expect.poll(() => row.innerText()).toContain('Setor Harian');
    expect(await row.innerText()).toContain(formatMoney(MUTASI));
    expect(await row.innerText()).toContain(ACCOUNT);
    await shot(page, '3-mutasi');
  }, 60_000);

  it('4. the supervisor sends money from the till to the head office, which receives it by its reference number', async () => {
    const { page, server } = e;
    await captureWindowOpen(page);
    await openAs(page, server.url, '/kirim-uang-pusat', SPV.user, SPV.password);
    await page.getByRole('button', { name: 'Kirim Uang' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kirim Uang' });
    await expect.poll(() => dialog.getByLabel('Tujuan').inputValue()).toBe('PST01 - Kilau Pusat');
    await dialog.getByLabel('Jumlah Rp').fill(String(KIRIM));
    await dialog.getByLabel('Keterangan').fill('Setoran harian');
    await dialog.getByRole('button', { name: 'Kirim Uang' }).click();
    await waitForToast(page, 'Kirim Uang Berhasil');
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('table', { name: 'Riwayat Kirim Uang' }).getByRole('row').filter({ hasText: 'Setoran harian' });
    await expect.poll(() => row.innerText()).toContain('Dikirim');
    const noReff = /KU-TOKO01-\d{8}-\d{4}/.exec(await row.innerText())?.[0] ?? '';
    expect(noReff).toContain(`KU-TOKO01-${yesterday.replaceAll('-', '')}-`);
    await shot(page, '4-kirim-uang');

    await openAs(page, server.url, '/terima-uang-kas', HO.user, HO.password);
    await page.getByLabel('No Referensi').fill(noReff);
    await page.getByLabel('No Referensi').press('Enter');
    const found = page.getByRole('region', { name: 'Data Kiriman Uang' });
    await expect.poll(() => found.innerText()).toContain(mask(KIRIM));
    expect(await found.innerText()).toContain('TOKO01');
    await shot(page, '4-terima-uang');
    await page.getByRole('button', { name: 'Terima Uang' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await waitForToast(page, 'Terima Uang Berhasil');
    await found.waitFor({ state: 'detached' });

    // The branch's history shows it received.
    await openAs(page, server.url, '/kirim-uang-pusat', SPV.user, SPV.password);
    const received = page.getByRole('table', { name: 'Riwayat Kirim Uang' }).getByRole('row').filter({ hasText: noReff });
    await expect.poll(() => received.innerText()).toContain('Sudah Diterima');
    expect(await received.innerText()).toMatch(/TU-PST01-\d{8}-\d{4}/);
  }, 90_000);

  it('5. the supervisor validates the transfer payment on /validasi-non-cash', async () => {
    const { page, server } = e;
    await openAs(page, server.url, '/validasi-non-cash', SPV.user, SPV.password);
    const row = page.getByRole('row').filter({ hasText: day.transferSale });
    await row.getByRole('cell', { name: formatMoney(TRANSFER_SALE) }).first().waitFor();
    // The cash sale and the buy-back have no non-cash payment: the transfer is the only one.
    expect(await page.getByRole('table', { name: 'Pembayaran Non Tunai' }).locator('tbody tr').count()).toBe(1);
    await row.getByRole('checkbox').check();
    await shot(page, '5-validasi-non-cash');
    // The screen's own action, not the sidebar's Validasi group.
    await page.getByRole('button', { name: 'Validasi', exact: true }).last().click();
    await waitForToast(page, 'Pembayaran Non Tunai Berhasil Divalidasi');
    await page.getByText('Tidak Ada Pembayaran Non Tunai').first().waitFor();
  }, 60_000);

  it("6-7. closes the day with the supervisor's authorization; the next day shows the new date, carries the till, and refuses cancelling yesterday's sale", async () => {
    const { page, server, context } = e;
    // A cancellation screen left open from before the close, with yesterday's transfer sale listed.
    const stale = await context.newPage();
    await openAs(stale, server.url, '/batal-penjualan', KASIR.user, KASIR.password);
    await stale.getByRole('button', { name: 'Cari' }).click();
    const staleRow = stale.getByRole('row').filter({ hasText: day.transferSale });
    await staleRow.getByRole('button', { name: 'Batal' }).waitFor();

    // The till: the cash sale in; the buy-back, the mutation to the bank and the send to the head office out.
    const expectedCash = CASH_SALE - day.buyback - MUTASI - KIRIM;
    expect(expectedCash).toBeGreaterThan(0);
    await openAs(page, server.url, '/tutup-toko', KASIR.user, KASIR.password);
    await page.getByTestId('tutup-toko-tanggal').getByText(yesterday).waitFor();
    await expect.poll(() => page.getByTestId('kas-sistem').textContent()).toBe(mask(expectedCash));
    // Each account's day: the till's in and out, and the bank account took the transfer sale and the mutation.
    const accounts = page.getByRole('table', { name: 'Saldo Kas Dan Bank Hari Ini' });
    const kasRow = accounts.getByRole('row').filter({ has: page.getByText('Kas', { exact: true }) });
    await expect.poll(() => kasRow.innerText()).toContain(formatMoney(day.buyback + MUTASI + KIRIM));
    expect(await kasRow.innerText()).toContain(formatMoney(CASH_SALE));
    expect(await accounts.getByRole('row').filter({ hasText: 'Toko Emas Kilau (BCA)' }).innerText()).toContain(formatMoney(TRANSFER_SALE + MUTASI));
    await page.getByLabel('Kas Fisik (Hasil Hitung)').fill(String(expectedCash));
    await expect.poll(() => page.getByTestId('kas-selisih').textContent()).toBe('Selisih: Rp. 0 ,-');
    await shot(page, '6-tutup-toko');
    await page.getByRole('button', { name: 'Tutup Toko' }).click();
    await page.getByRole('dialog', { name: 'Otorisasi' }).getByText('Tutup Toko').first().waitFor();
    await authorizeAsSupervisor(page);
    await page.getByText(`Tutup Toko Berhasil, Tanggal Sistem Sekarang ${today}`).waitFor();

    // 7. The next day: the header and the summary show today, with nothing done yet.
    await page.getByTestId('header-tgl-system').getByText(today).waitFor();
    await page.getByTestId('tutup-toko-tanggal').getByText(today).waitFor();
    await page.getByText('Belum Ada Transaksi Hari Ini').waitFor();
    await shot(page, '7-tutup-toko-besok');

    // The till opens on the new day with yesterday's closing balance.
    await openAs(page, server.url, '/uang-kas', KASIR.user, KASIR.password);
    await page.getByTestId('header-tgl-system').getByText(today).waitFor();
    await page.getByRole('table', { name: 'Uang Kas' }).waitFor();
    await expect.poll(() => page.getByTestId('kilau.kas.saldo_awal').textContent()).toBe(mask(expectedCash));
    expect(await page.getByTestId('kilau.kas.saldo_akhir').textContent()).toBe(mask(expectedCash));
    await shot(page, '7-uang-kas');

    // The screen still open from yesterday: Batal asks the server first, which refuses a sale of another day, so no
    // reason and no supervisor are asked for a cancellation that could not happen.
    await staleRow.getByRole('button', { name: 'Batal' }).click();
    const cancel = stale.getByRole('dialog', { name: `Batal Nota ${day.transferSale}` });
    await cancel.getByTestId('tidak-bisa-batal').getByText('Penjualan Hari Sebelumnya Tidak Dapat Dibatalkan').waitFor();
    expect(await cancel.getByLabel('Alasan').count()).toBe(0);
    expect(await stale.getByRole('dialog', { name: 'Otorisasi' }).count()).toBe(0);
    // Closed, the sale is still there, not cancelled.
    await shot(stale, '7-batal-penjualan-ditolak');
    await cancel.getByRole('button', { name: 'Tutup' }).click();
    await cancel.waitFor({ state: 'detached' });
    await expect.poll(() => staleRow.innerText()).toContain('Selesai');
    const kasir = await apiLogin(server.url, KASIR.user, KASIR.password);
    const sale = await apiCall<{ data: { status: string } }>(server.url, kasir, 'GET', `penjualan/${day.transferSale}`);
    expect(sale.json.data.status).not.toBe('BATAL');

    // Opened afresh, the cancellation screen offers the new business day only: both dates are today and locked (no
    // calendar opens to pick yesterday), and yesterday's sales are not there.
    await openAs(page, server.url, '/batal-penjualan', KASIR.user, KASIR.password);
    const from = page.getByRole('group', { name: 'Dari Tanggal' }).or(page.getByLabel('Dari Tanggal')).first();
    await from.waitFor();
    await expect.poll(() => page.locator(`input[value="${today}"]`).count()).toBe(2);
    await from.click({ force: true });
    expect(await page.getByRole('gridcell').count()).toBe(0);
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.getByText('Data Penjualan Kosong').first().waitFor();
    expect(await page.getByRole('row').filter({ hasText: day.transferSale }).count()).toBe(0);
    await shot(page, '7-batal-penjualan-hari-ini');
  }, 120_000);
});
