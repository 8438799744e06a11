// A master list paged in Chromium (/data-member, 10 a page): paging on asks the server by the cursor the page before
// answered (`after`, keyset), a jump to a page not reached that way asks by `skip`, and each page shows its rows.
import { describe, expect, it } from 'vitest';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await db.query(`UPDATE modules SET active = true WHERE key = 'MEMBER_MODULE'`);
    await db.query(
      `INSERT INTO member (kode_member, nama_member, no_hp)
       SELECT 'M' || lpad(i::text, 3, '0'), 'Member ' || i, '62812' || lpad(i::text, 7, '0') FROM generate_series(1, 45) i`,
    );
  }),
}));

describe('a master list paged', () => {
  it('pages on by cursor, jumps by skip, and shows each page its rows', async () => {
    const { page, server } = e;
    const asked: URLSearchParams[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('/member/get/all')) asked.push(url.searchParams);
    });
    const row = (code: string) => page.getByRole('row').filter({ hasText: code });
    await openAs(page, server.url, '/data-member');
    await row('M001').waitFor();

    await page.getByRole('button', { name: 'Ke halaman berikutnya' }).click();
    await row('M011').waitFor();
    await page.getByRole('button', { name: 'Ke halaman berikutnya' }).click();
    await row('M021').waitFor();
    expect(await row('M020').count()).toBe(0);
    const paging = asked.slice(-2);
    expect(paging.map((q) => q.has('after'))).toEqual([true, true]);
    expect(paging.map((q) => q.has('skip'))).toEqual([false, false]);

    // The last page was never reached by paging on: it is asked by count.
    await page.getByRole('button', { name: 'Ke halaman 5' }).click();
    await row('M045').waitFor();
    expect(asked.at(-1)?.get('skip')).toBe('40');
    // Back to a page visited: by its cursor again.
    await page.getByRole('button', { name: 'Ke halaman 3' }).click();
    await row('M030').waitFor();
    expect(asked.at(-1)?.has('after')).toBe(true);
  });
});
