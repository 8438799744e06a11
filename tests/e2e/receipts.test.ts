// Receipts in Chromium (issue 19 items 8, 9 and 10). Every kind of receipt (a sale paid by transfer, credit card with
// its fee and cash; a sale with a trade-in; a deposit; its pay-off; a buy-back with and without the sale's receipt; a
// manual sale and a manual buy-back) is printed from its list on 58 mm and on 80 mm paper, the printed page is turned
// into a PDF as the printer would get it, and every number (nota numbers, amounts, weights, accounts) is read back
// whole with pdftotext; no line runs past the paper. The one money document that prints, Kirim Uang's A5 slip, is read
// back the same way. At the counter, the result dialog after SIMPAN has "Transaksi Baru" focused, so Enter starts the
// next customer; the buy-back prints on save, says so and offers Cetak Ulang, which prints a marked reprint.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, captureWindowOpen, pick, lineShown } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { foreignLine, seedBuybackMasters } from '../helpers/buyback-fixture';
import { hashPassword } from '../../server/auth/passwords';
import { DEFAULT_RECEIPT } from '../../domain/settings';
import { RECEIPT_COLUMNS } from '../../domain/receipt-layout';
import { formatRupiah, formatRupiahMask, formatWeightMg, weightMg } from '../../domain/units';
import { printedPdfText, printedWhole, printFrame } from '../helpers/e2e-receipt';

const KASIR = { user: 'KASIR01', name: 'Rina Kusumawati', password: 'kasir-pw' };
// A shop name, address, header and footer longer than a 58 mm line, so they must wrap between words.
const SETTING = {
  ...DEFAULT_RECEIPT,
  kertas: '58mm',
  header: ['SELAMAT DATANG DI TOKO EMAS KILAU JAYA'],
  footer: ['Barang yang sudah dibeli dapat dijual kembali ke toko kami'],
};

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await seedBuybackMasters(db);
    await db.query(`UPDATE modules SET active = true WHERE key = 'MANUAL_ITEMS_TRANSACTION_MODULE'`);
    await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $2, $3, 'KASIR', 'TOKO01')`, [KASIR.user, KASIR.name, await hashPassword(KASIR.password)]);
    await db.query(
      `UPDATE toko SET nama_toko = 'Toko Emas Kilau Jaya Abadi Sentosa', alamat_toko = 'Jl. Pasar Baru No. 1, Kecamatan Sumur Bandung, Kota Bandung', phone = '022-4201234'
        WHERE kode_toko = 'TOKO01'`,
    );
    // The head office the branch sends money to (Kirim Uang), on the same server.
    await db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ('PST01', 'Kilau Pusat', 'Jl. Gajah Mada 10', 'PUSAT')`);
    await db.query(`UPDATE hari_toko SET tgl_system = (SELECT tgl_system FROM hari_toko WHERE kode_toko = 'TOKO01') WHERE kode_toko = 'PST01'`);
    await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
    await db.query(`INSERT INTO master_bank (kode_bank, nama_bank) VALUES ('BCA', 'Bank Central Asia'), ('MANDIRI', 'Bank Mandiri')`);
    await db.query(
      `INSERT INTO master_rekening (no_rekening, nama_rekening, kode_bank, nama_bank)
       VALUES ('1234567890', 'Toko Emas Kilau', 'BCA', 'BCA'), ('1300012345678', 'Toko Emas Kilau', 'MANDIRI', 'MANDIRI')`,
    );
    await db.query('INSERT INTO para_system (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', ['setting_nota', JSON.stringify(SETTING)]);
  }),
}));

type Doc = Record<string, unknown> & { items: Record<string, unknown>[]; pembayaran: Record<string, unknown>[]; tukar?: { no_faktur_beli: string; total_harga: number } };
interface Printed {
  /** The list screen it is printed from, its API base and its number. */
  route: string;
  api: string;
  no: string;
  /** What must be read back whole besides the document's own numbers. */
  also: string[];
}

let owner: string;
/** Every receipt kind, posted by the cashier. */
const docs: Record<string, Printed> = {};
/** A ring sold for the counter's buy-back. */
let soldForBuyback = '';

const num = (v: unknown) => Number(v ?? 0);

beforeAll(async () => {
  owner = await apiLogin(e.server.url);
  const kasir = await apiLogin(e.server.url, KASIR.user, KASIR.password);
  const piece = async (over: Record<string, unknown>) => {
    const res = await apiCall<{ data: { kode_barcode: string } }>(e.server.url, owner, 'POST', 'barang/create', itemInput({ harga_total: 0, ...over }));
    expect(res.status).toBe(201);
    return res.json.data.kode_barcode;
  };
  const ring = await piece({ nama_barang: 'Cincin Polos Belah Rotan Motif Daun Semanggi', berat: 12.345 });
  const necklace = await piece({ nama_barang: 'Kalung Rantai Italy', kode_dept: 'KAL', kode_group: 'K70', kadar: 70, berat: 5 });
  const bracelet = await piece({ nama_barang: 'Gelang Ukir Bunga Melati', berat: 7.5 });
  const small = await piece({});
  expect((await apiCall(e.server.url, owner, 'POST', 'barang-manual/tambah', { kode_baki: 'A1', kode_group: 'C75', qty: 10, berat: 25.5 })).status).toBe(200);

  const customer = { kode_sales: 'S01', nama_customer: 'Budi Santoso Wijayakusuma', alamat_customer: 'Jl. Merdeka Barat No. 12, Kelurahan Gambir, Jakarta Pusat', no_hp: '081234567890' };
  const post = async (path: string, body: Record<string, unknown>, number: string): Promise<string> => {
    const res = await apiCall<{ data: Record<string, string> }>(e.server.url, kasir, 'POST', path, { ...customer, ...body });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return res.json.data[number];
  };
  const cash = (jumlah_rp: number) => ({ jenis: 'TUNAI', jumlah_rp });

  // 12.345 g x Rp 950.000 = Rp 11.727.750, up to Rp 11.728.000: Rp 1.000.000 by transfer, Rp 9.876.543 by credit card
  // with a 1.75 % fee (Rp 172.839,50, rounded up to Rp 172.840), Rp 2.000.000 cash.
  const sale = await post(
    'penjualan',
    {
      items: [{ kode_barcode: ring }],
      pembayaran: [
        { jenis: 'TRANSFER', jumlah_rp: 1_000_000, kode_bank: 'BCA', no_rekening: '1234567890' },
        { jenis: 'KREDIT', jumlah_rp: 9_876_543, fee_persen: 1.75, kode_bank: 'MANDIRI', no_rekening: '1300012345678' },
        cash(2_000_000),
      ],
    },
    'no_faktur_jual',
  );
  docs.sale = { route: '/lihat-penjualan', api: 'penjualan', no: sale, also: ['1234567890', '1300012345678', formatRupiah(172_840), formatRupiah(9_876_543 + 172_840)] };
  // The necklace for an old ring from elsewhere (with its receipt: Rp 2.385.000) and cash.
  const tradeIn = await post('penjualan', { items: [{ kode_barcode: necklace }], tukar: { items: [foreignLine()] }, pembayaran: [cash(3_000_000)] }, 'no_faktur_jual');
  docs.tradeIn = { route: '/lihat-penjualan', api: 'penjualan', no: tradeIn, also: [] };
  const deposit = await post('titip', { items: [{ kode_barcode: bracelet }], pembayaran: [cash(1_000_000)] }, 'no_titip');
  docs.deposit = { route: '/lihat-titipan', api: 'titip', no: deposit, also: [] };
  const payOff = await apiCall<{ data: { no_faktur_jual: string } }>(e.server.url, kasir, 'POST', `titip/${deposit}/lunas`, { pembayaran: [cash(6_200_000)] });
  expect(payOff.status, JSON.stringify(payOff.json)).toBe(201);
  docs.payOff = { route: '/lihat-penjualan', api: 'penjualan', no: payOff.json.data.no_faktur_jual, also: [deposit] };
  // The ring back with its receipt: 12.345 g x Rp 800.000 = Rp 9.876.000 less Rp 5.000/g (Rp 61.725) = Rp 9.814.275,
  // up to Rp 9.814.500, to the customer's Mandiri account.
  const own = { kode_barcode: ring, nama_barang: 'Cincin Polos Belah Rotan Motif Daun Semanggi', kode_group: 'C75', kadar: 75, berat_kotor: 12.345, berat: 12.345, kondisi: 'BAGUS', ada_nota: true };
  const buyWith = await post('pembelian', { items: [own], pembayaran: [{ jenis: 'TRANSFER', jumlah_rp: 9_814_500, kode_bank: 'MANDIRI', no_rekening: '1234509876' }] }, 'no_faktur_beli');
  docs.buyWith = { route: '/lihat-pembelian', api: 'pembelian', no: buyWith, also: [sale, '1234509876'] };
  // From elsewhere without its receipt: 3 g x Rp 800.000 = Rp 2.400.000 less 2 % (Rp 48.000) and Rp 15.000.
  const buyWithout = await post('pembelian', { items: [foreignLine({ ada_nota: false })], pembayaran: [cash(2_337_000)] }, 'no_faktur_beli');
  docs.buyWithout = { route: '/lihat-pembelian', api: 'pembelian', no: buyWithout, also: ['Tanpa Nota'] };
  // 5.250 g of the manual line at Rp 950.000 = Rp 4.987.500; 3 g bought back at Rp 2.385.000.
  const manualSale = await post('penjualan-manual', { items: [{ kode_gudang: 'G1', kode_baki: 'A1', kode_group: 'C75', kode_dept: 'CIN', qty: 2, berat: 5.25 }], pembayaran: [cash(5_000_000)] }, 'no_faktur_jual');
  docs.manualSale = { route: '/lihat-penjualan-manual', api: 'penjualan-manual', no: manualSale, also: [] };
  const manualBuy = await post(
    'pembelian-manual',
    { items: [{ kode_group: 'C75', kadar: 75, qty: 1, berat: 3, berat_kotor: 3.2, kondisi: 'BAGUS', ada_nota: true }], pembayaran: [cash(2_385_000)] },
    'no_faktur_beli',
  );
  docs.manualBuy = { route: '/lihat-pembelian-manual', api: 'pembelian-manual', no: manualBuy, also: [] };
  // 2.345 g x Rp 950.000 = Rp 2.227.750, up to Rp 2.228.000, bought back at the counter below.
  soldForBuyback = await post('penjualan', { items: [{ kode_barcode: small }], pembayaran: [cash(2_228_000)] }, 'no_faktur_jual');
});

/**
 * The numbers a document's receipt must print whole: its number, a trade-in's buy-back number, every line's weight,
 * price per gram, price and total, the weights' sum, the totals, each payment and its fee, and the change.
 */
async function numbersOf(p: Printed): Promise<string[]> {
  const { json } = await apiCall<{ data: Doc }>(e.server.url, owner, 'GET', `${p.api}/${p.no}`);
  const d = json.data;
  const weights = d.items.map((i) => weightMg(num(i.berat_jual) || num(i.berat)));
  const money = [
    ...d.items.flatMap((i) => [i.harga, i.total, i.harga_per_gram].map(num)),
    num(d.grand_total),
    num(d.tukar?.total_harga),
    ...d.pembayaran.flatMap((b) => [num(b.jumlah_rp), num(b.fee_rp)]),
    ...(p.api === 'titip' ? [] : [num(d.kembalian)]),
  ].filter((n) => n > 0);
  return [
    p.no,
    KASIR.name,
    ...(d.tukar ? [d.tukar.no_faktur_beli] : []),
    ...weights.map((mg) => formatWeightMg(mg)),
    formatWeightMg(weights.reduce((a, b) => a + b, 0)),
    ...money.map((rp) => formatRupiah(rp)),
    ...p.also,
  ];
}

const setPaper = async (kertas: string) => expect((await apiCall(e.server.url, owner, 'PUT', 'para-system/key/setting_nota', { value: { ...SETTING, kertas } })).status).toBe(200);

describe('every receipt on 58 and 80 mm', () => {
  it('prints each number, code and word whole on both papers, and nothing past the paper', async () => {
    const { page } = e;
    // Words of the shop's name and address, the customer's address, a long piece name and the footer, none broken.
    const words = ['TOKO EMAS KILAU JAYA ABADI', 'Kecamatan', 'Kelurahan', 'Pusat', 'SEMANGGI', 'dibeli dapat dijual'];
    const problems: string[] = [];
    for (const [kind, p] of Object.entries(docs)) {
      const numbers = await numbersOf(p);
      await openAs(page, e.server.url, p.route);
      await page.getByRole('button', { name: 'Cari' }).click();
      await page.getByRole('row').filter({ hasText: p.no }).getByRole('button', { name: 'Lihat' }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: p.no });
      await dialog.getByRole('table').first().waitFor();
      for (const paper of ['58mm', '80mm'] as const) {
        await setPaper(paper);
        const html = await printFrame(page, () => dialog.getByRole('button', { name: 'Cetak Ulang' }).click(), paper);
        const { lines, overflow, widthMm } = await printedPdfText(page, html, join(tmpdir(), `receipt-${kind}-${paper}`));
        if (overflow > 0) problems.push(`${kind} ${paper}: a line runs ${overflow}px past the paper`);
        if (`${widthMm}mm` !== paper) problems.push(`${kind} ${paper}: printed on a page ${widthMm} mm wide`);
        const long = lines.filter((l) => l.trimEnd().length > RECEIPT_COLUMNS[paper]);
        if (long.length) problems.push(`${kind} ${paper}: lines longer than ${RECEIPT_COLUMNS[paper]} columns: ${long.join(' | ')}`);
        for (const token of [...numbers, ...(kind === 'sale' ? words : [])]) if (!printedWhole(lines, token)) problems.push(`${kind} ${paper}: '${token}' not printed whole`);
      }
      await dialog.getByRole('button', { name: 'Tutup' }).click();
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it("reads the Kirim Uang slip's reference and amount back whole", async () => {
    const { page } = e;
    await captureWindowOpen(page);
    await openAs(page, e.server.url, '/kirim-uang-pusat');
    await page.getByRole('button', { name: 'Kirim Uang' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kirim Uang' });
    await expect.poll(() => dialog.getByLabel('Tujuan').inputValue()).toBe('PST01 - Kilau Pusat');
    await dialog.getByLabel('Jumlah Rp').fill('1234567');
    await dialog.getByLabel('Keterangan').fill('Setoran harian dari kasir untuk pembelian emas batangan di kantor pusat minggu ini');
    await dialog.getByRole('button', { name: 'Kirim Uang' }).click();
    await waitForToast(page, 'Kirim Uang Berhasil');
    await page.waitForFunction(() => (window as unknown as { __opened: string[] }).__opened.length > 0);
    const bytes = await page.evaluate(async () => Array.from(new Uint8Array(await (await fetch((window as unknown as { __opened: string[] }).__opened.at(-1)!)).arrayBuffer())));
    const dir = mkdtempSync(join(tmpdir(), 'kirim-uang-'));
    try {
      writeFileSync(join(dir, 'nota.pdf'), new Uint8Array(bytes));
      const lines = execFileSync('pdftotext', ['-layout', join(dir, 'nota.pdf'), '-'], { encoding: 'utf8' }).split('\n');
      // The reference, whole: nothing but blanks on either side.
      expect(lines.some((l) => /(^|\s)KU-TOKO01-\d{8}-\d{4}(\s|$)/.test(l)), lines.join('\n')).toBe(true);
      expect(printedWhole(lines, formatRupiahMask(1_234_567))).toBe(true);
      for (const word of ['Setoran', 'batangan', 'pusat']) expect(printedWhole(lines, word)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('the result dialog', () => {
  it('focuses Transaksi Baru after a sale: Enter starts the next customer; after Cetak it offers Cetak Ulang', async () => {
    const { page } = e;
    await setPaper('58mm');
    const ring = (await apiCall<{ data: { kode_barcode: string } }>(e.server.url, owner, 'POST', 'barang/create', itemInput({ harga_total: 0 }))).json.data.kode_barcode;
    await page.setViewportSize({ width: 1366, height: 768 });
    await openAs(page, e.server.url, '/transaksi-penjualan', KASIR.user, KASIR.password);
    const scanBox = page.getByLabel('Scan / Ketik Barcode');
    await expect.poll(() => scanBox.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(`${ring}\n`, { delay: 5 });
    await lineShown(page, ring);
    await pick(page, 'Sales', 'S01 - Sinta');
    await page.getByLabel('Nama Customer').fill('Budi Santoso');
    await page.getByLabel('Alamat Customer').fill('Jl. Merdeka 1, Bandung');
    await page.getByTestId('jumlah-bayar-0').fill('3000000');
    await page.getByRole('button', { name: 'Simpan Penjualan' }).click();

    const result = page.getByRole('dialog', { name: 'Penjualan Tersimpan' });
    const no = (await result.getByTestId('nota-number').textContent())!.trim();
    await expect.poll(() => focusedName(page)).toBe('Transaksi Baru');
    await page.screenshot({ path: join(tmpdir(), 'result-penjualan.png') });
    // Not printed yet: Cetak prints the first receipt, then the dialog says so, offers Cetak Ulang and Enter still
    // starts the next customer.
    expect(await result.getByTestId('printed').count()).toBe(0);
    const html = await printFrame(page, () => result.getByRole('button', { name: 'Cetak', exact: true }).click(), '58mm');
    expect(html).toContain(no);
    expect(html).not.toContain('CETAK ULANG');
    await result.getByTestId('printed').waitFor();
    expect(await result.getByTestId('printed').textContent()).toBe('Nota Sudah Dicetak');
    await result.getByRole('button', { name: 'Cetak Ulang' }).waitFor();
    await expect.poll(() => focusedName(page)).toBe('Transaksi Baru');

    await page.keyboard.press('Enter');
    await expect.poll(() => result.count()).toBe(0);
    await expect.poll(() => scanBox.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByTestId(`line-${ring}`).count()).toBe(0);
  }, 60_000);

  it('prints a buy-back on save, says so and offers Cetak Ulang, which prints a marked reprint', async () => {
    const { page } = e;
    await setPaper('80mm');
    await page.setViewportSize({ width: 1366, height: 768 });
    await openAs(page, e.server.url, '/transaksi-pembelian', KASIR.user, KASIR.password);
    const lookup = page.getByLabel('Barcode / No Nota Jual');
    await expect.poll(() => lookup.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(`${soldForBuyback}\n`, { delay: 5 });
    await page.getByTestId('beli-line-0').waitFor();
    await pick(page, 'Sales', 'S01 - Sinta');
    await page.getByLabel('Nama Customer').fill('Budi Santoso');
    await page.getByLabel('Alamat Customer').fill('Jl. Merdeka 1, Bandung');
    const first = await printFrame(page, () => page.getByRole('button', { name: 'Simpan Pembelian' }).click(), '80mm');

    const result = page.getByRole('dialog', { name: 'Pembelian Tersimpan' });
    const no = (await result.getByTestId('nota-number').textContent())!.trim();
    expect(first).toContain(no);
    expect(first).not.toContain('CETAK ULANG');
    await result.getByTestId('printed').waitFor();
    expect(await result.getByTestId('printed').textContent()).toBe('Nota Sudah Dicetak');
    expect(await result.getByRole('button', { name: 'Cetak', exact: true }).count()).toBe(0);
    await expect.poll(() => focusedName(page)).toBe('Transaksi Baru');
    await page.screenshot({ path: join(tmpdir(), 'result-pembelian.png') });

    // Cetak Ulang prints the reprint, marked as one.
    const again = await printFrame(page, () => result.getByRole('button', { name: 'Cetak Ulang' }).click(), '80mm');
    expect(again).toContain('CETAK ULANG ke-2');
    await expect.poll(() => focusedName(page)).toBe('Transaksi Baru');
    await page.keyboard.press('Enter');
    await expect.poll(() => result.count()).toBe(0);
    await expect.poll(() => lookup.evaluate((el) => el === document.activeElement)).toBe(true);
  }, 60_000);
});
