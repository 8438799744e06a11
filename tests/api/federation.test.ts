// The head office over its branches (issue 24 items 1-3), with real servers on loopback: a head office and three
// branch servers, each with its own database and its own day of trade (money into its till), plus stand-ins for a
// dead branch, a slow one, one that answers garbage, one that fails and one that redirects. A report over ALL shops
// (or a list) merges each branch's own answer, row for row, with its shop; every branch that cannot be read is one
// row 'Data Gagal Dimuat' within the branch timeout, and the rest still answer. A report of closed days is kept at the
// head office and read back without asking the branch, unless an owner forces a new read. The health view names each
// branch: reachable, its business date, its last closed day, its version, its answer time.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { PORTAL_FAILED } from '../../server/portal/client';
import { VERSION } from '../../server/routes/system';

const SERVICE_TOKEN = 'token-layanan-pusat-uji';
type Row = Record<string, unknown>;

interface Branch {
  kode_toko: string;
  app: TestApp;
  url: string;
  owner: string;
  modal: number;
}

let ho: TestApp;
let hoToken: string;
let tgl: string;
const branches: Branch[] = [];
const stubs: Server[] = [];
const stubUrls: Record<string, string> = {};

async function listen(server: Server): Promise<string> {
  stubs.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A branch server of its own: its own shop (is_own), its owner moved there, money put into its till. */
async function startBranch(kode_toko: string, modal: number): Promise<Branch> {
  const app = await startTestApp({ portalServiceToken: SERVICE_TOKEN });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
  await app.db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ($1, $2, 'Jl. Cabang', 'CABANG')`, [kode_toko, `Cabang ${kode_toko}`]);
  await app.db.query(`UPDATE toko SET is_own = (kode_toko = $1)`, [kode_toko]);
  await app.db.query(`UPDATE hari_toko SET tgl_system = $2 WHERE kode_toko = $1`, [kode_toko, tgl]);
  await app.db.query(`UPDATE users SET kode_toko = $1 WHERE user_id = 'OWNER'`, [kode_toko]);
  await app.db.query(`INSERT INTO master_kode_transaksi (kode_transaksi, nama_transaksi, jenis_transaksi) VALUES ('MODAL', 'TAMBAH MODAL', 'MASUK')`);
  const owner = await app.login();
  const put = await app.call('POST', '/api/v1/cash', { token: owner, body: { akun: 'KAS', kategori: 'MODAL', keterangan: `Modal ${kode_toko}`, jumlah: modal } });
  expect(put.statusCode, put.body).toBe(201);
  return { kode_toko, app, url, owner, modal };
}

const kasHarian = (app: TestApp, token: string, shop: string, from = tgl, to = tgl, extra = '') =>
  app.call('GET', `/api/v1/reportkas/kas-harian?tgl_from=${from}&tgl_to=${to}&kode_toko=${shop}${extra}`, { token });
/** The rows of one shop in a merged answer, without what the merge added. */
const rowsOf = (data: Row[], shop: string) => data.filter((r) => r.kode_toko === shop).map(({ kode_toko: _k, nama_toko: _n, ...r }) => r);
const moneyIn = (rows: Row[]) => rows.flatMap((r) => (r.detail as Row[] | undefined) ?? []).reduce((sum, d) => sum + Number(d.jumlah_in), 0);

beforeAll(async () => {
  ho = await startTestApp({ portalServiceToken: SERVICE_TOKEN });
  [{ tgl }] = await ho.db.query<{ tgl: string }>(`SELECT tgl_system::text AS tgl FROM hari_toko WHERE kode_toko = 'TOKO01'`);
  branches.push(...(await Promise.all([startBranch('TOKO02', 1_250_000), startBranch('TOKO03', 2_000_000), startBranch('TOKO04', 750_000)])));

  const gone = await listen(createServer());
  await new Promise((resolve) => stubs.pop()!.close(resolve));
  stubUrls.TOKO05 = gone;
  stubUrls.TOKO06 = await listen(createServer(() => {})); // never answers
  stubUrls.TOKO07 = await listen(createServer((_q, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('bukan json')));
  stubUrls.TOKO08 = await listen(createServer((_q, res) => res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"rusak"}')));
  // Redirects to a real branch: not followed, so the token never leaves for an address the head office did not register.
  stubUrls.TOKO09 = await listen(createServer((req, res) => res.writeHead(302, { location: `${branches[0].url}${req.url}` }).end()));
  // A branch that refuses the request (one of an older version that knows no such report).
  stubUrls.TOKO10 = await listen(createServer((_q, res) => res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Data Tidak Ditemukan"}')));

  // The head office: its own shop PUSAT, its owner, and the branches at their addresses.
  await ho.db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ('PST01', 'Kilau Pusat', 'Jl. Pusat', 'PUSAT')`);
  await ho.db.query(`UPDATE hari_toko SET tgl_system = $1 WHERE kode_toko = 'PST01'`, [tgl]);
  await ho.db.query(`UPDATE users SET kode_toko = 'PST01' WHERE user_id = 'OWNER'`);
  await ho.db.query(`UPDATE toko SET is_active = false WHERE kode_toko = 'TOKO01'`);
  for (const b of branches) await ho.db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level, portal) VALUES ($1, $2, 'Jl. Cabang', 'CABANG', $3)`, [b.kode_toko, `Cabang ${b.kode_toko}`, b.url]);
  for (const [kode, url] of Object.entries(stubUrls)) await ho.db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level, portal) VALUES ($1, $2, 'Jl. Cabang', 'CABANG', $3)`, [kode, `Cabang ${kode}`, url]);
  await ho.db.query(`INSERT INTO para_system (key, value) VALUES ('cabang_timeout_detik', '1') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
  hoToken = await ho.login();
}, 120_000);

afterAll(async () => {
  await Promise.all(stubs.map((s) => new Promise((resolve) => (s.closeAllConnections(), s.close(resolve)))));
  await Promise.all([ho?.close(), ...branches.map((b) => b.app.close())]);
});

describe('a report over all shops at the head office', () => {
  it("merges each branch's own answer with its shop, and names every branch that could not be read", async () => {
    const started = performance.now();
    const res = await kasHarian(ho, hoToken, 'ALL');
    const took = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    const { data, toko } = res.json() as { data: Row[]; toko: Row[] };

    for (const b of branches) {
      const own = await kasHarian(b.app, b.owner, b.kode_toko);
      expect(own.statusCode, own.body).toBe(200);
      expect(rowsOf(data, b.kode_toko)).toEqual(own.json().data);
      expect(moneyIn(rowsOf(data, b.kode_toko))).toBe(b.modal);
      expect(toko.find((s) => s.kode_toko === b.kode_toko)).toMatchObject({ status: 'success', sumber: 'cabang' });
    }
    // The totals: the sum of the branches' own, and the answer says which shops they cover.
    expect(moneyIn(data)).toBe(1_250_000 + 2_000_000 + 750_000);
    expect(toko.filter((s) => s.status === 'success').map((s) => s.kode_toko)).toEqual(['PST01', 'TOKO02', 'TOKO03', 'TOKO04']);

    // Dead, slow, garbage, failing, redirecting and refusing branches: one row each, within the timeout of 1 s; a
    // refusal with the branch's own reason.
    const failed = data.filter((r) => r.status_toko === 'error');
    expect(failed.map((r) => [r.kode_toko, r.message])).toEqual(['TOKO05', 'TOKO06', 'TOKO07', 'TOKO08', 'TOKO09', 'TOKO10'].map((k) => [k, PORTAL_FAILED]));
    expect(failed.at(-1)).toMatchObject({ sebab: 'Data Tidak Ditemukan' });
    expect(toko.find((s) => s.kode_toko === 'TOKO10')).toMatchObject({ status: 'error', sebab: 'Data Tidak Ditemukan' });
    const slow = toko.find((s) => s.kode_toko === 'TOKO06')!;
    expect(slow).toMatchObject({ status: 'error', message: PORTAL_FAILED });
    expect(Number(slow.ms)).toBeGreaterThanOrEqual(900);
    expect(Number(slow.ms)).toBeLessThan(3_000);
    // Side by side: the whole report costs about the slowest branch's timeout, not the sum of them.
    expect(took).toBeLessThan(4_000);
  });

  it('reads only the listed shops, and is the head office\'s alone', async () => {
    const res = await kasHarian(ho, hoToken, 'TOKO03,TOKO02');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().toko.map((s: Row) => s.kode_toko)).toEqual(['TOKO02', 'TOKO03']);
    expect(moneyIn(res.json().data)).toBe(3_250_000);
    expect((await kasHarian(ho, hoToken, 'TOKO02,TOKO77')).statusCode).toBe(404);
    const branch = branches[0];
    expect((await kasHarian(branch.app, branch.owner, 'ALL')).statusCode).toBe(403);
  });
});

describe("the head office's summaries over its branches", () => {
  it('answer one row per branch, each from its own books, and a failed branch its own row', async () => {
    const res = await ho.call('GET', `/api/v1/laporan/laba-rugi-cabang?tgl_from=${tgl}&tgl_to=${tgl}&kode_toko=ALL`, { token: hoToken });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as Row[];
    // Each branch's opening money is other income on its journal (KAS/MASUK: Pendapatan Lain-lain).
    for (const b of branches) expect(rows.filter((r) => r.kode_toko === b.kode_toko)).toEqual([{ kode_toko: b.kode_toko, nama_toko: `Cabang ${b.kode_toko}`, pendapatan: b.modal, beban: 0, laba: b.modal }]);
    expect(rows.filter((r) => r.status_toko === 'error').map((r) => r.kode_toko)).toEqual(['TOKO05', 'TOKO06', 'TOKO07', 'TOKO08', 'TOKO09', 'TOKO10']);
    const sales = await ho.call('GET', `/api/v1/reportpenjualan/cabang?tgl_from=${tgl}&tgl_to=${tgl}&kode_toko=TOKO02,TOKO03`, { token: hoToken });
    // Grams come as the database gives a numeric (text on PostgreSQL): read as a number.
    expect((sales.json().data as Row[]).map((r) => ({ ...r, berat: Number(r.berat) }))).toEqual([
      { kode_toko: 'TOKO02', nama_toko: 'Cabang TOKO02', jumlah_nota: 0, qty: 0, berat: 0, total: 0 },
      { kode_toko: 'TOKO03', nama_toko: 'Cabang TOKO03', jumlah_nota: 0, qty: 0, berat: 0, total: 0 },
    ]);
  });
});

describe("a branch's closed days", () => {
  it('are kept at the head office and read back without asking the branch, until an owner forces a new read', async () => {
    const b = branches[1];
    const next = (await b.app.db.query<{ d: string }>(`SELECT ($1::date + 1)::text AS d`, [tgl]))[0].d;
    // The branch closes its day: its business date moves on, the day is locked.
    await b.app.db.query(`UPDATE hari_toko SET tgl_system = $2 WHERE kode_toko = $1`, [b.kode_toko, next]);
    const first = await kasHarian(ho, hoToken, `${b.kode_toko},TOKO02`);
    expect(first.json().toko.find((s: Row) => s.kode_toko === b.kode_toko).sumber).toBe('cabang');
    const kept = await ho.db.query(`SELECT kode_toko, tgl_system_cabang::text AS tgl FROM laporan_cabang`);
    // TOKO02 has not closed the day: nothing of it is kept.
    expect(kept).toEqual([{ kode_toko: b.kode_toko, tgl: next }]);

    // What the close forbids, done behind the app's back: the kept copy is what the head office reads.
    await b.app.db.query(`UPDATE kas_mutasi SET jumlah_in = jumlah_in + 1 WHERE kode_toko = $1`, [b.kode_toko]);
    const again = await kasHarian(ho, hoToken, `${b.kode_toko},TOKO02`);
    expect(again.json().toko.find((s: Row) => s.kode_toko === b.kode_toko).sumber).toBe('arsip');
    expect(moneyIn(rowsOf(again.json().data, b.kode_toko))).toBe(b.modal);
    // The branch alone is read from the copy too, and forced afresh as well.
    expect(moneyIn((await kasHarian(ho, hoToken, b.kode_toko)).json().data)).toBe(b.modal);
    expect(moneyIn((await kasHarian(ho, hoToken, b.kode_toko, tgl, tgl, '&segarkan=1')).json().data)).toBe(b.modal + 1);
    const forced = await kasHarian(ho, hoToken, `${b.kode_toko},TOKO02`, tgl, tgl, '&segarkan=1');
    expect(forced.json().toko.find((s: Row) => s.kode_toko === b.kode_toko).sumber).toBe('cabang');
    expect(moneyIn(rowsOf(forced.json().data, b.kode_toko))).toBe(b.modal + 1);
    // A read that reaches the open day is never kept.
    await kasHarian(ho, hoToken, b.kode_toko + ',TOKO02', tgl, next);
    expect((await ho.db.query(`SELECT count(*)::int AS n FROM laporan_cabang`))[0]).toEqual({ n: 1 });
  });
});

describe("the chain's day on the dashboard's chart (cash-pusat/daily-transaction-chart)", () => {
  it("gives the chain's totals and grams per hour first, then each shop's, a failed one with its status", async () => {
    const res = await ho.call('GET', '/api/v1/cash-pusat/daily-transaction-chart?kode_toko=ALL', { token: hoToken });
    expect(res.statusCode, res.body).toBe(200);
    const [chain, ...shops] = res.json().data as { kode_toko: string; status?: string; message?: string | null; toko?: string[]; values: Record<string, number>; resultGram: { key: string; values: { x: string; y: number }[] }[] }[];
    expect(shops.map((s) => [s.kode_toko, s.status])).toEqual([
      ['PST01', 'success'],
      ['TOKO02', 'success'],
      ['TOKO03', 'success'],
      ['TOKO04', 'success'],
      ...['TOKO05', 'TOKO06', 'TOKO07', 'TOKO08', 'TOKO09', 'TOKO10'].map((k) => [k, 'error']),
    ]);
    expect(shops.at(-1)).toMatchObject({ message: PORTAL_FAILED });
    expect(chain).toMatchObject({ kode_toko: 'ALL', toko: ['PST01', 'TOKO02', 'TOKO03', 'TOKO04'] });
    // Each branch's own answer, and the chain their sum.
    for (const b of branches) {
      const own = await b.app.call('GET', '/api/v1/cash-pusat/daily-transaction-chart', { token: b.owner });
      const mine = shops.find((s) => s.kode_toko === b.kode_toko)!;
      expect(mine.values).toEqual(own.json().data[0].values);
      expect(mine.resultGram).toEqual(own.json().data[0].resultGram);
    }
    for (const key of ['total_penjualan', 'total_pembelian', 'total_service', 'total_hutang'])
      expect(chain.values[key]).toBe(shops.filter((s) => s.status === 'success').reduce((sum, s) => sum + s.values[key], 0));
    expect(chain.resultGram.map((g) => g.key)).toEqual(['datagram_penjualan', 'datagram_pembelian']);
    // A branch's own user has no chain to look at.
    const b = branches[0];
    expect((await b.app.call('GET', '/api/v1/cash-pusat/daily-transaction-chart?kode_toko=ALL', { token: b.owner })).statusCode).toBe(403);
  });
});

describe('the branch view', () => {
  it('lists each branch: reachable, business date, last closed day, version, answer time', async () => {
    const res = await ho.call('GET', '/api/v1/cabang/status', { token: hoToken });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as Row[];
    expect(rows.map((r) => [r.kode_toko, r.terjangkau])).toEqual([
      ['TOKO02', true],
      ['TOKO03', true],
      ['TOKO04', true],
      ['TOKO05', false],
      ['TOKO06', false],
      ['TOKO07', false],
      ['TOKO08', false],
      ['TOKO09', false],
      ['TOKO10', false],
    ]);
    expect(rows[0]).toMatchObject({ tgl_system: tgl, tutup_terakhir: null, versi: VERSION, message: null });
    expect(rows[3]).toMatchObject({ message: PORTAL_FAILED, tgl_system: null });
    for (const r of rows) expect(Number(r.ms)).toBeLessThan(3_000);
    // A branch's own user has no head office to look from.
    const b = branches[0];
    expect((await b.app.call('GET', '/api/v1/cabang/status', { token: b.owner })).statusCode).toBe(403);
  });
});

describe("/dashboardPusat's branches", () => {
  it("shows every shop's day side by side, the chain's month, the shops not closed yesterday and those unreachable", async () => {
    const late = branches[2];
    const yesterday = (await ho.db.query<{ d: string }>(`SELECT ($1::date - 1)::text AS d`, [tgl]))[0].d;
    await late.app.db.query(`UPDATE hari_toko SET tgl_system = $2 WHERE kode_toko = $1`, [late.kode_toko, yesterday]);
    const res = await ho.call('GET', '/api/v1/dashboard/cabang', { token: hoToken });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data as { cabang: Row[]; belum_tutup: string[]; tidak_terjangkau: string[]; datagram_penjualan: Row[] };
    expect(d.cabang.map((c) => [c.kode_toko, c.status])).toEqual([
      ['PST01', 'success'],
      ['TOKO02', 'success'],
      ['TOKO03', 'success'],
      ['TOKO04', 'success'],
      ['TOKO05', 'error'],
      ['TOKO06', 'error'],
      ['TOKO07', 'error'],
      ['TOKO08', 'error'],
      ['TOKO09', 'error'],
      ['TOKO10', 'error'],
    ]);
    expect(d.tidak_terjangkau).toEqual(['TOKO05', 'TOKO06', 'TOKO07', 'TOKO08', 'TOKO09', 'TOKO10']);
    expect(d.belum_tutup).toEqual([late.kode_toko]);
    const toko02 = d.cabang.find((c) => c.kode_toko === 'TOKO02')!;
    expect(toko02.tgl_system).toBe(tgl);
    expect((toko02.ringkasan as Row[]).map((r) => r.jenis)).toEqual(['PENJUALAN', 'PEMBELIAN', 'PESANAN', 'SERVICE', 'HUTANG']);
    expect(d.datagram_penjualan.length).toBe(Number(tgl.slice(8, 10)));
    // A branch's own user has no head office to look from.
    expect((await late.app.call('GET', '/api/v1/dashboard/cabang', { token: late.owner })).statusCode).toBe(403);
  });

  it("keeps the days of the month a branch has closed, and asks it only for the days after, until forced", async () => {
    // TOKO03 closed the head office's day (its business date is the day after: see the closed days above).
    const b = branches[1];
    const month = async (q = '') => {
      const res = await ho.call('GET', `/api/v1/dashboard/cabang${q}`, { token: hoToken });
      expect(res.statusCode, res.body).toBe(200);
      return ((res.json().data.cabang as Row[]).find((c) => c.kode_toko === b.kode_toko)!.datagram_penjualan as Row[]);
    };
    const day = tgl.slice(8, 10);
    const first = await month();
    expect(first.map((p) => p.x).at(-1)).toBe(day);
    const [kept] = await ho.db.query<{ rows: { datagram_penjualan: Row[] } }>(`SELECT rows FROM laporan_cabang WHERE kode_toko = $1 AND laporan = 'dashboard'`, [b.kode_toko]);
    expect(kept.rows.datagram_penjualan).toEqual(first);

    // A sale on the closed day, written behind the app's back: the head office does not ask for that day again.
    await b.app.db.query(`INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, subtotal, grand_total, input_by) VALUES ('PJ-X-1', 'PENJUALAN', $1, $2, 900000, 900000, 'OWNER')`, [b.kode_toko, tgl]);
    await b.app.db.query(`INSERT INTO dokumen_status (no_dokumen, status, tgl_system, oleh) VALUES ('PJ-X-1', 'DONE', $1, 'OWNER')`, [tgl]);
    expect((await month()).at(-1)).toMatchObject({ x: day, rupiah: 0 });
    // Forced, it is read afresh (and kept so).
    expect((await month('?segarkan=1')).at(-1)).toMatchObject({ x: day, rupiah: 900_000, jumlah: 1 });
    expect((await month()).at(-1)).toMatchObject({ x: day, rupiah: 900_000 });
  });
});
