// The shop's time zone in Chromium (issue 19 item 11): a shop in Jayapura (WIT, UTC+9) read from a browser whose own
// zone is New York's prints its receipt's time and its PDF's printed time on the shop's clock, not the browser's.
import { expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { wallClock } from '../../domain/dates';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, captureWindowOpen, exportedPdf } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { pdfPages } from '../helpers/pdf-text';

const ZONE = 'Asia/Jayapura';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
    await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ('KASIR01', 'KASIR01', $1, 'KASIR', 'TOKO01')`, [await hashPassword('kasir-pw')]);
    await db.query(`UPDATE toko SET zona_waktu = $1 WHERE kode_toko = 'TOKO01'`, [ZONE]);
  }),
}));

/** What the shop's clock shows at a moment, as 'yyyy-MM-dd HH:mm:ss'. */
const onShopClock = (at: Date) => {
  const shown = wallClock(at, ZONE);
  return `${shown.date} ${shown.time}`;
};

it("prints the receipt's time and the PDF's printed time on the shop's clock, whatever the browser's zone", async () => {
  const { server, browser } = e;
  const owner = await apiLogin(server.url);
  const item = await apiCall<{ data: { kode_barcode: string } }>(server.url, owner, 'POST', 'barang/create', itemInput({ harga_total: 0 }));
  const kasir = await apiLogin(server.url, 'KASIR01', 'kasir-pw');
  const sold = await apiCall<{ data: { no_faktur_jual: string } }>(server.url, kasir, 'POST', 'penjualan', {
    kode_sales: 'S01',
    nama_customer: 'Budi Santoso',
    alamat_customer: 'Jl. Merdeka 1',
    items: [{ kode_barcode: item.json.data.kode_barcode }],
    pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 3_000_000 }],
  });
  expect(sold.status).toBe(201);
  const no = sold.json.data.no_faktur_jual;
  const doc = await apiCall<{ data: { tgl_system: string; created_at: string } }>(server.url, kasir, 'GET', `penjualan/${no}`);
  const written = onShopClock(new Date(doc.json.data.created_at));

  // New York is 14 hours behind Jayapura: the browser's own clock would print another hour, and often another day.
  const context = await browser.newContext({ timezoneId: 'America/New_York', viewport: { width: 1366, height: 768 } });
  try {
    const page = await context.newPage();
    await captureWindowOpen(page);
    await openAs(page, server.url, '/lihat-penjualan', 'KASIR01', 'kasir-pw');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');

    // The receipt: 'Tanggal' is the business date and the time the sale was written, on the shop's clock.
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.getByRole('row').filter({ hasText: no }).getByRole('button', { name: 'Lihat' }).click();
    const dialog = page.getByRole('dialog', { name: `Penjualan ${no}` });
    await dialog.getByRole('button', { name: 'Cetak Ulang' }).click();
    const frame = page.locator('#kilau-receipt-frame');
    await frame.waitFor({ state: 'attached' });
    const html = await frame.evaluate(async (f: HTMLIFrameElement) => (await fetch(f.src)).text());
    const receipt = await context.newPage();
    await receipt.setContent(html);
    const tanggal = (await receipt.locator('body').innerText()).split('\n').find((l) => l.startsWith('Tanggal'));
    await receipt.close();
    expect(tanggal).toMatch(new RegExp(`: ${doc.json.data.tgl_system} ${written.slice(11, 16)}$`));
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The list's PDF: printed at a moment between these two, as the shop's clock showed it.
    const before = onShopClock(new Date());
    const pdf = await exportedPdf(page);
    const after = onShopClock(new Date());
    const printed = (await pdfPages(pdf)).join('\n').match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)?.[0];
    expect(printed && printed >= before && printed <= after, `printed ${printed}, shop clock ${before} .. ${after}`).toBe(true);
  } finally {
    await context.close();
  }
});
