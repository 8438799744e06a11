// The manual sale (issue 11 section 6): grams and pieces of manual stock lines (barang manual, no tags; migration 010)
// sold by weight. Each line names the stock line it takes from (warehouse, tray, group, kode_dept) and is priced as a
// tagged sale prices gold (domain/manual-pricing.ts over domain/sale-pricing.ts: weight x the group's price of the
// moment, rounded up to 500, plus the group's ongkos of /parameter-ongkos), its cost the group's harga_modal per
// gram; paid as a sale is paid (cash, transfer, card with its fee, QRIS). It plans; the kernel (../engine.ts) writes.
//
// Its books are the sale's (./penjualan.ts saleJournal) on its own journal JUAL_MANUAL (migration 032), money
// kategori PENJUALAN MANUAL; the grams leave their line through the manual stock (server/barang-manual/documents.ts)
// with ledger rows JUAL naming the document. A cancellation puts them back (BATAL_JUAL) and mirrors money and journal.
import manualSaleScreens from '../../../definitions/transactions/penjualan-manual';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { masterTable } from '../../db/master-tables';
import { moduleOn } from '../../../domain/gates';
import { MANUAL_MESSAGES, parseBeratMg, parseQty } from '../../../domain/barang-manual';
import { priceSale, saleAuthorizations, salePricingRules, type SaleLineInput } from '../../../domain/sale-pricing';
import { manualSaleLineInput } from '../../../domain/manual-pricing';
import { weightMg } from '../../../domain/units';
import { checkTakes, putIntoLines, takeFromLines, trayWarehouse, type ManualAmount } from '../../barang-manual/documents';
import { cancelPolicyOf, type DocumentKind, type DocumentLine, type StoredDocument } from '../plan';
import { memberCodeOf } from '../member-points';
import {
  checkAccounts,
  documentSettings,
  firstProblem,
  groupPrices,
  moneyMoves,
  PIECE_MESSAGES,
  refuse,
  saleHeader,
  salesPerson,
  settlePayments,
  type PaymentInput,
} from '../priced-pieces';
import { MONEY_PAYMENTS, saleJournal } from './penjualan';
import { s } from '../../http/schema';
import { customerFields, CUSTOMER_REQUIRED, grams, pieces, required, salePayments } from '../body-schemas';
import type { KindApiInput } from '../kind-api';

export const MANUAL_SALE_MESSAGES = {
  saved: 'Transaksi Penjualan Manual Berhasil Disimpan',
  cancelled: 'Penjualan Manual Berhasil Dibatalkan',
} as const;

/** One line: the manual stock line it takes from and what it takes (grams as a number or as typed: '7,85'). */
export interface ManualSaleItem {
  kode_gudang?: string;
  kode_baki: string;
  kode_group: string;
  kode_dept: string;
  qty?: number | string;
  berat: number | string;
  diskon_rp?: number;
}

export interface ManualSaleBody {
  kode_sales: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp?: string;
  /** The customer's member code (../member-points.ts counterMember). */
  kode_member?: string;
  items: ManualSaleItem[];
  diskon_rp?: number;
  pembayaran: PaymentInput[];
  authorization_ids?: string[];
}

const upper = (v: string | undefined) => (v ?? '').trim().toUpperCase();

/** The stock lines the body takes from, in the actor's shop, each with its amounts; refusals name the line's field. */
async function takesOf(tx: Queryable, actor: Actor, items: ManualSaleItem[]): Promise<ManualAmount[]> {
  const takes: ManualAmount[] = [];
  for (const [i, item] of items.entries()) {
    const field = (f: string) => `items.${i}.${f}`;
    const qty = parseQty(item.qty);
    if ('error' in qty) throw refuse(400, qty.error, field('qty'));
    const berat = parseBeratMg(item.berat);
    if ('error' in berat) throw refuse(400, berat.error, field('berat'));
    const kode_baki = upper(item.kode_baki);
    const kode_gudang = upper(item.kode_gudang) || (await trayWarehouse(tx, kode_baki));
    if (!kode_gudang) throw refuse(400, MANUAL_MESSAGES.trayUnknown, field('kode_baki'));
    const key = { kode_toko: actor.kode_toko, kode_gudang, kode_baki, kode_group: upper(item.kode_group), kode_dept: upper(item.kode_dept) };
    takes.push({ key, qty: qty.qty, mg: berat.mg });
  }
  return takes;
}

/** What a stored manual sale took, line by line: what its cancellation puts back. */
const amountsOf = (doc: StoredDocument): ManualAmount[] =>
  doc.lines.map((l) => ({
    key: { kode_toko: doc.kode_toko, kode_gudang: l.kode_gudang, kode_baki: l.kode_baki, kode_group: l.kode_group, kode_dept: l.kode_dept },
    qty: Number(l.qty),
    mg: weightMg(l.berat),
  }));

export const penjualanManual: DocumentKind<ManualSaleBody> = {
  jenis: 'PENJUALAN_MANUAL',
  prefix: 'JM',

  async plan(tx: Queryable, ctx: AppContext, actor: Actor, body: ManualSaleBody) {
    // Payments are money only (cash, transfer, card, QRIS): the route's schema admits no other kind.
    const modules = await ctx.modules();
    const discounted = (body.diskon_rp ?? 0) > 0 || body.items.some((i) => (i.diskon_rp ?? 0) > 0);
    if (discounted && !moduleOn(modules, 'POTONGAN_PENJUALAN_MODULE')) throw refuse(400, PIECE_MESSAGES.discountOff, 'diskon_rp');
    const sales = await salesPerson(tx, body.kode_sales);

    const takes = await takesOf(tx, actor, body.items);
    // Locked until the document is written: a second sale of the same grams waits, then finds them gone.
    await checkTakes(tx, takes, (i) => `items.${i}.berat`);
    const groups = [...new Set(takes.map((t) => t.key.kode_group))];
    const { price, charge } = await groupPrices(tx, groups);
    const named = await tx.query<{ kode_group: string; nama_group: string; harga_modal: number }>(
      `SELECT kode_group, nama_group, harga_modal FROM ${masterTable({ name: 'group' })} WHERE kode_group = ANY($1::text[])`,
      [groups],
    );
    const group = new Map(named.map((g) => [g.kode_group, g]));
    const stored = await documentSettings(tx);
    const rules = salePricingRules(stored, modules);

    const nameOf = (kode: string) => group.get(kode)?.nama_group ?? kode;
    const inputs: SaleLineInput[] = takes.map((t, i) => ({
      // A manual line is named by its group (it has no barcode) in what a supervisor approves.
      nama_barang: nameOf(t.key.kode_group),
      ...manualSaleLineInput({
        berat_mg: t.mg,
        qty: t.qty,
        harga_per_gram: price.get(t.key.kode_group) ?? 0,
        harga_modal_per_gram: Number(group.get(t.key.kode_group)?.harga_modal ?? 0),
        ongkos: charge.get(t.key.kode_group) ?? null,
        diskon_rp: body.items[i].diskon_rp,
      }),
    }));
    const sale = { lines: inputs, diskon: body.diskon_rp ? ({ jenis: 'NOMINAL', rupiah: body.diskon_rp } as const) : null };
    const totals = priceSale(sale, rules);
    firstProblem(totals.problems, (line) => (line === undefined ? 'diskon_rp' : `items.${line}.diskon_rp`));
    await checkAccounts(tx, body.pembayaran);
    const { paid, payments } = settlePayments(body.pembayaran, totals.grand_total, stored);

    const lines: DocumentLine[] = takes.map((t, i) => ({
      kode_barcode: '',
      nama_barang: nameOf(t.key.kode_group),
      kode_group: t.key.kode_group,
      kode_dept: t.key.kode_dept,
      kode_gudang: t.key.kode_gudang,
      kode_baki: t.key.kode_baki,
      kadar: 0,
      qty: t.qty,
      berat: t.mg / 1000,
      berat_jual: t.mg / 1000,
      harga_per_gram: inputs[i].harga_per_gram,
      harga: totals.lines[i].harga_jual,
      ongkos: totals.lines[i].ongkos,
      diskon_rp: totals.lines[i].diskon_rp,
      total: totals.lines[i].harga_total,
      harga_modal: inputs[i].harga_modal ?? 0,
      berlian: false,
    }));
    const header = { ...saleHeader(sales, body, totals), kode_member: await memberCodeOf(tx, body) };
    return {
      status: 'DONE' as const,
      header: { ...header, total_bayar: paid.dibayar, kembalian: paid.kembalian, keterangan: '' },
      lines,
      payments,
      needs: saleAuthorizations(sale, totals, rules),
      stock: (stockTx: Queryable, no: string) => takeFromLines(stockTx, actor, takes, 'JUAL', no),
      kategori: 'PENJUALAN MANUAL',
      money: moneyMoves(paid, payments),
      journal: saleJournal(header, lines, paid, payments, 'JUAL_MANUAL'),
    };
  },

  cancel: {
    ...cancelPolicyOf(manualSaleScreens),
    kategori: 'BATAL PENJUALAN MANUAL',
    stock: (tx, actor, doc) => putIntoLines(tx, actor, amountsOf(doc), 'BATAL_JUAL', doc.no_dokumen),
  },
};

// ---------------------------------------------------------------- its API (server/routes/documents.ts makes the routes)

const manualSaleBody = s.object(
  {
    ...customerFields,
    diskon_rp: s.money('Diskon'),
    items: s.array(
      'Barang',
      s.object(
        {
          kode_gudang: s.code('Kode Gudang', 20),
          kode_baki: { ...s.code('Kode Baki', 20, required('Kode Baki')), minLength: 1 },
          kode_group: { ...s.code('Kode Group', 20, required('Kode Group')), minLength: 1 },
          kode_dept: { ...s.code('Jenis', 20, required('Jenis')), minLength: 1 },
          qty: pieces,
          berat: grams('Berat'),
          diskon_rp: s.money('Diskon'),
        },
        ['kode_baki', 'kode_group', 'kode_dept', 'berat'],
        { additional: false },
      ),
      100,
    ),
    pembayaran: salePayments(MONEY_PAYMENTS),
  },
  CUSTOMER_REQUIRED,
  { additional: false },
);

export const penjualanManualApi: KindApiInput<ManualSaleBody> = {
  definition: manualSaleScreens,
  kind: penjualanManual,
  body: manualSaleBody,
  messages: MANUAL_SALE_MESSAGES,
  summaries: {
    post: 'Post a manual sale: manual stock, money and journal in one transaction',
    list: "The shop's manual sales of a range of business dates (default: today), by sales person, status or cashier",
    read: 'One manual sale with its lines, payments, status history and authorizations; whether it can be cancelled now (bisa_batal) and why not',
    cancel: 'Cancel a manual sale of today (BATAL_PENJUALAN): its manual stock back, money and journal reversed',
  },
  posted: (doc) => ({ grand_total: doc.grand_total, kembalian: doc.kembalian, items: doc.items, pembayaran: doc.pembayaran }),
};
