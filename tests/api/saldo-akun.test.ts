// Stored balances (issue 25 item 5, migration 056): the close writes every journal account's balance at the end of
// the day (saldo_akun), and the trial balance (laporan/neraca-saldo), the balance sheet (laporan/neraca) and the
// general ledger's opening balance (laporan/buku-besar) start from the last closed day's instead of summing all
// history. Three days closed through POST tutup-toko (the second with every kind of document, cancellations among
// them), a fourth left open with a sale cancelled on it; on every date and for periods starting before, at and in the
// middle of the closed days, each report gives the same rows as from the journal alone (the stored balances
// removed), and the trial balance the plain sum of the journal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { authorize, type SaleShop } from '../helpers/sale-fixture';
import { buyback, cancel, cash, dayOfEverything, onDay, sale, startBookShop } from '../helpers/books-fixture';
import { todayIso } from '../../domain/dates';

const dayOffset = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = todayIso();
/** Three closed days and the open one after them, up to yesterday (a close past the calendar date is refused). */
const [D0, D1, D2, D3, D4] = [-5, -4, -3, -2, -1].map((d) => dayOffset(today, d));

let shop: SaleShop;
let t: TestApp;
type Row = Record<string, unknown>;

beforeAll(async () => {
  shop = await startBookShop();
  t = shop.t;
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.call('GET', `/api/v1/${path}`, { token: shop.owner });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row[];
};
const closeDay = async () => {
  const res = await t.call('POST', '/api/v1/tutup-toko', { token: shop.kasir, body: { authorization_id: await authorize(t, shop.kasir, 'TUTUP_TOKO') } });
  expect(res.statusCode, res.body).toBe(200);
};
/** Each account's debit - credit over every journal row of the shop up to the date. */
const plainSum = (tgl: string) =>
  t.db.query<{ nomor_akun: string; saldo: number }>(
    `SELECT nomor_akun, sum(debet - kredit)::int8 AS saldo FROM jurnal WHERE kode_toko = 'TOKO01' AND tgl_system <= $1 GROUP BY nomor_akun ORDER BY nomor_akun`,
    [tgl],
  );
const stored = (tgl: string) =>
  t.db.query<{ nomor_akun: string; saldo: number }>(`SELECT nomor_akun, saldo::int8 AS saldo FROM saldo_akun WHERE kode_toko = 'TOKO01' AND tgl_system = $1 ORDER BY nomor_akun`, [tgl]);

/** Every balance report on every date, and the general ledger of every account over periods around the closed days. */
async function everyReport(): Promise<Record<string, Row[]>> {
  const out: Record<string, Row[]> = {};
  for (const tgl of [D0, D1, D2, D3, D4]) {
    out[`neraca-saldo ${tgl}`] = await get(`laporan/neraca-saldo?tgl=${tgl}`);
    out[`neraca ${tgl}`] = await get(`laporan/neraca?tgl=${tgl}`);
  }
  const accounts = await t.db.query<{ nomor_akun: string }>(`SELECT DISTINCT nomor_akun FROM jurnal ORDER BY nomor_akun`);
  const periods = [[D1, D4], [D2, D3], [D2, D2], [D3, D4], [D4, D4]];
  for (const { nomor_akun } of accounts) {
    for (const [from, to] of periods) out[`buku-besar ${nomor_akun} ${from} ${to}`] = await get(`laporan/buku-besar?nomor_akun=${nomor_akun}&tgl_from=${from}&tgl_to=${to}`);
  }
  return out;
}

describe('balances stored at the close (saldo_akun)', () => {
  it('holds every account the journal touched at the end of each closed day, a zero balance too, as the journal sums it', async () => {
    await onDay(shop, D1);
    await sale(shop, 3_000_000, 2_400_000, [cash(3_000_000)]);
    await buyback(shop);
    await closeDay();
    // The piece sold was the only one in stock: its account nets to zero and is kept.
    expect(await stored(D1)).toEqual(await plainSum(D1));
    expect((await stored(D1)).find((r) => r.nomor_akun === '1-1401')).toEqual({ nomor_akun: '1-1401', saldo: 0 });

    await dayOfEverything(shop);
    await closeDay();
    await sale(shop, 1_500_000, 1_200_000, [cash(1_500_000)]);
    await closeDay();
    for (const tgl of [D1, D2, D3]) expect(await stored(tgl), tgl).toEqual(await plainSum(tgl));
    const days = await t.db.query<{ tgl: string }>(`SELECT DISTINCT tgl_system::text AS tgl FROM saldo_akun ORDER BY 1`);
    expect(days.map((d) => d.tgl)).toEqual([D1, D2, D3]);
  });

  it('gives the balance reports the same rows as the journal alone, across the closes, a cancellation on the open day and periods from mid-history', async () => {
    // The open day: a sale cancelled on it, another that stands, a buy-back.
    const cancelled = (await sale(shop, 2_000_000, 1_600_000, [cash(2_000_000)])).no_faktur_jual;
    await cancel(shop, 'penjualan', cancelled, 'BATAL_PENJUALAN');
    await sale(shop, 2_500_000, 2_000_000, [cash(2_500_000)]);
    await buyback(shop);
    const [{ tgl }] = await t.db.query<{ tgl: string }>(`SELECT tgl_system::text AS tgl FROM hari_toko WHERE kode_toko = 'TOKO01'`);
    expect(tgl).toBe(D4);

    for (const day of [D0, D1, D2, D3, D4]) {
      const rows = await get(`laporan/neraca-saldo?tgl=${day}`);
      expect(rows.map((r) => ({ nomor_akun: r.nomor_akun, saldo: Number(r.debit) - Number(r.kredit) })), day).toEqual(await plainSum(day));
    }
    const withStored = await everyReport();
    // The opening balance of a period after a closed day is read from it.
    expect(withStored[`buku-besar 1-1101 ${D2} ${D3}`][0]).toMatchObject({ keterangan: 'Saldo Awal', saldo: (await stored(D1)).find((r) => r.nomor_akun === '1-1101')!.saldo });

    await t.db.query('DELETE FROM saldo_akun');
    expect(await everyReport()).toEqual(withStored);
  });
});
