// Stocktaking of a goods receipt and its report in Chromium: /stock-opname-penerimaan (choose the receipt, scan one
// of its items and an item of another receipt, save, see the counts and the saved result read-only), then
// /laporan-stock-opname (the saved stocktake on the business date, with its counts, exported as PDF and Excel).
import { beforeAll, describe, expect, it } from 'vitest';
import { preparedDataDir, openAs } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, apiLogout, captureWindowOpen, exportedExcel, exportedPdfText, opnameSummary, scan, tokenOf } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { setBusinessDate } from '../helpers/paths';

// A fixed business date: the receipts, the stocktake and the report all fall on it.
const TODAY = '2026-03-20';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await setBusinessDate(db, TODAY);
  }),
}));

/** The receipt under stocktake (three items, 6.600 g) and another one (one item, 0.500 g). */
let receipt = '';
let other = '';
/** The saved stocktake, for the report. */
let opname = '';

beforeAll(async () => {
  const token = await apiLogin(e.server.url);
  const receive = async (items: Record<string, unknown>[]) => {
    const r = await apiCall<{ data: { no_terima: string } }>(e.server.url, token, 'POST', 'penerimaan-barang', {
      kode_supplier: 'SUP01',
      items: items.map((i) => itemInput(i)),
    });
    if (r.status !== 201) throw new Error(`seed receipt: ${JSON.stringify(r.json)}`);
    return r.json.data.no_terima;
  };
  receipt = await receive([
    { kode_barcode: 'TR-001', berat: 1.1 },
    { kode_barcode: 'TR-002', berat: 2.2 },
    { kode_barcode: 'TR-003', berat: 3.3, kode_baki: 'A2' },
  ]);
  other = await receive([{ kode_barcode: 'LX-001', berat: 0.5, kode_baki: 'B1', kode_gudang: 'G2' }]);
  await apiLogout(e.server.url, token);
});

describe('/stock-opname-penerimaan', () => {
  it('checks the items of one receipt: found and foreign live, missing on saving, read-only afterwards', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/stock-opname-penerimaan`);
    await page.getByRole('button', { name: 'Mulai' }).click();
    await page.getByText('Mohon Untuk Pilih No Penerimaan').waitFor();

    // Both receipts are offered, with their date and READY items; choose the first.
    await page.getByRole('combobox', { name: /^No Penerimaan(\s|$)/ }).click();
    await page.getByRole('option', { name: `${other} (${TODAY}, 1 barang ready)`, exact: true }).waitFor();
    await page.getByRole('option', { name: `${receipt} (${TODAY}, 3 barang ready)`, exact: true }).click();
    await expect.poll(() => page.getByRole('option').count()).toBe(0);
    await page.getByRole('button', { name: 'Mulai' }).click();
    await page.getByText('Stock Opname Dimulai').waitFor();
    await expect.poll(() => opnameSummary(page, 'Seharusnya')).toBe('3 | 6,600');
    await expect.poll(() => opnameSummary(page, 'Tidak Ditemukan')).toBe('3 | 6,600');
    opname = ((await page.getByRole('heading', { level: 2, name: /^SO-/ }).textContent()) ?? '').trim();
    expect(opname).toMatch(/^SO-/);

    await scan(page, 'tr-001'); // of the receipt, typed in lower case
    await page.getByText('TR-001', { exact: false }).first().waitFor();
    await scan(page, 'LX-001'); // of the other receipt
    await expect.poll(() => opnameSummary(page, 'Ditemukan')).toBe('1 | 1,100');
    await expect.poll(() => opnameSummary(page, 'Asing')).toBe('1 | 0,500');
    await expect.poll(() => opnameSummary(page, 'Tidak Ditemukan')).toBe('2 | 5,500');
    await expect.poll(() => opnameSummary(page, 'Seharusnya')).toBe('3 | 6,600');

    await page.getByRole('tab', { name: /^Asing/ }).click();
    await page.getByRole('table', { name: 'Asing', exact: true }).getByRole('row', { name: /LX-001.*Dari Penerimaan Lain/ }).waitFor();

    await page.getByRole('button', { name: 'Selesai' }).click();
    await page.getByRole('button', { name: 'Ya' }).click();
    await page.getByText('Stock Opname Selesai Disimpan').waitFor();
    await page.getByText('hanya dapat dilihat', { exact: false }).waitFor();
    await expect.poll(() => page.getByLabel('Scan / Ketik Barcode').count()).toBe(0);
    await page.getByRole('tab', { name: /^Tidak Ditemukan/ }).click();
    const missing = page.getByRole('table', { name: 'Tidak Ditemukan', exact: true });
    await missing.getByRole('row', { name: /TR-002/ }).waitFor();
    await missing.getByRole('row', { name: /TR-003/ }).waitFor();
    expect(await missing.getByRole('row', { name: /TR-001/ }).count()).toBe(0);

    // A new stocktake screen, then the saved one again from the history, read-only with the same counts.
    await page.getByRole('button', { name: 'Opname Baru' }).click();
    const history = page.getByRole('table', { name: 'Riwayat Stock Opname' });
    const row = history.getByRole('row', { name: new RegExp(opname) });
    await row.filter({ hasText: 'Selesai' }).waitFor();
    expect(await row.textContent()).toContain(receipt);
    await history.getByRole('button', { name: `Buka ${opname}` }).click();
    await expect.poll(() => opnameSummary(page, 'Ditemukan')).toBe('1 | 1,100');
    await expect.poll(() => opnameSummary(page, 'Tidak Ditemukan')).toBe('2 | 5,500');
    await expect.poll(() => opnameSummary(page, 'Asing')).toBe('1 | 0,500');
    await page.getByText('hanya dapat dilihat', { exact: false }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Selesai' }).count()).toBe(0);

    // What a client of the API reads: saved, with the receipt and its results.
    const saved = await apiCall<{ data: { status: string; no_terima: string; jenis: string; lines: { kode_barcode: string; result: string }[] } }>(
      server.url,
      await tokenOf(page),
      'GET',
      `stock-opname/get/${opname}`,
    );
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ status: 'DONE', jenis: 'PENERIMAAN', no_terima: receipt });
    expect(Object.fromEntries(saved.json.data.lines.map((l) => [l.kode_barcode, l.result]))).toEqual({
      'TR-001': 'FOUND',
      'TR-002': 'MISSING',
      'TR-003': 'MISSING',
      'LX-001': 'FOREIGN',
    });
  });
});

describe('/laporan-stock-opname', () => {
  it('lists the saved stocktake of the business date with its counts, and exports PDF and Excel', async () => {
    expect(opname, 'the stocktake of the previous test').toMatch(/^SO-/);
    const { page, server } = e;
    await captureWindowOpen(page);
    await openAs(page, server.url, `/laporan-stock-opname`);
    await page.getByRole('heading', { name: /Laporan\s*>\s*Laporan Stock Opname/ }).waitFor();

    // The range defaults to the business date: the report opens with its rows; Cari Laporan searches again.
    await page.getByRole('cell', { name: opname, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Cari Laporan' }).click();
    await page.getByText('Laporan Stock Opname Tersedia').waitFor();
    const row = page.locator('tbody tr').filter({ has: page.getByRole('cell', { name: opname, exact: true }) });
    await row.waitFor();
    const cellsOf = async () => (await row.locator('td').allTextContents()).map((c) => c.trim());
    const shown = await cellsOf();
    // Kind and status by their labels, not their codes (PENERIMAAN, DONE).
    expect(shown).toContain('Penerimaan');
    expect(shown).toContain(receipt);
    expect(shown).toContain('Selesai');
    // Expected 3 / 6.600, found 1 / 1.100, missing 2 / 5.500, foreign 1 / 0.500, in this order.
    const counts = shown.slice(shown.indexOf('Selesai') + 1, shown.indexOf('Selesai') + 9);
    expect(counts).toEqual(['3', '6,600', '1', '1,100', '2', '5,500', '1', '0,500']);
    const total = (await page.getByRole('row').filter({ hasText: 'Total' }).last().textContent()) ?? '';
    expect(total).toContain('6,600');
    expect(total).toContain('5,500');

    const text = await exportedPdfText(page);
    expect(text).toContain('Laporan Stock Opname');
    expect(text).toContain(`Periode : ${TODAY} s/d ${TODAY}`);
    // A cell may still wrap onto two lines in the PDF: read the row without the breaks. Its cells in order: date,
    // number, kind, what was counted (the receipt), status, the four counts and weights, who finished it.
    const flat = text.replace(/\s+/g, '');
    expect(flat).toContain(`${TODAY}${opname}Penerimaan${receipt}Selesai36,60011,10025,50010,500OWNER`);
    expect(flat).toContain('Total36,60011,10025,50010,500');

    const values = await exportedExcel(page, 'Laporan Stock Opname.xlsx');
    expect(values).toContain('No Opname');
    expect(values).toContain('Qty Ditemukan');
    expect(values).toContain(opname);
    expect(values).toContain(receipt);
    expect(values).toContain('Selesai');
    expect(values).toContain(6.6);
    expect(values).toContain(5.5);
    expect(values).toContain(0.5);
  });
});
