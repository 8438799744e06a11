// Orders (pesanan, issue 21): work the shop promises today and delivers weeks later.
//
// - The order (jenis PESANAN, numbers PN-...): lines without a piece, each a name, group, kadar and estimated weight
//   at its group's price per gram locked this moment (domain/order-pricing.ts: ceil(weight x price / 500) x 500 +
//   ongkos), its goldsmith, note and sample (dokumen_baris_pesanan, migration 043); the promised date in
//   dokumen_pesanan. The down payment (more than 0, at most the total) reaches the till or an account (kategori
//   PESANAN); journal PESANAN/DP: Kas / EDC debited, the customer's down payments (UANG_MUKA) credited; the order's
//   balance (UANG_MUKA) holds it. A shop piece given as a sample leaves its tray as status CONTOH (ledger CONTOH_AMBIL)
//   until returned on /ambil-barang-contoh.
// - The collection (POST pesanan/{no}/ambil): a sale (PENJUALAN) of the finished pieces, added on /tambah-data-barang
//   with the order's number (barang.no_pesanan: no other sale takes them), one per line of the order's group, each at
//   its actual weight and the line's locked price plus its ongkos; paid first by the down payment (payment kind
//   PESANAN, no_reff the order), then by any money payment. The sale's journal debits UANG_MUKA; link AMBIL_PESANAN
//   closes the order (DONE) and cancelling the sale (same day, as any sale) opens it again.
// - The cancellation (BATAL_PESANAN, a reason, any business day; a collected order cannot): a shop sample still out
//   comes back to its tray, pieces made for it are no longer bound to it (sold as any other); by the setting batal_pesanan the down payment is refunded or forfeited (../down-payment.ts).
// - A pre-order (PRE_ORDER_MODULE) is this order filled by a supplier: posted at POST pre-order with kode_supplier and
//   the shop's PO number (dokumen_pesanan; server/pre-order/purchase-order.ts checks them in this plan), its pieces
//   arriving by the supplier's spreadsheet or bound by barcode (server/pre-order/arrivals.ts); collected, cancelled
//   and read as any order.
import orderScreens from '../../../definitions/transactions/pesanan';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { HttpError } from '../../http-error';
import { releaseOrderPieces, takeOffTrays } from '../../inventory/items';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { weightMg } from '../../../domain/units';
import { isIsoDate } from '../../../domain/dates';
import { pieceCost } from '../../../domain/sale-pricing';
import { goldAmount, ORDER_MESSAGES, orderLineAmount, weightDifference } from '../../../domain/order-pricing';
import { depositOverdue, OVERDUE } from '../../../domain/deposit';
import { linkedBy } from '../links';
import { lockDocument } from '../status';
import { postCollection, settleDownPayment } from '../down-payment';
import { withLinePhotos } from '../line-photos';
import { checkTukang } from '../tukang';
import { cancelPolicyOf, type DocumentHeader, type DocumentKind, type DocumentLine, type JournalAmount } from '../plan';
import { earnedMoves, memberCodeOf } from '../member-points';
import { bankTotal, checkAccounts, documentSettings, groupPrices, moneyMoves, PIECE_MESSAGES, refuse, saleHeader, salesPerson, settlePayments, type PaymentInput } from '../priced-pieces';
import { MONEY_PAYMENTS, penjualan, saleJournal } from './penjualan';
import { s, type JsonSchema } from '../../http/schema';
import { customerFields, grams, salePayments } from '../body-schemas';
import type { KindApiInput, ReadDocument } from '../kind-api';
import { preOrderPost, PRE_ORDER_MESSAGES, purchaseOrderOf, type PurchaseOrder } from '../../pre-order/purchase-order';

export const PESANAN_MESSAGES = {
  ...ORDER_MESSAGES,
  saved: 'Transaksi Pesanan Berhasil Disimpan',
  collected: 'Pesanan Berhasil Diambil',
  cancelled: 'Pesanan Berhasil Dibatalkan',
  notFound: 'Pesanan Tidak Ditemukan',
  alreadyCollected: 'Pesanan Sudah Diambil',
  alreadyCancelled: 'Pesanan Sudah Dibatalkan',
  collectedNoCancel: 'Pesanan Sudah Diambil, Tidak Dapat Dibatalkan',
  groupUnknown: 'Kode Group Tidak Terdaftar',
  tukangUnknown: 'Kode Tukang Tidak Terdaftar',
  promiseBeforeToday: 'Tanggal Janji Tidak Boleh Sebelum Tanggal Transaksi',
  promiseInvalid: 'Tanggal Janji Tidak Valid',
  sampleTwice: 'Barang Contoh Sudah Ada Di Tabel',
  piecesCount: 'Jumlah Barang Harus Sama Dengan Jumlah Barang Pesanan',
  notThisOrder: 'Barang Bukan Barang Pesanan Ini',
  groupMismatch: 'Group Barang Tidak Sesuai Dengan Pesanan',
} as const;

/** An order line as the body takes it: grams with a decimal point, rupiah. */
export interface OrderItemInput {
  nama_barang: string;
  kode_group: string;
  kadar: number;
  perkiraan_berat: number;
  ongkos_rp?: number;
  kode_tukang?: string;
  catatan?: string;
  /** A shop piece as a sample (it leaves its tray), or the customer's own piece, described and weighed. */
  contoh?: { kode_barcode: string } | { keterangan: string; berat: number };
}

export interface PesananBody {
  kode_sales: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp?: string;
  /** The customer's member code (../member-points.ts counterMember). */
  kode_member?: string;
  tgl_janji?: string;
  items: OrderItemInput[];
  pembayaran: PaymentInput[];
  authorization_ids?: string[];
  /** A pre-order's (POST pre-order): the supplier filling it and the shop's PO number; absent on an order. */
  kode_supplier?: string;
  no_po?: string;
}

export interface AmbilBody {
  no_pesanan: string;
  items: { kode_barcode: string }[];
  pembayaran: PaymentInput[];
  authorization_ids?: string[];
}

/** What an order line keeps beside the kernel's line (dokumen_baris_pesanan). */
interface OrderLineFacts {
  kode_tukang: string;
  catatan: string;
  contoh_barcode: string;
  contoh_keterangan: string;
  contoh_berat: number;
}

const j = (type: string, kode_akun: string, amount: number): JournalAmount => ({ trx: 'PESANAN', type, kode_akun, amount });

/** The groups' prices this moment (a due price change applied first) and the goldsmiths named, each checked. */
async function lockedPrices(tx: Queryable, items: OrderItemInput[]): Promise<number[]> {
  const codes = items.map((i) => i.kode_group.trim().toUpperCase());
  const { price } = await groupPrices(tx, [...new Set(codes)]);
  return codes.map((code, i) => {
    const p = price.get(code);
    if (p === undefined) throw refuse(400, PESANAN_MESSAGES.groupUnknown, `items.${i}.kode_group`);
    return Number(p);
  });
}

function sampleOf(item: OrderItemInput): Pick<OrderLineFacts, 'contoh_barcode' | 'contoh_keterangan' | 'contoh_berat'> {
  const c = item.contoh;
  if (c && 'kode_barcode' in c) return { contoh_barcode: c.kode_barcode.trim().toUpperCase(), contoh_keterangan: '', contoh_berat: 0 };
  if (c) return { contoh_barcode: '', contoh_keterangan: c.keterangan.trim(), contoh_berat: weightMg(c.berat) / 1000 };
  return { contoh_barcode: '', contoh_keterangan: '', contoh_berat: 0 };
}

async function writeOrderFacts(tx: Queryable, no: string, tglJanji: string | null, facts: OrderLineFacts[], po: PurchaseOrder | null): Promise<void> {
  // The plan checked the PO number under a lock; the unique index is the backstop, answered as the same refusal.
  const written = await tx.query(
    `INSERT INTO dokumen_pesanan (no_dokumen, tgl_janji, kode_supplier, no_po) VALUES ($1, $2, $3, $4)
     ON CONFLICT (no_po) WHERE no_po <> '' DO NOTHING RETURNING no_dokumen`,
    [no, tglJanji, po?.kode_supplier ?? '', po?.no_po ?? ''],
  );
  if (!written.length) throw refuse(400, PRE_ORDER_MESSAGES.poUsed, 'no_po');
  const col = <K extends keyof OrderLineFacts>(k: K) => facts.map((f) => f[k]);
  await tx.query(
    `INSERT INTO dokumen_baris_pesanan (no_dokumen, baris, kode_tukang, catatan, contoh_barcode, contoh_keterangan, contoh_berat)
     SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::numeric[])`,
    [no, facts.map((_, i) => i + 1), col('kode_tukang'), col('catatan'), col('contoh_barcode'), col('contoh_keterangan'), col('contoh_berat')],
  );
}

export const pesanan: DocumentKind<PesananBody> = {
  jenis: 'PESANAN',
  prefix: 'PN',

  async plan(tx: Queryable, _ctx: AppContext, actor: Actor, body: PesananBody) {
    const tglJanji = body.tgl_janji?.trim() || null;
    if (tglJanji && !isIsoDate(tglJanji)) throw refuse(400, PESANAN_MESSAGES.promiseInvalid, 'tgl_janji');
    if (tglJanji && tglJanji < actor.tgl_system.slice(0, 10)) throw refuse(400, PESANAN_MESSAGES.promiseBeforeToday, 'tgl_janji');
    const sales = await salesPerson(tx, body.kode_sales);
    const po = await purchaseOrderOf(tx, body);
    const prices = await lockedPrices(tx, body.items);
    await checkTukang(tx, body.items);
    const facts: OrderLineFacts[] = body.items.map((i) => ({ kode_tukang: (i.kode_tukang ?? '').trim().toUpperCase(), catatan: (i.catatan ?? '').trim(), ...sampleOf(i) }));
    const samples = facts.map((f) => f.contoh_barcode).filter(Boolean);
    samples.forEach((code, i) => {
      if (samples.indexOf(code) !== i) throw refuse(400, PESANAN_MESSAGES.sampleTwice, 'items');
    });

    const lines: DocumentLine[] = body.items.map((item, i) => {
      const mg = weightMg(item.perkiraan_berat);
      const ongkos = item.ongkos_rp ?? 0;
      const harga = goldAmount(mg, prices[i]);
      return {
        kode_barcode: '',
        nama_barang: item.nama_barang.trim(),
        kode_group: item.kode_group.trim().toUpperCase(),
        kode_dept: '',
        kode_gudang: '',
        kode_baki: '',
        kadar: item.kadar,
        qty: 1,
        berat: mg / 1000,
        berat_jual: mg / 1000,
        harga_per_gram: prices[i],
        harga,
        ongkos,
        diskon_rp: 0,
        total: orderLineAmount(mg, prices[i], ongkos),
        harga_modal: 0,
        berlian: false,
      };
    });
    const total = lines.reduce((sum, l) => sum + l.total, 0);
    await checkAccounts(tx, body.pembayaran);
    const { paid, payments } = settlePayments(body.pembayaran, total, await documentSettings(tx), { partial: true });
    if (paid.dibayar > total) throw refuse(400, PESANAN_MESSAGES.dpAboveTotal, 'pembayaran');
    const header = { ...saleHeader(sales, body, { subtotal: total, diskon_rp: 0, ppn_rp: 0, pembulatan_rp: 0, grand_total: total }), kode_member: await memberCodeOf(tx, body) };
    return {
      status: 'OPEN' as const,
      header: { ...header, total_bayar: paid.dibayar, kembalian: 0, keterangan: '' },
      lines,
      payments,
      needs: [],
      stock: async (stockTx: Queryable, no: string) => {
        if (!samples.length) return;
        await takeOffTrays(stockTx, actor, samples.map((kode_barcode) => ({ kode_barcode })), { status: 'CONTOH', jenis: 'CONTOH_AMBIL', no_ref: no, keterangan: `Contoh Pesanan ${no}` });
      },
      afterWrite: (afterTx: Queryable, no: string) => writeOrderFacts(afterTx, no, tglJanji, facts, po),
      kategori: 'PESANAN',
      money: moneyMoves(paid, payments),
      journal: [j('DP', 'KAS', paid.tunai), j('DP', 'EDC', bankTotal(payments)), j('DP', 'UANG_MUKA', paid.dibayar), j('DP', 'FEE_KARTU', paid.fee_rp)],
      // The shop holds the down payment for the customer until the order is collected.
      balance: [{ jenis_saldo: 'UANG_MUKA', kejadian: 'PESAN', pokok: total, terbayar: paid.dibayar }],
    };
  },

  cancel: {
    // BATAL_PESANAN on any business day (an order runs for weeks), validated or not.
    ...cancelPolicyOf(orderScreens),
    kategori: 'BATAL PESANAN',
    refuse: async (_tx, doc) => (doc.status === 'DONE' ? new HttpError(409, PESANAN_MESSAGES.collectedNoCancel) : undefined),
    // A shop sample still out comes back to its tray (one returned on /ambil-barang-contoh already is left as it is);
    // the pieces made for it are the shop's to sell.
    async stock(tx, actor, doc) {
      const out = await tx.query<{ kode_barcode: string }>(
        `SELECT b.kode_barcode FROM dokumen_baris_pesanan p JOIN barang b ON b.kode_barcode = p.contoh_barcode
          WHERE p.no_dokumen = $1 AND b.status = 'CONTOH' ORDER BY b.kode_barcode`,
        [doc.no_dokumen],
      );
      if (out.length) await takeOffTrays(tx, actor, out, { status: 'READY', from: 'CONTOH', jenis: 'CONTOH_KEMBALI', no_ref: doc.no_dokumen });
      await releaseOrderPieces(tx, actor, doc.no_dokumen);
    },
    settle: (tx, doc) => settleDownPayment(tx, doc, { setting: 'batal_pesanan', trx: 'PESANAN', liability: 'UANG_MUKA' }),
  },
};

type OrderRow = { no_dokumen: string; total_bayar: number } & Pick<DocumentHeader, 'kode_sales' | 'nama_sales' | 'nama_customer' | 'alamat_customer' | 'no_hp' | 'kode_member' | 'grand_total'>;

/** The order, locked against a second collection or a cancellation at the same moment; OPEN or refused. */
async function openOrder(tx: Queryable, actor: Actor, no: string): Promise<OrderRow> {
  const d = await lockDocument<OrderRow>(tx, actor.kode_toko, 'PESANAN', no, 'no_dokumen, kode_sales, nama_sales, nama_customer, alamat_customer, no_hp, kode_member, grand_total, total_bayar');
  if (!d) throw new HttpError(404, PESANAN_MESSAGES.notFound);
  if (d.status === 'BATAL') throw new HttpError(409, PESANAN_MESSAGES.alreadyCancelled);
  if (d.status !== 'OPEN') throw new HttpError(409, PESANAN_MESSAGES.alreadyCollected);
  return d;
}

interface FinishedPiece {
  kode_barcode: string;
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
  no_pesanan: string;
  status: string;
}

/** The finished pieces named, locked: each of this shop, on a tray, made for this order. */
async function finishedPieces(tx: Queryable, actor: Actor, no: string, items: { kode_barcode: string }[]): Promise<FinishedPiece[]> {
  const codes = items.map((i) => i.kode_barcode.trim().toUpperCase());
  codes.forEach((c, i) => {
    if (codes.indexOf(c) !== i) throw refuse(400, ITEM_MESSAGES.barcodeInTable, `items.${i}.kode_barcode`);
  });
  const rows = await tx.query<FinishedPiece>(
    `SELECT kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar, qty, berat, hpp, total_hpp, no_pesanan, status
       FROM barang WHERE kode_barcode = ANY($1::text[]) AND kode_toko = $2 ORDER BY kode_barcode FOR UPDATE`,
    [codes, actor.kode_toko],
  );
  const byCode = new Map(rows.map((r) => [r.kode_barcode, r]));
  return codes.map((code, i) => {
    const piece = byCode.get(code);
    const field = `items.${i}.kode_barcode`;
    if (!piece) throw refuse(400, `${ITEM_MESSAGES.barcodeNotFound}: ${code}`, field);
    if (piece.no_pesanan !== no) throw refuse(409, `${PESANAN_MESSAGES.notThisOrder}: ${code}`, field);
    // Sold already (by a collection since cancelled and sold again ...), melted, sent away: not on a tray to hand over.
    if (piece.status !== 'READY') throw refuse(409, `${PIECE_MESSAGES.sold}: ${code}`, field);
    return piece;
  });
}

/** The collection: a sale of the finished pieces at the order's locked prices (see the head of this file). */
export const ambilPesanan: DocumentKind<AmbilBody> = {
  jenis: penjualan.jenis,
  prefix: penjualan.prefix,

  async plan(tx: Queryable, ctx: AppContext, actor: Actor, body: AmbilBody) {
    const order = await openOrder(tx, actor, body.no_pesanan);
    const ordered = await tx.query<{ kode_group: string; harga_per_gram: number; ongkos: number }>(
      'SELECT kode_group, harga_per_gram, ongkos FROM dokumen_baris WHERE no_dokumen = $1 ORDER BY baris',
      [order.no_dokumen],
    );
    const pieces = await finishedPieces(tx, actor, order.no_dokumen, body.items);
    if (pieces.length !== ordered.length) throw refuse(400, PESANAN_MESSAGES.piecesCount, 'items');
    // Each piece takes the first line of its group not yet taken: its locked price and its ongkos.
    const taken = new Set<number>();
    const lines: DocumentLine[] = pieces.map((piece, i) => {
      const at = ordered.findIndex((l, n) => !taken.has(n) && l.kode_group === piece.kode_group);
      if (at < 0) throw refuse(400, `${PESANAN_MESSAGES.groupMismatch}: ${piece.kode_barcode}`, `items.${i}.kode_barcode`);
      taken.add(at);
      const line = ordered[at];
      const mg = weightMg(piece.berat);
      const harga = goldAmount(mg, Number(line.harga_per_gram));
      return {
        kode_barcode: piece.kode_barcode,
        nama_barang: piece.nama_barang,
        kode_group: piece.kode_group,
        kode_dept: piece.kode_dept,
        kode_gudang: piece.kode_gudang,
        kode_baki: piece.kode_baki,
        kadar: piece.kadar,
        qty: piece.qty,
        berat: mg / 1000,
        berat_jual: mg / 1000,
        harga_per_gram: Number(line.harga_per_gram),
        harga,
        ongkos: Number(line.ongkos),
        diskon_rp: 0,
        total: harga + Number(line.ongkos),
        harga_modal: pieceCost(piece, mg),
        berlian: false,
      };
    });
    const total = lines.reduce((sum, l) => sum + l.total, 0);
    const dp = Number(order.total_bayar);
    await checkAccounts(tx, body.pembayaran);
    const all: PaymentInput[] = [{ jenis: 'PESANAN', jumlah_rp: dp, no_reff: order.no_dokumen }, ...body.pembayaran];
    const { paid, payments } = settlePayments(all, total, await documentSettings(tx), { prepended: 1 });
    const header = {
      kode_sales: order.kode_sales,
      nama_sales: order.nama_sales,
      nama_customer: order.nama_customer,
      alamat_customer: order.alamat_customer,
      no_hp: order.no_hp,
      kode_member: order.kode_member,
      subtotal: total,
      diskon_rp: 0,
      ppn_rp: 0,
      pembulatan_rp: 0,
      grand_total: total,
      total_bayar: paid.dibayar,
      kembalian: paid.kembalian,
      keterangan: order.no_dokumen,
    };
    return {
      status: 'DONE' as const,
      header,
      lines,
      payments,
      // The prices were fixed when the order was taken.
      needs: [],
      stock: async (stockTx: Queryable, no: string) => {
        await takeOffTrays(stockTx, actor, pieces.map((p) => ({ kode_barcode: p.kode_barcode })), { status: 'TERJUAL', jenis: 'JUAL', no_ref: no });
      },
      kategori: 'PENJUALAN',
      money: moneyMoves(paid, payments),
      journal: saleJournal(header, lines, paid, payments),
      // The order's worth becomes what was collected; all of it is paid now.
      balance: [{ no_dokumen: order.no_dokumen, kejadian: 'AMBIL', pokok: total - Number(order.grand_total), terbayar: total - dp }],
      links: [{ no_dokumen: order.no_dokumen, jenis: 'AMBIL_PESANAN' }],
      // An order earns its member's points when collected, by the PESANAN rule.
      points: await earnedMoves(tx, ctx, order.kode_member, { rule: 'PESANAN', byWeight: true }, lines, total),
    };
  },

  cancel: penjualan.cancel,
};

// ---------------------------------------------------------------- its API (server/routes/documents.ts makes the routes)
// POST pesanan answers its lines (harga_per_gram, sub_total ...), total_rp, dp_rp and sisa_bayar; its list shows every
// open order whatever its date against the promised date; POST pesanan/{no_pesanan}/ambil collects it by a sale;
// POST pesanan/{no_pesanan}/batal on any business day, the down payment refunded or forfeited.

const MAX_PIECE_GRAMS = 100_000;
// Money only: a coupon, points or a deposit do not pay an order (the schema refuses them).
const pembayaran = salePayments(MONEY_PAYMENTS);
const authorizationIds = s.array('Otorisasi', s.code('Otorisasi', 100), 10);

const orderItem = s.object(
  {
    nama_barang: { ...s.text('Nama Barang', 100), minLength: 1 },
    kode_group: { ...s.code('Kode Group', 20), minLength: 1 },
    kadar: { title: 'Kadar', type: 'number', exclusiveMinimum: 0, maximum: 500 },
    perkiraan_berat: { title: 'Perkiraan Berat', type: 'number', exclusiveMinimum: 0, maximum: MAX_PIECE_GRAMS },
    ongkos_rp: s.money('Ongkos'),
    kode_tukang: s.code('Kode Tukang', 20),
    catatan: s.text('Catatan', 200),
    contoh: {
      title: 'Contoh',
      oneOf: [
        s.object({ kode_barcode: { ...s.code('Kode Barcode', 40), minLength: 1 } }, ['kode_barcode'], { additional: false }),
        s.object({ keterangan: { ...s.text('Keterangan', 200), minLength: 1 }, berat: grams('Berat') }, ['keterangan', 'berat'], { additional: false }),
      ],
    },
  },
  ['nama_barang', 'kode_group', 'kadar', 'perkiraan_berat'],
  { additional: false },
);

export const pesananBody: JsonSchema = s.object(
  {
    ...customerFields,
    tgl_janji: s.date('Tanggal Janji'),
    items: { ...s.array('Barang', orderItem, 50), minItems: 1 },
    pembayaran,
  },
  ['kode_sales', 'nama_customer', 'alamat_customer', 'items', 'pembayaran'],
  { additional: false },
);

const ambilBody = s.object(
  {
    items: { ...s.array('Barang', s.object({ kode_barcode: { ...s.code('Kode Barcode', 40), minLength: 1 } }, ['kode_barcode'], { additional: false }), 50), minItems: 1 },
    pembayaran,
    authorization_ids: authorizationIds,
  },
  ['items', 'pembayaran'],
  { additional: false },
);

/** What an order adds to its document: the down payment, what remains, the promise, each line's facts, the pieces made. */
async function withOrderFacts(db: Queryable, actor: Actor, doc: ReadDocument, no: string): Promise<ReadDocument> {
  const [order] = await db.query<{ tgl_janji: string | null; kode_supplier: string; no_po: string }>(
    `SELECT tgl_janji::text AS tgl_janji, kode_supplier, no_po FROM dokumen_pesanan WHERE no_dokumen = $1`,
    [no],
  );
  const facts = await db.query<{ baris: number; kode_tukang: string; catatan: string; contoh_barcode: string; contoh_keterangan: string; contoh_berat: string }>(
    'SELECT baris, kode_tukang, catatan, contoh_barcode, contoh_keterangan, contoh_berat FROM dokumen_baris_pesanan WHERE no_dokumen = $1 ORDER BY baris',
    [no],
  );
  const made = await db.query<{ kode_barcode: string; nama_barang: string; kode_group: string; berat: string; status: string }>(
    `SELECT kode_barcode, nama_barang, kode_group, berat, status FROM barang WHERE no_pesanan = $1 AND kode_toko = $2 ORDER BY kode_barcode`,
    [no, actor.kode_toko],
  );
  const [batal] = await db.query<{ aturan: string; dp_rp: number }>('SELECT aturan, dp_rp FROM dokumen_batal_dp WHERE no_dokumen = $1', [no]);
  const items = doc.items.map((line, i) => {
    const f = facts[i];
    const contoh = f?.contoh_barcode || (f?.contoh_keterangan ? `${f.contoh_keterangan} (${Number(f.contoh_berat)} g)` : '');
    return { ...line, perkiraan_berat: line.berat_jual, sub_total: line.total, kode_tukang: f?.kode_tukang ?? '', catatan: f?.catatan ?? '', contoh,
      contoh_barcode: f?.contoh_barcode ?? '', contoh_keterangan: f?.contoh_keterangan ?? '', contoh_berat: Number(f?.contoh_berat ?? 0) };
  });
  const lines = doc.items as unknown as { kode_group: string; berat_jual: number; harga_per_gram: number }[];
  const barang_jadi = made.map((p) => {
    const line = lines.find((l) => l.kode_group === p.kode_group);
    const estimate = line ? weightDifference(weightMg(line.berat_jual), weightMg(p.berat), Number(line.harga_per_gram)) : null;
    return { ...p, berat: Number(p.berat), selisih_berat: estimate ? estimate.selisih_mg / 1000 : null, selisih_rp: estimate?.selisih_rp ?? null };
  });
  return {
    ...withRest(doc, order?.tgl_janji ?? null, actor.tgl_system),
    // A pre-order's supplier and PO number ('' on an order).
    kode_supplier: order?.kode_supplier ?? '',
    no_po: order?.no_po ?? '',
    items: await withLinePhotos(db, no, items),
    barang_jadi,
    no_faktur_jual: await linkedBy(db, no, 'AMBIL_PESANAN'),
    batal_dp: batal ?? null,
  } as ReadDocument;
}

/** The down payment, what remains, the promised date and whether an open order is past it. */
const withRest = <R extends Record<string, unknown>>(d: R, tglJanji: string | null, tglSystem: string) => ({
  ...d,
  total_rp: Number(d.grand_total),
  dp_rp: Number(d.total_bayar),
  sisa_bayar: Number(d.grand_total) - Number(d.total_bayar),
  tgl_janji: tglJanji,
  tempo: tglJanji && depositOverdue(String(d.status), tglJanji, tglSystem) ? OVERDUE : null,
});

const ORDER_POST_SUMMARY =
  "Take an order: its lines at their group's price per gram locked now (ceil(weight x price / 500) x 500 + ongkos), a shop sample off its tray, the down payment to the till or an account; one transaction";

export const pesananApi: KindApiInput<PesananBody> = {
  definition: orderScreens,
  kind: pesanan,
  // POST pesanan with its own body; POST pre-order, the same kind with a supplier and a PO number, on its own screen.
  posts: [
    { url: 'pesanan', screen: orderScreens[0].document.entry, summary: ORDER_POST_SUMMARY, body: pesananBody, message: PESANAN_MESSAGES.saved },
    preOrderPost(pesananBody),
  ],
  messages: PESANAN_MESSAGES,
  summaries: {
    post: ORDER_POST_SUMMARY,
    list: "The shop's orders of a range of business dates (default: today) and every open one whatever its date, with the down payment, what remains and the promised date (tempo LEWAT: open past it)",
    read: 'One order with its lines (goldsmith, note, sample), payments, status history, the finished pieces registered for it (each against its estimate) and the sale that collected it',
    cancel: "Cancel an order (BATAL_PESANAN), any business day, not once collected: a shop sample back on its tray, the down payment refunded or forfeited by the shop's rule (batal_pesanan)",
  },
  posted: (d) => {
    const order = d as ReadDocument & { total_rp: number; dp_rp: number; sisa_bayar: number; kode_supplier: string; no_po: string };
    const answer = { items: order.items, total_rp: order.total_rp, dp_rp: order.dp_rp, sisa_bayar: order.sisa_bayar };
    return order.no_po ? { ...answer, kode_supplier: order.kode_supplier, no_po: order.no_po } : answer;
  },
  extend: (db, actor, doc, no) => withOrderFacts(db, actor, doc, no),
  saldo: true,
  linePhotos: true,
  list: {
    openAnyDate: true,
    async rows(db, actor, rows) {
      const numbers = rows.map((r) => String(r.no_pesanan));
      const promised = await db.query<{ no_dokumen: string; tgl_janji: string | null }>(
        'SELECT no_dokumen, tgl_janji::text AS tgl_janji FROM dokumen_pesanan WHERE no_dokumen = ANY($1::text[])',
        [numbers],
      );
      const collected = await db.query<{ no_dokumen: string; no_tautan: string }>(
        `SELECT no_dokumen, no_tautan FROM dokumen_tautan WHERE no_dokumen = ANY($1::text[]) AND jenis = 'AMBIL_PESANAN'
          GROUP BY no_dokumen, no_tautan HAVING sum(arah) > 0`,
        [numbers],
      );
      const janji = new Map(promised.map((p) => [p.no_dokumen, p.tgl_janji]));
      const sale = new Map(collected.map((c) => [c.no_dokumen, c.no_tautan]));
      return rows.map((r) => ({ ...withRest(r, janji.get(String(r.no_pesanan)) ?? null, actor.tgl_system), no_faktur_jual: sale.get(String(r.no_pesanan)) ?? null }));
    },
  },
  actions: [
    {
      path: 'ambil',
      gate: 'entry',
      summary: "Collect an order: a sale of its finished pieces at their actual weight and the order's locked prices, paid first by the down payment (PESANAN), then by the new payments; one transaction",
      body: ambilBody,
      async run(ctx, actor, noPesanan, input, opts) {
        const body = { ...(input as Omit<AmbilBody, 'no_pesanan'>), no_pesanan: noPesanan };
        const { no, completes, ...sale } = await postCollection(ctx, actor, ambilPesanan, body, { idempotencyKey: opts.idempotencyKey, number: 'no_faktur_jual', dpKind: 'PESANAN' });
        return { message: PESANAN_MESSAGES.collected, data: { no_pesanan: completes || noPesanan, no_faktur_jual: no, ...sale } };
      },
    },
  ],
};
