// What a sale and a money deposit share: scanned pieces locked and priced by the day's group price
// (domain/sale-pricing.ts, the entry screen's own functions), the customer and sales person, the payments settled
// (domain/payments.ts) and what they move in the money ledger. A deposit is a sale whose price is fixed today and
// paid later, so it must price exactly as the sale does: one code path.
import type { Queryable } from '../db/database';
import type { AppContext } from '../context';
import type { Actor } from '../actor';
import { HttpError } from '../http-error';
import { masterTable } from '../db/master-tables';
import { moduleOn, type ModuleMap } from '../../domain/gates';
import { ITEM_MESSAGES } from '../../domain/inventory';
import { weightMg } from '../../domain/units';
import { whatsappNumber } from '../../domain/phone';
import {
  pieceCost,
  priceSale,
  salePricingRules,
  saleAuthorizations,
  type SaleLineInput,
  type SaleTotals,
  type StoredSaleSettings,
} from '../../domain/sale-pricing';
import { summarizePayments, type PaymentKind, type PaymentLine, type PaymentSummary } from '../../domain/payments';
import type { AmountProblem } from '../../domain/amounts';
import type { AuthorizationFact } from '../../domain/authorization';
import { isDiamond, SALE_ITEM_MESSAGES } from '../../domain/sale-entry';
import { applyDuePrices } from '../harga-emas/apply';
import type { DocumentHeader, DocumentLine, DocumentPayment, MoneyMove } from './plan';
import { memberCodeOf } from './member-points';

export const PIECE_MESSAGES = {
  // The barcode texts the entry screen shows before posting: one source (domain/sale-entry.ts).
  sold: SALE_ITEM_MESSAGES.sold,
  preOrder: SALE_ITEM_MESSAGES.preOrder,
  diamondOff: SALE_ITEM_MESSAGES.diamondOff,
  salesUnknown: 'Kode Sales Tidak Terdaftar',
  discountOff: 'Potongan Penjualan Tidak Aktif',
  accountRequired: 'Nomor Rekening Belum Dipilih',
  accountUnknown: 'Nomor Rekening Tidak Terdaftar',
  accountNotShop: 'Nomor Rekening Bukan Rekening Toko',
} as const;

export interface PaymentInput {
  jenis: PaymentKind;
  jumlah_rp: number;
  kode_bank?: string;
  no_rekening?: string;
  no_reff?: string;
  fee_persen?: number;
  /** POIN: the member's whole points spent (./member-points.ts); jumlah_rp is their rupiah at the shop's rate. */
  poin?: number;
}

/** The body of POST penjualan and POST titip alike. */
export interface PiecesBody {
  kode_sales: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp?: string;
  /** The customer's member code (./member-points.ts counterMember). */
  kode_member?: string;
  items: { kode_barcode: string; berat_jual?: number; diskon_rp?: number }[];
  /** The discount on the whole document, in rupiah (behind POTONGAN_PENJUALAN_MODULE, like the lines' own). */
  diskon_rp?: number;
  pembayaran: PaymentInput[];
  authorization_ids?: string[];
}

export interface SaleItem {
  kode_barcode: string;
  kode_toko: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kode_gudang: string;
  kode_baki: string;
  kadar: number;
  qty: number;
  berat: number;
  hpp: number;
  total_hpp: number;
  harga_total: number;
  karat_batu: number;
  biaya_berlian: number;
  no_pesanan: string;
  status: string;
}

export const refuse = (status: number, message: string, field?: string) => new HttpError(status, message, field ? [{ field, message }] : undefined);

export function firstProblem(problems: AmountProblem[], field: (line?: number) => string): void {
  const p = problems[0];
  if (p) throw refuse(400, p.message, field(p.line));
}

/** The pieces, locked in key order: each of this shop, on a tray, not reserved for an order, a diamond only with its module. */
async function lockSaleItems(tx: Queryable, actor: Actor, body: PiecesBody, modules: ModuleMap): Promise<SaleItem[]> {
  const codes = body.items.map((i) => i.kode_barcode.trim().toUpperCase());
  codes.forEach((c, i) => {
    if (codes.indexOf(c) !== i) throw refuse(400, ITEM_MESSAGES.barcodeInTable, `items.${i}.kode_barcode`);
  });
  const rows = await tx.query<SaleItem>(
    `SELECT kode_barcode, kode_toko, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar, qty, berat, hpp, total_hpp,
            harga_total, karat_batu, biaya_berlian, no_pesanan, status
       FROM barang WHERE kode_barcode = ANY($1::text[]) AND kode_toko = $2 ORDER BY kode_barcode FOR UPDATE`,
    [codes, actor.kode_toko],
  );
  const byCode = new Map(rows.map((r) => [r.kode_barcode, r]));
  return codes.map((code, i) => {
    const item = byCode.get(code);
    const field = `items.${i}.kode_barcode`;
    if (!item) throw refuse(400, `${ITEM_MESSAGES.barcodeNotFound}: ${code}`, field);
    // A piece reserved by a deposit (TITIP) is not READY: sold to no one else.
    if (item.status !== 'READY') throw refuse(409, `${PIECE_MESSAGES.sold}: ${code}`, field);
    if (item.no_pesanan) throw refuse(409, `${PIECE_MESSAGES.preOrder}: ${code}`, field);
    if (isDiamond(item) && !moduleOn(modules, 'BERLIAN_MODULE')) throw refuse(400, PIECE_MESSAGES.diamondOff, field);
    return item;
  });
}


export type StoredSettings = StoredSaleSettings & { poin_rupiah?: string | null };

export async function documentSettings(tx: Queryable): Promise<StoredSettings> {
  const rows = await tx.query<{ key: string; value: string | null }>(
    `SELECT key, value FROM para_system WHERE key IN ('pembulatan', 'ppn', 'toleransi_penjualan', 'batas_penjualan', 'batas_diskon', 'poin_rupiah')`,
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function salesPerson(tx: Queryable, kode: string): Promise<{ kode_sales: string; nama_sales: string }> {
  const [row] = await tx.query<{ kode_sales: string; nama_sales: string }>(
    `SELECT kode_sales, nama_sales FROM ${masterTable({ name: 'sales' })} WHERE kode_sales = $1`,
    [kode.trim().toUpperCase()],
  );
  if (!row) throw refuse(400, PIECE_MESSAGES.salesUnknown, 'kode_sales');
  return row;
}

/**
 * The group prices and labour charges of the pieces' groups, as they are at this moment: a price change scheduled
 * for now or earlier is applied first, in this transaction (server/harga-emas). The lines keep the price they used.
 */
export async function groupPrices(tx: Queryable, groups: string[]) {
  await applyDuePrices(tx);
  // One statement: each group with its price (known: it is in the group master) and its first labour charge.
  const rows = await tx.query<{ kode_group: string; known: boolean; harga_per_gram: number; satuan_ongkos: 'PER GRAM' | 'PER PCS' | null; ongkos: number }>(
    `SELECT k.kode_group, g.kode_group IS NOT NULL AS known, g.harga_per_gram, o.satuan_ongkos, o.ongkos
       FROM unnest($1::text[]) AS k (kode_group)
       LEFT JOIN ${masterTable({ name: 'group' })} g ON g.kode_group = k.kode_group
       LEFT JOIN LATERAL (SELECT satuan_ongkos, ongkos FROM ${masterTable({ name: 'parameter_ongkos' })} p
                           WHERE p.kode_group = k.kode_group ORDER BY kode_ongkos LIMIT 1) o ON true`,
    [groups],
  );
  return {
    price: new Map(rows.filter((r) => r.known).map((r) => [r.kode_group, r.harga_per_gram])),
    charge: new Map(rows.filter((r) => r.satuan_ongkos !== null).map((r) => [r.kode_group, { kode_group: r.kode_group, satuan_ongkos: r.satuan_ongkos!, ongkos: r.ongkos }])),
  };
}

/** Payment kinds that reach a bank account (the money ledger moves on it); cash goes to the till, the rest moves no money. */
export const BANK_PAYMENTS: readonly PaymentKind[] = ['TRANSFER', 'DEBIT', 'KREDIT', 'QRIS'];

/**
 * Every bank payment names one of the shop's own accounts: an active account of /master-rekening that is no sales
 * person's (the sales master picks its people's personal accounts from the same master). A customer's money never
 * lands on a staff member's account.
 */
export async function checkAccounts(tx: Queryable, pembayaran: PaymentInput[]): Promise<void> {
  const wanted = pembayaran.map((p, i) => ({ i, jenis: p.jenis, no: (p.no_rekening ?? '').trim() })).filter((p) => BANK_PAYMENTS.includes(p.jenis));
  for (const p of wanted) if (!p.no) throw refuse(400, PIECE_MESSAGES.accountRequired, `pembayaran.${p.i}.no_rekening`);
  if (!wanted.length) return;
  const known = await tx.query<{ no_rekening: string; staff: boolean }>(
    `SELECT r.no_rekening, EXISTS (SELECT 1 FROM ${masterTable({ name: 'sales' })} s WHERE s.no_rekening = r.no_rekening AND s.is_active) AS staff
       FROM ${masterTable({ name: 'rekening' })} r WHERE r.no_rekening = ANY($1::text[]) AND r.is_active`,
    [wanted.map((p) => p.no)],
  );
  const found = new Map(known.map((k) => [k.no_rekening, k.staff]));
  for (const p of wanted) {
    if (!found.has(p.no)) throw refuse(400, PIECE_MESSAGES.accountUnknown, `pembayaran.${p.i}.no_rekening`);
    if (found.get(p.no)) throw refuse(400, PIECE_MESSAGES.accountNotShop, `pembayaran.${p.i}.no_rekening`);
  }
}

export interface PricedPieces {
  items: SaleItem[];
  lines: DocumentLine[];
  totals: SaleTotals;
  needs: AuthorizationFact[];
  stored: StoredSettings;
  /** The header without its payment fields (total_bayar, kembalian). */
  header: Omit<DocumentHeader, 'total_bayar' | 'kembalian' | 'keterangan'>;
}

/** Locks and prices the body's pieces as a sale of this moment prices them; refuses what the sale refuses. */
export async function pricePieces(tx: Queryable, ctx: AppContext, actor: Actor, body: PiecesBody): Promise<PricedPieces> {
  const modules = await ctx.modules();
  const discounted = (body.diskon_rp ?? 0) > 0 || body.items.some((i) => (i.diskon_rp ?? 0) > 0);
  if (discounted && !moduleOn(modules, 'POTONGAN_PENJUALAN_MODULE')) throw refuse(400, PIECE_MESSAGES.discountOff, 'diskon_rp');

  const sales = await salesPerson(tx, body.kode_sales);
  const items = await lockSaleItems(tx, actor, body, modules);
  const { price, charge } = await groupPrices(tx, [...new Set(items.map((i) => i.kode_group))]);
  const stored = await documentSettings(tx);
  const rules = salePricingRules(stored, modules);

  const inputs: SaleLineInput[] = items.map((item, i) => {
    const beratJualMg = body.items[i].berat_jual === undefined ? weightMg(item.berat) : weightMg(body.items[i].berat_jual!);
    return {
      kode_barcode: item.kode_barcode,
      nama_barang: item.nama_barang,
      berat_jual_mg: beratJualMg,
      berat_sistem_mg: weightMg(item.berat),
      harga_per_gram: price.get(item.kode_group) ?? 0,
      harga_tag: item.harga_total,
      ongkos: charge.get(item.kode_group) ?? null,
      qty: item.qty,
      diskon: body.items[i].diskon_rp ? { jenis: 'NOMINAL', rupiah: body.items[i].diskon_rp! } : null,
      harga_modal: pieceCost(item, weightMg(item.berat)),
      berlian: isDiamond(item),
    };
  });
  const sale = { lines: inputs, diskon: body.diskon_rp ? ({ jenis: 'NOMINAL', rupiah: body.diskon_rp } as const) : null };
  const totals = priceSale(sale, rules);
  firstProblem(totals.problems, (line) => (line === undefined ? 'diskon_rp' : `items.${line}.diskon_rp`));

  const lines: DocumentLine[] = items.map((item, i) => ({
    kode_barcode: item.kode_barcode,
    nama_barang: item.nama_barang,
    kode_group: item.kode_group,
    kode_dept: item.kode_dept,
    kode_gudang: item.kode_gudang,
    kode_baki: item.kode_baki,
    kadar: item.kadar,
    qty: item.qty,
    berat: item.berat,
    berat_jual: inputs[i].berat_jual_mg / 1000,
    harga_per_gram: totals.lines[i].dasar_harga === 'GRAM' ? inputs[i].harga_per_gram : 0,
    harga: totals.lines[i].harga_jual,
    ongkos: totals.lines[i].ongkos,
    diskon_rp: totals.lines[i].diskon_rp,
    total: totals.lines[i].harga_total,
    harga_modal: inputs[i].harga_modal ?? 0,
    berlian: inputs[i].berlian ?? false,
  }));
  return {
    items,
    lines,
    totals,
    needs: saleAuthorizations(sale, totals, rules),
    stored,
    header: { ...saleHeader(sales, body, totals), kode_member: await memberCodeOf(tx, body) },
  };
}

/** A priced sale's header without its payment fields: the sales person, the customer and the totals. */
export function saleHeader(
  sales: { kode_sales: string; nama_sales: string },
  body: Pick<PiecesBody, 'nama_customer' | 'alamat_customer' | 'no_hp'>,
  totals: Pick<SaleTotals, 'subtotal' | 'diskon_rp' | 'ppn_rp' | 'pembulatan_rp' | 'grand_total'>,
): PricedPieces['header'] {
  return {
    ...sales,
    nama_customer: body.nama_customer.trim(),
    alamat_customer: body.alamat_customer.trim(),
    // One form for every phone (62..., as WhatsApp takes it), so a returning customer is found however it was typed.
    no_hp: body.no_hp?.trim() ? whatsappNumber(body.no_hp) : '',
    subtotal: totals.subtotal,
    diskon_rp: totals.diskon_rp,
    ppn_rp: totals.ppn_rp,
    pembulatan_rp: totals.pembulatan_rp,
    grand_total: totals.grand_total,
  };
}

/**
 * The payment lines against what is due: settled (card fees, points in rupiah), checked (the first problem refused,
 * 400), and as the document keeps them. `partial`: a down payment, which may (must) pay less than is due.
 * `saldoPoin`: the member's points balance, when the lines spend points. `prepended`: how many lines the kernel put
 * before the body's (a pay-off's or a collection's down payment), so a refusal names the body's own line.
 */
export function settlePayments(
  pembayaran: PaymentInput[],
  due: number,
  stored: StoredSettings,
  opts: { partial?: boolean; saldoPoin?: number; prepended?: number } = {},
): { paid: PaymentSummary; payments: DocumentPayment[] } {
  const { partial = false, saldoPoin, prepended = 0 } = opts;
  const paymentLines: PaymentLine[] = pembayaran.map((p) => ({
    jenis: p.jenis,
    jumlah: p.jumlah_rp,
    ...(p.fee_persen ? { fee_persen: Math.round(p.fee_persen * 100) } : {}),
    ...(p.jenis === 'POIN' ? { poin: p.poin } : {}),
  }));
  const paid = summarizePayments(paymentLines, due, { poinRupiah: Number(stored.poin_rupiah ?? 0), partial, ...(saldoPoin === undefined ? {} : { saldoPoin }) });
  firstProblem(paid.problems, (line) => (line === undefined || line < prepended ? 'pembayaran' : `pembayaran.${line - prepended}.jumlah_rp`));
  const payments: DocumentPayment[] = paid.lines.map((p, i) => ({
    jenis: p.jenis,
    jumlah_rp: p.jumlah,
    fee_rp: p.fee_rp,
    kode_bank: (pembayaran[i].kode_bank ?? '').trim().toUpperCase(),
    no_rekening: BANK_PAYMENTS.includes(p.jenis) ? (pembayaran[i].no_rekening ?? '').trim() : '',
    no_reff: (pembayaran[i].no_reff ?? '').trim(),
  }));
  return { paid, payments };
}

/** What the payments move: the till the cash net of change, each bank account its payment and fee. */
export function moneyMoves(paid: PaymentSummary, payments: DocumentPayment[]): MoneyMove[] {
  return [
    { akun: 'KAS', jenis_bayar: 'TUNAI', jumlah_in: paid.tunai - paid.kembalian, jumlah_out: 0 },
    ...payments.filter((p) => BANK_PAYMENTS.includes(p.jenis)).map((p) => ({ akun: p.no_rekening, jenis_bayar: p.jenis, jumlah_in: p.jumlah_rp + p.fee_rp, jumlah_out: 0 })),
  ];
}

/** Rupiah of the bank payments with their fees: what the journal debits to EDC / transfer. */
export const bankTotal = (payments: DocumentPayment[]) => payments.filter((p) => BANK_PAYMENTS.includes(p.jenis)).reduce((s, p) => s + p.jumlah_rp + p.fee_rp, 0);
