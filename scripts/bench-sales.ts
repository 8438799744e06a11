// The sale-commit part of `npm run bench` (issues 9 and 10; buy-backs after the sales, API only): POST /api/v1/penjualan through the app (app.inject, as the item
// part measures the API) with 1 and with 8 cashiers at once (8 KASIR users, each logged in once: one live session per
// user), next to a plain SQL writer of the same rows without the service: per sale one transaction of the number
// counter, dokumen, dokumen_baris, dokumen_bayar, dokumen_status, kas_mutasi, jurnal, the items' UPDATE and their
// barang_mutasi rows. Each sale is 1-2 demo items (tag-priced gold pieces) paid in cash. Throughput (sales per
// second of wall time) and p50/p95 latency per sale; the ratio is kernel time / plain SQL time, per sale of wall time
// (the inverse throughputs) and at p50. A fresh database per target, loaded with demo masters and `stock` items.
// The plain SQL takes its number first, as the issue measured it: its counter row stays locked through its whole
// transaction, so its cashiers queue there (the kernel takes the number last). salesSummary gives issue 25's rows.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../server/config';
import type { Db, Queryable } from '../server/db/database';
import { prepareDatabase } from '../server/boot';
import { buildApp } from '../server/app';
import { fillDemo } from '../server/demo';
import { fillDemoItems } from '../server/inventory/demo-items';
import { hashPassword } from '../server/auth/passwords';
import { journalLines } from '../server/documents/journal';
import type { DocumentLine, JournalAmount } from '../server/documents/plan';
import type { SaleItem } from '../server/documents/kinds/penjualan';
import { salePricer, seeded } from '../server/demo-sales';
import { OLD_PIECES } from '../server/demo-buybacks';
import { buybackParameters } from '../server/documents/kinds/pembelian';
import { resolveBuybackLine } from '../domain/buyback-pricing';
import { weightMg } from '../domain/units';
import type { ModuleMap } from '../domain/gates';
import { whatsappNumber } from '../domain/phone';
import { alignedTable, round, stat, type Stat } from './bench-common';
import { ratio, type SummaryRow } from './bench-summary';

export const SALE_CASHIERS = [1, 8] as const;
/** Sales per configuration in quick mode. */
const QUICK_SALES = 40;
/** Sales per configuration sent before the measured ones (connections, plans and caches warm). */
const WARM_UP = 10;
const KASIR_PASSWORD = 'bench-kasir-pw';
const SALES_PERSON = 'S01';
/** Cash is handed over in notes: the total rounded up to this, the rest is change. */
const CASH_STEP = 50_000;

export interface SaleSide {
  sales: number;
  seconds: number;
  perSecond: number;
  latency: Stat;
}

export interface SaleRow {
  cashiers: number;
  api: SaleSide;
  sql: SaleSide;
  /** Kernel time / plain SQL time: per sale of wall time (plain SQL sales/s over API sales/s), and at p50 latency. */
  ratio: { wall: number; p50: number };
}

export interface SaleTarget {
  target: 'pglite' | 'postgres';
  skipped?: string;
  prepareMs?: number;
  stock?: number;
  rows?: SaleRow[];
  /** Rows each table got for a 2-item sale, through the kernel and through the plain SQL (they must be equal). */
  rowsPerSale?: { api: Record<string, number>; sql: Record<string, number> };
  /** Buy-backs (POST /api/v1/pembelian) beside the sales, per number of cashiers. */
  buybacks?: { cashiers: number; api: SaleSide }[];
}

/** A demo piece as the sale reads it (the kernel's own row type, without what the bench never checks). */
type Piece = Omit<SaleItem, 'kode_toko' | 'karat_batu' | 'biaya_berlian' | 'no_pesanan' | 'status'>;

/** One sale, ready for both writers: the API body, and every row the plain SQL inserts. */
interface PreparedSale {
  body: Record<string, unknown>;
  pieces: Piece[];
  lines: DocumentLine[];
  header: { subtotal: number; diskon_rp: number; ppn_rp: number; pembulatan_rp: number; grand_total: number; cash: number; kembalian: number };
  journal: { trx: string; type: string; kode_akun: string; nomor_akun: string; debet: number; kredit: number }[];
}

const CUSTOMERS = ['Budi Hartono', 'Siti Aminah', 'Dewi Lestari', 'Agus Salim', 'Rina Wijaya', 'Hendra Gunawan', 'Maria Ulfa', 'Yusuf Hakim'];

/** Prepares sales priced as the entry screen prices them (server/demo-sales.ts salePricer, the kernel's own functions). */
async function pricer(db: Queryable, modules: ModuleMap) {
  const { price } = await salePricer(db, modules);
  return async (pieces: Piece[], n: number, key: string): Promise<PreparedSale> => {
    const { inputs, totals } = price(pieces.map((piece) => ({ piece })));
    if (totals.problems.length) throw new Error(`bench sale ${key}: ${totals.problems[0].message}`);
    const cash = Math.ceil(totals.grand_total / CASH_STEP) * CASH_STEP;
    const lines: DocumentLine[] = pieces.map((p, i) => ({
      kode_barcode: p.kode_barcode,
      nama_barang: p.nama_barang,
      kode_group: p.kode_group,
      kode_dept: p.kode_dept,
      kode_gudang: p.kode_gudang,
      kode_baki: p.kode_baki,
      kadar: p.kadar,
      qty: p.qty,
      berat: p.berat,
      berat_jual: p.berat,
      harga_per_gram: totals.lines[i].dasar_harga === 'GRAM' ? inputs[i].harga_per_gram : 0,
      harga: totals.lines[i].harga_jual,
      ongkos: totals.lines[i].ongkos,
      diskon_rp: 0,
      total: totals.lines[i].harga_total,
      harga_modal: inputs[i].harga_modal ?? 0,
      berlian: false,
    }));
    const ongkos = lines.reduce((s, l) => s + l.ongkos, 0);
    const cost = lines.reduce((s, l) => s + l.harga_modal, 0);
    const j = (kode_akun: string, amount: number): JournalAmount => ({ trx: 'PENJUALAN', type: 'TUNAI', kode_akun, amount });
    // The kernel's journal of a cash sale (server/documents/kinds/penjualan.ts), resolved once here, outside the clock.
    const journal = await journalLines(db, [
      j('KAS', totals.grand_total),
      j('PENJUALAN', totals.dpp + totals.pembulatan_rp - ongkos),
      j('ONGKOS', ongkos),
      j('PPN', totals.ppn_rp),
      j('HPP', cost),
      j('PERSEDIAAN', cost),
    ]);
    const customer = CUSTOMERS[n % CUSTOMERS.length];
    return {
      body: {
        kode_sales: SALES_PERSON,
        nama_customer: customer,
        alamat_customer: `Jl. Melati No. ${(n % 90) + 1}, Jakarta`,
        no_hp: `0812${String(10_000_000 + n).slice(-8)}`,
        items: pieces.map((p) => ({ kode_barcode: p.kode_barcode })),
        pembayaran: [{ jenis: 'TUNAI', jumlah_rp: cash }],
      },
      pieces,
      lines,
      header: {
        subtotal: totals.subtotal,
        diskon_rp: totals.diskon_rp,
        ppn_rp: totals.ppn_rp,
        pembulatan_rp: totals.pembulatan_rp,
        grand_total: totals.grand_total,
        cash,
        kembalian: cash - totals.grand_total,
      },
      journal,
    };
  };
}

/** `($1, $2, ...), (...)` for rows of `width` values, numbered from `from`. */
const valuesOf = (rows: number, width: number, from = 1) =>
  Array.from({ length: rows }, (_, r) => `(${Array.from({ length: width }, (_, c) => `$${from + r * width + c}`).join(', ')})`).join(', ');

/** The plain SQL writer: the same rows as the kernel writes for a cash sale, in one transaction, no reads, no checks beyond the item update. */
async function plainSale(db: Db, s: PreparedSale, who: { user_id: string; kode_toko: string; tgl: string; key: string; nama_sales: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ nomor }] = await tx.query<{ nomor: number }>(
      `INSERT INTO nomor_dokumen (prefix, tanggal, nomor) VALUES ($1, $2, 1)
       ON CONFLICT (prefix, tanggal) DO UPDATE SET nomor = nomor_dokumen.nomor + 1 RETURNING nomor`,
      [`JS-${who.kode_toko}`, who.tgl],
    );
    const no = `JS-${who.kode_toko}-${who.tgl.replaceAll('-', '')}-${String(nomor).padStart(4, '0')}`;
    const b = s.body as { nama_customer: string; alamat_customer: string; no_hp: string };
    const h = s.header;
    await tx.query(
      `INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, kode_sales, nama_sales, nama_customer, alamat_customer, no_hp,
         subtotal, diskon_rp, ppn_rp, pembulatan_rp, grand_total, total_bayar, kembalian, keterangan, idempotency_key, input_by)
       VALUES ($1, 'PENJUALAN', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, '', $16, $17)`,
      [no, who.kode_toko, who.tgl, SALES_PERSON, who.nama_sales, b.nama_customer, b.alamat_customer, whatsappNumber(b.no_hp), h.subtotal, h.diskon_rp, h.ppn_rp,
        h.pembulatan_rp, h.grand_total, h.cash, h.kembalian, who.key, who.user_id],
    );
    const l = s.lines;
    await tx.query(
      `INSERT INTO dokumen_baris (no_dokumen, baris, kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar, qty,
         berat, berat_jual, harga_per_gram, harga, ongkos, diskon_rp, total, harga_modal, berlian) VALUES ${valuesOf(l.length, 19)}`,
      l.flatMap((x, i) => [no, i + 1, x.kode_barcode, x.nama_barang, x.kode_group, x.kode_dept, x.kode_gudang, x.kode_baki, x.kadar, x.qty, x.berat,
        x.berat_jual, x.harga_per_gram, x.harga, x.ongkos, x.diskon_rp, x.total, x.harga_modal, x.berlian]),
    );
    await tx.query(`INSERT INTO dokumen_bayar (no_dokumen, baris, jenis, jumlah_rp, fee_rp, kode_bank, no_rekening, no_reff) VALUES ($1, 1, 'TUNAI', $2, 0, '', '', '')`, [
      no,
      h.cash,
    ]);
    await tx.query(`INSERT INTO dokumen_status (no_dokumen, status, tgl_system, oleh) VALUES ($1, 'DONE', $2, $3)`, [no, who.tgl, who.user_id]);
    await tx.query(
      `INSERT INTO kas_mutasi (kode_toko, tgl_system, no_dokumen, kategori, keterangan, input_by, akun, jenis_bayar, jumlah_in, jumlah_out)
       VALUES ($1, $2, $3, 'PENJUALAN', $3, $4, 'KAS', 'TUNAI', $5, 0)`,
      [who.kode_toko, who.tgl, no, who.user_id, h.grand_total],
    );
    await tx.query(
      `INSERT INTO jurnal (kode_toko, tgl_system, no_dokumen, trx, type, kode_akun, nomor_akun, debet, kredit) VALUES ${valuesOf(s.journal.length, 9)}`,
      s.journal.flatMap((x) => [who.kode_toko, who.tgl, no, x.trx, x.type, x.kode_akun, x.nomor_akun, x.debet, x.kredit]),
    );
    const codes = s.pieces.map((p) => p.kode_barcode);
    const sold = await tx.query(
      `UPDATE barang SET status = 'TERJUAL', versi = versi + 1, updated_at = now() WHERE kode_barcode = ANY($1::text[]) AND status = 'READY' RETURNING kode_barcode`,
      [codes],
    );
    if (sold.length !== codes.length) throw new Error(`plain SQL sale ${no}: an item was not READY`);
    await tx.query(
      `INSERT INTO barang_mutasi (kode_barcode, jenis, kode_toko, kode_gudang, kode_baki, qty, berat, no_ref, keterangan, tgl_system, input_by) VALUES ${valuesOf(s.pieces.length, 11)}`,
      s.pieces.flatMap((p) => [p.kode_barcode, 'JUAL', who.kode_toko, p.kode_gudang, p.kode_baki, -p.qty, -p.berat, no, '', who.tgl, who.user_id]),
    );
  });
}

/** Runs `count` sales over `workers` at once (each worker one cashier), the next sale to whichever is free. */
async function runSales(count: number, workers: number, one: (i: number, worker: number) => Promise<void>): Promise<SaleSide> {
  let next = 0;
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = next++; i < count; i = next++) {
        const t = performance.now();
        await one(i, w);
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { sales: count, seconds: round(seconds), perSecond: round(count / seconds), latency: stat(times) };
}

/** Rows each ledger table holds for one document. */
async function rowsOf(db: Queryable, no: string): Promise<Record<string, number>> {
  const [row] = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM dokumen WHERE no_dokumen = $1) AS dokumen,
            (SELECT count(*)::int FROM dokumen_baris WHERE no_dokumen = $1) AS dokumen_baris,
            (SELECT count(*)::int FROM dokumen_bayar WHERE no_dokumen = $1) AS dokumen_bayar,
            (SELECT count(*)::int FROM dokumen_status WHERE no_dokumen = $1) AS dokumen_status,
            (SELECT count(*)::int FROM kas_mutasi WHERE no_dokumen = $1) AS kas_mutasi,
            (SELECT count(*)::int FROM jurnal WHERE no_dokumen = $1) AS jurnal,
            (SELECT count(*)::int FROM barang_mutasi WHERE no_ref = $1) AS barang_mutasi`,
    [no],
  );
  return row;
}

/** `quick`: few sales on only the items they need, for `npm run bench -- --quick`. */
export async function benchSales(target: SaleTarget['target'], config: Config, opts: { sales: number; stock: number; quick: boolean }): Promise<SaleTarget> {
  const sales = opts.quick ? QUICK_SALES : opts.sales;
  const log = (s: string) => console.log(`[${target} sales] ${s}`);
  let t = performance.now();
  const { db } = await prepareDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    await fillDemo(db);
    // Up to 2 pieces a sale, warm-up included, for both writers and every number of cashiers.
    const needed = 2 * (sales + WARM_UP) * 2 * SALE_CASHIERS.length;
    const stock = opts.quick ? needed : Math.max(opts.stock, needed);
    await fillDemoItems(db, stock);
    const prepareMs = Math.round(performance.now() - t);
    log(`${stock.toLocaleString('en')} items, ${(prepareMs / 1000).toFixed(1)} s`);

    const [{ kode_toko, tgl }] = await db.query<{ kode_toko: string; tgl: string }>(
      'SELECT t.kode_toko, h.tgl_system AS tgl FROM toko t JOIN hari_toko h USING (kode_toko) WHERE t.is_own',
    );
    const cashiers = Array.from({ length: Math.max(...SALE_CASHIERS) }, (_, i) => `KASIRB${i + 1}`);
    const hash = await hashPassword(KASIR_PASSWORD);
    for (const user_id of cashiers) {
      await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $1, $2, 'KASIR', $3)`, [user_id, hash, kode_toko]);
    }
    const built = await buildApp(config, db);
    app = built.app;
    await app.ready();
    // One session per cashier, for the whole run (a second login of the same user would be refused).
    const tokens: string[] = [];
    for (const user_id of cashiers) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { user_id, password: KASIR_PASSWORD } });
      if (res.statusCode !== 200) throw new Error(`login ${user_id}: ${res.statusCode} ${res.body}`);
      tokens.push(res.json().token as string);
    }

    const price = await pricer(db, await built.ctx.modules());
    const [{ nama_sales }] = await db.query<{ nama_sales: string }>('SELECT nama_sales FROM master_sales WHERE kode_sales = $1', [SALES_PERSON]);
    const rnd = seeded(9);
    const pool = await db.query<Piece>(
      `SELECT kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar, qty, berat, hpp, total_hpp, harga_total
         FROM barang WHERE status = 'READY' AND kode_toko = $1 ORDER BY kode_barcode`,
      [kode_toko],
    );
    for (let i = pool.length - 1; i > 0; i--) {
      const k = Math.floor(rnd() * (i + 1));
      [pool[i], pool[k]] = [pool[k], pool[i]];
    }
    let taken = 0;
    let made = 0;
    const prepare = async (count: number) => {
      const sales: PreparedSale[] = [];
      for (let i = 0; i < count; i++) {
        const n = rnd() < 0.5 ? 1 : 2;
        if (taken + n > pool.length) throw new Error('bench: not enough items for the sales');
        sales.push(await price(pool.slice(taken, (taken += n)), made, `bench-${made}`));
        made++;
      }
      return sales;
    };

    let keys = 0;
    const viaApi = (sales: PreparedSale[]) => async (i: number, w: number) => {
      const res = await app!.inject({
        method: 'POST',
        url: '/api/v1/penjualan',
        headers: { 'x-auth-token': tokens[w], 'idempotency-key': `bench-api-${keys++}` },
        payload: sales[i].body,
      });
      if (res.statusCode !== 201) throw new Error(`POST penjualan: ${res.statusCode} ${res.body.slice(0, 300)}`);
      const data = res.json().data as { no_faktur_jual: string; grand_total: number; kembalian: number };
      if (data.grand_total !== sales[i].header.grand_total || data.kembalian !== sales[i].header.kembalian) {
        throw new Error(`POST penjualan ${data.no_faktur_jual}: total ${data.grand_total}, bench priced ${sales[i].header.grand_total}`);
      }
    };
    const viaSql = (sales: PreparedSale[]) => async (i: number, w: number) =>
      plainSale(db, sales[i], { user_id: cashiers[w], kode_toko, tgl, nama_sales, key: `bench-sql-${keys++}` });

    const rows: SaleRow[] = [];
    for (const n of SALE_CASHIERS) {
      log(`${n} cashier(s): ${sales} sales through POST /api/v1/penjualan ...`);
      await runSales(WARM_UP, n, viaApi(await prepare(WARM_UP)));
      const api = await runSales(sales, n, viaApi(await prepare(sales)));
      log(`${n} cashier(s): ${sales} sales as plain SQL ...`);
      await runSales(WARM_UP, n, viaSql(await prepare(WARM_UP)));
      const sql = await runSales(sales, n, viaSql(await prepare(sales)));
      rows.push({ cashiers: n, api, sql, ratio: { wall: round(sql.perSecond / api.perSecond), p50: round(api.latency.median / sql.latency.median) } });
    }

    // Buy-backs beside the sales: 1-2 pieces from elsewhere a nota, paid in cash at the system price.
    const params = await db.transaction((tx) => buybackParameters(tx));
    const buybackBody = (n: number) => {
      const items = Array.from({ length: n % 2 ? 1 : 2 }, (_, i) => {
        const [nama_barang, kode_group, kadar] = OLD_PIECES[(n + i) % OLD_PIECES.length];
        const berat = 1 + ((n * 7 + i * 3) % 90) / 10;
        return { nama_barang, kode_group, kadar, berat, berat_kotor: berat, kondisi: 'BAGUS', ada_nota: true };
      });
      const total = items.reduce((s, it) => {
        const r = resolveBuybackLine(params, { kode_group: it.kode_group, kadar: it.kadar * 100, berat_mg: weightMg(it.berat), kondisi: it.kondisi, ada_nota: true });
        if (!r.ok) throw new Error(`bench buy-back: ${r.message}`);
        return s + r.price.harga_sistem;
      }, 0);
      return { kode_sales: SALES_PERSON, nama_customer: CUSTOMERS[n % CUSTOMERS.length], alamat_customer: 'Jl. Mawar No. 1, Jakarta', items, pembayaran: [{ jenis: 'TUNAI', jumlah_rp: total }] };
    };
    const buyVia = async (i: number, w: number) => {
      const res = await app!.inject({
        method: 'POST',
        url: '/api/v1/pembelian',
        headers: { 'x-auth-token': tokens[w], 'idempotency-key': `bench-beli-${keys++}` },
        payload: buybackBody(i),
      });
      if (res.statusCode !== 201) throw new Error(`POST pembelian: ${res.statusCode} ${res.body.slice(0, 300)}`);
    };
    const buybacks: SaleTarget['buybacks'] = [];
    // Not in the table: left out of a quick run.
    for (const n of opts.quick ? [] : SALE_CASHIERS) {
      log(`${n} cashier(s): ${sales} buy-backs through POST /api/v1/pembelian ...`);
      await runSales(WARM_UP, n, buyVia);
      buybacks.push({ cashiers: n, api: await runSales(sales, n, buyVia) });
    }

    // Both writers wrote the same rows: compare a 2-item sale of each.
    const twoItems = (prefix: string) =>
      db.query<{ no_dokumen: string }>(
        `SELECT no_dokumen FROM dokumen_baris WHERE no_dokumen LIKE $1 GROUP BY no_dokumen HAVING count(*) = 2 ORDER BY no_dokumen LIMIT 1`,
        [`${prefix}-%`],
      );
    const [[apiDoc], [sqlDoc]] = await Promise.all([twoItems('JL'), twoItems('JS')]);
    const rowsPerSale = { api: await rowsOf(db, apiDoc.no_dokumen), sql: await rowsOf(db, sqlDoc.no_dokumen) };
    if (JSON.stringify(rowsPerSale.api) !== JSON.stringify(rowsPerSale.sql)) {
      log(`WARNING: the plain SQL wrote other rows than the kernel: ${JSON.stringify(rowsPerSale)}`);
    }
    const [{ unbalanced }] = await db.query<{ unbalanced: number }>(
      `SELECT count(*)::int AS unbalanced FROM (SELECT no_dokumen FROM jurnal GROUP BY no_dokumen HAVING sum(debet) <> sum(kredit)) x`,
    );
    if (unbalanced) throw new Error(`bench: ${unbalanced} documents with an unbalanced journal`);
    return { target, prepareMs, stock, rows, rowsPerSale, buybacks };
  } finally {
    await app?.close();
    await db.close();
  }
}

export function salesTable(results: SaleTarget[]): string {
  const done = results.filter((r) => r.rows);
  if (!done.length) return 'sale commit: no database measured';
  const sales = done[0].rows![0].api.sales;
  const lines: string[][] = [[`sale commit: ${sales} sales of 1-2 items, cash (after ${WARM_UP} warm-up)`, ...done.map((r) => r.target)]];
  lines.push(['prepare (database, demo masters, items), s', ...done.map((r) => `${(r.prepareMs! / 1000).toFixed(1)} (${r.stock!.toLocaleString('en')} items)`)]);
  const at = (r: SaleTarget, i: number) => r.rows![i];
  for (const [i, row] of done[0].rows!.entries()) {
    const who = `${row.cashiers} cashier${row.cashiers > 1 ? 's' : ''}`;
    for (const [label, side] of [['POST /api/v1/penjualan', 'api'], ['plain SQL', 'sql']] as const) {
      lines.push([`${who}, ${label}: sales/s`, ...done.map((r) => at(r, i)[side].perSecond.toFixed(1))]);
      lines.push([`${who}, ${label}: p50 / p95 ms`, ...done.map((r) => `${at(r, i)[side].latency.median.toFixed(2)} / ${at(r, i)[side].latency.p95.toFixed(2)}`)]);
    }
    lines.push([`${who}, kernel / plain SQL: time per sale, p50`, ...done.map((r) => `${at(r, i).ratio.wall.toFixed(1)}x, ${at(r, i).ratio.p50.toFixed(1)}x`)]);
  }
  for (const [i, row] of (done[0].buybacks ?? []).entries()) {
    const who = `${row.cashiers} cashier${row.cashiers > 1 ? 's' : ''}`;
    const side = (r: SaleTarget) => r.buybacks![i].api;
    lines.push([`${who}, POST /api/v1/pembelian (1-2 pieces): buy-backs/s`, ...done.map((r) => side(r).perSecond.toFixed(1))]);
    lines.push([`${who}, POST /api/v1/pembelian: p50 / p95 ms`, ...done.map((r) => `${side(r).latency.median.toFixed(2)} / ${side(r).latency.p95.toFixed(2)}`)]);
  }
  return alignedTable(lines);
}

/** The rows this part measures (issue 25): 8 cashiers against plain SQL on PostgreSQL, and 8 ÷ 1 cashier on each. */
export function salesSummary(results: SaleTarget[]): SummaryRow[] {
  const at = (target: SaleTarget['target'], cashiers: number) => results.find((r) => r.target === target)?.rows?.find((x) => x.cashiers === cashiers);
  const pg8 = at('postgres', 8);
  const share = pg8 && pg8.api.perSecond / pg8.sql.perSecond;
  const scaling = (target: SaleTarget['target']) => {
    const [one, eight] = [at(target, 1), at(target, 8)];
    return one && eight ? eight.api.perSecond / one.api.perSecond : undefined;
  };
  const [pg, lite] = [scaling('postgres'), scaling('pglite')];
  return [
    {
      what: 'sale commits, 8 cashiers, PostgreSQL',
      now: share === undefined ? 'PostgreSQL not measured' : `${Math.round(pg8!.api.perSecond)}/s = ${Math.round(share * 100)} % of plain SQL writing the same rows (${Math.round(pg8!.sql.perSecond)}/s)`,
      target: '≥ 80 % of plain SQL of the same rows',
      met: share === undefined ? undefined : share >= 0.8,
    },
    {
      what: '8 cashiers ÷ 1 cashier',
      now: `${pg === undefined ? '-' : ratio(pg)} PostgreSQL, ${lite === undefined ? '-' : ratio(lite)} PGlite`,
      target: '≥ 3× PostgreSQL, ≥ 1.5× PGlite',
      met: pg === undefined || lite === undefined ? undefined : pg >= 3 && lite >= 1.5,
    },
  ];
}
