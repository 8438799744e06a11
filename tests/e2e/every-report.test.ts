// Every report screen in Chromium on the demo shop (npm run demo): open it, see the rows of its default filters without
// a search (a master without ALL takes its first record, then Cari Laporan), and export: the PDF holds the report's
// title, the Excel file is not empty.
// One server and one day of work; a test per menu group (a failure names its group, a retry runs that group again),
// one login each, each report opened client-side as a menu click does. New report files are covered without touching
// this test.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportDefinition } from '../../definitions/define';
import { fillDemoShop } from '../../server/demo';
import { loadDefinitions } from '../../server/engine/load-definitions';
import { loginAs, preparedDataDir } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, apiLogout, captureWindowOpen, downloaded, openInApp, reportPdf } from '../helpers/e2e-helpers';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';

const reports = (await loadDefinitions()).filter((d): d is ReportDefinition => d.kind === 'report');

/** The text of a PDF's first page (where the title is): long reports are not read to the end. */
async function firstPageText(data: Uint8Array): Promise<string> {
  const doc = await getDocument({ data, useSystemFonts: true, isEvalSupported: false }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  await doc.destroy();
  return content.items.map((it) => ('str' in it ? it.str : '')).join(' ');
}

const e = useE2E(async () => ({ dataDir: await preparedDataDir((db) => fillDemoShop(db)) }));

/** What the demo lacks for some reports, done through the screens' calls as the demo supervisor: a receipt, a melted item, a stocktake. */
async function dayOfWork(url: string): Promise<void> {
  const token = await apiLogin(url, 'SPV01', 'demo1234');
  try {
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await apiCall<{ data: Record<string, unknown> & Record<string, unknown>[] }>(url, token, method, path, body);
      expect(res.status, `${path}: ${JSON.stringify(res.json)}`).toBeLessThan(300);
      return res.json;
    };
    const post = (path: string, body: unknown) => call('POST', path, body);
    const list = await call('GET', 'barang?limit=1&sort_by=kode_barcode');
    const { kode_barcode, versi, nama_barang, kode_dept, kode_group, kode_gudang, kode_baki, berat, kadar, harga_total } = list.data[0];
    const item = { kode_barcode: 'TERIMA-DEMO-1', nama_barang, kode_dept, kode_group, kode_gudang, kode_baki, berat, kadar, harga_total };
    await post('penerimaan-barang', { kode_supplier: 'SUP01', items: [item] });
    await post('barang/hancur', { items: [{ kode_barcode, versi }], keterangan: 'Uji laporan' });
    const opname = await post('stock-opname/start', { jenis: 'TRAY', kode_gudang, kode_baki });
    await post('stock-opname/selesai', { no_opname: opname.data.no_opname });
  } finally {
    await apiLogout(url, token, 'SPV01');
  }
}

beforeAll(() => dayOfWork(e.server.url));

const groups = [...new Set(reports.map((r) => r.menu ?? ''))].sort();

describe.each(groups)('the reports of menu %s', (group) => {
  it("show their default filters' rows as they open and export their PDF and Excel file", async () => {
    const { page, server } = e;
    await captureWindowOpen(page);
    await loginAs(page, server.url);
    for (const def of reports.filter((r) => (r.menu ?? '') === group)) await checkReport(page, def);
  }, 180_000);
});

async function checkReport(page: Page, def: ReportDefinition): Promise<void> {
  await openInApp(page, def.route);
  await page.getByRole('heading', { name: new RegExp(`Laporan\\s*>\\s*${def.label}`) }).waitFor();
  // A filter without ALL must be chosen (a master row, an account of the general ledger): the first one, then
  // Cari Laporan. Any other report shows its default filters' rows as it opens.
  const choices = def.filters.flatMap((f) => ((f.kind === 'master' || f.kind === 'list') && !f.all ? [f] : []));
  for (const f of choices) {
    await page.getByRole('combobox', { name: f.label }).click();
    await page.getByRole('option').first().click();
  }
  if (choices.length) await page.getByRole('button', { name: 'Cari Laporan' }).click();
  const first = def.export[0] === 'pdf' ? 'Export Pdf' : 'Export Excel';
  await page.getByRole('button', { name: first }).waitFor({ timeout: 15_000 }).catch(() => {
    throw new Error(`${def.route}: no rows to export ${choices.length ? 'after Cari Laporan' : 'as it opened'}`);
  });
  if (def.export.includes('pdf')) {
    const pdf = await reportPdf(page).catch((error: Error) => {
      throw new Error(`${def.route}: ${error.message}`);
    });
    expect(pdf.length, def.route).toBeGreaterThan(0);
    expect(await firstPageText(pdf), def.route).toContain(def.label);
  }
  if (def.export.includes('excel')) {
    expect((await downloaded(page, 'Export Excel', `${def.fileName}.xlsx`)).length, def.route).toBeGreaterThan(0);
  }
}
