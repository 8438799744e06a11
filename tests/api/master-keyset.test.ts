// A master list paged by cursor (GET member/get/all?limit&after, server/engine/list-cursor.ts): every row once, in the
// order the whole list gives, whatever the sort and direction, with ties and empty values in the sort field; skip
// paging unchanged beside it; a cursor of another sort or a made-up one refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';

type Row = Record<string, unknown>;
const MEMBERS = 137;
const LIST = '/api/v1/member/get/all';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  await t.setModule('MEMBER_MODULE', true);
  // Five cities for 137 members (ties), every seventh without a city (NULL), birth dates repeating.
  await t.db.query(
    `INSERT INTO member (kode_member, nama_member, no_hp, kota, tgl_lahir)
     SELECT 'M' || lpad(i::text, 4, '0'), 'MEMBER ' || (i % 11), '62812' || lpad(i::text, 7, '0'),
            CASE WHEN i % 7 = 0 THEN NULL ELSE 'KOTA ' || (i % 5) END, DATE '1990-01-01' + (i % 9)
       FROM generate_series(1, ${MEMBERS}) i`,
  );
});
afterAll(() => t.close());

const get = async (query: Record<string, string | number>) => {
  const res = await t.call('GET', `${LIST}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { token });
  return res;
};
const keys = (rows: Row[]) => rows.map((r) => r.kode_member);

/** Every page by cursor from the first: the rows in order, and how many pages it took. */
async function pageAll(query: Record<string, string | number>): Promise<{ rows: Row[]; pages: number; counts: Set<number> }> {
  const rows: Row[] = [];
  const counts = new Set<number>();
  let after: string | undefined;
  let pages = 0;
  for (;;) {
    const res = await get({ ...query, ...(after ? { after } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    rows.push(...body.data);
    counts.add(body.count);
    pages++;
    after = body.next;
    if (!after) return { rows, pages, counts };
    expect(pages).toBeLessThan(100);
  }
}

describe('a master list paged by cursor', () => {
  it.each([
    ['kode_member', 'ASC'],
    ['kode_member', 'DESC'],
    ['kota', 'ASC'],
    ['kota', 'DESC'],
    ['tgl_lahir', 'ASC'],
    ['nama_member', 'DESC'],
  ])('by %s %s: every row once, in the whole list order', async (sort, order) => {
    const whole = (await get({ sort, order })).json().data as Row[];
    expect(whole).toHaveLength(MEMBERS);
    const paged = await pageAll({ sort, order, limit: 10 });
    expect(keys(paged.rows)).toEqual(keys(whole));
    expect(new Set(keys(paged.rows)).size).toBe(MEMBERS);
    expect(paged.pages).toBe(Math.ceil(MEMBERS / 10) + (MEMBERS % 10 === 0 ? 1 : 0));
    expect([...paged.counts]).toEqual([MEMBERS]);
  });

  it('gives the same pages as skip, which still works', async () => {
    const first = (await get({ sort: 'kota', limit: 25 })).json();
    const second = (await get({ sort: 'kota', limit: 25, after: first.next })).json();
    const bySkip = (await get({ sort: 'kota', limit: 25, skip: 25 })).json();
    expect(keys(second.data)).toEqual(keys(bySkip.data));
    expect(bySkip.count).toBe(MEMBERS);
  });

  it('pages a search by cursor', async () => {
    const whole = (await get({ q: 'MEMBER 3' })).json().data as Row[];
    const paged = await pageAll({ q: 'MEMBER 3', sort: 'nama_member', limit: 4 });
    expect(new Set(keys(paged.rows))).toEqual(new Set(keys(whole)));
    expect(paged.rows).toHaveLength(whole.length);
  });

  it("refuses a cursor of another sort or a made-up one (400), and answers no cursor after the last page", async () => {
    const byCity = (await get({ sort: 'kota', limit: 10 })).json();
    for (const after of [byCity.next, 'bm90LWEtY3Vyc29y']) {
      const res = await get({ sort: 'nama_member', limit: 10, after });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Posisi Halaman Tidak Valid, Silahkan Muat Ulang Daftar');
    }
    const last = (await get({ limit: 10, skip: 130 })).json();
    expect(last.data).toHaveLength(7);
    expect(last.next).toBeUndefined();
  });
});
