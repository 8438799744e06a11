// `npm run demo`: a few business days of sales in the sample shop, so the sales screens and reports have something
// to show. After the demo items exist, the last DEMO_SALE_DAYS business days (Sundays skipped, today the last) each
// get 12-24 sales of 1-3 pieces by the demo cashier KASIR01, paid in cash, by transfer, debit card (with its fee) or
// QRIS to the shop's demo accounts, or card and cash together. One sale a day is weighed off its recorded weight and
// needs TOLERANSI_BERAT_PENJUALAN; two sales are cancelled on their own day (BATAL_PENJUALAN). Discounts only while
// POTONGAN_PENJUALAN_MODULE is on (server/demo.ts DEMO_MODULES switches it on): then a few sales get 2 % off the nota,
// one a day 2 % off a piece, and one a day a clearance discount of 10 %, below the pieces' cost, which needs
// PENJUALAN_DIBAWAH_MODAL. Authorizations are given by the demo supervisor SPV01 with their password, as the
// authorization dialog asks (server/auth/authorize.ts). Everything goes through the document kernel
// (server/documents/engine.ts postDocument / cancelDocument), with the shop's business date (hari_toko) set to each
// day and put back afterwards. The plan (how many sales, pieces, payments) comes from a fixed seed. Each day also
// buys back and trades in (server/demo-buybacks.ts), and every day before today is closed as a shop closes it
// (server/tutup-toko: balances carried forward, gold prices logged). Pawn loans are taken, renewed, redeemed, cancelled
// and auctioned through the days as server/demo-hutang.ts says.
import type { Db, Queryable } from './db/database';
import type { Actor } from './actor';
import { createContext, type AppContext } from './context';
import { loadDefinitions } from './engine/load-definitions';
import { readConfig } from './config';
import { HttpError } from './http-error';
import { cancelDocument, postDocument } from './documents/engine';
import { penjualan, type SaleBody } from './documents/kinds/penjualan';
import { pelunasanTitip, titip } from './documents/kinds/titip';
import { authorizeByPassword } from './auth/authorize';
import { closeDay } from './tutup-toko/service';
import { moduleOn, type ModuleMap } from '../domain/gates';
import { isAuthorizationKind } from '../domain/authorization';
import { pieceCost, priceSale, salePricingRules, type SaleLineInput, type StoredSaleSettings } from '../domain/sale-pricing';
import { mgToGrams, weightMg } from '../domain/units';
import { DEMO_TRADE_INS_PER_DAY, demoBuybacks, type DemoBuybackCount } from './demo-buybacks';
import { demoOrders, type DemoOrderCount } from './demo-orders';
import { DEMO_CICILAN_PIECES, demoCicilan, type DemoCicilanCount } from './demo-cicilan';
import { demoHutang, type DemoHutangCount } from './demo-hutang';

export const DEMO_SALE_DAYS = 5;
const CASHIER = 'KASIR01';
const SUPERVISOR = { user_id: 'SPV01', password: 'demo1234' };
/** The first items by barcode are left on their trays: screens and tests take "the first item" to show or move. */
const KEEP_FIRST = 20;
const SALES_PEOPLE = ['S01', 'S02', 'S03'];
/** The shop's own accounts (master_rekening of the demo): transfers and QRIS to BCA, the card machine on Mandiri. */
const ACCOUNTS = {
  TRANSFER: { kode_bank: 'BCA', no_rekening: '1234567890' },
  QRIS: { kode_bank: 'BCA', no_rekening: '1234567890' },
  DEBIT: { kode_bank: 'MANDIRI', no_rekening: '9876543210' },
} as const;
/** The card machine's fee on a debit card, in percent, charged on top. */
const DEBIT_FEE_PERSEN = 1;

const CUSTOMERS: [string, string, string][] = [
  ['Siti Aminah', 'Jl. Melati No. 12, Jakarta Pusat', '081234560101'],
  ['Agus Setiawan', 'Jl. Kenanga No. 3, Jakarta Barat', '081234560102'],
  ['Dewi Lestari', 'Perum Griya Asri Blok C2, Bekasi', '081234560103'],
  ['Hendra Wijaya', 'Jl. Mangga Besar No. 45, Jakarta Barat', '081234560104'],
  ['Rina Marlina', 'Jl. Cempaka Putih Raya No. 8, Jakarta Pusat', ''],
  ['Yusuf Hakim', 'Jl. Raya Bogor Km 21, Jakarta Timur', '081234560106'],
  ['Maria Ulfa', 'Jl. Pramuka No. 17, Jakarta Timur', '081234560107'],
  ['Bambang Sutrisno', 'Kp. Rawa Bebek RT 03/05, Bekasi', ''],
  ['Lina Kusuma', 'Jl. Gunung Sahari No. 66, Jakarta Utara', '081234560109'],
  ['Ahmad Fauzi', 'Jl. Pemuda No. 2, Jakarta Timur', '081234560110'],
  ['Sri Wahyuni', 'Jl. Kramat Raya No. 90, Jakarta Pusat', '081234560111'],
  ['Tono Prasetyo', 'Jl. Daan Mogot No. 120, Tangerang', '081234560112'],
  ['Fitri Handayani', 'Jl. Jatinegara Timur No. 5, Jakarta Timur', ''],
  ['Rudi Hartono', 'Jl. Pluit Raya No. 33, Jakarta Utara', '081234560114'],
  ['Wulan Sari', 'Jl. Kalimalang No. 71, Bekasi', '081234560115'],
  ['Eko Saputra', 'Jl. Tebet Barat No. 9, Jakarta Selatan', '081234560116'],
];
const CANCEL_REASONS = ['Pelanggan batal membeli, ukuran tidak cocok', 'Salah input barang oleh kasir'];

/** A small seeded generator (mulberry32): the same plan on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Pay = 'TUNAI' | 'TRANSFER' | 'DEBIT' | 'QRIS' | 'DEBIT+TUNAI';
interface PlannedSale {
  pieces: number;
  pay: Pay;
  sales: string;
  customer: number;
  /** The first piece weighs this many milligrams less at the counter than its record (beyond the tolerance). */
  lighterMg: number;
  /** Percent taken off the nota's subtotal or the first piece (applied only while POTONGAN_PENJUALAN_MODULE is on). */
  discount: { on: 'NOTA' | 'BARIS'; persen: number } | null;
  /** Cash is given in notes: the total rounded up to this. */
  cashStep: number;
}
interface PlannedDay {
  sales: PlannedSale[];
  /** The sale of the day cancelled at the end of that day, if any. */
  cancel?: number;
}

/** Oldest day first; the last is today. */
function demoSalePlan(): PlannedDay[] {
  const rnd = seeded(20_260_924);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  return Array.from({ length: DEMO_SALE_DAYS }, (_, d) => {
    const count = 12 + Math.floor(rnd() * 13);
    // Three different sales of the day: one weighed off, a clearance (10 % off the nota) and one with a piece 2 % off.
    const [weighed, clearance, pieceOff] = Array.from({ length: count }, (_, i) => ({ i, r: rnd() }))
      .sort((a, b) => a.r - b.r)
      .map((x) => x.i);
    const sales = Array.from({ length: count }, (_, i): PlannedSale => {
      const r = rnd();
      const p = rnd();
      return {
        pieces: r < 0.6 ? 1 : r < 0.9 ? 2 : 3,
        pay: p < 0.5 ? 'TUNAI' : p < 0.65 ? 'TRANSFER' : p < 0.78 ? 'DEBIT' : p < 0.9 ? 'QRIS' : 'DEBIT+TUNAI',
        sales: pick(SALES_PEOPLE),
        customer: Math.floor(rnd() * CUSTOMERS.length),
        lighterMg: i === weighed ? 10 + 10 * Math.floor(rnd() * 3) : 0,
        discount: i === clearance ? { on: 'NOTA', persen: 10 } : i === pieceOff ? { on: 'BARIS', persen: 2 } : rnd() < 0.1 ? { on: 'NOTA', persen: 2 } : null,
        cashStep: pick([10_000, 50_000, 100_000]),
      };
    });
    // A cancellation on the second day and on today, of an ordinary sale (none of the three above).
    const ordinary = Array.from({ length: count }, (_, i) => i).filter((i) => ![weighed, clearance, pieceOff].includes(i));
    const cancel = d === 1 || d === DEMO_SALE_DAYS - 1 ? pick(ordinary) : undefined;
    return { sales, cancel };
  });
}

const PLAN = demoSalePlan();
/** Pieces the demo sells: `npm run demo` puts this many items on the trays beside DEMO_ITEMS. */
/**
 * Money deposits of the demo, one piece each, by day index: taken with a down payment of about 30 % in cash, then
 * paid off on a later day (cash, with change) or cancelled (BATAL_TITIP, refunded or forfeited by the shop's
 * setting batal_titip); the last two stay open.
 */
const DEPOSITS: { day: number; customer: number; payOffDay?: number; cancelDay?: number }[] = [
  { day: 0, customer: 2, payOffDay: 1 },
  { day: 0, customer: 5, cancelDay: 4 },
  { day: 1, customer: 8, payOffDay: 3 },
  { day: 2, customer: 10 },
  { day: 4, customer: 13 },
];
export const DEMO_SALE_PIECES =
  PLAN.reduce((s, d) => s + d.sales.reduce((n, x) => n + x.pieces, 0), 0) + DEPOSITS.length + DEMO_TRADE_INS_PER_DAY * PLAN.length + DEMO_CICILAN_PIECES;

/** An item as the sale prices it. */
export interface SalePiece {
  kode_barcode: string;
  kode_group: string;
  qty: number;
  berat: number;
  harga_total: number;
  hpp: number;
  total_hpp: number;
}

/**
 * Prices sales as the entry screen does, with the kernel's own functions (domain/sale-pricing.ts): the group prices,
 * labour charges and the shop's sale settings, read once.
 */
export async function salePricer(db: Queryable, modules: ModuleMap) {
  const groups = new Map(
    (await db.query<{ kode_group: string; harga_per_gram: number }>('SELECT kode_group, harga_per_gram FROM master_group')).map((g) => [g.kode_group, g.harga_per_gram]),
  );
  const charges = new Map(
    (
      await db.query<{ kode_group: string; satuan_ongkos: 'PER GRAM' | 'PER PCS'; ongkos: number }>(
        'SELECT DISTINCT ON (kode_group) kode_group, satuan_ongkos, ongkos FROM master_parameter_ongkos ORDER BY kode_group, kode_ongkos',
      )
    ).map((c) => [c.kode_group, c]),
  );
  const stored = Object.fromEntries(
    (
      await db.query<{ key: string; value: string | null }>(
        `SELECT key, value FROM para_system WHERE key IN ('pembulatan', 'ppn', 'toleransi_penjualan', 'batas_penjualan')`,
      )
    ).map((r) => [r.key, r.value]),
  ) as StoredSaleSettings;
  const rules = salePricingRules(stored, modules);
  return {
    rules,
    /** The lines (a sale weight, a discount in rupiah on a line) and the discount in rupiah on the whole. */
    price(lines: { piece: SalePiece; berat_jual_mg?: number; diskon_rp?: number }[], diskonRp = 0) {
      const inputs: SaleLineInput[] = lines.map(({ piece, berat_jual_mg, diskon_rp }) => ({
        berat_jual_mg: berat_jual_mg ?? weightMg(piece.berat),
        berat_sistem_mg: weightMg(piece.berat),
        harga_per_gram: groups.get(piece.kode_group) ?? 0,
        harga_tag: piece.harga_total,
        ongkos: charges.get(piece.kode_group) ?? null,
        qty: piece.qty,
        harga_modal: pieceCost(piece, weightMg(piece.berat)),
        berlian: false,
        diskon: diskon_rp ? { jenis: 'NOMINAL', rupiah: diskon_rp } : null,
      }));
      return { inputs, totals: priceSale({ lines: inputs, diskon: diskonRp ? { jenis: 'NOMINAL', rupiah: diskonRp } : null }, rules) };
    },
  };
}

const roundUp = (n: number, step: number) => Math.ceil(n / step) * step;

function payments(pay: Pay, total: number, cashStep: number, ref: string): SaleBody['pembayaran'] {
  if (pay === 'TUNAI') return [{ jenis: 'TUNAI', jumlah_rp: roundUp(total, cashStep) }];
  if (pay === 'DEBIT+TUNAI') {
    // The card takes the round hundred thousands of about half, cash the rest.
    const card = Math.max(100_000, Math.floor(total / 2 / 100_000) * 100_000);
    if (card >= total) return [{ jenis: 'TUNAI', jumlah_rp: roundUp(total, cashStep) }];
    return [
      { jenis: 'DEBIT', jumlah_rp: card, ...ACCOUNTS.DEBIT, no_reff: ref, fee_persen: DEBIT_FEE_PERSEN },
      { jenis: 'TUNAI', jumlah_rp: roundUp(total - card, cashStep) },
    ];
  }
  return [{ jenis: pay, jumlah_rp: total, ...ACCOUNTS[pay], no_reff: ref, ...(pay === 'DEBIT' ? { fee_persen: DEBIT_FEE_PERSEN } : {}) }];
}

/** Business days back from today (Sundays skipped), oldest first, today last. */
function businessDays(today: string, n: number): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${today}T00:00:00Z`); days.length < n; t -= 86_400_000) {
    const day = new Date(t);
    if (days.length === 0 || day.getUTCDay() !== 0) days.unshift(day.toISOString().slice(0, 10));
  }
  return days;
}

/** The authorization the dialog would give: the supervisor's password, asked for by the cashier. */
async function authorize(ctx: AppContext, kategori: string, keterangan: string): Promise<string> {
  const { authorization_id } = await authorizeByPassword(ctx, { user_id: CASHIER }, 'demo', { user_id: SUPERVISOR.user_id, password: SUPERVISOR.password, kategori, keterangan });
  return authorization_id;
}

/** Posts a sale; when the kernel names authorizations it needs (403), gets them and posts again, as the screen does. */
async function sell(ctx: AppContext, actor: Actor, body: SaleBody): Promise<{ no: string; authorizations: number }> {
  try {
    return { ...(await postDocument(ctx, actor, penjualan, body)), authorizations: 0 };
  } catch (e) {
    const kinds = e instanceof HttpError && e.statusCode === 403 ? e.details?.kategori : undefined;
    if (!Array.isArray(kinds) || !kinds.every(isAuthorizationKind)) throw e;
    const ids: string[] = [];
    for (const k of kinds) ids.push(await authorize(ctx, k, `Penjualan ${body.nama_customer}`));
    return { ...(await postDocument(ctx, actor, penjualan, body, { authorizationIds: ids })), authorizations: ids.length };
  }
}

export interface DemoSalesResult extends DemoBuybackCount, DemoOrderCount, DemoCicilanCount, DemoHutangCount {
  sales: number;
  cancelled: number;
  deposits: number;
  paidOff: number;
  depositsCancelled: number;
  pieces: number;
  authorizations: number;
  /** The past days closed (/tutup-toko), each on SPV01's authorization. */
  closed: number;
  days: string[];
  ms: number;
}

/** Sells and cancels the demo's days through the kernel; the business date is back on its own day afterwards. */
export async function fillDemoSales(db: Db, log: (line: string) => void = () => undefined): Promise<DemoSalesResult> {
  const started = Date.now();
  // The masters' definitions: the finished order piece is added through the inventory service, which checks its references.
  const ctx = createContext(db, readConfig(), await loadDefinitions());
  const { kode_toko } = await ctx.ownShop();
  const today = await ctx.tglSystem(db, kode_toko);
  const modules = await ctx.modules();
  const discounts = moduleOn(modules, 'POTONGAN_PENJUALAN_MODULE');
  const pricer = await salePricer(db, modules);
  // Items on the trays in barcode order, the first few kept, the rest in a seeded order.
  const pool = (
    await db.query<SalePiece & { no_pesanan: string }>(
      `SELECT kode_barcode, kode_group, qty, berat, harga_total, hpp, total_hpp, no_pesanan FROM barang
        WHERE kode_toko = $1 AND status = 'READY' AND karat_batu = 0 AND biaya_berlian = 0 ORDER BY kode_barcode`,
      [kode_toko],
    )
  )
    .slice(KEEP_FIRST)
    .filter((p) => !p.no_pesanan);
  const shuffle = seeded(7);
  for (let i = pool.length - 1; i > 0; i--) {
    const k = Math.floor(shuffle() * (i + 1));
    [pool[i], pool[k]] = [pool[k], pool[i]];
  }

  const days = businessDays(today, DEMO_SALE_DAYS);
  const result: DemoSalesResult = {
    ...{ sales: 0, cancelled: 0, deposits: 0, paidOff: 0, depositsCancelled: 0, pieces: 0, authorizations: 0, closed: 0, days, ms: 0 },
    ...{ buybacks: 0, buybacksCancelled: 0, tradeIns: 0 },
    ...{ orders: 0, ordersCollected: 0, ordersCancelled: 0, services: 0, servicesCollected: 0, servicesCancelled: 0 },
    ...{ contracts: 0, contractsPaidOff: 0, contractsAuctioned: 0, contractsCancelled: 0 },
    ...{ loans: 0, loansRedeemed: 0, loansRenewed: 0, loansAuctioned: 0, loansCancelled: 0 },
  };
  const depositNumbers: string[] = [];
  const oldContracts: string[] = [];
  let taken = 0;
  const setDay = (tgl: string) => db.query('UPDATE hari_toko SET tgl_system = $1, updated_at = now() WHERE kode_toko = $2', [tgl, kode_toko]);
  try {
    for (const [d, day] of PLAN.entries()) {
      const tgl = days[d];
      await setDay(tgl);
      const actor: Actor = { user_id: CASHIER, level: 'KASIR', kode_toko, tgl_system: tgl, head_office: false };
      const numbers: string[] = [];
      for (const [i, s] of day.sales.entries()) {
        const pieces = pool.slice(taken, taken + s.pieces);
        if (pieces.length < s.pieces) break; // fewer items on the trays than the plan sells (a shop emptied by hand)
        taken += s.pieces;
        const lines: { piece: SalePiece; berat_jual_mg?: number; diskon_rp?: number }[] = pieces.map((piece) => ({ piece }));
        const lighter = weightMg(pieces[0].berat) - pricer.rules.toleransiMg - s.lighterMg;
        if (s.lighterMg && lighter > 0) lines[0].berat_jual_mg = lighter;
        // Discounts in whole thousands of rupiah, as a cashier gives them.
        const percentOff = (amount: number, persen: number) => Math.floor((amount * persen) / 100 / 1_000) * 1_000;
        const off = discounts ? s.discount : null;
        if (off?.on === 'BARIS') lines[0].diskon_rp = percentOff(pricer.price([lines[0]]).totals.subtotal, off.persen) || undefined;
        const diskon = off?.on === 'NOTA' ? percentOff(pricer.price(lines).totals.subtotal, off.persen) : 0;
        const { totals } = pricer.price(lines, diskon);
        const [nama_customer, alamat_customer, no_hp] = CUSTOMERS[s.customer];
        const body: SaleBody = {
          kode_sales: s.sales,
          nama_customer,
          alamat_customer,
          no_hp,
          items: lines.map((l) => ({
            kode_barcode: l.piece.kode_barcode,
            ...(l.berat_jual_mg !== undefined ? { berat_jual: mgToGrams(l.berat_jual_mg) } : {}),
            ...(l.diskon_rp ? { diskon_rp: l.diskon_rp } : {}),
          })),
          ...(diskon ? { diskon_rp: diskon } : {}),
          pembayaran: payments(s.pay, totals.grand_total, s.cashStep, `${tgl.replaceAll('-', '').slice(2)}${String(i + 1).padStart(4, '0')}`),
        };
        const sold = await sell(ctx, actor, body);
        numbers.push(sold.no);
        result.sales++;
        result.pieces += s.pieces;
        result.authorizations += sold.authorizations;
      }
      if (day.cancel !== undefined && numbers[day.cancel]) {
        const alasan = CANCEL_REASONS[result.cancelled % CANCEL_REASONS.length];
        const authorization_id = await authorize(ctx, 'BATAL_PENJUALAN', alasan);
        await cancelDocument(ctx, actor, penjualan, numbers[day.cancel], { alasan, authorization_id }, 'Penjualan');
        result.cancelled++;
        result.authorizations++;
      }
      await demoDeposits(ctx, actor, d, { depositNumbers, result, pricer, take: () => pool[taken++] });
      await demoOrders(ctx, actor, d, PLAN.length - 1, { authorize: (kategori, keterangan) => authorize(ctx, kategori, keterangan), take: () => pool[taken++] }, result);
      await demoCicilan(
        ctx,
        actor,
        d,
        PLAN.length - 1,
        {
          authorize: (kategori, keterangan) => authorize(ctx, kategori, keterangan),
          take: () => pool[taken++],
          priceOf: (code) => pricer.price([{ piece: pool.find((p) => p.kode_barcode === code)! }]).totals.grand_total,
          setDay,
        },
        result,
        oldContracts,
      );
      await demoHutang(ctx, actor, d, PLAN.length - 1, { authorize: (kategori, keterangan) => authorize(ctx, kategori, keterangan) }, result);
      await demoBuybacks(
        ctx,
        actor,
        d,
        {
          sell: (body) => sell(ctx, actor, body),
          authorize: (kategori, keterangan) => authorize(ctx, kategori, keterangan),
          take: () => pool[taken++],
          saleTotal: (codes) => pricer.price(codes.map((c) => ({ piece: pool.find((p) => p.kode_barcode === c)! }))).totals.grand_total,
          cancelOne: d === 2 || d === PLAN.length - 1,
        },
        result,
      );
      // A past day ends as the shop ends it: closed on SPV01's authorization, the drawer counted as the ledger says.
      if (tgl < today) {
        await closeDay(ctx, actor, { authorization_id: await authorize(ctx, 'TUTUP_TOKO', `Tutup Toko ${tgl}`) });
        result.closed++;
        result.authorizations++;
      }
    }
  } finally {
    await setDay(today);
  }
  result.ms = Date.now() - started;
  log(
    `Penjualan demo: ${result.sales} nota (${result.cancelled} batal), ${result.deposits} titip uang (${result.paidOff} lunas, ` +
      `${result.depositsCancelled} batal), ${result.orders} pesanan (${result.ordersCollected} diambil, ${result.ordersCancelled} batal), ` +
      `${result.services} service (${result.servicesCollected} diambil, ${result.servicesCancelled} batal), ` +
      `${result.contracts} cicilan (${result.contractsPaidOff} lunas, ${result.contractsAuctioned} lelang, ${result.contractsCancelled} batal), ` +
      `${result.loans} hutang (${result.loansRedeemed} lunas, ${result.loansRenewed} diperpanjang, ${result.loansAuctioned} dilelang, ${result.loansCancelled} batal), ${result.buybacks} pembelian (${result.buybacksCancelled} batal), ${result.tradeIns} tukar tambah, ` +
      `${result.pieces} barang, ${result.closed} hari ditutup, ${result.authorizations} otorisasi SPV01, ` +
      `${days[0]} s.d. ${days.at(-1)}, ${(result.ms / 1000).toFixed(1)} s`,
  );
  return result;
}

/** The deposits of day `d`: new ones taken, earlier ones paid off or cancelled (DEPOSITS), through the kernel. */
async function demoDeposits(
  ctx: AppContext,
  actor: Actor,
  d: number,
  st: { depositNumbers: string[]; result: DemoSalesResult; pricer: Awaited<ReturnType<typeof salePricer>>; take: () => SalePiece | undefined },
): Promise<void> {
  for (const [i, plan] of DEPOSITS.entries()) {
    if (plan.day === d) {
      const piece = st.take();
      if (!piece) return;
      const total = st.pricer.price([{ piece }]).totals.grand_total;
      // About 30 % down, in whole Rp 100.000, always less than the price.
      const dp = Math.max(100_000, Math.floor((total * 0.3) / 100_000) * 100_000);
      if (dp >= total) continue;
      const [nama_customer, alamat_customer, no_hp] = CUSTOMERS[plan.customer];
      const body = { kode_sales: SALES_PEOPLE[i % SALES_PEOPLE.length], nama_customer, alamat_customer, no_hp, items: [{ kode_barcode: piece.kode_barcode }], pembayaran: [{ jenis: 'TUNAI' as const, jumlah_rp: dp }] };
      st.depositNumbers[i] = (await postDocument(ctx, actor, titip, body)).no;
      st.result.deposits++;
      st.result.pieces++;
    }
    const no = st.depositNumbers[i];
    if (!no) continue;
    if (plan.payOffDay === d) {
      const [{ sisa }] = await ctx.db.query<{ sisa: number }>('SELECT grand_total - total_bayar AS sisa FROM dokumen WHERE no_dokumen = $1', [no]);
      // The customer brings round notes: up to the next Rp 50.000.
      const cash = Math.ceil(Number(sisa) / 50_000) * 50_000;
      await postDocument(ctx, actor, pelunasanTitip, { no_titip: no, pembayaran: [{ jenis: 'TUNAI', jumlah_rp: cash }] });
      st.result.paidOff++;
    }
    if (plan.cancelDay === d) {
      const alasan = 'Pelanggan tidak jadi mengambil barang';
      const authorization_id = await authorize(ctx, 'BATAL_TITIP', alasan);
      await cancelDocument(ctx, actor, titip, no, { alasan, authorization_id }, 'Titip Uang');
      st.result.depositsCancelled++;
      st.result.authorizations++;
    }
  }
}
