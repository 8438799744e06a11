// Property of the document kernel (issue 9): after a thousand random operations through the API (sales, refused
// sales, retries, cancellations of today's and of earlier days' sales, setting changes, new business days), an
// auditor that rebuilds every balance in SQL from the ledgers alone finds:
//   1. per tray, stock_baki equals the stock ledger (barang_mutasi x ledger_kind.item_delta) and the READY items;
//      every item's status agrees with its ledger (TERJUAL after JUAL, READY after TAMBAH or BATAL_JUAL), and every
//      JUAL / BATAL_JUAL row is a line of its document, dated on the document's or the cancelling day;
//   2. every document's journal balances (debit = credit), its own lines and its mirror lines each;
//   3. the money ledger equals the payments: the till (akun KAS) gets tunai - kembalian, each account its non-cash
//      payments with their fees; a cancelled document nets to zero per money account and per journal account, its
//      mirror rows dated on the cancelling day;
//   4. the model this test keeps (which pieces are sold, which sales are cancelled, what was paid) is the database.
// The run is seeded (mulberry32): DOCUMENTS_SEED=<seed> replays a failure, whose message names the seed and the
// operation. Money deposits (titip) run beside the sales: taken (pieces reserved, a down payment), paid off (a sale
// paid by the deposit, pieces TITIP -> TERJUAL without touching a tray), cancelled on any day with the down payment
// refunded (KEMBALI: mirror rows, netting to zero) or forfeited (HANGUS: the money stays, the deposit liability nets
// to zero and becomes other income), and a pay-off sale cancelled reopens its deposit.
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { TRAYS, itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { setBusinessDate } from '../helpers/paths';
import { createItems } from '../../server/inventory/items';
import { cardFee } from '../../domain/payments';
import { pieceCost, priceSale, saleAuthorizations, salePricingRules, type LabourCharge, type SaleInput, type SaleLineInput, type StoredSaleSettings } from '../../domain/sale-pricing';

const SEED = Number(process.env.DOCUMENTS_SEED ?? 20261209);
const OPERATIONS = 1000;
/** The auditor runs after every this many operations, and at the end. */
const AUDIT_EVERY = 250;
/** Pieces created before the run: enough that the sales never run out of READY pieces. */
const PIECES = 1500;
const ACCOUNTS = ['1234567890', '9876543210'];

/**
 * The document kinds the auditor knows: the stock-ledger kinds a document's pieces leave and come back with, and
 * the money-ledger kategori of a cancellation's mirror rows. A deposit (TITIP, BATAL_TITIP) is one more row.
 */
const KINDS = [
  { jenis: 'PENJUALAN', lunas: false, keluar: 'JUAL', kembali: 'BATAL_JUAL', delta: 1 },
  // A deposit's pay-off: its pieces are off their trays already (qty and grams 0 on the row).
  { jenis: 'PENJUALAN', lunas: true, keluar: 'TITIP_JUAL', kembali: 'BATAL_TITIP_JUAL', delta: 0 },
  { jenis: 'TITIP', lunas: false, keluar: 'TITIP', kembali: 'BATAL_TITIP', delta: 1 },
];
/** The money ledger's kategori of each kind's cancellation mirror rows. */
const MONEY_KINDS = [
  { jenis: 'PENJUALAN', batal_kategori: 'BATAL PENJUALAN' },
  { jenis: 'TITIP', batal_kategori: 'BATAL TITIP' },
];

/** mulberry32: a small seeded generator, so the same seed gives the same run. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
  /** n distinct elements, in random order. */
  const sample = <T>(xs: readonly T[], n: number): T[] => {
    const copy = [...xs];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  };
  return { next, int, pick, sample };
}

// ---------------------------------------------------------------- the model

interface Piece {
  kode_barcode: string;
  kode_group: string;
  berat_mg: number;
  qty: number;
  harga_total: number;
  total_hpp: number;
  hpp: number;
  status: 'READY' | 'TERJUAL' | 'TITIP';
}

interface Payment {
  jenis: 'TUNAI' | 'TRANSFER' | 'DEBIT' | 'KREDIT' | 'QRIS';
  jumlah_rp: number;
  no_rekening?: string;
  kode_bank?: string;
  fee_persen?: number;
}

interface SaleDoc {
  jenis: 'PENJUALAN' | 'TITIP';
  /** Where it was posted (penjualan, titip, titip/{no}/lunas) and what the answer holds: a retry expects the same. */
  url: string;
  answer: Record<string, unknown>;
  no: string;
  tgl: string;
  barcodes: string[];
  grand_total: number;
  total_bayar: number;
  kembalian: number;
  payments: { jenis: string; jumlah_rp: number; fee_rp: number; no_rekening: string }[];
  /** The body and Idempotency-Key it was posted with: a retry sends them again. */
  body: Record<string, unknown>;
  key: string;
  otorisasi: { kategori: string; authorization_id: string }[];
  batal?: { tgl: string; authorization_id: string };
  /** A pay-off sale: the deposit it settled. */
  titip?: string;
  /** A deposit: its status history after OPEN (DONE when paid off, OPEN again when that sale was cancelled). */
  riwayat?: { status: 'DONE' | 'OPEN'; tgl: string }[];
  /** A deposit: the pay-off sale in force. */
  lunas?: string;
  /** A cancelled deposit: what the shop's rule did with the down payment. */
  aturan?: 'KEMBALI' | 'HANGUS';
}

let t: TestApp;
let kasir: string;
let kodeToko: string;
let today: string;
const pieces = new Map<string, Piece>();
const docs: SaleDoc[] = [];
/** Documents numbered so far per prefix and business date: refused attempts must not use up a number. */
const numbered = new Map<string, number>();
function nextNumber(prefix: string): string {
  const n = (numbered.get(`${prefix}/${today}`) ?? 0) + 1;
  numbered.set(`${prefix}/${today}`, n);
  return `${prefix}-${kodeToko}-${today.replaceAll('-', '')}-${String(n).padStart(4, '0')}`;
}
const groups = new Map<string, { harga_per_gram: number; ongkos: LabourCharge }>();
const rnd = random(SEED);

const customer = { kode_sales: 'S01', nama_customer: 'Budi Santoso', alamat_customer: 'Jl. Merdeka 1', no_hp: '081234567890' };

/** A password hash verifyPassword reads, at a low scrypt cost: each of the run's authorizations checks it once. */
function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

beforeAll(async () => {
  // Every cancellation asks a supervisor's password: the login rate limit would refuse the run's hundreds.
  t = await startTestApp({ loginAttemptsPerMinute: 100_000 });
  await seedInventoryMasters(t.db);
  await t.db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
  await t.db.query(`INSERT INTO master_bank (kode_bank, nama_bank) VALUES ('BCA', 'Bank Central Asia'), ('BRI', 'Bank Rakyat Indonesia')`);
  await t.db.query(
    `INSERT INTO master_rekening (no_rekening, nama_rekening, kode_bank) VALUES ($1, 'Toko Emas Kilau', 'BCA'), ($2, 'Toko Emas Kilau', 'BRI')`,
    ACCOUNTS,
  );
  await t.db.query(
    `INSERT INTO master_parameter_ongkos (kode_ongkos, kode_group, nama_group, satuan_ongkos, ongkos) VALUES
       ('OC75', 'C75', 'Cincin 75%', 'PER GRAM', 10000), ('OK70', 'K70', 'Kalung 70%', 'PER PCS', 25000)`,
  );
  for (const g of await t.db.query<{ kode_group: string; harga_per_gram: number; satuan_ongkos: 'PER GRAM' | 'PER PCS'; ongkos: number }>(
    `SELECT g.kode_group, g.harga_per_gram, o.satuan_ongkos, o.ongkos FROM master_group g JOIN master_parameter_ongkos o USING (kode_group)`,
  )) {
    groups.set(g.kode_group, { harga_per_gram: g.harga_per_gram, ongkos: { satuan_ongkos: g.satuan_ongkos, ongkos: g.ongkos } });
  }
  await t.createUser('KASIR1', 'KASIR');
  const [{ kode_toko }] = await t.db.query<{ kode_toko: string }>('SELECT kode_toko FROM toko WHERE is_own');
  kodeToko = kode_toko;
  await t.db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ('SPV1', 'SPV1', $1, 'SPV', $2)`, [
    cheapHash('rahasia123'),
    kodeToko,
  ]);
  await t.setModule('POTONGAN_PENJUALAN_MODULE', true);
  kasir = await t.login('KASIR1', 'rahasia123');
  [{ tgl: today }] = await t.db.query<{ tgl: string }>('SELECT tgl_system::text AS tgl FROM hari_toko WHERE kode_toko = $1', [kodeToko]);
  await createPieces();
});
afterAll(() => t.close());

/** The pieces of the run, through the item service (their TAMBAH ledger rows keep stock_baki), in one transaction. */
async function createPieces(): Promise<void> {
  const inputs: Record<string, unknown>[] = [];
  const trays = Object.keys(TRAYS) as (keyof typeof TRAYS)[];
  for (let i = 1; i <= PIECES; i++) {
    const kode_barcode = `PT${String(i).padStart(5, '0')}`;
    const kode_group = rnd.pick(['C75', 'K70']);
    const baki = rnd.pick(trays);
    const berat_mg = 500 + rnd.int(20_000);
    const kind = rnd.next();
    let piece: Piece;
    if (kind < 0.45) {
      // Gold sold by weight; its cost per gram (hpp), of the piece (total_hpp) or unknown.
      const cost = rnd.int(3);
      piece = { kode_barcode, kode_group, berat_mg, qty: 1, harga_total: 0, hpp: cost === 1 ? 700_000 : 0, total_hpp: cost === 2 ? Math.round(berat_mg * 650) : 0, status: 'READY' };
    } else if (kind < 0.9) {
      // A tagged piece at its tag price; mostly with its cost, 60-85 % of the price.
      const harga_total = (1_000 + rnd.int(20_000)) * 1000;
      const total_hpp = rnd.int(10) < 7 ? Math.round(harga_total * (0.6 + rnd.next() * 0.25)) : 0;
      piece = { kode_barcode, kode_group, berat_mg, qty: 1, harga_total, hpp: 0, total_hpp, status: 'READY' };
    } else {
      // An accessory line of 2-6 pieces, sold whole by weight (ongkos PER PCS counts its pieces).
      piece = { kode_barcode, kode_group, berat_mg, qty: 2 + rnd.int(5), harga_total: 0, hpp: rnd.int(2) ? 700_000 : 0, total_hpp: 0, status: 'READY' };
    }
    pieces.set(kode_barcode, piece);
    inputs.push(
      itemInput({
        kode_barcode,
        kode_group,
        kode_dept: kode_group === 'C75' ? 'CIN' : 'KAL',
        kode_gudang: TRAYS[baki],
        kode_baki: baki,
        berat: berat_mg / 1000,
        harga_total: piece.harga_total,
        hpp: piece.hpp,
        total_hpp: piece.total_hpp,
        ...(piece.qty > 1 ? { aksesoris: true, qty: piece.qty } : {}),
      }),
    );
  }
  // The item service reads the module flags inside its transaction: loaded before, on PGlite's one connection.
  await t.ctx.modules();
  await t.db.transaction((tx) => createItems(t.ctx, tx, { user_id: 'OWNER', kode_toko: kodeToko, tgl_system: today }, inputs, { jenis: 'TAMBAH' }));
}

// ---------------------------------------------------------------- requests

function postSale(body: Record<string, unknown>, key: string, url = 'penjualan') {
  return t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: { 'x-auth-token': kasir, 'idempotency-key': key }, payload: body });
}

async function authorize(kategori: string): Promise<string> {
  const res = await t.call('POST', '/api/v1/authorisation', { token: kasir, body: { user_id: 'SPV1', password: 'rahasia123', kategori } });
  if (res.statusCode !== 200) throw new Error(`authorization ${kategori}: ${res.statusCode} ${res.body}`);
  return res.json().authorization_id;
}

/** Rows of every table a document writes, and the numbers drawn: a refused request must change none of them. */
async function written(): Promise<Record<string, number>> {
  const [row] = await t.db.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM dokumen)::int AS dokumen, (SELECT count(*) FROM dokumen_baris)::int AS baris,
            (SELECT count(*) FROM dokumen_bayar)::int AS bayar, (SELECT count(*) FROM dokumen_status)::int AS status,
            (SELECT count(*) FROM dokumen_otorisasi)::int AS otorisasi, (SELECT count(*) FROM barang_mutasi)::int AS mutasi,
            (SELECT count(*) FROM kas_mutasi)::int AS kas, (SELECT count(*) FROM jurnal)::int AS jurnal,
            (SELECT count(*) FROM authorizations WHERE used_at IS NOT NULL)::int AS otorisasi_dipakai,
            (SELECT count(*) FROM barang WHERE status <> 'READY')::int AS tidak_ready, (SELECT coalesce(sum(versi), 0)::int8 FROM barang) AS versi,
            (SELECT coalesce(sum(nomor), 0)::int8 FROM nomor_dokumen) AS nomor`,
  );
  return row;
}

// ---------------------------------------------------------------- pricing, as the entry screen previews it

async function rules() {
  const rows = await t.db.query<{ key: string; value: string | null }>(
    `SELECT key, value FROM para_system WHERE key IN ('pembulatan', 'ppn', 'toleransi_penjualan', 'batas_penjualan')`,
  );
  return salePricingRules(Object.fromEntries(rows.map((r) => [r.key, r.value])) as StoredSaleSettings, await t.ctx.modules());
}

function lineInput(p: Piece, diskon = 0): SaleLineInput {
  const g = groups.get(p.kode_group)!;
  return {
    berat_jual_mg: p.berat_mg,
    berat_sistem_mg: p.berat_mg,
    harga_per_gram: g.harga_per_gram,
    harga_tag: p.harga_total,
    ongkos: g.ongkos,
    qty: p.qty,
    diskon: diskon ? { jenis: 'NOMINAL', rupiah: diskon } : null,
    harga_modal: pieceCost(p, p.berat_mg),
    berlian: false,
  };
}

/** A sale of the pieces with random small discounts (never below cost): its body items, priced input and totals. */
async function quote(chosen: Piece[], opts: { discounts: boolean }) {
  const r = await rules();
  const items = chosen.map((p) => {
    const estimate = p.harga_total || Math.round((p.berat_mg * groups.get(p.kode_group)!.harga_per_gram) / 1000);
    const diskon = opts.discounts && rnd.int(4) === 0 ? Math.floor((estimate * 0.03 * rnd.next()) / 1000) * 1000 : 0;
    const berat_jual = rnd.int(5) === 0 ? { berat_jual: p.berat_mg / 1000 } : {};
    return { kode_barcode: p.kode_barcode, ...berat_jual, ...(diskon ? { diskon_rp: diskon } : {}) };
  });
  const lines = chosen.map((p, i) => lineInput(p, items[i].diskon_rp));
  const subtotal = priceSale({ lines }, r).subtotal;
  const diskon_rp = opts.discounts && rnd.int(7) === 0 ? Math.floor((subtotal * 0.01 * rnd.next()) / 100) * 100 : 0;
  const sale: SaleInput = { lines, diskon: diskon_rp ? { jenis: 'NOMINAL', rupiah: diskon_rp } : null };
  const totals = priceSale(sale, r);
  return { items, diskon_rp, totals, needs: saleAuthorizations(sale, totals, r) };
}

/**
 * Random payments of `due`: 0-2 non-cash lines (transfer, cards with a fee, QRIS; never above what is due) and cash
 * for the rest, sometimes more than the rest so that change is given, sometimes cash that is all change.
 */
function payments(due: number): Payment[] {
  const lines: Payment[] = [];
  const k = due < 2 ? 0 : rnd.pick([0, 0, 1, 1, 1, 2]);
  let nonCash = 0;
  if (k) {
    nonCash = rnd.int(4) === 0 ? due : 1 + rnd.int(due - 1);
    const a = k === 2 && nonCash >= 2 ? 1 + rnd.int(nonCash - 1) : nonCash;
    for (const jumlah_rp of a === nonCash ? [nonCash] : [a, nonCash - a]) {
      const jenis = rnd.pick(['TRANSFER', 'DEBIT', 'KREDIT', 'QRIS'] as const);
      const no_rekening = rnd.pick(ACCOUNTS);
      const fee = jenis === 'DEBIT' || jenis === 'KREDIT' ? rnd.pick([0, 1, 1.5, 2.5]) : 0;
      lines.push({ jenis, jumlah_rp, no_rekening, kode_bank: no_rekening === ACCOUNTS[0] ? 'BCA' : 'BRI', ...(fee ? { fee_persen: fee } : {}) });
    }
  }
  const rest = due - nonCash;
  if (rest > 0 || rnd.int(8) === 0) {
    // A customer hands over round notes: up to the next Rp 50.000 (at least Rp 1 more when nothing is left to pay).
    const change = rnd.int(2) ? 0 : Math.ceil((rest + 1) / 50_000) * 50_000 - rest;
    if (rest + change > 0) lines.push({ jenis: 'TUNAI', jumlah_rp: rest + change });
  }
  return rnd.sample(lines, lines.length);
}

const feeOf = (p: Payment) => (p.fee_persen ? cardFee(p.jumlah_rp, Math.round(p.fee_persen * 100)) : 0);
const addDays = (tgl: string, n: number) => new Date(Date.parse(`${tgl}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const ready = () => [...pieces.values()].filter((p) => p.status === 'READY');
/** Pieces no sale can take: sold, or reserved by a deposit. */
const sold = () => [...pieces.values()].filter((p) => p.status !== 'READY');
const sales = () => docs.filter((d) => d.jenis === 'PENJUALAN');
const live = () => sales().filter((d) => !d.batal);
const deposits = () => docs.filter((d) => d.jenis === 'TITIP');
const depositStatus = (d: SaleDoc) => (d.batal ? 'BATAL' : (d.riwayat?.at(-1)?.status ?? 'OPEN'));
const openDeposits = () => deposits().filter((d) => depositStatus(d) === 'OPEN');

// ---------------------------------------------------------------- the operations

/** The operation running, for failure messages. */
let current = '';
const at = (what = '') => `seed ${SEED}, ${current}${what ? `: ${what}` : ''}`;

async function expectNothingWritten(before: Record<string, number>, what: string): Promise<void> {
  expect(await written(), at(`${what} wrote something`)).toEqual(before);
}

/** Posts a sale the model expects to be taken; `authorizations` when the quote needs them. */
async function sale(opts: { belowCost?: boolean } = {}): Promise<void> {
  let chosen: Piece[];
  let q: Awaited<ReturnType<typeof quote>>;
  if (opts.belowCost) {
    // A tagged piece with a cost, discounted below it: 403 naming PENJUALAN_DIBAWAH_MODAL, then taken with it.
    const piece = rnd.pick(ready().filter((p) => p.harga_total > 0 && p.total_hpp > 0));
    chosen = [piece];
    const diskon = piece.harga_total - piece.total_hpp + 1000;
    const sale: SaleInput = { lines: [lineInput(piece, diskon)] };
    const r = await rules();
    const totals = priceSale(sale, r);
    q = { items: [{ kode_barcode: piece.kode_barcode, diskon_rp: diskon }], diskon_rp: 0, totals, needs: saleAuthorizations(sale, totals, r) };
    expect(q.needs, at('the generator meant a sale below cost')).toEqual(['PENJUALAN_DIBAWAH_MODAL']);
  } else {
    chosen = rnd.sample(ready(), 1 + rnd.int(3));
    q = await quote(chosen, { discounts: true });
    expect(q.needs, at('the generator meant a sale that needs no authorization')).toEqual([]);
  }
  const due = q.totals.grand_total;
  const pembayaran = payments(due);
  const body: Record<string, unknown> = { ...customer, items: q.items, pembayaran, ...(q.diskon_rp ? { diskon_rp: q.diskon_rp } : {}) };
  const key = `${SEED}-${current}`;
  const otorisasi: SaleDoc['otorisasi'] = [];
  if (q.needs.length) {
    const before = await written();
    const refused = await postSale(body, key);
    expect(refused.statusCode, at(refused.body)).toBe(403);
    expect(refused.json().kategori, at()).toEqual(q.needs);
    await expectNothingWritten(before, 'a sale refused for its authorization');
    for (const kategori of q.needs) otorisasi.push({ kategori, authorization_id: await authorize(kategori) });
    body.authorization_ids = otorisasi.map((o) => o.authorization_id);
  }
  const res = await postSale(body, key);
  expect(res.statusCode, at(res.body)).toBe(201);
  const total_bayar = pembayaran.reduce((s, p) => s + p.jumlah_rp, 0);
  const no = nextNumber('JL');
  const answer = { no_faktur_jual: no, tgl_system: today, grand_total: due, kembalian: total_bayar - due };
  expect(res.json().data, at()).toMatchObject(answer);
  for (const p of chosen) p.status = 'TERJUAL';
  docs.push({
    jenis: 'PENJUALAN',
    url: 'penjualan',
    answer,
    no,
    tgl: today,
    barcodes: chosen.map((p) => p.kode_barcode),
    grand_total: due,
    total_bayar,
    kembalian: total_bayar - due,
    payments: pembayaran.map((p) => ({ jenis: p.jenis, jumlah_rp: p.jumlah_rp, fee_rp: feeOf(p), no_rekening: p.no_rekening ?? '' })),
    body,
    key,
    otorisasi: otorisasi.sort((a, b) => a.kategori.localeCompare(b.kategori)),
  });
}

/** A sale with a piece sold or reserved by a deposit among READY ones: 409 naming the first such barcode, nothing written. */
async function saleOfSoldPiece(): Promise<void> {
  const chosen = rnd.sample([...rnd.sample(ready(), rnd.int(3)), rnd.pick(sold())], 3);
  const q = await quote(chosen, { discounts: false });
  const before = await written();
  const res = await postSale({ ...customer, items: q.items, pembayaran: [{ jenis: 'TUNAI', jumlah_rp: q.totals.grand_total }] }, `${SEED}-${current}`);
  expect(res.statusCode, at(res.body)).toBe(409);
  expect(res.json().message, at()).toBe(`Barang Sudah Terjual Atau Diproses: ${chosen.find((p) => p.status !== 'READY')!.kode_barcode}`);
  await expectNothingWritten(before, 'a sale of a sold piece');
}

/** A sale paid Rp 1 or more short: 400, nothing written. */
async function underpaidSale(): Promise<void> {
  const chosen = rnd.sample(ready(), 1 + rnd.int(3));
  const q = await quote(chosen, { discounts: false });
  const due = q.totals.grand_total;
  const short = 1 + rnd.int(Math.min(due - 1, 100_000));
  const pembayaran: Payment[] = rnd.int(2)
    ? [{ jenis: 'TUNAI', jumlah_rp: due - short }]
    : [{ jenis: 'TRANSFER', jumlah_rp: due - short, no_rekening: rnd.pick(ACCOUNTS) }];
  const before = await written();
  const res = await postSale({ ...customer, items: q.items, pembayaran }, `${SEED}-${current}`);
  expect(res.statusCode, at(res.body)).toBe(400);
  expect(res.json(), at()).toMatchObject({ message: 'Jumlah Bayar Kurang Dari Total Yang Harus Dibayar', errors: [{ field: 'pembayaran' }] });
  await expectNothingWritten(before, 'an underpaid sale');
}

/** An earlier sale sent again with its Idempotency-Key: its own nota again, nothing written. */
async function retry(): Promise<void> {
  const doc = rnd.pick(docs);
  const before = await written();
  const res = await postSale(doc.body, doc.key, doc.url);
  expect(res.statusCode, at(res.body)).toBe(201);
  expect(res.json().data, at()).toMatchObject(doc.answer);
  await expectNothingWritten(before, `a retry of ${doc.no}`);
}

/** Cancels `doc` with a fresh BATAL_PENJUALAN authorization; the answer the model expects, else nothing written. */
async function cancel(doc: SaleDoc): Promise<void> {
  const authorization_id = await authorize('BATAL_PENJUALAN');
  const before = await written();
  const res = await t.call('POST', `/api/v1/penjualan/${doc.no}/batal`, { token: kasir, body: { alasan: `Batal ${current}`, authorization_id } });
  if (doc.batal) {
    expect(res.statusCode, at(`cancelling ${doc.no} again: ${res.body}`)).toBe(409);
    expect(res.json().message, at()).toBe('Nota Sudah Dibatalkan');
  } else if (doc.tgl !== today) {
    expect(res.statusCode, at(`cancelling ${doc.no} of ${doc.tgl} on ${today}: ${res.body}`)).toBe(400);
    expect(res.json().message, at()).toBe('Penjualan Hari Sebelumnya Tidak Dapat Dibatalkan');
  } else {
    expect(res.statusCode, at(`cancelling ${doc.no}: ${res.body}`)).toBe(200);
    doc.batal = { tgl: today, authorization_id };
    if (doc.titip) {
      // A pay-off cancelled: its deposit is open again and holds the pieces.
      const deposit = docs.find((d) => d.no === doc.titip)!;
      deposit.riwayat!.push({ status: 'OPEN', tgl: today });
      deposit.lunas = undefined;
      for (const code of doc.barcodes) pieces.get(code)!.status = 'TITIP';
    } else for (const code of doc.barcodes) pieces.get(code)!.status = 'READY';
    return;
  }
  await expectNothingWritten(before, `a refused cancellation of ${doc.no}`);
}

/** A deposit of 1-2 pieces with a down payment below the total (cash, sometimes part by transfer or card). */
async function deposit(): Promise<void> {
  const chosen = rnd.sample(ready(), 1 + rnd.int(2));
  const q = await quote(chosen, { discounts: false });
  expect(q.needs, at('the generator meant a deposit that needs no authorization')).toEqual([]);
  const due = q.totals.grand_total;
  const dp = 1 + rnd.int(due - 1);
  const pembayaran: Payment[] = [];
  const bank = dp >= 2 && rnd.int(3) === 0 ? 1 + rnd.int(dp - 1) : 0;
  if (bank) {
    const jenis = rnd.pick(['TRANSFER', 'DEBIT', 'QRIS'] as const);
    const no_rekening = rnd.pick(ACCOUNTS);
    pembayaran.push({ jenis, jumlah_rp: bank, no_rekening, ...(jenis === 'DEBIT' && rnd.int(2) ? { fee_persen: 1.5 } : {}) });
  }
  pembayaran.push({ jenis: 'TUNAI', jumlah_rp: dp - bank });
  const body: Record<string, unknown> = { ...customer, items: q.items, pembayaran };
  const key = `${SEED}-${current}`;
  if (rnd.int(10) === 0) {
    // The whole price as a down payment: refused, nothing written.
    const before = await written();
    const whole = await postSale({ ...body, pembayaran: [{ jenis: 'TUNAI', jumlah_rp: due }] }, `${key}-utuh`, 'titip');
    expect(whole.statusCode, at(whole.body)).toBe(400);
    expect(whole.json().message, at()).toBe('Pembayaran Tidak Boleh Melebihi Sisa Bayar');
    await expectNothingWritten(before, 'a deposit of the whole price');
  }
  const res = await postSale(body, key, 'titip');
  expect(res.statusCode, at(res.body)).toBe(201);
  const no = nextNumber('TP');
  const answer = { no_titip: no, tgl_system: today, grand_total: due, dp_rp: dp, sisa_bayar: due - dp };
  expect(res.json().data, at()).toEqual(answer);
  for (const p of chosen) p.status = 'TITIP';
  docs.push({
    jenis: 'TITIP',
    url: 'titip',
    answer,
    no,
    tgl: today,
    barcodes: chosen.map((p) => p.kode_barcode),
    grand_total: due,
    total_bayar: dp,
    kembalian: 0,
    payments: pembayaran.map((p) => ({ jenis: p.jenis, jumlah_rp: p.jumlah_rp, fee_rp: feeOf(p), no_rekening: p.no_rekening ?? '' })),
    body,
    key,
    otorisasi: [],
    riwayat: [],
  });
}

/** An open deposit paid off today: a sale paid by the deposit and random payments of the rest. */
async function payOff(): Promise<void> {
  const dep = rnd.pick(openDeposits());
  const rest = dep.grand_total - dep.total_bayar;
  const pembayaran = payments(rest);
  const body = { pembayaran };
  const key = `${SEED}-${current}`;
  const url = `titip/${dep.no}/lunas`;
  const res = await postSale(body, key, url);
  expect(res.statusCode, at(res.body)).toBe(201);
  const paid = pembayaran.reduce((s, p) => s + p.jumlah_rp, 0);
  const no = nextNumber('JL');
  const answer = { no_titip: dep.no, no_faktur_jual: no, tgl_system: today, grand_total: dep.grand_total, kembalian: paid - rest };
  expect(res.json().data, at()).toEqual(answer);
  for (const code of dep.barcodes) pieces.get(code)!.status = 'TERJUAL';
  dep.riwayat!.push({ status: 'DONE', tgl: today });
  dep.lunas = no;
  docs.push({
    jenis: 'PENJUALAN',
    url,
    answer,
    no,
    tgl: today,
    barcodes: dep.barcodes,
    grand_total: dep.grand_total,
    total_bayar: dep.total_bayar + paid,
    kembalian: paid - rest,
    payments: [
      { jenis: 'TITIP', jumlah_rp: dep.total_bayar, fee_rp: 0, no_rekening: '' },
      ...pembayaran.map((p) => ({ jenis: p.jenis, jumlah_rp: p.jumlah_rp, fee_rp: feeOf(p), no_rekening: p.no_rekening ?? '' })),
    ],
    body,
    key,
    otorisasi: [],
    titip: dep.no,
  });
}

/** A deposit cancelled with BATAL_TITIP on any day, by a random rule; refused (409) once paid off or cancelled. */
async function cancelDeposit(dep: SaleDoc): Promise<void> {
  const aturan = rnd.pick(['KEMBALI', 'HANGUS'] as const);
  await t.db.query(
    `INSERT INTO para_system (key, value) VALUES ('batal_titip', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [aturan],
  );
  const authorization_id = await authorize('BATAL_TITIP');
  const before = await written();
  const res = await t.call('POST', `/api/v1/titip/${dep.no}/batal`, { token: kasir, body: { alasan: `Batal ${current}`, authorization_id } });
  const status = depositStatus(dep);
  if (status !== 'OPEN') {
    expect(res.statusCode, at(`cancelling ${status} ${dep.no}: ${res.body}`)).toBe(409);
    expect(res.json().message, at()).toBe(status === 'BATAL' ? 'Nota Sudah Dibatalkan' : 'Titipan Sudah Lunas, Tidak Dapat Dibatalkan');
    await expectNothingWritten(before, `a refused cancellation of ${dep.no}`);
    return;
  }
  expect(res.statusCode, at(`cancelling ${dep.no}: ${res.body}`)).toBe(200);
  dep.batal = { tgl: today, authorization_id };
  dep.aturan = aturan;
  for (const code of dep.barcodes) pieces.get(code)!.status = 'READY';
}

/** The shop's rounding and PPN as the settings screen would leave them; the next sales price with them. */
async function changeSettings(): Promise<void> {
  const ppn = rnd.pick([
    { mode: 'PERSEN', nilai: 0 },
    { mode: 'PERSEN', nilai: 1.1 },
    { mode: 'PERSEN', nilai: 11 },
    { mode: 'BERAT', nilai: 2500 },
  ]);
  const pembulatan = rnd.pick(['1', '100', '500', '1000']);
  await t.db.query(
    `INSERT INTO para_system (key, value) VALUES ('ppn', $1), ('pembulatan', $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [JSON.stringify(ppn), pembulatan],
  );
  await t.setModule('PEMBULATAN_KEBAWAH_MODULE', rnd.int(3) === 0);
}

async function nextDay(): Promise<void> {
  today = addDays(today, 1 + rnd.int(2));
  await setBusinessDate(t.db, today);
}

interface Operation {
  name: string;
  weight: number;
  /** Whether the model holds what the operation needs (a sold piece, a sale of today ...). */
  possible?: () => boolean;
  run: () => Promise<void>;
}

/** What a run is made of. */
const OPERATION_TABLE: Operation[] = [
  { name: 'titip', weight: 8, possible: () => ready().length >= 3, run: deposit },
  { name: 'titip-lunas', weight: 5, possible: () => openDeposits().length > 0, run: payOff },
  { name: 'batal-titip', weight: 3, possible: () => openDeposits().length > 0, run: () => cancelDeposit(rnd.pick(openDeposits())) },
  { name: 'batal-titip-ditolak', weight: 1, possible: () => deposits().some((d) => depositStatus(d) !== 'OPEN'), run: () => cancelDeposit(rnd.pick(deposits().filter((d) => depositStatus(d) !== 'OPEN'))) },
  { name: 'jual', weight: 44, possible: () => ready().length >= 3, run: () => sale() },
  { name: 'jual-dibawah-modal', weight: 3, possible: () => ready().some((p) => p.harga_total > 0 && p.total_hpp > 0), run: () => sale({ belowCost: true }) },
  { name: 'jual-barang-terjual', weight: 4, possible: () => sold().length > 0 && ready().length >= 2, run: saleOfSoldPiece },
  { name: 'jual-kurang-bayar', weight: 4, possible: () => ready().length >= 3, run: underpaidSale },
  { name: 'kirim-ulang', weight: 3, possible: () => docs.length > 0, run: retry },
  { name: 'batal', weight: 16, possible: () => live().some((d) => d.tgl === today), run: () => cancel(rnd.pick(live().filter((d) => d.tgl === today))) },
  { name: 'batal-hari-lalu', weight: 3, possible: () => live().some((d) => d.tgl !== today), run: () => cancel(rnd.pick(live().filter((d) => d.tgl !== today))) },
  { name: 'batal-lagi', weight: 2, possible: () => sales().some((d) => d.batal), run: () => cancel(rnd.pick(sales().filter((d) => d.batal))) },
  { name: 'ubah-pengaturan', weight: 2, run: changeSettings },
  { name: 'hari-berikut', weight: 1.2, run: nextDay },
];

function chooseOperation(): Operation {
  const possible = OPERATION_TABLE.filter((o) => !o.possible || o.possible());
  let r = rnd.next() * possible.reduce((s, o) => s + o.weight, 0);
  for (const o of possible) if ((r -= o.weight) < 0) return o;
  return possible[possible.length - 1];
}

// ---------------------------------------------------------------- the auditor

/** Rows that break invariant 1: the stock table, the ledger and the items, per tray and per item. */
async function stockBreaks() {
  const trays = await t.db.query(
    `WITH ledger AS (
       SELECT r.kode_toko, r.kode_baki, sum(k.item_delta)::int AS items, sum(r.qty)::int AS qty, sum(r.berat) AS berat
         FROM barang_mutasi r JOIN ledger_kind k ON k.jenis = r.jenis GROUP BY r.kode_toko, r.kode_baki),
     ready AS (SELECT kode_toko, kode_baki, count(*)::int AS items, sum(qty)::int AS qty, sum(berat) AS berat FROM barang WHERE status = 'READY' GROUP BY kode_toko, kode_baki)
     SELECT kode_toko, kode_baki, s.items AS tabel_items, l.items AS ledger_items, b.items AS barang_items, s.qty AS tabel_qty, l.qty AS ledger_qty,
            b.qty AS barang_qty, s.berat AS tabel_berat, l.berat AS ledger_berat, b.berat AS barang_berat
       FROM stock_baki s FULL JOIN ledger l USING (kode_toko, kode_baki) FULL JOIN ready b USING (kode_toko, kode_baki)
      WHERE NOT (coalesce(s.items, 0) = coalesce(l.items, 0) AND coalesce(l.items, 0) = coalesce(b.items, 0)
             AND coalesce(s.qty, 0) = coalesce(l.qty, 0) AND coalesce(l.qty, 0) = coalesce(b.qty, 0)
             AND coalesce(s.berat, 0) = coalesce(l.berat, 0) AND coalesce(l.berat, 0) = coalesce(b.berat, 0))`,
  );
  const items = await t.db.query(
    `WITH per_item AS (
       SELECT r.kode_barcode, sum(k.item_delta)::int AS items, sum(r.qty)::int AS qty, sum(r.berat) AS berat,
              (array_agg(r.jenis ORDER BY r.id DESC))[1] AS terakhir
         FROM barang_mutasi r JOIN ledger_kind k ON k.jenis = r.jenis GROUP BY r.kode_barcode)
     SELECT b.kode_barcode, b.status, b.qty, b.berat, p.items AS ledger_items, p.qty AS ledger_qty, p.berat AS ledger_berat, p.terakhir
       FROM barang b LEFT JOIN per_item p USING (kode_barcode)
      WHERE NOT coalesce(CASE b.status
              WHEN 'READY' THEN p.items = 1 AND p.qty = b.qty AND p.berat = b.berat AND p.terakhir IN ('TAMBAH', 'BATAL_JUAL', 'BATAL_TITIP')
              WHEN 'TERJUAL' THEN p.items = 0 AND p.qty = 0 AND p.berat = 0 AND p.terakhir IN ('JUAL', 'TITIP_JUAL')
              WHEN 'TITIP' THEN p.items = 0 AND p.qty = 0 AND p.berat = 0 AND p.terakhir IN ('TITIP', 'BATAL_TITIP_JUAL') END, false)`,
  );
  const kinds = [KINDS.map((k) => k.jenis), KINDS.map((k) => k.keluar), KINDS.map((k) => k.kembali), KINDS.map((k) => k.lunas), KINDS.map((k) => k.delta)];
  // Each line of a document left its tray once, on the document's day, and came back once iff it was cancelled,
  // on the cancelling day (a pay-off sale: off and back with 0 pieces and grams, its pieces never on a tray); and no
  // such ledger row points at anything but a line of its document.
  const lines = await t.db.query(
    `WITH kinds AS (SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[], $5::int[]) AS k(jenis, keluar, kembali, lunas, delta)),
     counted AS (
       SELECT d.no_dokumen, l.kode_barcode, d.status,
              (SELECT count(*) FROM barang_mutasi m WHERE m.no_ref = d.no_dokumen AND m.kode_barcode = l.kode_barcode AND m.jenis = k.keluar
                  AND m.tgl_system = d.tgl_system AND m.kode_baki = l.kode_baki AND m.qty = -k.delta * l.qty AND m.berat = -k.delta * l.berat)::int AS keluar,
              (SELECT count(*) FROM barang_mutasi m WHERE m.no_ref = d.no_dokumen AND m.kode_barcode = l.kode_barcode AND m.jenis = k.kembali
                  AND m.tgl_system = d.tgl_status AND m.kode_baki = l.kode_baki AND m.qty = k.delta * l.qty AND m.berat = k.delta * l.berat)::int AS kembali
         FROM dokumen_terkini d
         JOIN kinds k ON k.jenis = d.jenis AND k.lunas = EXISTS (SELECT 1 FROM dokumen_bayar b WHERE b.no_dokumen = d.no_dokumen AND b.jenis = 'TITIP')
         JOIN dokumen_baris l ON l.no_dokumen = d.no_dokumen)
     SELECT * FROM counted WHERE keluar <> 1 OR kembali <> (status = 'BATAL')::int`,
    kinds,
  );
  const strays = await t.db.query(
    `SELECT m.id, m.kode_barcode, m.jenis, m.no_ref FROM barang_mutasi m
      WHERE m.jenis IN (SELECT unnest($1::text[]) UNION ALL SELECT unnest($2::text[]))
        AND NOT EXISTS (SELECT 1 FROM dokumen_baris l WHERE l.no_dokumen = m.no_ref AND l.kode_barcode = m.kode_barcode)`,
    kinds.slice(1, 3),
  );
  return { trays, items, lines, strays };
}

/** Rows that break invariant 2: journals that do not balance, as a whole, in their own lines or in their mirror. */
async function journalBreaks() {
  return t.db.query(
    `SELECT d.no_dokumen, coalesce(sum(j.debet), 0)::int8 AS debet, coalesce(sum(j.kredit), 0)::int8 AS kredit,
            coalesce(sum(j.debet - j.kredit) FILTER (WHERE j.type <> 'BATAL'), 0)::int8 AS selisih_dokumen,
            coalesce(sum(j.debet - j.kredit) FILTER (WHERE j.type = 'BATAL'), 0)::int8 AS selisih_batal, count(j.id)::int AS baris
       FROM dokumen d LEFT JOIN jurnal j ON j.no_dokumen = d.no_dokumen GROUP BY d.no_dokumen
     HAVING coalesce(sum(j.debet), 0) <> coalesce(sum(j.kredit), 0) OR count(j.id) = 0
         OR coalesce(sum(j.debet - j.kredit) FILTER (WHERE j.type <> 'BATAL'), 0) <> 0
         OR coalesce(sum(j.debet - j.kredit) FILTER (WHERE j.type = 'BATAL'), 0) <> 0`,
  );
}

/** Rows that break invariant 3: the money ledger against the payments, cancellations netting to zero, dates. */
async function moneyBreaks() {
  const kinds = [MONEY_KINDS.map((k) => k.jenis), MONEY_KINDS.map((k) => k.batal_kategori)];
  const kindsCte = 'kinds AS (SELECT * FROM unnest($1::text[], $2::text[]) AS k(jenis, batal_kategori))';
  // What each document's own rows (not its mirror) must hold per account: the till tunai - kembalian, each account
  // its non-cash payments and their fees.
  const payments = await t.db.query(
    `WITH ${kindsCte},
     paid AS (
       SELECT d.no_dokumen, 'KAS' AS akun,
              coalesce((SELECT sum(b.jumlah_rp) FROM dokumen_bayar b WHERE b.no_dokumen = d.no_dokumen AND b.jenis = 'TUNAI'), 0) - d.kembalian AS net
         FROM dokumen d
       UNION ALL
       SELECT no_dokumen, no_rekening, sum(jumlah_rp + fee_rp) FROM dokumen_bayar WHERE jenis NOT IN ('TUNAI', 'TITIP', 'KUPON') GROUP BY no_dokumen, no_rekening),
     expected AS (SELECT no_dokumen, akun, sum(net)::int8 AS net FROM paid GROUP BY no_dokumen, akun),
     own AS (
       SELECT m.no_dokumen, m.akun, sum(m.jumlah_in - m.jumlah_out)::int8 AS net
         FROM kas_mutasi m JOIN dokumen d ON d.no_dokumen = m.no_dokumen JOIN kinds k ON k.jenis = d.jenis
        WHERE m.kategori <> k.batal_kategori GROUP BY m.no_dokumen, m.akun)
     SELECT no_dokumen, akun, e.net AS pembayaran, o.net AS kas_mutasi
       FROM expected e FULL JOIN own o USING (no_dokumen, akun) WHERE coalesce(e.net, 0) <> coalesce(o.net, 0)`,
    kinds,
  );
  // A cancelled document nets to zero in every money account and every journal account; a live one has no mirror.
  // A forfeited deposit (HANGUS) has no money mirror: its money stays, and of its journal the deposit liability
  // (2-1102) nets to zero, moved to other income by lines of type HANGUS.
  const cancelled = await t.db.query(
    `WITH ${kindsCte},
     hangus AS (SELECT no_dokumen FROM dokumen_batal_titip WHERE aturan = 'HANGUS')
     SELECT 'kas_mutasi' AS buku, m.no_dokumen, m.akun, d.status, sum(m.jumlah_in - m.jumlah_out)::int8 AS net,
            count(*) FILTER (WHERE m.kategori = k.batal_kategori)::int AS cermin
       FROM kas_mutasi m JOIN dokumen_terkini d ON d.no_dokumen = m.no_dokumen JOIN kinds k ON k.jenis = d.jenis
      GROUP BY m.no_dokumen, m.akun, d.status
     HAVING (d.status = 'BATAL' AND m.no_dokumen NOT IN (SELECT * FROM hangus) AND sum(m.jumlah_in - m.jumlah_out) <> 0)
         OR ((d.status <> 'BATAL' OR m.no_dokumen IN (SELECT * FROM hangus)) AND count(*) FILTER (WHERE m.kategori = k.batal_kategori) > 0)
     UNION ALL
     SELECT 'jurnal', j.no_dokumen, j.nomor_akun, d.status, sum(j.debet - j.kredit)::int8, count(*) FILTER (WHERE j.type IN ('BATAL', 'HANGUS'))::int
       FROM jurnal j JOIN dokumen_terkini d ON d.no_dokumen = j.no_dokumen
      GROUP BY j.no_dokumen, j.nomor_akun, d.status
     HAVING (d.status = 'BATAL' AND (j.no_dokumen NOT IN (SELECT * FROM hangus) OR j.nomor_akun = '2-1102') AND sum(j.debet - j.kredit) <> 0)
         OR (d.status <> 'BATAL' AND count(*) FILTER (WHERE j.type IN ('BATAL', 'HANGUS')) > 0)
         OR (j.no_dokumen IN (SELECT * FROM hangus) AND count(*) FILTER (WHERE j.type = 'BATAL') > 0)`,
    kinds,
  );
  // Own rows are dated on the document's day, mirror rows on the cancelling day.
  const dates = await t.db.query(
    `WITH ${kindsCte}
     SELECT 'kas_mutasi' AS buku, m.id, m.no_dokumen, m.tgl_system::text AS tgl, d.tgl_system::text AS tgl_dokumen, d.tgl_status::text AS tgl_status
       FROM kas_mutasi m JOIN dokumen_terkini d ON d.no_dokumen = m.no_dokumen JOIN kinds k ON k.jenis = d.jenis
      WHERE m.tgl_system IS DISTINCT FROM CASE WHEN m.kategori <> k.batal_kategori THEN d.tgl_system WHEN d.status = 'BATAL' THEN d.tgl_status END
     UNION ALL
     SELECT 'jurnal', j.id, j.no_dokumen, j.tgl_system::text, d.tgl_system::text, d.tgl_status::text
       FROM jurnal j JOIN dokumen_terkini d ON d.no_dokumen = j.no_dokumen
      WHERE j.tgl_system IS DISTINCT FROM CASE WHEN j.type NOT IN ('BATAL', 'HANGUS') THEN d.tgl_system WHEN d.status = 'BATAL' THEN d.tgl_status END`,
    kinds,
  );
  // The journal's cash and bank debits are the money ledger's: Kas the till's net, EDC the accounts' (own rows).
  const journalMoney = await t.db.query(
    `WITH ${kindsCte},
     money AS (
       SELECT m.no_dokumen, sum(m.jumlah_in - m.jumlah_out) FILTER (WHERE m.akun = 'KAS') AS kas, sum(m.jumlah_in - m.jumlah_out) FILTER (WHERE m.akun <> 'KAS') AS bank
         FROM kas_mutasi m JOIN dokumen d ON d.no_dokumen = m.no_dokumen JOIN kinds k ON k.jenis = d.jenis
        WHERE m.kategori <> k.batal_kategori GROUP BY m.no_dokumen),
     journal AS (
       SELECT no_dokumen, sum(debet - kredit) FILTER (WHERE kode_akun = 'KAS') AS kas, sum(debet - kredit) FILTER (WHERE kode_akun = 'EDC') AS bank
         FROM jurnal WHERE type NOT IN ('BATAL', 'HANGUS') GROUP BY no_dokumen)
     SELECT no_dokumen, m.kas::int8 AS kas_mutasi_kas, j.kas::int8 AS jurnal_kas, m.bank::int8 AS kas_mutasi_bank, j.bank::int8 AS jurnal_bank
       FROM money m FULL JOIN journal j USING (no_dokumen)
      WHERE coalesce(m.kas, 0) <> coalesce(j.kas, 0) OR coalesce(m.bank, 0) <> coalesce(j.bank, 0)`,
    kinds,
  );
  return { payments, cancelled, dates, journalMoney };
}

/** Invariant 4: what the test believes happened is what the database holds. */
async function modelAgrees(): Promise<void> {
  const status = Object.fromEntries((await t.db.query<{ kode_barcode: string; status: string }>('SELECT kode_barcode, status FROM barang')).map((r) => [r.kode_barcode, r.status]));
  expect(status, at('item status')).toEqual(Object.fromEntries([...pieces.values()].map((p) => [p.kode_barcode, p.status])));

  const headers = await t.db.query<Record<string, unknown> & { no_dokumen: string }>(
    `SELECT no_dokumen, tgl_system::text AS tgl, status, tgl_status::text AS tgl_status, grand_total, total_bayar, kembalian FROM dokumen_terkini`,
  );
  const byNo = <R extends { no_dokumen: string }>(rows: R[], f: (r: R) => unknown) => {
    const out: Record<string, unknown[]> = {};
    for (const r of rows) (out[r.no_dokumen] ??= []).push(f(r));
    return out;
  };
  expect(Object.fromEntries(headers.map(({ no_dokumen, ...h }) => [no_dokumen, h])), at('documents')).toEqual(
    Object.fromEntries(
      docs.map((d) => [
        d.no,
        {
          tgl: d.tgl,
          status: d.jenis === 'TITIP' ? depositStatus(d) : d.batal ? 'BATAL' : 'DONE',
          tgl_status: d.batal?.tgl ?? d.riwayat?.at(-1)?.tgl ?? d.tgl,
          grand_total: d.grand_total,
          total_bayar: d.total_bayar,
          kembalian: d.kembalian,
        },
      ]),
    ),
  );
  const lines = await t.db.query<{ no_dokumen: string; baris: number; kode_barcode: string }>('SELECT no_dokumen, baris, kode_barcode FROM dokumen_baris ORDER BY no_dokumen, baris');
  expect(byNo(lines, (l) => l.kode_barcode), at('document lines')).toEqual(Object.fromEntries(docs.map((d) => [d.no, d.barcodes])));
  const paid = await t.db.query<{ no_dokumen: string; jenis: string; jumlah_rp: number; fee_rp: number; no_rekening: string }>(
    'SELECT no_dokumen, jenis, jumlah_rp, fee_rp, no_rekening FROM dokumen_bayar ORDER BY no_dokumen, baris',
  );
  expect(byNo(paid, ({ no_dokumen: _, ...p }) => p), at('payments')).toEqual(Object.fromEntries(docs.filter((d) => d.payments.length).map((d) => [d.no, d.payments])));
  const used = await t.db.query<{ no_dokumen: string; kategori: string; authorization_id: string }>(
    'SELECT no_dokumen, kategori, authorization_id FROM dokumen_otorisasi ORDER BY no_dokumen, kategori',
  );
  expect(byNo(used, ({ no_dokumen: _, ...o }) => o), at('authorizations a sale used')).toEqual(
    Object.fromEntries(docs.filter((d) => d.otorisasi.length).map((d) => [d.no, d.otorisasi])),
  );
  const batal = await t.db.query<{ no_dokumen: string; tgl: string; authorization_id: string }>(
    `SELECT no_dokumen, tgl_system::text AS tgl, authorization_id FROM dokumen_status WHERE status = 'BATAL'`,
  );
  expect(byNo(batal, ({ no_dokumen: _, ...b }) => b), at('cancellations')).toEqual(Object.fromEntries(docs.filter((d) => d.batal).map((d) => [d.no, [d.batal]])));

  // The till and each account over the whole run: what the live sales and deposits paid (a pay-off's deposit line
  // moves no money), nothing of the cancelled ones except a forfeited deposit's down payment.
  const balance: Record<string, number> = {};
  for (const d of docs.filter((x) => !x.batal || x.aturan === 'HANGUS')) {
    const tunai = d.payments.filter((p) => p.jenis === 'TUNAI').reduce((s, p) => s + p.jumlah_rp, 0);
    balance.KAS = (balance.KAS ?? 0) + tunai - d.kembalian;
    for (const p of d.payments.filter((x) => x.jenis !== 'TUNAI' && x.jenis !== 'TITIP')) balance[p.no_rekening] = (balance[p.no_rekening] ?? 0) + p.jumlah_rp + p.fee_rp;
  }
  // What each cancelled deposit's rule did, as recorded on it.
  const rules = await t.db.query<{ no_dokumen: string; aturan: string }>('SELECT no_dokumen, aturan FROM dokumen_batal_titip ORDER BY no_dokumen');
  expect(Object.fromEntries(rules.map((r) => [r.no_dokumen, r.aturan])), at('deposit cancellation rules')).toEqual(
    Object.fromEntries(deposits().filter((d) => d.batal).map((d) => [d.no, d.aturan])),
  );
  const accounts = await t.db.query<{ akun: string; net: number }>('SELECT akun, sum(jumlah_in - jumlah_out)::int8 AS net FROM kas_mutasi GROUP BY akun');
  expect(Object.fromEntries(accounts.filter((a) => a.net !== 0).map((a) => [a.akun, a.net])), at('money per account')).toEqual(
    Object.fromEntries(Object.entries(balance).filter(([, v]) => v !== 0)),
  );
}

async function audit(): Promise<void> {
  expect(await stockBreaks(), at('1. stock: table, ledger and items')).toEqual({ trays: [], items: [], lines: [], strays: [] });
  expect(await journalBreaks(), at('2. journals that do not balance')).toEqual([]);
  expect(await moneyBreaks(), at('3. money ledger against payments')).toEqual({ payments: [], cancelled: [], dates: [], journalMoney: [] });
  await modelAgrees();
}

describe('the document kernel', () => {
  it(`keeps stock, journal and money ledgers exact through ${OPERATIONS} random sales, deposits and cancellations (seed ${SEED})`, async () => {
    const counts: Record<string, number> = {};
    for (let op = 1; op <= OPERATIONS; op++) {
      const o = chooseOperation();
      current = `operation ${op} (${o.name}, business date ${today})`;
      await o.run();
      counts[o.name] = (counts[o.name] ?? 0) + 1;
      if (op % AUDIT_EVERY === 0) {
        current = `audit after operation ${op}`;
        await audit();
      }
    }
    // The run did mix: every operation ran, and enough sales were taken and cancelled to mean something.
    expect(Object.keys(counts).sort(), at(JSON.stringify(counts))).toEqual(OPERATION_TABLE.map((o) => o.name).sort());
    expect(docs.length, at(JSON.stringify(counts))).toBeGreaterThan(OPERATIONS / 3);
    expect(docs.filter((d) => d.batal).length, at(JSON.stringify(counts))).toBeGreaterThan(OPERATIONS / 10);
  }, 300_000);
});
