// A piece's photo at the counter (issue 19 item 14), at 1366x768: a piece without a photo is a normal piece, so its scan
// asks the server for no photo and logs no error, and its line shows a placeholder whose text fits the photo cell; a
// piece with a photo still shows it.
import { beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, scan } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import id from '../../locales/id.json';

const e = useE2E(async () => ({ dataDir: await preparedDataDir((db) => seedInventoryMasters(db)) }));

let owner: string;
let plain: string;
let pictured: string;
beforeAll(async () => {
  owner = await apiLogin(e.server.url);
  const create = async (nama_barang: string) => {
    const res = await apiCall<{ data: { kode_barcode: string } }>(e.server.url, owner, 'POST', 'barang/create', itemInput({ nama_barang, harga_total: 0 }));
    expect(res.status).toBe(201);
    return res.json.data.kode_barcode;
  };
  plain = await create('Cincin Polos Tanpa Foto');
  pictured = await create('Cincin Ukir Berfoto');
});

/** A JPEG drawn by the browser, uploaded as the item screens upload one. */
async function uploadPhoto(page: Page, code: string): Promise<void> {
  const status = await page.evaluate(
    async ([url, token]) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 120;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#c9a227';
      g.fillRect(20, 20, 80, 80);
      const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/jpeg', 0.8));
      return (await fetch(url, { method: 'PUT', headers: { 'x-auth-token': token, 'content-type': 'image/jpeg' }, body: blob })).status;
    },
    [`${e.server.url}/api/v1/barang/foto/${code}`, owner] as const,
  );
  expect(status).toBe(200);
}

/** Whether `inner`'s box lies wholly inside `outer`'s. */
async function inside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) return false;
  return a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;
}

it('scans a piece without a photo with no photo request and no console error, its placeholder text inside the photo cell', async () => {
  const { page } = e;
  await page.setViewportSize({ width: 1366, height: 768 });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  const photoRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/barang/foto/')) photoRequests.push(r.url());
  });
  await openAs(page, e.server.url, '/transaksi-penjualan');
  await uploadPhoto(page, pictured);
  photoRequests.length = 0;

  await scan(page, plain);
  const line = page.getByTestId(`line-${plain}`);
  const placeholder = line.getByTestId('photo-placeholder');
  await placeholder.waitFor();
  expect(await placeholder.textContent()).toBe(id.kilau.barang.photo_placeholder);
  const text = placeholder.getByText(id.kilau.barang.photo_placeholder);
  const cell = line.getByRole('cell').first();
  expect(await inside(text, cell)).toBe(true);
  // Inside the photo's own box too, not spilling out of it into the cell's padding.
  expect(await inside(text, placeholder.locator('..'))).toBe(true);

  // A piece with a photo beside it: fetched and shown.
  await scan(page, pictured);
  const photo = page.getByTestId(`line-${pictured}`).getByRole('img', { name: id.kilau.barang.photo_of.replace('%{code}', pictured) });
  await photo.waitFor();
  expect(photoRequests.map((u) => u.split('/').pop())).toEqual([pictured]);
  expect(errors).toEqual([]);
});
