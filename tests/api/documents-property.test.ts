// Property of the document kernel (issues 9, 10 and 11): after a thousand random operations through the API (sales,
// refused sales, retries, cancellations of today's and of earlier days' sales, setting changes, the day's close,
// buy-backs, trade-ins and the refining of bought-back gold), an auditor that rebuilds every balance in SQL from the
// ledgers alone finds:
//   1. per tray, stock_baki equals the stock ledger (barang_mutasi x ledger_kind.item_delta) and the items counted on
//      trays (READY, and BELI on the buy-back tray); every item's status agrees with its ledger (TERJUAL after JUAL,
//      READY after TAMBAH, BATAL_JUAL or SORTIR_MASUK, BELI after BELI or back from the cleaner ...), and every JUAL /
//      BATAL_JUAL / BELI / BATAL_BELI row is a line of its document, dated on the document's or the cancelling day;
//   2. every document's journal balances (debit = credit), its own lines and its mirror lines each;
//   3. the money ledger equals the payments: the till (akun KAS) gets tunai - kembalian, each account its non-cash
//      payments with their fees, a buy-back's money goes out; TUKAR moves no money and the two TUKAR lines of a
//      trade-in are equal, their clearing account netting to zero; a cancelled document nets to zero per money account
//      and per journal account, its mirror rows dated on the cancelling day;
//   4. the model this test keeps (which pieces are sold, bought back, at the cleaner or melted, and what they weigh;
//      which documents are cancelled, what was paid) is the database;
//   5. the fine gold (weight x kadar) of bought-back pieces, per kadar, from the ledger rows of the buy-back kinds:
//      bought (BELI - BATAL_BELI) - moved to trays (SORTIR_KELUAR) - melted (HANCUR_BELI) - shrinkage (SUSUT,
//      WASTING) - at the cleaner (KIRIM_CUCI - TERIMA_CUCI) is what the buy-back tray holds; each term is what the
//      model did, and the shrinkage records are the model's losses.
//   6. the integrity report (GET laporan/integritas, server/reports/integritas.sql, whose stock check is invariant 1's
//      per tray and per item) finds nothing;
//   7. the business days are ended by real closes (POST tutup-toko), over several weeks: before each close, every money
//      account's closing balance on the close's summary is the sum of its rows, the trial balance (GET
//      laporan/neraca-saldo) up to the day balances and the integrity report finds nothing; the balances carried into
//      the next day are those sums; a close that would run past the calendar is refused.
// The run is seeded (mulberry32): DOCUMENTS_SEED=<seed> replays a failure, whose message names the seed and the
// operation. Money deposits (titip) run beside the sales: taken (pieces reserved, a down payment), paid off (a sale
// paid by the deposit, pieces TITIP -> TERJUAL without touching a tray), cancelled on any day with the down payment
// refunded (KEMBALI: mirror rows, netting to zero) or forfeited (HANGUS: the money stays, the deposit liability nets
// to zero and becomes other income), and a pay-off sale cancelled reopens its deposit. Sold pieces come back through
// buy-backs and trade-ins, are sorted, cleaned (lighter), moved onto a sales tray and sold again, or melted.
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { TRAYS, itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { BUYBACK_TRAY, seedBuybackMasters } from '../helpers/buyback-fixture';
import { setBusinessDate } from '../helpers/paths';
import { todayIso } from '../../domain/dates';
import { createItems } from '../../server/inventory/items';
import { cardFee } from '../../domain/payments';
import { integrityBreaks, integrityChecks } from '../../server/books/integrity';
import { buybackAuthorizations, resolveBuybackLine, tradeIn, type BuybackAuthorizationLine, type BuybackParameters } from '../../domain/buyback-pricing';
import { kindsOf } from '../../domain/authorization';
import { pieceCost, priceSale, saleAuthorizations, salePricingRules, type LabourCharge, type SaleInput, type SaleLineInput, type StoredSaleSettings } from '../../domain/sale-pricing';

const SEED = Number(process.env.DOCUMENTS_SEED ?? 20261209);
const OPERATIONS = 1000;
/** The auditor runs after every this many operations, and at the end. */
const AUDIT_EVERY = 250;
/** Pieces created before the run: enough that the sales never run out of READY pieces. */
const PIECES = 1500;
const ACCOUNTS = ['1234567890', '9876543210'];
/** How many calendar days before today the run's first business day is: room for its closes (about 15 a run). */
const START_DAYS_BACK = 40;
/**
 * What the till and each account hold before the run (a manual income, as a shop enters its opening float): every
 * payout checks its akun, and the run's buy-backs and refunds must never be short.
 */
const FLOAT = 10_000_000_000;

/**
 * The document kinds the auditor knows: the stock-ledger kinds a document's pieces leave and come back with, and
 * the money-ledger kategori of a cancellation's mirror rows. A deposit (TITIP, BATAL_TITIP) is one more row.
 */
const KINDS = [
  { jenis: 'PENJUALAN', lunas: false, keluar: 'JUAL', kembali: 'BATAL_JUAL', delta: 1 },
  // A deposit's pay-off: its pieces are off their trays already (qty and grams 0 on the row).
  { jenis: 'PENJUALAN', lunas: true, keluar: 'TITIP_JUAL', kembali: 'BATAL_TITIP_JUAL', delta: 0 },
  { jenis: 'TITIP', lunas: false, keluar: 'TITIP', kembali: 'BATAL_TITIP', delta: 1 },
  // A buy-back: its pieces come onto the buy-back tray out of nothing, and leave it when it is cancelled.
  { jenis: 'PEMBELIAN', lunas: false, keluar: 'BELI', kembali: 'BATAL_BELI', delta: -1 },
];
/** The money ledger's kategori of each kind's cancellation mirror rows, and which way its payments move money. */
const MONEY_KINDS = [
  { jenis: 'PENJUALAN', batal_kategori: 'BATAL PENJUALAN', arah: 1 },
  { jenis: 'TITIP', batal_kategori: 'BATAL TITIP', arah: 1 },
  { jenis: 'PEMBELIAN', batal_kategori: 'BATAL PEMBELIAN', arah: -1 },
];
/** Grams a bought-back own piece may weigh less than sold without TOLERANSI_BERAT_PEMBELIAN (setting toleransi_pembelian). */
const TOLERANCE_MG = 50;
/** The ledger kinds of bought-back gold (invariant 5). */
const BUYBACK_KINDS = ['BELI', 'BATAL_BELI', 'SORTIR_KELUAR', 'HANCUR_BELI', 'SUSUT', 'WASTING', 'KIRIM_CUCI', 'TERIMA_CUCI'];

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
  kadar: number;
  status: 'READY' | 'TERJUAL' | 'TITIP' | 'BELI' | 'CUCI' | 'HANCUR' | 'BATAL';
  /** The sale line it was sold on, in force: the reference a buy-back of it takes (harga_nota, berat_nota). */
  nota?: { no: string; harga: number; berat_mg: number };
  /**
   * Its buy-back in force: of the shop's own piece (TOKO: back to TERJUAL when cancelled, its record as it was before,
   * `sebelum`) or one from elsewhere.
   */
  beli?: { no: string; asal: 'TOKO' | 'LUAR'; sebelum?: Pick<Piece, 'berat_mg' | 'hpp' | 'total_hpp' | 'qty'>; diproses?: boolean };
  /** Where sorting sent it (barang.status_sortir). */
  sortir: '' | 'JUAL' | 'CUCI' | 'SEPUH' | 'LEBUR';
  /** Ever bought back: its cost is the price paid then, so a sale of it may need PENJUALAN_DIBAWAH_MODAL. */
  dibeli?: boolean;
}

interface Payment {
  jenis: 'TUNAI' | 'TRANSFER' | 'DEBIT' | 'KREDIT' | 'QRIS';
  jumlah_rp: number;
  no_rekening?: string;
  kode_bank?: string;
  fee_persen?: number;
}

interface SaleDoc {
  jenis: 'PENJUALAN' | 'TITIP' | 'PEMBELIAN';
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
  /** The body and Idempotency-Key it was posted with: a retry sends them again (a trade-in's buy-back has none). */
  body?: Record<string, unknown>;
  key?: string;
  /** A trade-in's half: the checkout group (TT-...) of the sale and its buy-back. */
  group?: string;
  /** A deposit: its lines' totals, the prices its pay-off sells at. */
  notas?: number[];
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
/** The masters buy-backs are priced by, as the entry screen reads them (GET pembelian/parameter). */
let buyParams: BuybackParameters;
/** The refining screens are a supervisor's. */
let spv: string;

/** Fine gold of bought-back pieces per kadar, in milligrams x kadar %, as the model moved it (invariant 5). */
interface FineGold {
  beli: number;
  pindah: number;
  hancur: number;
  susut: number;
  cuci: number;
}
const fineGold = new Map<number, FineGold>();
function addFine(p: Piece, term: keyof FineGold, mg: number): void {
  const f = fineGold.get(p.kadar) ?? { beli: 0, pindah: 0, hancur: 0, susut: 0, cuci: 0 };
  f[term] += mg * p.kadar;
  fineGold.set(p.kadar, f);
}
/** Batches at the cleaner or plater, and the shrinkage records (received batches, melts) the model expects. */
const batches: { no: string; jenis: 'CUCI' | 'SEPUH'; barcodes: string[]; sent: number[] }[] = [];
const shrinkages: { no_ref: string; jenis: string; berat_awal: number; berat_akhir: number }[] = [];

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
  await seedBuybackMasters(t.db);
  // Necklaces are bought back by a price code of their own; a worn piece within 50 mg needs no authorization.
  await t.db.query(`INSERT INTO master_para_harga_beli (kode_harga, harga_per_gram) VALUES ('B70', 750000)`);
  await t.db.query(`UPDATE master_group SET kode_harga_beli = 'B70' WHERE kode_group = 'K70'`);
  await t.db.query(
    `INSERT INTO para_system (key, value) VALUES ('toleransi_pembelian', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [String(TOLERANCE_MG / 1000)],
  );
  await t.setModule('SEPUHAN_MODULE', true);
  kasir = await t.login('KASIR1', 'rahasia123');
  spv = await t.login('SPV1', 'rahasia123');
  const parameter = await t.call('GET', '/api/v1/pembelian/parameter', { token: kasir });
  expect(parameter.statusCode, parameter.body).toBe(200);
  buyParams = parameter.json().data;
  // The run starts weeks back, so its days can be closed one by one (a close never runs past the calendar).
  today = addDays(todayIso(), -START_DAYS_BACK);
  await setBusinessDate(t.db, today, kodeToko);
  await t.db.query(`INSERT INTO master_kode_transaksi (kode_transaksi, nama_transaksi, jenis_transaksi) VALUES ('MODAL', 'Tambah Modal', 'MASUK')`);
  const owner = await t.login();
  for (const akun of ['KAS', ...ACCOUNTS]) {
    const float = await t.call('POST', '/api/v1/cash', { token: owner, body: { akun, kategori: 'MODAL', keterangan: 'Modal awal', jumlah: FLOAT } });
    expect(float.statusCode, float.body).toBe(201);
  }
  await t.call('POST', '/api/v1/users/logout', { token: owner, body: { user_id: 'OWNER' } });
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
      piece = { kode_barcode, kode_group, berat_mg, qty: 1, harga_total: 0, hpp: cost === 1 ? 700_000 : 0, total_hpp: cost === 2 ? Math.round(berat_mg * 650) : 0, kadar: 75, status: 'READY', sortir: '' };
    } else if (kind < 0.9) {
      // A tagged piece at its tag price; mostly with its cost, 60-85 % of the price.
      const harga_total = (1_000 + rnd.int(20_000)) * 1000;
      const total_hpp = rnd.int(10) < 7 ? Math.round(harga_total * (0.6 + rnd.next() * 0.25)) : 0;
      piece = { kode_barcode, kode_group, berat_mg, qty: 1, harga_total, hpp: 0, total_hpp, kadar: 75, status: 'READY', sortir: '' };
    } else {
      // An accessory line of 2-6 pieces, sold whole by weight (ongkos PER PCS counts its pieces).
      piece = { kode_barcode, kode_group, berat_mg, qty: 2 + rnd.int(5), harga_total: 0, hpp: rnd.int(2) ? 700_000 : 0, total_hpp: 0, kadar: 75, status: 'READY', sortir: '' };
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
            (SELECT count(*) FROM authorizations WHERE used_at IS NOT NULL)::int AS otorisasi_dipakai, (SELECT count(*) FROM barang)::int AS barang,
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
  return { items, diskon_rp, totals, needs: kindsOf(saleAuthorizations(sale, totals, r)) };
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
/** Today's sales: cancelled, unless a piece was bought back since (then refused, whatever became of the piece). */
const cancellable = (d: SaleDoc) => d.tgl === today;
const deposits = () => docs.filter((d) => d.jenis === 'TITIP');
const depositStatus = (d: SaleDoc) => (d.batal ? 'BATAL' : (d.riwayat?.at(-1)?.status ?? 'OPEN'));
const openDeposits = () => deposits().filter((d) => depositStatus(d) === 'OPEN');
/** Pieces never bought back: their cost is the shop's own, so a deposit or a sale below cost is what the generator means. */
const freshReady = () => ready().filter((p) => !p.dibeli);
const belowCostPieces = () => freshReady().filter((p) => p.harga_total > 0 && p.total_hpp > 0);
const buybacks = () => docs.filter((d) => d.jenis === 'PEMBELIAN');
/** The shop's own pieces a customer may sell back: sold, by a sale in force (an accessory line comes back as one lot). */
const soldOwn = () => [...pieces.values()].filter((p) => p.status === 'TERJUAL' && p.nota);
const inBuybackStock = (sortir?: Piece['sortir']) => [...pieces.values()].filter((p) => p.status === 'BELI' && (sortir === undefined || p.sortir === sortir));

/** A piece sold by the document `no` at the line total `harga`: the reference of a later buy-back. */
function sell(p: Piece, no: string, harga: number): void {
  p.status = 'TERJUAL';
  p.nota = { no, harga, berat_mg: p.berat_mg };
}

// ---------------------------------------------------------------- the operations

/** The operation running, for failure messages. */
let current = '';
/** The days the run closed (POST tutup-toko). */
let closes = 0;
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
    const piece = rnd.pick(belowCostPieces());
    chosen = [piece];
    const diskon = piece.harga_total - piece.total_hpp + 1000;
    const sale: SaleInput = { lines: [lineInput(piece, diskon)] };
    const r = await rules();
    const totals = priceSale(sale, r);
    q = { items: [{ kode_barcode: piece.kode_barcode, diskon_rp: diskon }], diskon_rp: 0, totals, needs: kindsOf(saleAuthorizations(sale, totals, r)) };
    // A discount that deep may pass the discount limit too (DISKON_DIATAS_BATAS).
    expect(q.needs, at('the generator meant a sale below cost')).toContain('PENJUALAN_DIBAWAH_MODAL');
  } else {
    chosen = rnd.sample(ready(), 1 + rnd.int(3));
    q = await quote(chosen, { discounts: true });
    // A piece bought back costs what was paid for it: sold again, it may go below that cost.
    if (!chosen.some((p) => p.dibeli)) expect(q.needs, at('the generator meant a sale that needs no authorization')).toEqual([]);
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
  chosen.forEach((p, i) => sell(p, no, q.totals.lines[i].harga_total));
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
  const doc = rnd.pick(docs.filter((d) => d.key));
  const before = await written();
  const res = await postSale(doc.body!, doc.key!, doc.url);
  expect(res.statusCode, at(res.body)).toBe(201);
  expect(res.json().data, at()).toMatchObject(doc.answer);
  await expectNothingWritten(before, `a retry of ${doc.no}`);
}

/** Cancels `doc` with a fresh BATAL_PENJUALAN authorization; the answer the model expects, else nothing written. */
async function cancel(doc: SaleDoc): Promise<void> {
  const authorization_id = await authorize('BATAL_PENJUALAN');
  const before = await written();
  const res = await t.call('POST', `/api/v1/penjualan/${doc.no}/batal`, { token: kasir, body: { alasan: `Batal ${current}`, authorization_id } });
  // A piece of the sale bought back since (perhaps sold again) is no longer the sale's to take back.
  const gone = doc.barcodes.find((c) => pieces.get(c)!.status !== 'TERJUAL' || pieces.get(c)!.nota?.no !== doc.no);
  if (doc.group) {
    expect([res.statusCode, res.json().message], at(`cancelling the trade-in half ${doc.no} alone: ${res.body}`)).toEqual([409, GROUP_ALONE]);
  } else if (doc.batal) {
    expect(res.statusCode, at(`cancelling ${doc.no} again: ${res.body}`)).toBe(409);
    expect(res.json().message, at()).toBe('Nota Sudah Dibatalkan');
  } else if (doc.tgl !== today) {
    expect(res.statusCode, at(`cancelling ${doc.no} of ${doc.tgl} on ${today}: ${res.body}`)).toBe(400);
    expect(res.json().message, at()).toBe('Penjualan Hari Sebelumnya Tidak Dapat Dibatalkan');
  } else if (gone) {
    expect([res.statusCode, res.json().message], at(`cancelling ${doc.no} whose ${gone} was bought back: ${res.body}`)).toEqual([409, BOUGHT_BACK]);
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

const GROUP_ALONE = 'Barang Tukar Tambah Dan Barang Biasa Tidak Dapat Dibatalkan Terpisah, Batalkan Keduanya Bersamaan';
const BOUGHT_BACK = 'Barang Nota Ini Sudah Dibeli Kembali, Penjualan Tidak Dapat Dibatalkan';

/** A deposit of 1-2 pieces with a down payment below the total (cash, sometimes part by transfer or card). */
async function deposit(): Promise<void> {
  const chosen = rnd.sample(freshReady(), 1 + rnd.int(2));
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
    notas: q.totals.lines.map((l) => l.harga_total),
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
  dep.barcodes.forEach((code, i) => sell(pieces.get(code)!, no, dep.notas![i]));
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

// ---------------------------------------------------------------- buy-backs and trade-ins

/** A buy-back line the model priced with the screen's functions, and what its authorizations depend on. */
/** A line priced by its default code (the generator never picks one): its system price is the default's. */
const byDefaultCode = (nama_barang: string, harga_sistem: number) => ({ nama_barang, harga_sistem, kode_harga: '', kode_harga_default: '', harga_sistem_default: harga_sistem });

interface BuyLine {
  item: Record<string, unknown>;
  /** The shop's own piece it brings back; absent: a new piece from elsewhere. */
  piece?: Piece;
  kode_group: string;
  kadar: number;
  berat_mg: number;
  harga: number;
  auth: BuybackAuthorizationLine;
}

/** A line's system price, by the entry screen's own function over the masters the server prices with. */
function priced(kode_group: string, kadar: number, berat_mg: number, kondisi: string, ada_nota: boolean) {
  const r = resolveBuybackLine(buyParams, { kode_group, kadar: Math.round(kadar * 100), berat_mg, kondisi, ada_nota });
  if (!r.ok) throw new Error(at(`the generator priced an unknown line: ${r.message}`));
  return r.price.harga_sistem;
}

/**
 * The shop's own sold piece brought back: sometimes worn (up to 80 mg lighter: beyond the tolerance it needs
 * TOLERANSI_BERAT_PEMBELIAN), found by its barcode or, when it was its receipt's only piece, by the receipt; paid its
 * system price capped at the receipt's price, or (`above`) more than both (HARGA_BELI_DIATAS_NOTA).
 */
function ownLine(p: Piece, above: boolean): BuyLine {
  const nota = p.nota!;
  const berat_mg = p.berat_mg - (rnd.int(4) === 0 ? rnd.int(80) : 0);
  const kondisi = rnd.pick(['BAGUS', 'BAGUS', 'RUSAK']);
  const ada_nota = rnd.int(5) > 0;
  const sistem = priced(p.kode_group, p.kadar, berat_mg, kondisi, ada_nota);
  const harga = above ? Math.max(sistem, nota.harga) + 500 * (1 + rnd.int(20)) : Math.min(sistem, nota.harga);
  const onlyPiece = docs.find((d) => d.no === nota.no)!.barcodes.length === 1;
  const found = onlyPiece && rnd.int(2) ? { no_faktur_jual: nota.no } : { kode_barcode: p.kode_barcode };
  const item = {
    ...found,
    nama_barang: 'Perhiasan Kembali',
    kode_group: p.kode_group,
    kadar: p.kadar,
    berat_kotor: (berat_mg + rnd.int(300)) / 1000,
    berat: berat_mg / 1000,
    kondisi,
    ada_nota,
    ...(harga !== sistem || rnd.int(2) ? { harga } : {}),
  };
  const auth = { ...byDefaultCode(item.nama_barang, sistem), harga, harga_nota: nota.harga, berat_mg, berat_nota_mg: nota.berat_mg };
  return { item, piece: p, kode_group: p.kode_group, kadar: p.kadar, berat_mg, harga, auth };
}

/** A piece from elsewhere, good, damaged or scrap (paid by kadar), 0.2-10 g, or `berat_mg` when given. */
function foreignLine(berat_mg = 200 + rnd.int(10_000)): BuyLine {
  const kode_group = rnd.pick(['C75', 'K70']);
  const kondisi = rnd.pick(['BAGUS', 'BAGUS', 'RUSAK', 'ROSOK']);
  const kadar = kondisi === 'ROSOK' ? rnd.pick([70, 75, 99]) : kode_group === 'C75' ? 75 : 70;
  const ada_nota = rnd.int(3) > 0;
  const harga = priced(kode_group, kadar, berat_mg, kondisi, ada_nota);
  const nama_barang = kondisi === 'ROSOK' ? 'Patahan Emas' : 'Perhiasan Toko Lain';
  const item = { nama_barang, kode_group, kadar, berat_kotor: berat_mg / 1000, berat: berat_mg / 1000, kondisi, ada_nota };
  return { item, kode_group, kadar, berat_mg, harga, auth: { ...byDefaultCode(nama_barang, harga), harga, harga_nota: 0, berat_mg, berat_nota_mg: 0 } };
}

/** Cash, or part or all by transfer to the customer's account (from the shop's account at that bank, or one named). */
function buybackPayments(total: number): { body: Record<string, unknown>[]; model: SaleDoc['payments'] } {
  const body: Record<string, unknown>[] = [];
  const model: SaleDoc['payments'] = [];
  const transfer = total >= 2 && rnd.int(3) === 0 ? (rnd.int(3) === 0 ? total : 1 + rnd.int(total - 1)) : 0;
  if (transfer) {
    const kode_bank = rnd.pick(['BCA', 'BRI']);
    const named = rnd.int(3) === 0 ? rnd.pick(ACCOUNTS) : undefined;
    body.push({ jenis: 'TRANSFER', jumlah_rp: transfer, kode_bank, no_rekening: '5550001234', ...(named ? { rekening_toko: named } : {}) });
    model.push({ jenis: 'TRANSFER', jumlah_rp: transfer, fee_rp: 0, no_rekening: named ?? ACCOUNTS[kode_bank === 'BCA' ? 0 : 1] });
  }
  if (total > transfer) {
    body.push({ jenis: 'TUNAI', jumlah_rp: total - transfer });
    model.push({ jenis: 'TUNAI', jumlah_rp: total - transfer, fee_rp: 0, no_rekening: '' });
  }
  return { body, model };
}

/** Posts `body` to `url`; when the model says it needs authorizations: 403 naming them, nothing written, then with them. */
async function postAuthorized(url: string, body: Record<string, unknown>, key: string, needs: string[]) {
  const otorisasi: SaleDoc['otorisasi'] = [];
  if (needs.length) {
    const before = await written();
    const refused = await postSale(body, key, url);
    expect(refused.statusCode, at(refused.body)).toBe(403);
    expect(refused.json().kategori, at()).toEqual(needs);
    await expectNothingWritten(before, `a ${url} refused for its authorization`);
    for (const kategori of needs) otorisasi.push({ kategori, authorization_id: await authorize(kategori) });
    body.authorization_ids = otorisasi.map((o) => o.authorization_id);
  }
  const res = await postSale(body, key, url);
  expect(res.statusCode, at(res.body)).toBe(201);
  return { res, otorisasi: otorisasi.sort((a, b) => a.kategori.localeCompare(b.kategori)) };
}

/** The lines' pieces in the buy-back stock of document `no`: the shop's own back as BELI, new ones under their barcodes. */
function enterBuyback(lines: BuyLine[], no: string, answered: { kode_barcode: string }[]): string[] {
  return lines.map((l, i) => {
    const code = answered[i].kode_barcode;
    if (l.piece) expect(code, at('an own piece keeps its barcode')).toBe(l.piece.kode_barcode);
    const p: Piece = l.piece ?? { kode_barcode: code, kode_group: l.kode_group, berat_mg: 0, qty: 1, harga_total: 0, hpp: 0, total_hpp: 0, kadar: l.kadar, status: 'BELI', sortir: '' };
    // Its record says what was bought: the weight weighed today, the price paid as its cost, one lot.
    const sebelum = l.piece ? { berat_mg: p.berat_mg, hpp: p.hpp, total_hpp: p.total_hpp, qty: p.qty } : undefined;
    Object.assign(p, { status: 'BELI', sortir: '', berat_mg: l.berat_mg, hpp: l.harga, total_hpp: l.harga, qty: 1, dibeli: true });
    p.beli = { no, asal: l.piece ? 'TOKO' : 'LUAR', ...(sebelum ? { sebelum } : {}) };
    pieces.set(code, p);
    addFine(p, 'beli', l.berat_mg);
    return code;
  });
}

/** A buy-back of the shop's own sold pieces (sometimes with one from elsewhere) or of pieces from elsewhere only. */
async function buyback(own: boolean): Promise<void> {
  const lines: BuyLine[] = own ? rnd.sample(soldOwn(), 1 + rnd.int(2)).map((p) => ownLine(p, rnd.int(5) === 0)) : [];
  if (!own || rnd.int(3) === 0) for (let i = 0, n = own ? 1 : 1 + rnd.int(3); i < n; i++) lines.push(foreignLine());
  const total = lines.reduce((s, l) => s + l.harga, 0);
  const pay = buybackPayments(total);
  const body: Record<string, unknown> = { ...customer, items: lines.map((l) => l.item), pembayaran: pay.body };
  const key = `${SEED}-${current}`;
  const { res, otorisasi } = await postAuthorized('pembelian', body, key, kindsOf(buybackAuthorizations(lines.map((l) => l.auth), TOLERANCE_MG)));
  const no = nextNumber('BL');
  const answer = { no_faktur_beli: no, tgl_system: today, total_harga: total };
  expect(res.json().data, at()).toMatchObject(answer);
  const barcodes = enterBuyback(lines, no, res.json().data.items);
  const paid = { grand_total: total, total_bayar: total, kembalian: 0, payments: pay.model };
  docs.push({ jenis: 'PEMBELIAN', url: 'pembelian', answer, no, tgl: today, barcodes, ...paid, body, key, otorisasi });
}

/** A buy-back refused, nothing written: a piece bought back already (409), or paid other than its total (400). */
async function refusedBuyback(): Promise<void> {
  const again = [...pieces.values()].filter((p) => p.nota && p.beli?.asal === 'TOKO' && ['BELI', 'CUCI', 'HANCUR'].includes(p.status));
  const before = await written();
  if (again.length && rnd.int(2)) {
    const p = rnd.pick(again);
    // By its barcode: its receipt's other pieces may still be the customer's.
    const item: Record<string, unknown> = { ...ownLine(p, false).item, kode_barcode: p.kode_barcode };
    delete item.no_faktur_jual;
    const res = await postSale({ ...customer, items: [item], pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 1000 }] }, `${SEED}-${current}`, 'pembelian');
    expect([res.statusCode, res.json().message], at(res.body)).toEqual([409, `Barang Sudah Dibeli Atau Ditukar: ${p.kode_barcode}`]);
  } else {
    const line = foreignLine();
    const wrong = line.harga + rnd.pick([-1, 1]) * (1 + rnd.int(Math.min(line.harga - 1, 50_000)));
    const res = await postSale({ ...customer, items: [line.item], pembayaran: [{ jenis: 'TUNAI', jumlah_rp: wrong }] }, `${SEED}-${current}`, 'pembelian');
    expect([res.statusCode, res.json().message], at(res.body)).toEqual([400, 'Jumlah Pembayaran Harus Sama Dengan Total Pembelian']);
  }
  await expectNothingWritten(before, 'a refused buy-back');
}

/**
 * A trade-in: a sale of 1-2 READY pieces paid first by the customer's old gold (a piece from elsewhere, sometimes the
 * shop's own sold piece too). Lighter old gold: the customer pays the rest; heavier: the shop pays the difference.
 */
async function tradeInSale(): Promise<void> {
  const chosen = rnd.sample(ready(), 1 + rnd.int(2));
  const q = await quote(chosen, { discounts: false });
  const due = q.totals.grand_total;
  const lines: BuyLine[] = soldOwn().length && rnd.int(4) === 0 ? [ownLine(rnd.pick(soldOwn()), false)] : [];
  // Old gold at about Rp 800 a milligram: 20-80 % of the sale, or 110-160 %.
  const share = rnd.int(2) ? 0.2 + rnd.next() * 0.6 : 1.1 + rnd.next() * 0.5;
  lines.push(foreignLine(Math.max(100, Math.round((due * share) / 800))));
  const beli = lines.reduce((s, l) => s + l.harga, 0);
  const { tukar, kembali, sisa } = tradeIn(due, beli);
  const pembayaran = sisa > 0 ? payments(sisa) : [];
  const body: Record<string, unknown> = { ...customer, items: q.items, pembayaran, tukar: { items: lines.map((l) => l.item) } };
  const key = `${SEED}-${current}`;
  const needs = [...new Set([...q.needs, ...kindsOf(buybackAuthorizations(lines.map((l) => l.auth), TOLERANCE_MG))])];
  const { res, otorisasi } = await postAuthorized('penjualan', body, key, needs);
  const group = nextNumber('TT');
  const no = nextNumber('JL');
  const noBeli = nextNumber('BL');
  const paid = pembayaran.reduce((s, p) => s + p.jumlah_rp, 0);
  const answer = { no_faktur_jual: no, no_faktur_beli: noBeli, no_faktur_group: group, tgl_system: today, grand_total: due, kembalian: paid - sisa };
  expect(res.json().data, at()).toMatchObject(answer);
  chosen.forEach((p, i) => sell(p, no, q.totals.lines[i].harga_total));
  const bought = await t.call('GET', `/api/v1/pembelian/${noBeli}`, { token: kasir });
  const barcodes = enterBuyback(lines, noBeli, bought.json().data.items);
  const tukarLine = { jenis: 'TUKAR', jumlah_rp: tukar, fee_rp: 0, no_rekening: '' };
  docs.push({
    jenis: 'PENJUALAN',
    url: 'penjualan',
    answer,
    no,
    tgl: today,
    barcodes: chosen.map((p) => p.kode_barcode),
    grand_total: due,
    total_bayar: paid + tukar,
    kembalian: paid - sisa,
    payments: [...pembayaran.map((p) => ({ jenis: p.jenis, jumlah_rp: p.jumlah_rp, fee_rp: feeOf(p), no_rekening: p.no_rekening ?? '' })), tukarLine],
    body,
    key,
    otorisasi,
    group,
  });
  docs.push({
    jenis: 'PEMBELIAN',
    url: 'pembelian',
    answer: {},
    no: noBeli,
    tgl: today,
    barcodes,
    grand_total: beli,
    total_bayar: beli,
    kembalian: 0,
    payments: [tukarLine, ...(kembali > 0 ? [{ jenis: 'TUNAI', jumlah_rp: kembali, fee_rp: 0, no_rekening: '' }] : [])],
    otorisasi: [],
    group,
  });
}

/** The buy-back's pieces out of the buy-back stock: the shop's own sold again, one from elsewhere cancelled. */
function unbuy(doc: SaleDoc): void {
  for (const code of doc.barcodes) {
    const p = pieces.get(code)!;
    addFine(p, 'beli', -p.berat_mg);
    p.status = p.beli!.asal === 'TOKO' ? 'TERJUAL' : 'BATAL';
    if (p.beli!.sebelum) Object.assign(p, p.beli!.sebelum);
    p.sortir = '';
    p.beli = undefined;
  }
}

/**
 * Cancels a buy-back with BATAL_PEMBELIAN: a trade-in's half alone is refused, so is an earlier day's and one whose
 * pieces left the buy-back stock (moved to a tray, sent to the cleaner, melted).
 */
async function cancelBuyback(doc: SaleDoc): Promise<void> {
  const authorization_id = await authorize('BATAL_PEMBELIAN');
  const before = await written();
  const res = await t.call('POST', `/api/v1/pembelian/${doc.no}/batal`, { token: kasir, body: { alasan: `Batal ${current}`, authorization_id } });
  const answer = [res.statusCode, res.json().message];
  if (doc.group) expect(answer, at(`cancelling the trade-in half ${doc.no} alone: ${res.body}`)).toEqual([409, GROUP_ALONE]);
  else if (doc.batal) expect(answer, at(`cancelling ${doc.no} again: ${res.body}`)).toEqual([409, 'Nota Sudah Dibatalkan']);
  else if (doc.tgl !== today) expect(answer, at(`cancelling ${doc.no} of ${doc.tgl}: ${res.body}`)).toEqual([400, 'Pembelian Hari Sebelumnya Tidak Dapat Dibatalkan']);
  else if (doc.barcodes.some(processed)) expect(answer, at(`cancelling ${doc.no}, processed: ${res.body}`)).toEqual([409, PROCESSED]);
  else {
    expect(res.statusCode, at(`cancelling ${doc.no}: ${res.body}`)).toBe(200);
    doc.batal = { tgl: today, authorization_id };
    unbuy(doc);
    return;
  }
  await expectNothingWritten(before, `a refused cancellation of ${doc.no}`);
}
const PROCESSED = 'Barang Pembelian Sudah Diproses, Pembelian Tidak Dapat Dibatalkan';
/** A piece moved on since its buy-back: out of the buy-back stock, or back from the cleaner or lighter by wasting. */
const processed = (code: string) => pieces.get(code)!.status !== 'BELI' || Boolean(pieces.get(code)!.beli?.diproses);
const refusedCancel = (d: SaleDoc) => Boolean(d.group || d.batal || d.tgl !== today || d.barcodes.some(processed));

/** A trade-in cancelled whole from either half, with that half's authorization: both documents or neither. */
async function cancelTradeIn(sale: SaleDoc): Promise<void> {
  const beli = docs.find((d) => d.group === sale.group && d.jenis === 'PEMBELIAN')!;
  const [first, route, kategori, label] = rnd.int(2) ? [sale, 'penjualan', 'BATAL_PENJUALAN', 'Penjualan'] : [beli, 'pembelian', 'BATAL_PEMBELIAN', 'Pembelian'];
  const authorization_id = await authorize(kategori);
  const before = await written();
  const res = await t.call('POST', `/api/v1/${route}/${first.no}/batal`, { token: kasir, body: { alasan: `Batal ${current}`, authorization_id, no_faktur_group: sale.group } });
  const answer = [res.statusCode, res.json().message];
  // Each half's pieces as its kind's cancellation finds them, the called half first.
  const saleGone = sale.barcodes.some((c) => pieces.get(c)!.status !== 'TERJUAL' || pieces.get(c)!.nota?.no !== sale.no);
  const problems = [beli.barcodes.some(processed) ? PROCESSED : '', saleGone ? BOUGHT_BACK : ''];
  const problem = (first === sale ? problems.reverse() : problems).find(Boolean);
  if (sale.batal) expect(answer, at(`cancelling ${sale.group} again: ${res.body}`)).toEqual([409, 'Nota Sudah Dibatalkan']);
  else if (sale.tgl !== today) expect(answer, at(`cancelling ${sale.group} of ${sale.tgl}: ${res.body}`)).toEqual([400, `${label} Hari Sebelumnya Tidak Dapat Dibatalkan`]);
  else if (problem) expect(answer, at(`cancelling ${sale.group}: ${res.body}`)).toEqual([409, problem]);
  else {
    expect(res.statusCode, at(`cancelling ${sale.group}: ${res.body}`)).toBe(200);
    sale.batal = { tgl: today, authorization_id };
    beli.batal = { tgl: today, authorization_id };
    for (const code of sale.barcodes) pieces.get(code)!.status = 'READY';
    unbuy(beli);
    return;
  }
  await expectNothingWritten(before, `a refused cancellation of ${sale.group}`);
}

// ---------------------------------------------------------------- refining bought-back gold

/** Posts a refining call as the supervisor: 200 and its data. */
async function refine(url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await t.call('POST', `/api/v1/sepuhan/${url}`, { token: spv, body });
  expect(res.statusCode, at(`${url}: ${res.body}`)).toBe(200);
  return res.json().data;
}
const grams = (mg: number) => mg / 1000;
const sumOf = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/** Sorts 1-4 pieces of the buy-back stock (again, sometimes): resell, clean, re-plate or melt. */
async function sortPieces(): Promise<void> {
  const chosen = rnd.sample(inBuybackStock(), 1 + rnd.int(4));
  const states = chosen.map(() => rnd.pick(['JUAL', 'JUAL', 'CUCI', 'SEPUH', 'LEBUR'] as const));
  const data = await refine('sortir', { items: chosen.map((p, i) => ({ kode_barcode: p.kode_barcode, status_sortir: states[i] })) });
  expect(data, at()).toEqual({ no_sortir: nextNumber('SR'), jumlah: chosen.length });
  chosen.forEach((p, i) => (p.sortir = states[i]));
}

/** Pieces sorted for resale onto a sales tray: READY, sold again at their group's price. */
async function moveToTray(): Promise<void> {
  const chosen = rnd.sample(inBuybackStock('JUAL'), 1 + rnd.int(3));
  const data = await refine('pindah-sortir', { kode_baki: rnd.pick(Object.keys(TRAYS)), items: chosen.map((p) => ({ kode_barcode: p.kode_barcode })) });
  const mg = sumOf(chosen.map((p) => p.berat_mg));
  expect(data, at()).toEqual({ no_pindah: nextNumber('PS'), qty: chosen.length, berat: grams(mg) });
  for (const p of chosen) {
    Object.assign(p, { status: 'READY', sortir: '' });
    addFine(p, 'pindah', p.berat_mg);
  }
}

const SENT = ['CUCI', 'SEPUH'] as const;

/** A batch of pieces sorted for cleaning or re-plating sent out: CUCI, off every tray. */
async function sendOut(): Promise<void> {
  const jenis = rnd.pick(SENT.filter((j) => inBuybackStock(j).length));
  const chosen = rnd.sample(inBuybackStock(jenis), 1 + rnd.int(3));
  const tujuan = jenis === 'CUCI' ? 'Tukang Cuci Pasar Baru' : 'Sepuh Pak Harun';
  const data = await refine('kirim', { jenis, tujuan, items: chosen.map((p) => ({ kode_barcode: p.kode_barcode })) });
  const no = nextNumber(jenis === 'CUCI' ? 'CU' : 'KS');
  expect(data, at()).toEqual({ no_kirim: no, qty: chosen.length, berat: grams(sumOf(chosen.map((p) => p.berat_mg))) });
  batches.push({ no, jenis, barcodes: chosen.map((p) => p.kode_barcode), sent: chosen.map((p) => p.berat_mg) });
  for (const p of chosen) {
    p.status = 'CUCI';
    addFine(p, 'cuci', p.berat_mg);
  }
}

/** A batch back, each piece a little lighter (sometimes not at all): BELI again, sorted for resale. */
async function receiveBack(): Promise<void> {
  const batch = batches.splice(rnd.int(batches.length), 1)[0];
  const back = batch.sent.map((mg) => (rnd.int(3) === 0 ? mg : mg - 1 - rnd.int(Math.max(1, Math.floor(mg / 50)))));
  const url = batch.jenis === 'CUCI' ? `terima-cuci/${batch.no}` : `terima-sepuh/${batch.no}`;
  const data = await refine(url, { items: batch.barcodes.map((kode_barcode, i) => ({ kode_barcode, berat_terima: grams(back[i]) })) });
  const [kirim, terima] = [sumOf(batch.sent), sumOf(back)];
  expect(data, at()).toEqual({ no_kirim: batch.no, berat_kirim: grams(kirim), berat_terima: grams(terima), susut: grams(kirim - terima) });
  batch.barcodes.forEach((code, i) => {
    const p = pieces.get(code)!;
    addFine(p, 'cuci', -batch.sent[i]);
    addFine(p, 'susut', batch.sent[i] - back[i]);
    Object.assign(p, { status: 'BELI', sortir: 'JUAL', berat_mg: back[i] });
    p.beli!.diproses = true;
  });
  shrinkages.push({ no_ref: batch.no, jenis: batch.jenis, berat_awal: kirim, berat_akhir: terima });
}

/** Plating loss on one piece of the buy-back stock. */
async function wasting(): Promise<void> {
  const p = rnd.pick(inBuybackStock());
  const loss = 1 + rnd.int(Math.max(1, Math.floor(p.berat_mg / 100)));
  const data = await refine('wasting', { keterangan: 'Susut sepuhan', items: [{ kode_barcode: p.kode_barcode, berat_susut: grams(loss) }] });
  expect(data, at()).toEqual({ no_wasting: nextNumber('WS'), qty: 1, berat_susut: grams(loss) });
  p.berat_mg -= loss;
  p.beli!.diproses = true;
  addFine(p, 'susut', loss);
}

/** 1-3 pieces of the buy-back stock (sorted to melt, mostly) melted into a bar a little lighter than they were. */
async function meltDown(): Promise<void> {
  const lebur = inBuybackStock('LEBUR');
  const chosen = rnd.sample(lebur.length && rnd.int(4) ? lebur : inBuybackStock(), 1 + rnd.int(3));
  const total = sumOf(chosen.map((p) => p.berat_mg));
  const hasil = total - rnd.int(Math.max(1, Math.floor(total / 30)));
  const data = await refine('hancur', { keterangan: 'Lebur', berat_hasil: grams(hasil), items: chosen.map((p) => ({ kode_barcode: p.kode_barcode })) });
  const no = nextNumber('HB');
  expect(data, at()).toEqual({ no_hancur: no, qty: chosen.length, berat: grams(total), berat_hasil: grams(hasil), susut: grams(total - hasil) });
  for (const p of chosen) {
    p.status = 'HANCUR';
    addFine(p, 'hancur', p.berat_mg);
  }
  shrinkages.push({ no_ref: no, jenis: 'LEBUR', berat_awal: total, berat_akhir: hasil });
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

/**
 * The day ends as a shop ends it: closed (POST tutup-toko, a supervisor's TUTUP_TOKO), once or twice in a row. Before
 * each close, the day's books prove themselves: every money account's closing balance on the close's summary is the sum
 * of its rows, the trial balance up to the day balances, and the integrity report finds nothing; after it, the balances
 * carried into the new day are those sums. A close that would run the shop past the calendar is refused (409).
 */
async function nextDay(): Promise<void> {
  for (let n = 1 + rnd.int(2); n > 0; n--) {
    const summary = await t.call('GET', '/api/v1/tutup-toko', { token: kasir });
    expect(summary.statusCode, at(summary.body)).toBe(200);
    const { saldo, bisa_tutup } = summary.json().data as { saldo: { akun: string; saldo_akhir: number }[]; bisa_tutup: boolean };
    const rows = await moneyBalances(today);
    expect(Object.fromEntries(saldo.filter((a) => a.saldo_akhir !== 0 || rows[a.akun] !== undefined).map((a) => [a.akun, a.saldo_akhir])), at(`balances of ${today}`)).toEqual(rows);
    const neraca = await t.call('GET', `/api/v1/laporan/neraca-saldo?tgl=${today}`, { token: spv });
    expect(neraca.statusCode, at(neraca.body)).toBe(200);
    const lines = neraca.json().data as { debit: number; kredit: number }[];
    expect(lines.reduce((sum, l) => sum + Number(l.debit), 0), at(`trial balance of ${today}`)).toBe(lines.reduce((sum, l) => sum + Number(l.kredit), 0));
    const integritas = await t.call('GET', '/api/v1/laporan/integritas', { token: spv });
    expect(integritas.json().data.filter((c: { count: number }) => c.count > 0), at(`integrity report on ${today}`)).toEqual([]);
    const closed = await t.call('POST', '/api/v1/tutup-toko', { token: kasir, body: { authorization_id: await authorize('TUTUP_TOKO') } });
    if (!bisa_tutup) {
      expect([closed.statusCode, closed.json().message], at(closed.body)).toEqual([409, 'Tanggal Sistem Sudah Melewati Tanggal Hari Ini, Toko Tidak Dapat Ditutup Lagi Hari Ini']);
      return;
    }
    expect(closed.statusCode, at(closed.body)).toBe(200);
    expect(closed.json().data, at(closed.body)).toEqual({ tgl_system_lama: today, tgl_system: addDays(today, 1) });
    today = addDays(today, 1);
    const carried = await t.db.query<{ akun: string; saldo_awal: number }>('SELECT akun, saldo_awal FROM saldo_kas WHERE kode_toko = $1 AND tgl_system = $2', [
      kodeToko,
      today,
    ]);
    expect(Object.fromEntries(carried.map((c) => [c.akun, Number(c.saldo_awal)])), at(`balances carried into ${today}`)).toEqual(rows);
    closes++;
  }
}

/** Each money account's balance at the end of `tgl`, from the money ledger's rows alone. */
async function moneyBalances(tgl: string): Promise<Record<string, number>> {
  const rows = await t.db.query<{ akun: string; saldo: number }>(
    'SELECT akun, sum(jumlah_in - jumlah_out)::bigint AS saldo FROM kas_mutasi WHERE kode_toko = $1 AND tgl_system <= $2 GROUP BY akun',
    [kodeToko, tgl],
  );
  return Object.fromEntries(rows.map((r) => [r.akun, Number(r.saldo)]));
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
  { name: 'titip', weight: 8, possible: () => freshReady().length >= 3, run: deposit },
  { name: 'titip-lunas', weight: 5, possible: () => openDeposits().length > 0, run: payOff },
  { name: 'batal-titip', weight: 3, possible: () => openDeposits().length > 0, run: () => cancelDeposit(rnd.pick(openDeposits())) },
  { name: 'batal-titip-ditolak', weight: 1, possible: () => deposits().some((d) => depositStatus(d) !== 'OPEN'), run: () => cancelDeposit(rnd.pick(deposits().filter((d) => depositStatus(d) !== 'OPEN'))) },
  { name: 'jual', weight: 44, possible: () => ready().length >= 3, run: () => sale() },
  { name: 'jual-dibawah-modal', weight: 3, possible: () => belowCostPieces().length > 0, run: () => sale({ belowCost: true }) },
  { name: 'jual-barang-terjual', weight: 4, possible: () => sold().length > 0 && ready().length >= 2, run: saleOfSoldPiece },
  { name: 'jual-kurang-bayar', weight: 4, possible: () => ready().length >= 3, run: underpaidSale },
  { name: 'kirim-ulang', weight: 3, possible: () => docs.some((d) => d.key), run: retry },
  { name: 'batal', weight: 16, possible: () => live().some(cancellable), run: () => cancel(rnd.pick(live().filter(cancellable))) },
  { name: 'batal-hari-lalu', weight: 3, possible: () => live().some((d) => d.tgl !== today), run: () => cancel(rnd.pick(live().filter((d) => d.tgl !== today))) },
  { name: 'batal-lagi', weight: 2, possible: () => sales().some((d) => d.batal), run: () => cancel(rnd.pick(sales().filter((d) => d.batal))) },
  { name: 'ubah-pengaturan', weight: 2, run: changeSettings },
  { name: 'hari-berikut', weight: 1.2, run: nextDay },
  { name: 'beli-milik-toko', weight: 6, possible: () => soldOwn().length > 0, run: () => buyback(true) },
  { name: 'beli-luar', weight: 3, run: () => buyback(false) },
  { name: 'beli-ditolak', weight: 1.5, run: refusedBuyback },
  { name: 'tukar-tambah', weight: 5, possible: () => ready().length >= 3, run: tradeInSale },
  {
    name: 'batal-beli',
    weight: 3,
    possible: () => buybacks().some((d) => !d.batal && !d.group && d.tgl === today),
    run: () => cancelBuyback(rnd.pick(buybacks().filter((d) => !d.batal && !d.group && d.tgl === today))),
  },
  // Refused: a trade-in's half alone, cancelled already, of an earlier day, or its pieces processed since.
  { name: 'batal-beli-ditolak', weight: 1, possible: () => buybacks().some(refusedCancel), run: () => cancelBuyback(rnd.pick(buybacks().filter(refusedCancel))) },
  { name: 'batal-tukar', weight: 2, possible: () => sales().some((d) => d.group && (d.batal || d.tgl !== today || cancellable(d))), run: cancelSomeTradeIn },
  { name: 'sortir', weight: 4, possible: () => inBuybackStock().length > 0, run: sortPieces },
  { name: 'pindah-sortir', weight: 2.5, possible: () => inBuybackStock('JUAL').length > 0, run: moveToTray },
  { name: 'kirim-cuci', weight: 2, possible: () => SENT.some((j) => inBuybackStock(j).length), run: sendOut },
  { name: 'terima-cuci', weight: 2, possible: () => batches.length > 0, run: receiveBack },
  { name: 'wasting', weight: 0.8, possible: () => inBuybackStock().length > 0, run: wasting },
  { name: 'hancur', weight: 1.5, possible: () => inBuybackStock().length > 0, run: meltDown },
];

/** A trade-in in force, mostly; sometimes one cancelled already (refused). */
function cancelSomeTradeIn(): Promise<void> {
  const all = sales().filter((d) => d.group && (d.batal || d.tgl !== today || cancellable(d)));
  const live = all.filter((d) => !d.batal);
  return cancelTradeIn(rnd.pick(live.length && rnd.int(5) ? live : all));
}

function chooseOperation(): Operation {
  const possible = OPERATION_TABLE.filter((o) => !o.possible || o.possible());
  let r = rnd.next() * possible.reduce((s, o) => s + o.weight, 0);
  for (const o of possible) if ((r -= o.weight) < 0) return o;
  return possible[possible.length - 1];
}

// ---------------------------------------------------------------- the auditor

/** Rows that break invariant 1: the stock table, the ledger and the items, per tray and per item. */
async function stockBreaks() {
  // Per tray the stock table, the ledger and the items on it; per item its ledger: the integrity report's own check
  // (server/reports/integritas.sql), whose findings name the trays and items that disagree.
  const trays = (await integrityChecks(t.db, 'TOKO01')).find((c) => c.check === 'stok_berbeda')!.examples;
  const items = await t.db.query(
    `WITH per_item AS (
       SELECT r.kode_barcode, sum(k.item_delta)::int AS items, sum(r.qty)::int AS qty, sum(r.berat) AS berat,
              (array_agg(r.jenis ORDER BY r.id DESC))[1] AS terakhir
         FROM barang_mutasi r JOIN ledger_kind k ON k.jenis = r.jenis GROUP BY r.kode_barcode)
     SELECT b.kode_barcode, b.status, b.qty, b.berat, p.items AS ledger_items, p.qty AS ledger_qty, p.berat AS ledger_berat, p.terakhir
       FROM barang b LEFT JOIN per_item p USING (kode_barcode)
      WHERE NOT coalesce(CASE b.status
              WHEN 'READY' THEN p.items = 1 AND p.qty = b.qty AND p.berat = b.berat AND p.terakhir IN ('TAMBAH', 'BATAL_JUAL', 'BATAL_TITIP', 'SORTIR_MASUK')
              WHEN 'BELI' THEN p.items = 1 AND p.qty = b.qty AND p.berat = b.berat AND p.terakhir IN ('BELI', 'SORTIR', 'TERIMA_CUCI', 'SUSUT', 'WASTING')
              WHEN 'TERJUAL' THEN p.items = 0 AND p.qty = 0 AND p.berat = 0 AND p.terakhir IN ('JUAL', 'TITIP_JUAL', 'BATAL_BELI')
              WHEN 'TITIP' THEN p.items = 0 AND p.qty = 0 AND p.berat = 0 AND p.terakhir IN ('TITIP', 'BATAL_TITIP_JUAL')
              WHEN 'CUCI' THEN p.items = 0 AND p.qty = 0 AND p.berat = 0 AND p.terakhir = 'KIRIM_CUCI'
              WHEN 'HANCUR' THEN p.items = 0 AND p.qty = 0 AND p.berat = 0 AND p.terakhir = 'HANCUR_BELI'
              WHEN 'BATAL' THEN p.items = 0 AND p.qty = 0 AND p.berat = 0 AND p.terakhir = 'BATAL_BELI' END, false)`,
  );
  const kinds = [KINDS.map((k) => k.jenis), KINDS.map((k) => k.keluar), KINDS.map((k) => k.kembali), KINDS.map((k) => k.lunas), KINDS.map((k) => k.delta)];
  // Each line of a document left its tray once, on the document's day, and came back once iff it was cancelled,
  // on the cancelling day (a pay-off sale: off and back with 0 pieces and grams, its pieces never on a tray; a
  // buy-back: onto the buy-back tray and off it, less what the piece lost meanwhile); and no such ledger row points at
  // anything but a line of its document.
  const lines = await t.db.query(
    `WITH kinds AS (SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[], $5::int[]) AS k(jenis, keluar, kembali, lunas, delta)),
     counted AS (
       SELECT d.no_dokumen, l.kode_barcode, d.status,
              (SELECT count(*) FROM barang_mutasi m WHERE m.no_ref = d.no_dokumen AND m.kode_barcode = l.kode_barcode AND m.jenis = k.keluar
                  AND m.tgl_system = d.tgl_system AND m.kode_baki = l.kode_baki AND m.qty = -k.delta * l.qty AND m.berat = -k.delta * l.berat)::int AS keluar,
              (SELECT count(*) FROM barang_mutasi m WHERE m.no_ref = d.no_dokumen AND m.kode_barcode = l.kode_barcode AND m.jenis = k.kembali
                  AND m.tgl_system = d.tgl_status AND m.kode_baki = l.kode_baki AND m.qty = k.delta * l.qty
                  AND m.berat = k.delta * (l.berat + coalesce((
                        SELECT sum(s.berat) FROM barang_mutasi s WHERE s.kode_barcode = l.kode_barcode AND s.jenis IN ('SUSUT', 'WASTING') AND s.id < m.id
                           AND s.id > (SELECT max(o.id) FROM barang_mutasi o WHERE o.no_ref = d.no_dokumen AND o.kode_barcode = l.kode_barcode AND o.jenis = k.keluar)), 0)))::int AS kembali
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
  const kinds = [MONEY_KINDS.map((k) => k.jenis), MONEY_KINDS.map((k) => k.batal_kategori), MONEY_KINDS.map((k) => k.arah)];
  const kindsCte = 'kinds AS (SELECT * FROM unnest($1::text[], $2::text[], $3::int[]) AS k(jenis, batal_kategori, arah))';
  // What each document's own rows (not its mirror) must hold per account: the till tunai - kembalian, each account
  // its non-cash payments and their fees; out of them for a buy-back. A deposit, a coupon or a trade-in (TUKAR) moves
  // no money.
  const payments = await t.db.query(
    `WITH ${kindsCte},
     paid AS (
       SELECT d.no_dokumen, 'KAS' AS akun,
              k.arah * (coalesce((SELECT sum(b.jumlah_rp) FROM dokumen_bayar b WHERE b.no_dokumen = d.no_dokumen AND b.jenis = 'TUNAI'), 0) - d.kembalian) AS net
         FROM dokumen d JOIN kinds k ON k.jenis = d.jenis
       UNION ALL
       SELECT b.no_dokumen, b.no_rekening, k.arah * sum(b.jumlah_rp + b.fee_rp)
         FROM dokumen_bayar b JOIN dokumen d ON d.no_dokumen = b.no_dokumen JOIN kinds k ON k.jenis = d.jenis
        WHERE b.jenis NOT IN ('TUNAI', 'TITIP', 'KUPON', 'TUKAR') GROUP BY b.no_dokumen, b.no_rekening, k.arah),
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
     hangus AS (SELECT no_dokumen FROM dokumen_batal_dp WHERE aturan = 'HANGUS')
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
  // The journal's cash and bank lines are the money ledger's: Kas the till's net, EDC (a sale) or Bank (a buy-back)
  // the accounts' (own rows).
  const journalMoney = await t.db.query(
    `WITH ${kindsCte},
     money AS (
       SELECT m.no_dokumen, sum(m.jumlah_in - m.jumlah_out) FILTER (WHERE m.akun = 'KAS') AS kas, sum(m.jumlah_in - m.jumlah_out) FILTER (WHERE m.akun <> 'KAS') AS bank
         FROM kas_mutasi m JOIN dokumen d ON d.no_dokumen = m.no_dokumen JOIN kinds k ON k.jenis = d.jenis
        WHERE m.kategori <> k.batal_kategori GROUP BY m.no_dokumen),
     journal AS (
       SELECT j.no_dokumen, sum(j.debet - j.kredit) FILTER (WHERE j.kode_akun = 'KAS') AS kas, sum(j.debet - j.kredit) FILTER (WHERE j.kode_akun IN ('EDC', 'BANK')) AS bank
         FROM jurnal j JOIN dokumen d ON d.no_dokumen = j.no_dokumen JOIN kinds k ON k.jenis = d.jenis
        WHERE j.type NOT IN ('BATAL', 'HANGUS') GROUP BY j.no_dokumen)
     SELECT no_dokumen, m.kas::int8 AS kas_mutasi_kas, j.kas::int8 AS jurnal_kas, m.bank::int8 AS kas_mutasi_bank, j.bank::int8 AS jurnal_bank
       FROM money m FULL JOIN journal j USING (no_dokumen)
      WHERE coalesce(m.kas, 0) <> coalesce(j.kas, 0) OR coalesce(m.bank, 0) <> coalesce(j.bank, 0)`,
    kinds,
  );
  // A trade-in's two TUKAR lines are equal and name each other, and its clearing account (the journal's TUKAR: the
  // sale's debit, the buy-back's credit) nets to zero over the pair; no other document has either.
  const tukar = await t.db.query(
    `WITH per_doc AS (
       SELECT d.no_faktur_group, d.no_dokumen, d.jenis,
              (SELECT coalesce(sum(b.jumlah_rp), 0) FROM dokumen_bayar b WHERE b.no_dokumen = d.no_dokumen AND b.jenis = 'TUKAR')::int8 AS tukar,
              (SELECT count(*) FROM dokumen_bayar b WHERE b.no_dokumen = d.no_dokumen AND b.jenis = 'TUKAR' AND b.no_reff NOT IN (
                 SELECT o.no_dokumen FROM dokumen o WHERE o.no_faktur_group = d.no_faktur_group AND o.no_faktur_group <> '' AND o.no_dokumen <> d.no_dokumen))::int AS salah_reff,
              (SELECT coalesce(sum(j.debet - j.kredit), 0) FROM jurnal j WHERE j.no_dokumen = d.no_dokumen AND j.kode_akun = 'TUKAR' AND j.type <> 'BATAL')::int8 AS kliring
         FROM dokumen d)
     SELECT no_faktur_group, count(*)::int AS dokumen, min(tukar) AS min_tukar, max(tukar) AS max_tukar, sum(salah_reff)::int AS salah_reff,
            sum(kliring)::int8 AS kliring, sum(kliring) FILTER (WHERE jenis = 'PENJUALAN')::int8 AS kliring_jual
       FROM per_doc GROUP BY no_faktur_group
     HAVING (no_faktur_group = '' AND (max(tukar) <> 0 OR min(tukar) <> 0 OR bool_or(kliring <> 0)))
         OR (no_faktur_group <> '' AND (count(*) <> 2 OR count(*) FILTER (WHERE jenis = 'PEMBELIAN') <> 1 OR min(tukar) <> max(tukar) OR min(tukar) <= 0
             OR sum(salah_reff) <> 0 OR sum(kliring) <> 0 OR sum(kliring) FILTER (WHERE jenis = 'PENJUALAN') <> min(tukar)))`,
  );
  return { payments, cancelled, dates, journalMoney, tukar };
}

/**
 * Invariant 5, per kadar in milligrams x kadar %: the terms of bought-back gold from the ledger rows of the buy-back
 * kinds, what the buy-back tray's rows sum to and what its items (BELI) and the pieces at the cleaner (CUCI) weigh.
 */
async function fineGoldBreaks() {
  const rows = await t.db.query<{ kadar: number; jenis: string; di_baki: boolean; emas: number }>(
    `SELECT b.kadar::float8 AS kadar, r.jenis, r.kode_baki = $2 AS di_baki, round(sum(r.berat * 1000 * b.kadar))::int8 AS emas
       FROM barang_mutasi r JOIN barang b USING (kode_barcode) WHERE r.jenis = ANY($1::text[]) OR r.kode_baki = $2 GROUP BY b.kadar, r.jenis, r.kode_baki = $2
     UNION ALL
     SELECT kadar::float8, 'ITEM_' || status, false, round(sum(berat * 1000 * kadar))::int8 FROM barang WHERE status IN ('BELI', 'CUCI') GROUP BY kadar, status`,
    [BUYBACK_KINDS, BUYBACK_TRAY],
  );
  const of = (kadar: number, ...kinds: string[]) => sumOf(rows.filter((r) => r.kadar === kadar && kinds.includes(r.jenis)).map((r) => r.emas));
  const kadars = [...new Set([...rows.map((r) => r.kadar), ...fineGold.keys()])].sort((a, b) => a - b);
  const ledger = Object.fromEntries(
    kadars.map((k) => {
      // The out kinds are negative rows: 0 - x keeps an empty term 0, not -0.
      const terms = {
        beli: of(k, 'BELI', 'BATAL_BELI'),
        pindah: 0 - of(k, 'SORTIR_KELUAR'),
        hancur: 0 - of(k, 'HANCUR_BELI'),
        susut: 0 - of(k, 'SUSUT', 'WASTING'),
        cuci: 0 - of(k, 'KIRIM_CUCI', 'TERIMA_CUCI'),
      };
      const baki = sumOf(rows.filter((r) => r.kadar === k && r.di_baki).map((r) => r.emas));
      return [k, { ...terms, sisa: terms.beli - terms.pindah - terms.hancur - terms.susut - terms.cuci, baki, barang: of(k, 'ITEM_BELI'), di_cuci: of(k, 'ITEM_CUCI') }];
    }),
  );
  // The model: what it bought, moved, melted, lost and sent, and the pieces it holds in the buy-back stock and out.
  const held = (k: number, status: Piece['status']) => sumOf([...pieces.values()].filter((p) => p.kadar === k && p.status === status).map((p) => p.berat_mg * k));
  const model = Object.fromEntries(
    kadars.map((k) => {
      const f = fineGold.get(k) ?? { beli: 0, pindah: 0, hancur: 0, susut: 0, cuci: 0 };
      return [k, { ...f, sisa: held(k, 'BELI'), baki: held(k, 'BELI'), barang: held(k, 'BELI'), di_cuci: held(k, 'CUCI') }];
    }),
  );
  return { ledger, model };
}

/** Invariant 4: what the test believes happened is what the database holds. */
async function modelAgrees(): Promise<void> {
  const items = await t.db.query<{ kode_barcode: string; status: string; status_sortir: string; berat_mg: number }>(
    'SELECT kode_barcode, status, status_sortir, round(berat * 1000)::int AS berat_mg FROM barang',
  );
  expect(Object.fromEntries(items.map(({ kode_barcode, ...r }) => [kode_barcode, r])), at('items: status, sort state and weight')).toEqual(
    Object.fromEntries([...pieces.values()].map((p) => [p.kode_barcode, { status: p.status, status_sortir: p.sortir, berat_mg: p.berat_mg }])),
  );

  // The documents of the trade the model keeps (the books' own entries beside them, the opening float and the stock's
  // value, are proven by the integrity report).
  const headers = await t.db.query<Record<string, unknown> & { no_dokumen: string }>(
    `SELECT no_dokumen, tgl_system::text AS tgl, status, tgl_status::text AS tgl_status, grand_total, total_bayar, kembalian FROM dokumen_terkini
      WHERE jenis = ANY($1::text[])`,
    [MONEY_KINDS.map((k) => k.jenis)],
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

  // The till and each account over the whole run: the opening float, plus what the live sales and deposits paid less
  // what the live buy-backs paid out (a pay-off's deposit line and a trade-in's TUKAR move no money), nothing of the
  // cancelled ones except a forfeited deposit's down payment.
  const balance: Record<string, number> = Object.fromEntries(['KAS', ...ACCOUNTS].map((akun) => [akun, FLOAT]));
  for (const d of docs.filter((x) => !x.batal || x.aturan === 'HANGUS')) {
    const arah = d.jenis === 'PEMBELIAN' ? -1 : 1;
    const tunai = d.payments.filter((p) => p.jenis === 'TUNAI').reduce((s, p) => s + p.jumlah_rp, 0);
    balance.KAS = (balance.KAS ?? 0) + arah * (tunai - d.kembalian);
    for (const p of d.payments.filter((x) => !['TUNAI', 'TITIP', 'TUKAR'].includes(x.jenis))) balance[p.no_rekening] = (balance[p.no_rekening] ?? 0) + arah * (p.jumlah_rp + p.fee_rp);
  }
  // What each cancelled deposit's rule did, as recorded on it.
  const rules = await t.db.query<{ no_dokumen: string; aturan: string }>('SELECT no_dokumen, aturan FROM dokumen_batal_dp ORDER BY no_dokumen');
  expect(Object.fromEntries(rules.map((r) => [r.no_dokumen, r.aturan])), at('deposit cancellation rules')).toEqual(
    Object.fromEntries(deposits().filter((d) => d.batal).map((d) => [d.no, d.aturan])),
  );
  const accounts = await t.db.query<{ akun: string; net: number }>('SELECT akun, sum(jumlah_in - jumlah_out)::int8 AS net FROM kas_mutasi GROUP BY akun');
  expect(Object.fromEntries(accounts.filter((a) => a.net !== 0).map((a) => [a.akun, a.net])), at('money per account')).toEqual(
    Object.fromEntries(Object.entries(balance).filter(([, v]) => v !== 0)),
  );
  // The shrinkage records (received batches, melts) are the losses the model made.
  const susut = await t.db.query<{ no_ref: string }>(
    `SELECT no_ref, jenis, round(berat_awal * 1000)::int AS berat_awal, round(berat_akhir * 1000)::int AS berat_akhir FROM sepuhan_susut`,
  );
  const byRef = (a: { no_ref: string }, b: { no_ref: string }) => (a.no_ref < b.no_ref ? -1 : 1);
  expect(susut.sort(byRef), at('shrinkage records')).toEqual([...shrinkages].sort(byRef));
}

async function audit(): Promise<void> {
  expect(await stockBreaks(), at('1. stock: table, ledger and items')).toEqual({ trays: [], items: [], lines: [], strays: [] });
  expect(await journalBreaks(), at('2. journals that do not balance')).toEqual([]);
  expect(await moneyBreaks(), at('3. money ledger against payments')).toEqual({ payments: [], cancelled: [], dates: [], journalMoney: [], tukar: [] });
  await modelAgrees();
  const gold = await fineGoldBreaks();
  expect(gold.ledger, at('5. fine gold per kadar: the buy-back kinds of the ledger against the model')).toEqual(gold.model);
  // 6. The integrity report (GET laporan/integritas) finds nothing: its checks hold whatever the run did.
  expect(await integrityBreaks(t.db, 'TOKO01'), at('6. the integrity report')).toEqual([]);
}

describe('the document kernel', () => {
  it(`keeps stock, journal and money ledgers exact through ${OPERATIONS} random sales, deposits, buy-backs, trade-ins, refining steps, cancellations and closed days (seed ${SEED})`, async () => {
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
    expect(closes, at(JSON.stringify(counts))).toBeGreaterThan(3);
  }, 300_000);
});
