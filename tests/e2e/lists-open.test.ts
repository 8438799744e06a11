// Lists open with today's rows (issue 19 item 12): Lihat Penjualan, Batal Penjualan, Validasi Jual Beli, Lihat
// Titipan and the report screens show what their default filters find as soon as they open, without CARI. Lihat
// Titipan also lists every open deposit whatever its date, and marks one past its due date (jatuh_tempo_titip days,
// /settingsystem) with a chip; a closed one of another day stays out of today's list.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/database';
import { hashPassword } from '../../server/auth/passwords';
import { addDays } from '../../domain/dates';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { toastsSeen, useE2E } from '../helpers/e2e-fixture';
import { apiCall, apiLogin } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { OWNER, testConfig } from '../helpers/paths';

/** The documents the shop has when the server starts: numbers by name, and the business date. */
const made: { today: string; sale: string; oldOpen: string; oldCancelled: string; todayOpen: string } = {
  today: '',
  sale: '',
  oldOpen: '',
  oldCancelled: '',
  todayOpen: '',
};
const DAYS_AGO = 40;

/**
 * Deposits 40 days ago (one still open, one cancelled), one of today and a sale of today, posted through the API of
 * an app on the prepared database: an old deposit needs the business date set back while it is taken.
 */
async function shopWithDeposits(db: Db): Promise<void> {
  await seedInventoryMasters(db);
  await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
  for (const [user_id, level, password] of [['KASIR01', 'KASIR', 'kasir-pw'], ['SPV01', 'SPV', 'spv-pw']]) {
    await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $1, $2, $3, 'TOKO01')`, [user_id, await hashPassword(password), level]);
  }
  const [{ tgl }] = await db.query<{ tgl: string }>(`SELECT tgl_system::text AS tgl FROM hari_toko WHERE kode_toko = 'TOKO01'`);
  made.today = tgl;
  const setDay = (day: string) => db.query(`UPDATE hari_toko SET tgl_system = $1 WHERE kode_toko = 'TOKO01'`, [day]);

  const { app } = await buildApp(testConfig(), db);
  await app.ready();
  const call = async (token: string | undefined, method: string, url: string, body?: unknown) => {
    const res = await app.inject({ method: method as 'POST', url: `/api/v1/${url}`, headers: token ? { 'x-auth-token': token } : {}, ...(body ? { payload: body as object } : {}) });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const login = async (user_id: string, password: string) => (await call(undefined, 'POST', 'users/login', { user_id, password })).token as string;
  try {
    const owner = await login(OWNER.user_id, OWNER.password);
    const kasir = await login('KASIR01', 'kasir-pw');
    const piece = async () => (await call(owner, 'POST', 'barang/create', itemInput({ harga_total: 0 }))).data.kode_barcode as string;
    const deposit = async (nama_customer: string) =>
      (await call(kasir, 'POST', 'titip', { kode_sales: 'S01', nama_customer, alamat_customer: 'Jl. Merdeka 1', items: [{ kode_barcode: await piece() }], pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 500_000 }] }))
        .data.no_titip as string;

    await setDay(addDays(tgl, -DAYS_AGO));
    made.oldOpen = await deposit('Dewi Lama');
    made.oldCancelled = await deposit('Eko Batal');
    await setDay(tgl);
    const authorization = await call(kasir, 'POST', 'authorisation', { user_id: 'SPV01', password: 'spv-pw', kategori: 'BATAL_TITIP' });
    await call(kasir, 'POST', `titip/${made.oldCancelled}/batal`, { alasan: 'Customer tidak jadi', authorization_id: authorization.authorization_id ?? authorization.data.authorization_id });
    made.todayOpen = await deposit('Fajar Baru');
    made.sale = (
      await call(kasir, 'POST', 'penjualan', { kode_sales: 'S01', nama_customer: 'Gita Hari Ini', alamat_customer: 'Jl. Merdeka 2', items: [{ kode_barcode: await piece() }], pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 3_000_000 }] })
    ).data.no_faktur_jual;
    for (const [token, user_id] of [[owner, OWNER.user_id], [kasir, 'KASIR01']]) await call(token, 'POST', 'users/logout', { user_id });
  } finally {
    await app.close();
  }
}

const e = useE2E(async () => ({ dataDir: await preparedDataDir(shopWithDeposits) }));

/** The screen's row of that number, found without pressing CARI (and no search toast was shown). */
async function rowShown(page: Page, no: string) {
  const row = page.getByRole('row').filter({ hasText: no });
  await row.waitFor();
  expect((await toastsSeen(page)).filter((t) => /Tersedia|Kosong/.test(t))).toEqual([]);
  return row;
}

describe('lists that open with data', () => {
  it("Lihat Penjualan, Batal Penjualan and Validasi Jual Beli show today's sale without CARI", async () => {
    const { page, server } = e;
    for (const [route, user, password] of [
      ['/lihat-penjualan', 'KASIR01', 'kasir-pw'],
      ['/batal-penjualan', 'KASIR01', 'kasir-pw'],
      ['/validasi-jual-beli', 'SPV01', 'spv-pw'],
    ]) {
      await openAs(page, server.url, route, user, password);
      await (await rowShown(page, made.sale)).getByText('Gita Hari Ini').waitFor();
    }
  });

  it('a report screen shows the rows of its default filters without CARI', async () => {
    const { page, server } = e;
    await openAs(page, server.url, '/laporan-penjualan-transaksi');
    await rowShown(page, made.sale);
  });

  it('Lihat Titipan shows every open deposit whatever its date, and marks one past its due date', async () => {
    const { page, server } = e;
    await openAs(page, server.url, '/lihat-titipan', 'KASIR01', 'kasir-pw');
    const old = await rowShown(page, made.oldOpen);
    await old.getByText('Lewat Jatuh Tempo').waitFor();
    // Due 30 days (the default) after its date.
    await old.getByRole('cell', { name: addDays(made.today, 30 - DAYS_AGO), exact: true }).waitFor();
    const fresh = await rowShown(page, made.todayOpen);
    await fresh.getByRole('cell', { name: addDays(made.today, 30), exact: true }).waitFor();
    expect(await fresh.getByText('Lewat Jatuh Tempo').count()).toBe(0);
    // A deposit closed on another day is not one of today's.
    expect(await page.getByRole('row').filter({ hasText: made.oldCancelled }).count()).toBe(0);

    // Given more days (/settingsystem), the old deposit is no longer overdue.
    const owner = await apiLogin(server.url);
    expect((await apiCall(server.url, owner, 'PUT', 'para-system/key/jatuh_tempo_titip', { value: 60 })).status).toBe(200);
    await page.reload();
    const later = await rowShown(page, made.oldOpen);
    await later.getByRole('cell', { name: addDays(made.today, 60 - DAYS_AGO), exact: true }).waitFor();
    expect(await later.getByText('Lewat Jatuh Tempo').count()).toBe(0);
  });
});
