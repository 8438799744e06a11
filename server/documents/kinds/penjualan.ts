// The sale (issue 9): scanned pieces priced by the day's group price (domain/sale-pricing.ts, the entry screen's own
// functions), paid in one or more ways (domain/payments.ts). It plans; the kernel (../engine.ts) writes.
//
// Its books: cash to the till (KAS, net of change) and every other payment to its bank account; the journal
// PENJUALAN/TUNAI when any cash was paid, else PENJUALAN/NON_TUNAI: Kas and EDC/transfer debited, gold sales
// (after discounts and rounding), ongkos, PPN and the card fee credited; the pieces' cost moved from stock to cost
// of sales.
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { HttpError } from '../../http-error';
import { takeOffTrays } from '../../inventory/items';
import { masterTable } from '../../db/master-tables';
import { moduleOn, type ModuleMap } from '../../../domain/gates';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { weightMg } from '../../../domain/units';
import { whatsappNumber } from '../../../domain/phone';
import { pieceCost, priceSale, salePricingRules, saleAuthorizations, type SaleLineInput, type StoredSaleSettings } from '../../../domain/sale-pricing';
import { summarizePayments, type PaymentKind, type PaymentLine } from '../../../domain/payments';
import type { AmountProblem } from '../../../domain/amounts';
import type { DocumentKind, DocumentLine, DocumentPayment, JournalAmount, MoneyMove } from '../plan';

export const SALE_MESSAGES = {
  sold: 'Barang Sudah Terjual Atau Diproses',
  preOrder: 'Barcode Terdaftar Sebagai Pre Order',
  diamondOff: 'Barang Berlian Tidak Dapat Dijual Saat Modul Berlian Tidak Aktif',
  salesUnknown: 'Kode Sales Tidak Terdaftar',
  discountOff: 'Potongan Penjualan Tidak Aktif',
  accountRequired: 'Nomor Rekening Belum Dipilih',
  accountUnknown: 'Nomor Rekening Tidak Terdaftar',
  paymentNotYet: 'Jenis Pembayaran Ini Belum Tersedia',
  saved: 'Transaksi Penjualan Berhasil Disimpan',
  cancelled: 'Penjualan Berhasil Dibatalkan',
} as const;

export interface SaleBody {
  kode_sales: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp?: string;
  items: { kode_barcode: string; berat_jual?: number; diskon_rp?: number }[];
  /** The discount on the whole sale, in rupiah (behind POTONGAN_PENJUALAN_MODULE, like the lines' own). */
  diskon_rp?: number;
  pembayaran: { jenis: PaymentKind; jumlah_rp: number; kode_bank?: string; no_rekening?: string; no_reff?: string; fee_persen?: number }[];
  authorization_ids?: string[];
}

/** Kinds the sale takes today; POIN, KUPON and TITIP need the member, coupon and deposit ledgers of later steps. */
const PAYMENTS_TAKEN: readonly PaymentKind[] = ['TUNAI', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS'];

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

const refuse = (status: number, message: string, field?: string) => new HttpError(status, message, field ? [{ field, message }] : undefined);

function firstProblem(problems: AmountProblem[], field: (line?: number) => string): void {
  const p = problems[0];
  if (p) throw refuse(400, p.message, field(p.line));
}

/** The pieces, locked in key order: each of this shop, on a tray, not reserved for an order, a diamond only with its module. */
async function lockSaleItems(tx: Queryable, actor: Actor, body: SaleBody, modules: ModuleMap): Promise<SaleItem[]> {
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
    if (item.status !== 'READY') throw refuse(409, `${SALE_MESSAGES.sold}: ${code}`, field);
    if (item.no_pesanan) throw refuse(409, `${SALE_MESSAGES.preOrder}: ${code}`, field);
    if (isDiamond(item) && !moduleOn(modules, 'BERLIAN_MODULE')) throw refuse(400, SALE_MESSAGES.diamondOff, field);
    return item;
  });
}

const isDiamond = (item: Pick<SaleItem, 'karat_batu' | 'biaya_berlian'>) => item.karat_batu > 0 || item.biaya_berlian > 0;

async function settings(tx: Queryable): Promise<StoredSaleSettings & { poin_rupiah?: string | null }> {
  const rows = await tx.query<{ key: string; value: string | null }>(
    `SELECT key, value FROM para_system WHERE key IN ('pembulatan', 'ppn', 'toleransi_penjualan', 'batas_penjualan', 'poin_rupiah')`,
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

async function salesPerson(tx: Queryable, kode: string): Promise<{ kode_sales: string; nama_sales: string }> {
  const [row] = await tx.query<{ kode_sales: string; nama_sales: string }>(
    `SELECT kode_sales, nama_sales FROM ${masterTable({ name: 'sales' })} WHERE kode_sales = $1`,
    [kode.trim().toUpperCase()],
  );
  if (!row) throw refuse(400, SALE_MESSAGES.salesUnknown, 'kode_sales');
  return row;
}

/** The group prices and labour charges of the pieces' groups, as they are at this moment. */
async function groupPrices(tx: Queryable, groups: string[]) {
  const prices = await tx.query<{ kode_group: string; harga_per_gram: number }>(
    `SELECT kode_group, harga_per_gram FROM ${masterTable({ name: 'group' })} WHERE kode_group = ANY($1::text[])`,
    [groups],
  );
  const charges = await tx.query<{ kode_group: string; satuan_ongkos: 'PER GRAM' | 'PER PCS'; ongkos: number }>(
    `SELECT DISTINCT ON (kode_group) kode_group, satuan_ongkos, ongkos FROM ${masterTable({ name: 'parameter_ongkos' })}
      WHERE kode_group = ANY($1::text[]) ORDER BY kode_group, kode_ongkos`,
    [groups],
  );
  return { price: new Map(prices.map((p) => [p.kode_group, p.harga_per_gram])), charge: new Map(charges.map((c) => [c.kode_group, c])) };
}

/** Every non-cash payment names a known account of the shop: the money ledger moves on it. */
async function checkAccounts(tx: Queryable, body: SaleBody): Promise<void> {
  const wanted = body.pembayaran.map((p, i) => ({ i, jenis: p.jenis, no: (p.no_rekening ?? '').trim() })).filter((p) => p.jenis !== 'TUNAI');
  for (const p of wanted) if (!p.no) throw refuse(400, SALE_MESSAGES.accountRequired, `pembayaran.${p.i}.no_rekening`);
  if (!wanted.length) return;
  const known = await tx.query<{ no_rekening: string }>(
    `SELECT no_rekening FROM ${masterTable({ name: 'rekening' })} WHERE no_rekening = ANY($1::text[])`,
    [wanted.map((p) => p.no)],
  );
  const found = new Set(known.map((k) => k.no_rekening));
  for (const p of wanted) if (!found.has(p.no)) throw refuse(400, SALE_MESSAGES.accountUnknown, `pembayaran.${p.i}.no_rekening`);
}

export const penjualan: DocumentKind<SaleBody> = {
  jenis: 'PENJUALAN',
  prefix: 'JL',

  async plan(tx: Queryable, ctx: AppContext, actor: Actor, body: SaleBody) {
    const modules = await ctx.modules();
    body.pembayaran.forEach((p, i) => {
      if (!PAYMENTS_TAKEN.includes(p.jenis)) throw refuse(400, SALE_MESSAGES.paymentNotYet, `pembayaran.${i}.jenis`);
    });
    const discounted = (body.diskon_rp ?? 0) > 0 || body.items.some((i) => (i.diskon_rp ?? 0) > 0);
    if (discounted && !moduleOn(modules, 'POTONGAN_PENJUALAN_MODULE')) throw refuse(400, SALE_MESSAGES.discountOff, 'diskon_rp');

    const sales = await salesPerson(tx, body.kode_sales);
    const items = await lockSaleItems(tx, actor, body, modules);
    const { price, charge } = await groupPrices(tx, [...new Set(items.map((i) => i.kode_group))]);
    const stored = await settings(tx);
    const rules = salePricingRules(stored, modules);

    const inputs: SaleLineInput[] = items.map((item, i) => {
      const beratJualMg = body.items[i].berat_jual === undefined ? weightMg(item.berat) : weightMg(body.items[i].berat_jual!);
      return {
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

    await checkAccounts(tx, body);
    const paymentLines: PaymentLine[] = body.pembayaran.map((p) => ({
      jenis: p.jenis,
      jumlah: p.jumlah_rp,
      ...(p.fee_persen ? { fee_persen: Math.round(p.fee_persen * 100) } : {}),
    }));
    const paid = summarizePayments(paymentLines, totals.grand_total, { poinRupiah: Number(stored.poin_rupiah ?? 0) });
    firstProblem(paid.problems, (line) => (line === undefined ? 'pembayaran' : `pembayaran.${line}.jumlah_rp`));

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
    const payments: DocumentPayment[] = paid.lines.map((p, i) => ({
      jenis: p.jenis,
      jumlah_rp: p.jumlah,
      fee_rp: p.fee_rp,
      kode_bank: (body.pembayaran[i].kode_bank ?? '').trim().toUpperCase(),
      no_rekening: p.jenis === 'TUNAI' ? '' : (body.pembayaran[i].no_rekening ?? '').trim(),
      no_reff: (body.pembayaran[i].no_reff ?? '').trim(),
    }));

    const cash = paid.tunai - paid.kembalian;
    const money: MoneyMove[] = [
      { akun: 'KAS', jenis_bayar: 'TUNAI', jumlah_in: cash, jumlah_out: 0 },
      ...payments.filter((p) => p.jenis !== 'TUNAI').map((p) => ({ akun: p.no_rekening, jenis_bayar: p.jenis, jumlah_in: p.jumlah_rp + p.fee_rp, jumlah_out: 0 })),
    ];
    const ongkos = lines.reduce((s, l) => s + l.ongkos, 0);
    const cost = lines.reduce((s, l) => s + l.harga_modal, 0);
    const type = cash > 0 ? 'TUNAI' : 'NON_TUNAI';
    const j = (t: string, kode_akun: string, amount: number): JournalAmount => ({ trx: 'PENJUALAN', type: t, kode_akun, amount });
    const journal = [
      j('TUNAI', 'KAS', cash),
      j('NON_TUNAI', 'EDC', paid.non_tunai + paid.fee_rp),
      j(type, 'PENJUALAN', totals.dpp + totals.pembulatan_rp - ongkos),
      j(type, 'ONGKOS', ongkos),
      j(type, 'PPN', totals.ppn_rp),
      j('NON_TUNAI', 'FEE_KARTU', paid.fee_rp),
      j(type, 'HPP', cost),
      j(type, 'PERSEDIAAN', cost),
    ];

    return {
      status: 'DONE' as const,
      header: {
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
        total_bayar: paid.dibayar,
        kembalian: paid.kembalian,
        keterangan: '',
      },
      lines,
      payments,
      needs: saleAuthorizations(sale, totals, rules),
      stock: async (stockTx: Queryable, no: string) => {
        await takeOffTrays(stockTx, actor, items.map((i) => ({ kode_barcode: i.kode_barcode })), { status: 'TERJUAL', jenis: 'JUAL', no_ref: no });
      },
      kategori: 'PENJUALAN',
      money,
      journal,
    };
  },

  cancel: {
    authorization: 'BATAL_PENJUALAN',
    sameDayOnly: true,
    kategori: 'BATAL PENJUALAN',
    async stock(tx, actor, doc) {
      const pieces = doc.lines.filter((l) => l.kode_barcode).map((l) => ({ kode_barcode: l.kode_barcode }));
      await takeOffTrays(tx, actor, pieces, { status: 'READY', from: 'TERJUAL', jenis: 'BATAL_JUAL', no_ref: doc.no_dokumen });
    },
  },
};
