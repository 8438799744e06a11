// A kind's document list paged by cursor (GET penjualan?tgl_from&tgl_to&limit&after, server/documents/read.ts): every
// document of the range once, in the order of the whole list (date, then number; many on each date), with its count;
// skip paging beside it; the list without `limit` answers as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';

type Row = Record<string, unknown>;
const PER_DAY = 23;
const DAYS = ['2026-03-01', '2026-03-02', '2026-03-04'];

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  // Numbers that do not follow the dates (a later date holds lower numbers), PER_DAY on each date, one cancelled.
  await t.db.query(
    `INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, subtotal, grand_total, input_by)
     SELECT 'PJ-' || lpad(((d.n * 37 + i * 11) % 1000)::text, 4, '0') || '-' || d.n, 'PENJUALAN', (SELECT kode_toko FROM toko WHERE is_own),
            d.tgl::date, 1000, 1000, 'OWNER'
       FROM unnest($1::text[]) WITH ORDINALITY AS d(tgl, n), generate_series(1, ${PER_DAY}) i`,
    [DAYS],
  );
  await t.db.query(
    `INSERT INTO dokumen_status (no_dokumen, status, tgl_system, oleh)
     SELECT no_dokumen, CASE WHEN no_dokumen = (SELECT min(no_dokumen) FROM dokumen) THEN 'BATAL' ELSE 'DONE' END, tgl_system, 'OWNER' FROM dokumen`,
  );
});
afterAll(() => t.close());

const RANGE = { tgl_from: DAYS[0], tgl_to: DAYS.at(-1)! };
const get = (query: Record<string, string | number>) =>
  t.call('GET', `/api/v1/penjualan?${new URLSearchParams(Object.entries({ ...RANGE, ...query }).map(([k, v]) => [k, String(v)]))}`, { token });
const numbers = (rows: Row[]) => rows.map((r) => r.no_faktur_jual);

describe('a document list paged by cursor', () => {
  it('gives every document of the range once, in the whole list order, with its count', async () => {
    const whole = await get({});
    expect(whole.statusCode, whole.body).toBe(200);
    const all = whole.json().data as Row[];
    expect(all).toHaveLength(PER_DAY * DAYS.length);
    expect(whole.json()).not.toHaveProperty('next');

    const seen: Row[] = [];
    let after: string | undefined;
    for (let pages = 0; pages < 50; pages++) {
      const res = await get({ limit: 10, ...(after ? { after } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json().data);
      expect(res.json().count).toBe(all.length);
      after = res.json().next;
      if (!after) break;
    }
    expect(numbers(seen)).toEqual(numbers(all));
    expect(new Set(numbers(seen)).size).toBe(all.length);
  });

  it('pages with a status filter, and by skip the same as by cursor', async () => {
    const done = (await get({ status: 'DONE' })).json().data as Row[];
    expect(done).toHaveLength(PER_DAY * DAYS.length - 1);
    const first = (await get({ status: 'DONE', limit: 30 })).json();
    const byKey = (await get({ status: 'DONE', limit: 30, after: first.next })).json();
    const bySkip = (await get({ status: 'DONE', limit: 30, skip: 30 })).json();
    expect(numbers(byKey.data)).toEqual(numbers(done.slice(30, 60)));
    expect(numbers(bySkip.data)).toEqual(numbers(byKey.data));
    expect(byKey.count).toBe(done.length);
  });

  it('refuses a cursor of another list (400)', async () => {
    const members = await t.call('GET', '/api/v1/member/get/all?limit=1', { token });
    const res = await get({ limit: 10, after: members.json().next ?? 'WyJ4Il0' });
    expect(res.statusCode).toBe(400);
  });
});
