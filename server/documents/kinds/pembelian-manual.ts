// The manual buy-back (issue 11 section 6): gold bought from a customer by weight and kadar, not as a piece with a
// barcode but into a manual stock line (barang manual, migration 010) of the shop's buy-back warehouse (its first tray,
// server/inventory/buyback-stock.ts), under the line's group and that group's kode_dept. Priced as the tagged buy-back
// prices a piece (domain/buyback-pricing.ts, the masters of ./pembelian.ts buybackParameters), paid out in cash or
// by transfer as it is (./pembelian.ts paymentsOut), with the same authorization for paying above the system price.
//
// Its books are the buy-back's (buybackJournal) on its own journal BELI_MANUAL (migration 032), money kategori
// PEMBELIAN MANUAL; the grams enter their line with ledger rows BELI naming the document. A cancellation takes them
// out again (BATAL_BELI), only while the line still holds them: grams moved or melted since have moved on.
import manualBuybackScreens from '../../../definitions/transactions/pembelian-manual';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { buybackTray } from '../../inventory/buyback-stock';
import { parseQty } from '../../../domain/barang-manual';
import { authorizationLine, BUYBACK_MESSAGES, buybackAuthorizations, buybackLineProblem, resolveBuybackLine, type BuybackAuthorizationLine } from '../../../domain/buyback-pricing';
import { weightMg } from '../../../domain/units';
import { checkTakes, putIntoLines, takeFromLines, type ManualAmount } from '../../barang-manual/documents';
import { cancelPolicyOf, type DocumentKind, type StoredDocument } from '../plan';
import { memberCodeOf } from '../member-points';
import { refuse, salesPerson } from '../priced-pieces';
import { s } from '../../http/schema';
import { buybackPayments, customerFields, CUSTOMER_REQUIRED, grams, pieces, required } from '../body-schemas';
import type { KindApiInput } from '../kind-api';
import { BUYBACK_DOCUMENT_MESSAGES, buybackJournal, buybackLine, buybackParameters, headerOf, moneyOut, paymentsOut, writeBuybackFacts, type BuybackBody, type BuybackLine } from './pembelian';

export const MANUAL_BUYBACK_MESSAGES = {
  saved: 'Transaksi Pembelian Manual Berhasil Disimpan',
  cancelled: 'Pembelian Manual Berhasil Dibatalkan',
} as const;

/** One line: gold by weight; its name defaults to its group's; gross weight to the net weight. */
export interface ManualBuybackItem {
  nama_barang?: string;
  kode_group: string;
  kode_harga?: string;
  kadar: number;
  qty?: number;
  berat_kotor?: number;
  berat: number;
  kondisi: string;
  ada_nota: boolean;
  harga?: number;
}

export type ManualBuybackBody = Omit<BuybackBody, 'items'> & { items: ManualBuybackItem[] };

/** What a stored manual buy-back put in, line by line: what its cancellation takes out. */
const amountsOf = (doc: StoredDocument): ManualAmount[] =>
  doc.lines.map((l) => ({
    key: { kode_toko: doc.kode_toko, kode_gudang: l.kode_gudang, kode_baki: l.kode_baki, kode_group: l.kode_group, kode_dept: l.kode_dept },
    qty: Number(l.qty),
    mg: weightMg(l.berat),
  }));

export const pembelianManual: DocumentKind<ManualBuybackBody> = {
  jenis: 'PEMBELIAN_MANUAL',
  prefix: 'BM',

  async plan(tx: Queryable, _ctx: AppContext, actor: Actor, body: ManualBuybackBody) {
    const sales = await salesPerson(tx, body.kode_sales);
    const params = await buybackParameters(tx);
    const tray = await buybackTray(tx);
    const lines: BuybackLine[] = [];
    const puts: ManualAmount[] = [];
    const auth: BuybackAuthorizationLine[] = [];
    for (const [i, item] of body.items.entries()) {
      const field = (f: string) => `items.${i}.${f}`;
      const qty = parseQty(item.qty);
      if ('error' in qty) throw refuse(400, qty.error, field('qty'));
      const berat_mg = weightMg(item.berat);
      const berat_kotor_mg = item.berat_kotor === undefined ? berat_mg : weightMg(item.berat_kotor);
      const kadar = Math.round(item.kadar * 100);
      const kode_group = item.kode_group.trim().toUpperCase();
      const kondisi = item.kondisi.trim().toUpperCase();
      const rosok = params.kondisi.find((k) => k.kondisi_barang === kondisi)?.rosok ?? false;
      const typed = item.nama_barang?.trim().toUpperCase() ?? '';
      const nama_barang = typed || (params.groups.find((g) => g.kode_group === kode_group)?.nama_group ?? kode_group).toUpperCase();
      const problem = buybackLineProblem({ nama_barang, berat_mg, berat_kotor_mg, kadar, rosok });
      // The name is checked only when the cashier typed one; a group's own name is what it is.
      if (problem && (problem !== 'nameTooShort' || typed)) {
        const at = { nameTooShort: 'nama_barang', weightZero: 'berat', grossBelowNet: 'berat_kotor' }[problem as string] ?? 'kadar';
        throw refuse(400, BUYBACK_MESSAGES[problem], field(at));
      }
      const resolved = resolveBuybackLine(params, { kode_group, kode_harga: item.kode_harga?.trim().toUpperCase(), kadar, berat_mg, kondisi, ada_nota: item.ada_nota });
      if (!resolved.ok) throw refuse(400, resolved.message, field(resolved.field));
      const harga = item.harga ?? resolved.price.harga_sistem;
      if (harga <= 0) throw refuse(400, BUYBACK_MESSAGES.priceZero, field('harga'));
      auth.push(authorizationLine(resolved, { nama_barang, harga, berat_mg }));
      const key = { kode_toko: actor.kode_toko, ...tray, kode_group, kode_dept: resolved.kode_dept };
      puts.push({ key, qty: qty.qty, mg: berat_mg });
      lines.push(buybackLine(resolved, { kode_barcode: '', nama_barang, kode_group, tray, kadar: item.kadar, qty: qty.qty, berat_mg, berat_kotor_mg, kondisi, ada_nota: item.ada_nota, harga }));
    }
    const total = lines.reduce((s, l) => s + l.total, 0);
    const payments = await paymentsOut(tx, body.pembayaran, total);
    return {
      status: 'DONE' as const,
      header: headerOf(sales, body, total, await memberCodeOf(tx, body)),
      lines,
      payments,
      needs: buybackAuthorizations(auth, params.toleransi_mg),
      stock: (stockTx: Queryable, no: string) => putIntoLines(stockTx, actor, puts, 'BELI', no),
      afterWrite: (afterTx: Queryable, no: string) => writeBuybackFacts(afterTx, no, lines),
      kategori: 'PEMBELIAN MANUAL',
      money: moneyOut(payments),
      journal: buybackJournal(total, payments, 'BELI_MANUAL'),
    };
  },

  cancel: {
    ...cancelPolicyOf(manualBuybackScreens),
    kategori: 'BATAL PEMBELIAN MANUAL',
    async stock(tx, actor, doc) {
      const takes = amountsOf(doc);
      await checkTakes(tx, takes, () => 'no_faktur_beli', 409, BUYBACK_DOCUMENT_MESSAGES.processed);
      await takeFromLines(tx, actor, takes, 'BATAL_BELI', doc.no_dokumen);
    },
  },
};

// ---------------------------------------------------------------- its API (server/routes/documents.ts makes the routes)

const manualBuybackBody = s.object(
  {
    ...customerFields,
    items: s.array(
      'Barang',
      s.object(
        {
          nama_barang: s.text('Nama Barang', 100),
          kode_group: { ...s.code('Kode Group', 20, required('Kode Group')), minLength: 1 },
          kode_harga: s.code('Kode Harga', 20),
          kadar: { title: 'Kadar', type: 'number', minimum: 0, maximum: 500 },
          qty: pieces,
          berat_kotor: grams('Berat Kotor'),
          berat: grams('Berat'),
          kondisi: { ...s.code('Kondisi', 20), minLength: 1 },
          ada_nota: { title: 'Ada Nota', type: 'boolean' },
          harga: s.money('Harga'),
        },
        ['kode_group', 'kadar', 'berat', 'kondisi', 'ada_nota'],
        { additional: false },
      ),
      100,
    ),
    pembayaran: buybackPayments,
  },
  CUSTOMER_REQUIRED,
  { additional: false },
);

export const pembelianManualApi: KindApiInput<ManualBuybackBody> = {
  definition: manualBuybackScreens,
  kind: pembelianManual,
  body: manualBuybackBody,
  messages: MANUAL_BUYBACK_MESSAGES,
  summaries: {
    post: 'Post a manual buy-back: manual stock, money and journal in one transaction',
    list: "The shop's manual buy-backs of a range of business dates (default: today), by sales person, status or cashier",
    read: 'One manual buy-back with its lines, payments, status history and authorizations; whether it can be cancelled now (bisa_batal) and why not',
    cancel: 'Cancel a manual buy-back of today (BATAL_PEMBELIAN): its manual stock back, money and journal reversed',
  },
  posted: (doc) => ({ total_harga: doc.grand_total, items: doc.items, pembayaran: doc.pembayaran }),
};
