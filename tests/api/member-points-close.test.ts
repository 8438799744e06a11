// Member points at the day's close (issue 23, server/members/expiry.ts): a balance without any move for the setting
// poin_hangus_bulan's months expires, and a reset rule of /parameter-reset-poin-member (MEMBER_RESET_POIN_MODULE)
// due on the closed day takes every positive balance to zero; each a HANGUS row of the closed day, no document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { setBusinessDate } from '../helpers/paths';
import { authorize, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';

let shop: SaleShop;
let t: TestApp;

beforeAll(async () => {
  shop = await startSaleShop();
  t = shop.t;
  await t.setModule('MEMBER_MODULE', true);
  for (const [kode, hp] of [['M001', '081234567890'], ['M002', '081299990000']]) {
    const res = await t.call('POST', '/api/v1/member/create', { token: shop.owner, body: { kode_member: kode, nama_member: `Member ${kode}`, no_hp: hp } });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

async function give(kode: string, poin: number): Promise<void> {
  const res = await postAs(t, shop.owner, 'transaksi-poin', { kode_member: kode, poin, alasan: 'Saldo awal', authorization_id: await authorize(t, shop.owner, 'TRANSAKSI_POIN') });
  expect(res.statusCode, res.body).toBe(201);
}

async function close(): Promise<void> {
  const res = await t.call('POST', '/api/v1/tutup-toko', { token: shop.owner, body: { authorization_id: await authorize(t, shop.owner, 'TUTUP_TOKO') } });
  expect(res.statusCode, res.body).toBe(200);
}

const poinOf = async (kode: string) => (await t.call('GET', `/api/v1/member/${kode}/poin`, { token: shop.owner })).json().data;
const hangus = () => t.db.query(`SELECT kode_member, poin::int, tgl_system::text AS tgl, no_dokumen, keterangan FROM poin_mutasi WHERE jenis = 'HANGUS' ORDER BY id`);

describe('the close', () => {
  it('expires a balance without a move for poin_hangus_bulan months, and only that one', async () => {
    await setBusinessDate(t.db, '2025-10-31');
    await give('M001', 10);
    await setBusinessDate(t.db, '2025-11-01');
    await give('M002', 20);
    const saved = await t.call('PUT', '/api/v1/para-system/key/poin_hangus_bulan', { token: shop.owner, body: { value: 3 } });
    expect(saved.statusCode, saved.body).toBe(200);
    await setBusinessDate(t.db, '2026-01-31');
    // Closing 31 January: 3 months back is 31 October, M001's last move; M002's (1 November) is later.
    await close();
    expect(await hangus()).toEqual([{ kode_member: 'M001', poin: -10, tgl: '2026-01-31', no_dokumen: null, keterangan: 'Poin Hangus: 3 Bulan Tanpa Transaksi' }]);
    expect((await poinOf('M001')).poin).toBe(0);
    expect((await poinOf('M001')).riwayat.at(-1)).toMatchObject({ tgl: '2026-01-31', no: null, poin_keluar: 10, saldo: 0 });
    expect((await poinOf('M002')).poin).toBe(20);
  });

  it('resets every positive balance on the day a reset rule falls due, with MEMBER_RESET_POIN_MODULE on', async () => {
    await t.setModule('MEMBER_RESET_POIN_MODULE', true);
    const rule = await t.call('POST', '/api/v1/parameter-reset-poin-member/create', {
      token: shop.owner,
      body: { kode_reset: 'R1', tgl_reset: '2025-12-01', periode_reset: 'TIAP BULAN', keterangan: 'Awal bulan' },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    // The business day is now 1 February 2026: the rule's day of the month.
    await close();
    expect((await hangus()).slice(1)).toEqual([{ kode_member: 'M002', poin: -20, tgl: '2026-02-01', no_dokumen: null, keterangan: 'Reset Poin R1: Awal bulan' }]);
    expect((await poinOf('M002')).poin).toBe(0);
    // 2 February: not due, nothing left to take anyway.
    await give('M002', 5);
    await close();
    expect(await hangus()).toHaveLength(2);
    expect((await poinOf('M002')).poin).toBe(5);
  });
});
