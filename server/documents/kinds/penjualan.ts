// The sale (issue 9): scanned pieces priced by the day's group price (../priced-pieces.ts, shared with the money
// deposit), paid in one or more ways (domain/payments.ts). It plans; the kernel (../engine.ts) writes.
//
// Its books: cash to the till (KAS, net of change) and every bank payment to its account; coupons and deposits move
// no money. The journal PENJUALAN/TUNAI when any cash was paid, else PENJUALAN/NON_TUNAI: Kas and EDC/transfer
// debited, a coupon or member points to promotion (PROMOSI), a deposit used to pay out of the customer's deposits (TITIPAN); gold
// sales (after discounts and rounding), ongkos, PPN and the card fee credited; the pieces' cost moved from stock to
// cost of sales; a trade-in's TUKAR debited to the clearing account its buy-back credits; an order's down payment
// (PESANAN) out of the customer's down payments (UANG_MUKA).
//
// Payment kinds: TUNAI, TRANSFER, DEBIT, KREDIT, QRIS; KUPON behind KUPON_PENJUALAN_MODULE (../coupons.ts); TITIP only
// through a deposit's pay-off (POST titip/{no}/lunas, ./titip.ts), which knows which deposit and pieces it settles.
// TUKAR only through a trade-in's `tukar` lines, whose buy-back is written beside the sale (./pembelian.ts).
// PESANAN only through an order's collection (POST pesanan/{no}/ambil, ./pesanan.ts); SERVICE only a service's.
// POIN behind PENJUALAN_BAYAR_POIN_MODULE, from the points of the sale's member (its kode_member, else its phone); a
// member's sale earns points (MEMBER_MODULE); a cancelled sale reverses both (../member-points.ts, its rules).
// A sale made through an online marketplace names it (kode_marketplace, an active /master-marketplace record) behind
// MARKETPLACE_INTEGRATION_MODULE; with the module off a marketplace is refused, as a coupon or a discount is.
import saleScreens from '../../../definitions/transactions/penjualan';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { HttpError } from '../../http-error';
import { takeOffTrays } from '../../inventory/items';
import { masterTable } from '../../db/master-tables';
import { linksOf } from '../links';
import { moduleOn, type ModuleMap } from '../../../domain/gates';
import { MONEY_PAYMENT_KINDS, PAYMENT_KINDS, type PaymentKind, type PaymentSummary } from '../../../domain/payments';
import { s, type JsonSchema } from '../../http/schema';
import type { KindApiInput } from '../kind-api';
import { customerFields, CUSTOMER_REQUIRED, salePayments } from '../body-schemas';
import { cancelPolicyOf, type DocumentHeader, type DocumentKind, type DocumentLine, type DocumentPayment, type JournalAmount } from '../plan';
import { bankTotal, checkAccounts, moneyMoves, PIECE_MESSAGES, pricePieces, refuse, settlePayments, type PiecesBody } from '../priced-pieces';
import { checkCoupons, freeCoupons, recordCouponUses } from '../coupons';
import { checkPointAmounts, pointMoves, pointsMember, POIN_MESSAGES } from '../member-points';
import { buybackItems, pembelian, tradeInPlan, type BuybackItem } from './pembelian';

export type { SaleItem } from '../priced-pieces';

export const SALE_MESSAGES = {
  ...PIECE_MESSAGES,
  paymentNotYet: 'Jenis Pembayaran Ini Belum Tersedia',
  couponOff: 'Modul Kupon Penjualan Tidak Aktif',
  marketplaceOff: 'Modul Integrasi Marketplace Tidak Aktif',
  marketplaceUnknown: 'Marketplace Tidak Terdaftar Atau Tidak Aktif',
  depositOnlyByPayOff: 'Pembayaran Dengan Titipan Hanya Melalui Pelunasan Titip Uang',
  downPaymentOnlyByPickUp: 'Pembayaran Dengan DP Hanya Melalui Ambil Pesanan Atau Ambil Service',
  tradeInOnlyByItems: 'Pembayaran Tukar Tambah Hanya Melalui Barang Tukar',
  boughtBack: 'Barang Nota Ini Sudah Dibeli Kembali, Penjualan Tidak Dapat Dibatalkan',
  instalmentOnlyByPayOff: 'Pembayaran Dengan Cicilan Hanya Melalui Pelunasan Cicilan',
  // The sale that closed an instalment contract: the contract is closed with it (server/documents/kinds/cicilan-bayar.ts).
  instalmentSale: 'Penjualan Pelunasan Cicilan Tidak Dapat Dibatalkan',
  saved: 'Transaksi Penjualan Berhasil Disimpan',
  cancelled: 'Penjualan Berhasil Dibatalkan',
} as const;

/** A sale; with `tukar`, a trade-in: the customer's old pieces bought back in the same checkout (./pembelian.ts). */
export type SaleBody = PiecesBody & { tukar?: { items: BuybackItem[] }; kode_marketplace?: string };

/** The marketplace a sale names, an active record of /master-marketplace; undefined (sold in the shop) when none. */
async function saleMarketplace(tx: Queryable, modules: ModuleMap, kode: string | undefined): Promise<string | undefined> {
  const code = (kode ?? '').trim().toUpperCase();
  if (!code) return undefined;
  if (!moduleOn(modules, 'MARKETPLACE_INTEGRATION_MODULE')) throw refuse(400, SALE_MESSAGES.marketplaceOff, 'kode_marketplace');
  const found = await tx.query(`SELECT 1 FROM ${masterTable({ name: 'marketplace' })} WHERE kode_marketplace = $1 AND is_active`, [code]);
  if (!found.length) throw refuse(400, SALE_MESSAGES.marketplaceUnknown, 'kode_marketplace');
  return code;
}

/** Kinds paid into the till or an account: what a deposit and its pay-off take too. */
export const MONEY_PAYMENTS = MONEY_PAYMENT_KINDS;

/**
 * The journal of a sale of these lines and totals paid so: see the head of this file. Balanced because cash net +
 * bank + coupons + deposits = grand total = (subtotal - discount + rounding) + PPN, and fees on both sides. `trx`: the
 * journal of /parameter-akun it posts by (a manual sale has its own, ./penjualan-manual.ts).
 */
export function saleJournal(
  header: Pick<DocumentHeader, 'subtotal' | 'diskon_rp' | 'ppn_rp' | 'pembulatan_rp'>,
  lines: DocumentLine[],
  paid: PaymentSummary,
  payments: DocumentPayment[],
  trx = 'PENJUALAN',
): JournalAmount[] {
  const sumOf = (jenis: PaymentKind) => payments.filter((p) => p.jenis === jenis).reduce((s, p) => s + p.jumlah_rp, 0);
  const cash = paid.tunai - paid.kembalian;
  const ongkos = lines.reduce((s, l) => s + l.ongkos, 0);
  const cost = lines.reduce((s, l) => s + l.harga_modal, 0);
  const type = cash > 0 ? 'TUNAI' : 'NON_TUNAI';
  const j = (t: string, kode_akun: string, amount: number): JournalAmount => ({ trx, type: t, kode_akun, amount });
  return [
    j('TUNAI', 'KAS', cash),
    j('NON_TUNAI', 'EDC', bankTotal(payments)),
    // The roles below exist under PENJUALAN/TUNAI only (migration 019), whatever the sale's own type.
    j('TUNAI', 'PROMOSI', sumOf('KUPON') + sumOf('POIN')),
    j('TUNAI', 'TITIPAN', sumOf('TITIP')),
    j('TUNAI', 'TUKAR', sumOf('TUKAR')),
    // An order's down payment, held as UANG_MUKA since the order was taken (./pesanan.ts).
    j('TUNAI', 'UANG_MUKA', sumOf('PESANAN')),
    // An instalment contract's pay-off sale: the deferred instalment sale (migration 046) pays it.
    j('TUNAI', 'CICILAN', sumOf('CICILAN')),
    j(type, 'PENJUALAN', header.subtotal - header.diskon_rp + header.pembulatan_rp - ongkos),
    j(type, 'ONGKOS', ongkos),
    j(type, 'PPN', header.ppn_rp),
    j('NON_TUNAI', 'FEE_KARTU', paid.fee_rp),
    j(type, 'HPP', cost),
    j(type, 'PERSEDIAAN', cost),
  ];
}

export const penjualan: DocumentKind<SaleBody> = {
  jenis: 'PENJUALAN',
  prefix: 'JL',

  async plan(tx: Queryable, ctx: AppContext, actor: Actor, body: SaleBody) {
    const modules = await ctx.modules();
    body.pembayaran.forEach((p, i) => {
      const field = `pembayaran.${i}.jenis`;
      if (p.jenis === 'TITIP') throw refuse(400, SALE_MESSAGES.depositOnlyByPayOff, field);
      if (p.jenis === 'TUKAR') throw refuse(400, SALE_MESSAGES.tradeInOnlyByItems, field);
      if (p.jenis === 'PESANAN' || p.jenis === 'SERVICE') throw refuse(400, SALE_MESSAGES.downPaymentOnlyByPickUp, field);
      if (p.jenis === 'CICILAN') throw refuse(400, SALE_MESSAGES.instalmentOnlyByPayOff, field);
      if (p.jenis === 'KUPON' && !moduleOn(modules, 'KUPON_PENJUALAN_MODULE')) throw refuse(400, SALE_MESSAGES.couponOff, field);
      if (p.jenis === 'POIN' && !moduleOn(modules, 'PENJUALAN_BAYAR_POIN_MODULE')) throw refuse(400, POIN_MESSAGES.spendOff, field);
      if (p.jenis !== 'KUPON' && p.jenis !== 'POIN' && !MONEY_PAYMENTS.includes(p.jenis)) throw refuse(400, SALE_MESSAGES.paymentNotYet, field);
    });
    const kodeMarketplace = await saleMarketplace(tx, modules, body.kode_marketplace);
    const priced = await pricePieces(tx, ctx, actor, body);
    await checkAccounts(tx, body.pembayaran);
    const coupons = await checkCoupons(tx, actor, body.pembayaran, priced.totals.grand_total);
    const member = await pointsMember(tx, body.pembayaran, { kode_member: priced.header.kode_member }, moduleOn(modules, 'MEMBER_MODULE'));
    checkPointAmounts(body.pembayaran, Number(priced.stored.poin_rupiah ?? 0));
    // A trade-in: the old gold's value pays the sale first (TUKAR), the customer's own lines the rest.
    const tradeIn = body.tukar?.items.length ? await tradeInPlan(tx, actor, priced.header, body.tukar.items, priced.totals.grand_total) : undefined;
    const pembayaran = tradeIn ? [...body.pembayaran, { jenis: 'TUKAR' as const, jumlah_rp: tradeIn.tukar }] : body.pembayaran;
    const { paid, payments } = settlePayments(pembayaran, priced.totals.grand_total, priced.stored, { saldoPoin: member?.saldo });
    const points = await pointMoves(tx, member, paid, payments, priced.lines, priced.totals.grand_total);

    return {
      status: 'DONE' as const,
      header: { ...priced.header, total_bayar: paid.dibayar, kembalian: paid.kembalian, keterangan: '', ...(kodeMarketplace ? { kode_marketplace: kodeMarketplace } : {}) },
      lines: priced.lines,
      payments,
      needs: priced.needs,
      stock: async (stockTx: Queryable, no: string) => {
        await takeOffTrays(stockTx, actor, priced.items.map((i) => ({ kode_barcode: i.kode_barcode })), { status: 'TERJUAL', jenis: 'JUAL', no_ref: no });
      },
      afterWrite: (afterTx: Queryable, no: string) => recordCouponUses(afterTx, actor, no, coupons),
      numberLate: true,
      points,
      kategori: 'PENJUALAN',
      money: moneyMoves(paid, payments),
      journal: saleJournal(priced.header, priced.lines, paid, payments),
      ...(tradeIn ? { companions: [{ jenis: pembelian.jenis, prefix: pembelian.prefix, plan: tradeIn.plan }] } : {}),
    };
  },

  cancel: {
    ...cancelPolicyOf(saleScreens),
    kategori: 'BATAL PENJUALAN',
    // A piece bought back since (and perhaps sold again) is no longer this sale's to take back: its last ledger row
    // must still be this sale's, leaving out rows that move nothing (sorting) and those of cancelled documents (a
    // buy-back cancelled since gave the piece back as sold).
    async refuse(tx, doc) {
      const instalment = await tx.query(`SELECT 1 FROM dokumen_bayar WHERE no_dokumen = $1 AND jenis = 'CICILAN'`, [doc.no_dokumen]);
      if (instalment.length) return new HttpError(409, SALE_MESSAGES.instalmentSale);
      const movedOn = await tx.query(
        `SELECT 1 FROM (
           SELECT DISTINCT ON (m.kode_barcode) m.no_ref FROM barang_mutasi m
            WHERE m.kode_barcode = ANY($1::text[]) AND m.jenis NOT IN ('SORTIR', 'UBAH_DATA')
              AND NOT EXISTS (SELECT 1 FROM dokumen_terkini d WHERE d.no_dokumen = m.no_ref AND d.status = 'BATAL' AND d.no_dokumen <> $2)
            ORDER BY m.kode_barcode, m.id DESC) last
          WHERE no_ref <> $2 LIMIT 1`,
        [doc.lines.filter((l) => l.kode_barcode).map((l) => l.kode_barcode), doc.no_dokumen],
      );
      return movedOn.length ? new HttpError(409, SALE_MESSAGES.boughtBack) : undefined;
    },
    async stock(tx, actor, doc) {
      const pieces = doc.lines.filter((l) => l.kode_barcode).map((l) => ({ kode_barcode: l.kode_barcode }));
      // A deposit's pay-off cancelled: its pieces are reserved by the deposit again, not on sale (ending the link opens
      // the deposit again: ../links.ts). The default mirror of money and journal puts the deposit's amount back into
      // the customer's deposits.
      if ((await linksOf(tx, doc.no_dokumen, 'PELUNASAN')).length) {
        await takeOffTrays(tx, actor, pieces, { status: 'TITIP', from: 'TERJUAL', jenis: 'BATAL_TITIP_JUAL', no_ref: doc.no_dokumen });
      } else {
        await takeOffTrays(tx, actor, pieces, { status: 'READY', from: 'TERJUAL', jenis: 'BATAL_JUAL', no_ref: doc.no_dokumen });
      }
      await freeCoupons(tx, actor, doc.no_dokumen);
    },
  },
};

// Its API (server/routes/documents.ts makes the routes: POST penjualan, GET penjualan[/{no_faktur_jual}], batal, cetak).
/** A piece weighed at the counter: 100 kg is beyond any piece a shop sells. */
const MAX_PIECE_GRAMS = 100_000;

export const saleBody: JsonSchema = s.object(
  {
    ...customerFields,
    diskon_rp: s.money('Diskon'),
    items: s.array(
      'Barang',
      s.object(
        {
          kode_barcode: { ...s.code('Kode Barcode', 40), minLength: 1 },
          berat_jual: { title: 'Berat Jual', type: 'number', exclusiveMinimum: 0, maximum: MAX_PIECE_GRAMS },
          diskon_rp: s.money('Diskon'),
        },
        ['kode_barcode'],
        { additional: false },
      ),
      200,
    ),
    // POIN: whole points (the kind refuses a fraction with the domain's message); jumlah_rp their rupiah.
    pembayaran: salePayments(PAYMENT_KINDS, { poin: { title: 'Poin', type: 'number', minimum: 1, maximum: 1_000_000_000_000 } }),
    // A trade-in: the customer's old pieces, bought back in the same checkout (./pembelian.ts).
    tukar: s.object({ items: buybackItems }, ['items'], { additional: false }),
    // The online marketplace it was sold through ('' or absent: in the shop).
    kode_marketplace: s.code('Kode Marketplace', 15),
  },
  CUSTOMER_REQUIRED,
  { additional: false },
);

export const penjualanApi: KindApiInput<SaleBody> = {
  definition: saleScreens,
  kind: penjualan,
  body: saleBody,
  messages: SALE_MESSAGES,
  summaries: {
    post: 'Post a sale: the pieces leave their trays, payments reach the till and accounts, the journal is written; one transaction',
    list: "The shop's sales of a range of business dates (default: today), by sales person, status, cashier, or not validated yet",
    read: 'One sale with its lines, payments, status history and the authorizations it used; whether it can be cancelled now (bisa_batal) and why not',
    cancel: 'Cancel a sale of today (BATAL_PENJUALAN): its pieces back on their trays, money and journal reversed; a trade-in with its buy-back',
  },
  // A trade-in answers its buy-back and checkout group beside the sale.
  posted: (sale) => ({
    ...(sale.tukar ? { no_faktur_beli: sale.tukar.no_faktur_beli, no_faktur_group: sale.no_faktur_group, tukar: sale.tukar } : {}),
    grand_total: sale.grand_total,
    kembalian: sale.kembalian,
    items: sale.items,
    pembayaran: sale.pembayaran,
  }),
};
