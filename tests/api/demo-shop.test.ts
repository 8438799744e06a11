// The demo shop (npm run demo), as a newcomer meets it. It prices gold as a shop does: its gold pieces carry no tag
// price, so a sale prices each by its weight at the group's price per gram of that moment plus the group's ongkos, and
// a new price on /harga-emas changes what the next sale of such a piece costs; only its diamond pieces sell at their
// tag price. And every code its days of trade wrote into the records has a label in every language (domain/codes.ts).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillDemoShop } from '../../server/demo';
import { CODE_LABELS, codeKey, type CodeGroup } from '../../domain/codes';
import { flatten, type Messages } from '../../locales/definition-texts';
import { priceSaleLine, type LabourCharge } from '../../domain/sale-pricing';
import { weightMg } from '../../domain/units';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { postAs } from '../helpers/sale-fixture';

interface Piece {
  kode_barcode: string;
  kode_group: string;
  berat: number;
  harga_total: number;
  karat_batu?: number;
  status: string;
}

let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
beforeAll(async () => {
  t = await startTestApp();
  await fillDemoShop(t.db);
  await t.ctx.reloadModules();
  owner = await t.login();
  spv = await t.login('SPV01', 'demo1234');
  kasir = await t.login('KASIR01', 'demo1234');
}, 180_000);
afterAll(() => t.close());

const readyPieces = async (): Promise<Piece[]> => {
  const res = await t.call('GET', '/api/v1/barang?status=READY&limit=1000&sort_by=kode_barcode', { token: owner });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Piece[]).filter((p) => p.status === 'READY');
};

const groupPrice = async (kode: string): Promise<number> => {
  const res = await t.call('GET', '/api/v1/harga-emas', { token: spv });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.group as { kode_group: string; harga_per_gram: number }[]).find((g) => g.kode_group === kode)!.harga_per_gram;
};

/** Sells one piece for cash as the demo cashier: the line as the sale recorded it. */
async function sell(code: string): Promise<{ harga_per_gram: number; harga: number; ongkos: number; total: number }> {
  const body = { kode_sales: 'S01', nama_customer: 'Pembeli Uji', alamat_customer: 'Jl. Uji 1', no_hp: '', items: [{ kode_barcode: code }], pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 200_000_000 }] };
  const res = await postAs(t, kasir, 'penjualan', body, `demo-price-${code}`);
  expect(res.statusCode, res.body).toBe(201);
  const read = await t.call('GET', `/api/v1/penjualan/${res.json().data.no_faktur_jual}`, { token: kasir });
  return read.json().data.items[0];
}

describe('the demo shop prices its gold by weight', () => {
  it('leaves most READY gold pieces without a tag price, and prices only its diamonds by their tag', async () => {
    const pieces = await readyPieces();
    const byWeight = pieces.filter((p) => !p.harga_total);
    const tagged = pieces.filter((p) => p.harga_total > 0);
    expect(pieces.length).toBeGreaterThanOrEqual(300);
    expect(byWeight.length / pieces.length).toBeGreaterThan(0.9);
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.every((p) => Number(p.karat_batu) > 0)).toBe(true);
  });

  it("sells a gold piece at its group's price per gram of the moment plus ongkos, and at the new price after /harga-emas changes it", async () => {
    const [before, after] = (await readyPieces()).filter((p) => p.kode_group === 'CK70' && !p.harga_total);
    const ongkos: LabourCharge = { satuan_ongkos: 'PER GRAM', ongkos: 15_000 };
    const expected = (p: Piece, harga_per_gram: number) => priceSaleLine({ berat_jual_mg: weightMg(p.berat), harga_per_gram, ongkos }).line;

    const old = await groupPrice('CK70');
    const first = await sell(before.kode_barcode);
    expect(first).toMatchObject({ harga_per_gram: old, harga: expected(before, old).harga_jual, ongkos: expected(before, old).ongkos, total: expected(before, old).harga_total });

    const raised = old + 60_000;
    const saved = await t.call('POST', '/api/v1/harga-emas', { token: spv, body: { group: [{ kode_group: 'CK70', harga_per_gram: raised }] } });
    expect(saved.statusCode, saved.body).toBe(201);
    const second = await sell(after.kode_barcode);
    expect(second).toMatchObject({ harga_per_gram: raised, harga: expected(after, raised).harga_jual, total: expected(after, raised).harga_total });
    expect(second.total).toBeGreaterThan(expected(after, old).harga_total);
  });
});

describe("the codes of the demo's records", () => {
  const en = flatten(JSON.parse(readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8')) as Messages);
  const codes = async (sql: string) => (await t.db.query<{ code: string }>(sql)).map((r) => r.code);

  it('each have a label in Indonesian and in English', async () => {
    const found: [CodeGroup, string[]][] = [
      ['jenis', await codes('SELECT DISTINCT jenis AS code FROM dokumen')],
      ['status', await codes('SELECT DISTINCT status AS code FROM dokumen_status')],
      ['bayar', await codes('SELECT DISTINCT jenis AS code FROM dokumen_bayar')],
      // A manual entry's or a mutation's kategori is a Kode Transaksi, which its master names.
      ['kategori', await codes('SELECT DISTINCT kategori AS code FROM kas_mutasi WHERE kategori NOT IN (SELECT kode_transaksi FROM master_kode_transaksi)')],
      ['otorisasi', await codes('SELECT DISTINCT kategori AS code FROM authorizations')],
      ['barang', await codes('SELECT DISTINCT status AS code FROM barang')],
    ];
    expect(found.every(([, list]) => list.length > 0)).toBe(true);
    const unlabelled = found.flatMap(([group, list]) =>
      list.filter((code) => !Object.prototype.hasOwnProperty.call(CODE_LABELS[group], code) || !en[codeKey(group, code)]).map((code) => `${group} ${code}`),
    );
    expect(unlabelled).toEqual([]);
  });
});

describe("the demo's orders and services", () => {
  it('holds open, collected and cancelled orders, a pre-order, and services in the workshop, waiting, collected and cancelled', async () => {
    const states = async (jenis: string) =>
      (await t.db.query<{ status: string }>(`SELECT status FROM dokumen_terkini WHERE jenis = $1 ORDER BY no_dokumen`, [jenis])).map((r) => r.status).sort();
    expect(await states('PESANAN')).toEqual(['BATAL', 'DONE', 'OPEN', 'OPEN', 'OPEN']);
    expect(await states('SERVICE')).toEqual(['BATAL', 'DONE', 'OPEN', 'SELESAI']);
    const integrity = await t.call('GET', '/api/v1/laporan/integritas', { token: owner });
    expect((integrity.json().data as { check: string; count: number }[]).filter((f) => f.count > 0)).toEqual([]);
  });
});

describe("the demo's pawn loans", () => {
  it('holds running, overdue, renewed, redeemed, cancelled and auctioned loans, the overdue one marked on the list', async () => {
    const states = (await t.db.query<{ status: string }>(`SELECT status FROM dokumen_terkini WHERE jenis = 'HUTANG'`)).map((r) => r.status).sort();
    expect(states).toEqual(['BATAL', 'DONE', 'LELANG', 'OPEN', 'OPEN', 'OPEN']);
    expect((await t.db.query(`SELECT 1 FROM dokumen WHERE jenis = 'PEREMAJAAN_HUTANG'`)).length).toBe(1);
    const [{ tgl }] = await t.db.query<{ tgl: string }>(`SELECT tgl_system::text AS tgl FROM hari_toko h JOIN toko USING (kode_toko) WHERE is_own`);
    const list = (await t.call('GET', `/api/v1/hutang?tgl_from=${tgl}&tgl_to=${tgl}&status=OPEN`, { token: kasir })).json().data as { tempo: string; hari_terlambat: number }[];
    expect(list).toHaveLength(3);
    expect(list.filter((r) => r.tempo === 'LEWAT').length).toBe(1);
  });
});

describe("the demo's members", () => {
  it('holds members with points earned on its sales, birthdays on the business date, and gifts taken for points', async () => {
    const [{ tgl }] = await t.db.query<{ tgl: string }>(`SELECT tgl_system::text AS tgl FROM hari_toko h JOIN toko USING (kode_toko) WHERE is_own`);
    const birthdays = await t.db.query<{ kode_member: string }>(`SELECT kode_member FROM member WHERE to_char(tgl_lahir, 'MM-DD') = $1 ORDER BY kode_member`, [tgl.slice(5)]);
    expect(birthdays.length).toBeGreaterThanOrEqual(1);
    const earned = await t.db.query(`SELECT DISTINCT kode_member FROM poin_mutasi WHERE jenis = 'EARN'`);
    expect(earned.length).toBeGreaterThan(0);
    const exchanges = await t.call('GET', `/api/v1/member/report-tukar-poin?tgl_from=${tgl}&tgl_to=${tgl}&kode_hadiah=ALL`, { token: owner });
    expect(exchanges.statusCode, exchanges.body).toBe(200);
    const rows = exchanges.json().data as { kode_member: string; poin: number }[];
    expect(rows.length).toBeGreaterThan(0);
    // Every exchange left its member a balance of zero or more.
    for (const r of rows) expect((await t.call('GET', `/api/v1/member/${r.kode_member}/poin`, { token: kasir })).json().data.poin).toBeGreaterThanOrEqual(0);
  });
});
