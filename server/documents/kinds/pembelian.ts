// The buy-back (issue 10): pieces bought from customers, priced by domain/buyback-pricing.ts (the entry screen's own
// functions), paid out in cash or by transfer, and put into the buy-back stock (server/inventory/buyback-stock.ts). It
// plans; the kernel (../engine.ts) writes. A trade-in's buy-back is planned here too (tradeInPlan), as the sale's
// companion: its value pays the sale (TUKAR) and what it is worth beyond the sale goes back in cash (TUKAR KURANG).
//
// Its books: money out of the till (KAS) and the shop's bank accounts; the journal PEMBELIAN/TUNAI when cash was paid,
// else PEMBELIAN/NON_TUNAI: scrap stock (PERSEDIAAN_RONGSOK) debited with what was paid, Kas, Bank and the trade-in
// clearing account (TUKAR) credited.
//
// The shop's own piece (a barcode it sold, found by the barcode or the receipt's number) comes back as the same item;
// its receipt's price and weight are the reference (harga_nota, berat_nota). A piece from elsewhere becomes a new item
// with a new barcode. A piece already bought back or exchanged is refused, and two cashiers buying back one piece at
// once get one buy-back (the item row is locked).
import buybackScreens from '../../../definitions/transactions/pembelian';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { HttpError } from '../../http-error';
import { masterTable } from '../../db/master-tables';
import { applyDuePrices } from '../../harga-emas/apply';
import { buybackTray, enterBuybackStock, type BuybackPiece, type Tray } from '../../inventory/buyback-stock';
import { nextBarcode } from '../../inventory/items';
import { writeLedger } from '../../inventory/ledger';
import { whatsappNumber } from '../../../domain/phone';
import { weightMg } from '../../../domain/units';
import {
  authorizationLine,
  BUYBACK_MESSAGES,
  buybackAuthorizations,
  buybackLineProblem,
  resolveBuybackLine,
  tradeIn,
  type BuybackAuthorizationLine,
  type BuybackParameters,
  type ResolvedBuybackLine,
} from '../../../domain/buyback-pricing';
import type { AuthorizationFact } from '../../../domain/authorization';
import { s, type JsonSchema } from '../../http/schema';
import type { KindApiInput } from '../kind-api';
import { buybackPayments, customerFields, CUSTOMER_REQUIRED, grams } from '../body-schemas';
import { cancelPolicyOf, type DocumentHeader, type DocumentKind, type DocumentLine, type DocumentPayment, type JournalAmount, type MoneyMove, type Plan, type StoredDocument } from '../plan';
import { earnedMoves, memberCodeOf } from '../member-points';
import { refuse, salesPerson } from '../priced-pieces';
import type { MoneyKategori } from '../../../domain/codes';

export const BUYBACK_DOCUMENT_MESSAGES = {
  ...BUYBACK_MESSAGES,
  notSold: 'Barang Belum Pernah Terjual',
  saleNotFound: 'Nota Penjualan Barang Ini Tidak Ditemukan',
  pickPiece: 'Pilih Barang Dari Nota Penjualan',
  paymentKind: 'Pembayaran Pembelian Hanya Tunai Atau Transfer',
  paymentTotal: 'Jumlah Pembayaran Harus Sama Dengan Total Pembelian',
  accountRequired: 'Nomor Rekening Customer Belum Diisi',
  shopAccountMissing: 'Rekening Toko Untuk Transfer Belum Terdaftar',
  processed: 'Barang Pembelian Sudah Diproses, Pembelian Tidak Dapat Dibatalkan',
  saved: 'Transaksi Pembelian Berhasil Disimpan',
  cancelled: 'Pembelian Berhasil Dibatalkan',
} as const;

/** One line as POST pembelian (and a trade-in's `tukar`) gives it: weights in grams, kadar in percent. */
export interface BuybackItem {
  kode_barcode?: string;
  no_faktur_jual?: string;
  nama_barang: string;
  kode_group: string;
  kode_harga?: string;
  kadar: number;
  berat_kotor: number;
  berat: number;
  kondisi: string;
  ada_nota: boolean;
  harga?: number;
}

export interface BuybackPayment {
  jenis: 'TUNAI' | 'TRANSFER';
  jumlah_rp: number;
  kode_bank?: string;
  /** The customer's account the transfer goes to. */
  no_rekening?: string;
  /** The shop's account it leaves from (default: the shop's account at the customer's bank, else its first). */
  rekening_toko?: string;
}

export interface BuybackBody {
  kode_sales: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp?: string;
  /** The customer's member code (../member-points.ts counterMember). */
  kode_member?: string;
  items: BuybackItem[];
  pembayaran: BuybackPayment[];
  authorization_ids?: string[];
}

// ---------------------------------------------------------------- parameters

const hundredths = (column: string) => `round(coalesce(${column}, 0) * 100)::int`;

/** The masters the buy-back is priced by, as they are at this moment (a scheduled buy price change applied first). */
export async function buybackParameters(tx: Queryable): Promise<BuybackParameters> {
  await applyDuePrices(tx);
  const t = (name: string) => masterTable({ name });
  // One after another: a transaction's connection runs one query at a time (pg warns about queries queued on it).
  const harga = await tx.query<BuybackParameters['harga'][number]>(`SELECT kode_harga, harga_per_gram::bigint::float8 AS harga_per_gram FROM ${t('para_harga_beli')} WHERE is_active ORDER BY kode_harga`);
  const kondisi = await tx.query<BuybackParameters['kondisi'][number]>(
    `SELECT kondisi_barang, keterangan, ${hundredths('potongan_persen')} AS potongan_persen, coalesce(rosok, false) AS rosok, coalesce(kode_harga, '') AS kode_harga
       FROM ${t('kondisi_pembelian')} WHERE is_active ORDER BY kondisi_barang`,
  );
  const potongan = await tx.query<BuybackParameters['potongan'][number]>(
    `SELECT DISTINCT ON (kode_kategori) kode_kategori, potongan_per_gram::bigint::float8 AS potongan_per_gram FROM ${t('potongan_pembelian')}
      WHERE is_active ORDER BY kode_kategori, kode_potongan`,
  );
  const rugi_nota = await tx.query<BuybackParameters['rugi_nota'][number]>(
    `SELECT DISTINCT ON (r.kode_kategori, k.kadar) r.kode_kategori, ${hundredths('k.kadar')} AS kadar, ${hundredths('r.rugi_persen')} AS rugi_persen,
            ${hundredths('r.rusak_persen')} AS rusak_persen
       FROM ${t('rugi_nota')} r JOIN ${t('kadar')} k ON k.kode_kadar = r.kode_kadar
      WHERE r.is_active ORDER BY r.kode_kategori, k.kadar, r.kode_rugi_nota`,
  );
  const groups = await tx.query<BuybackParameters['groups'][number]>(
    `SELECT g.kode_group, g.nama_group, g.kode_dept, coalesce(j.kode_kategori, '') AS kode_kategori, coalesce(g.kode_harga_beli, '') AS kode_harga_beli
       FROM ${t('group')} g LEFT JOIN ${t('jenis')} j ON j.kode_dept = g.kode_dept WHERE g.is_active ORDER BY g.kode_group`,
  );
  const [setting] = await tx.query<{ value: string | null }>(`SELECT value FROM para_system WHERE key = 'toleransi_pembelian'`);
  return { harga, kondisi, potongan, rugi_nota, groups, toleransi_mg: Math.max(0, weightMg(setting?.value || '0')) };
}

// ---------------------------------------------------------------- the shop's own pieces

/** A piece as it was sold: what the buy-back screen shows and the buy-back takes as its reference. */
export interface SoldPiece {
  kode_barcode: string;
  no_faktur_jual: string;
  tgl_jual: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kadar: number;
  berat_nota: number;
  harga_nota: number;
  /** Bought back or exchanged already (the item is no longer TERJUAL). */
  dibeli: boolean;
  /** The piece's photo (barang.foto), empty when it has none: the screen asks for it only then. */
  foto: string | null;
}

/** The shop's pieces as sold, by barcode or by receipt number (the receipt's lines): its latest sale not cancelled. */
export async function soldPieces(db: Queryable, actor: Pick<Actor, 'kode_toko'>, q: { kode_barcode?: string; no_faktur_jual?: string }): Promise<SoldPiece[]> {
  return db.query<SoldPiece>(
    `SELECT DISTINCT ON (b.kode_barcode) b.kode_barcode, d.no_dokumen AS no_faktur_jual, d.tgl_system AS tgl_jual, b.nama_barang, b.kode_group,
            b.kode_dept, b.kadar, b.berat_jual AS berat_nota, b.total AS harga_nota, i.status <> 'TERJUAL' AS dibeli, i.foto
       FROM dokumen_baris b JOIN dokumen_terkini d ON d.no_dokumen = b.no_dokumen JOIN barang i ON i.kode_barcode = b.kode_barcode
      WHERE d.jenis = 'PENJUALAN' AND d.status <> 'BATAL' AND d.kode_toko = $1 AND b.kode_barcode <> ''
        AND ($2::text IS NULL OR b.kode_barcode = $2) AND ($3::text IS NULL OR d.no_dokumen = $3)
      ORDER BY b.kode_barcode, d.created_at DESC`,
    [actor.kode_toko, q.kode_barcode?.trim().toUpperCase() || null, q.no_faktur_jual?.trim().toUpperCase() || null],
  );
}

/** The own pieces of the lines, locked in key order: each must be sold and not bought back yet. */
async function lockOwnPieces(tx: Queryable, actor: Actor, items: BuybackItem[]): Promise<Map<number, SoldPiece>> {
  const own = new Map<number, SoldPiece>();
  for (const [i, item] of items.entries()) {
    if (!item.kode_barcode && !item.no_faktur_jual) continue;
    const found = await soldPieces(tx, actor, item);
    if (!found.length) throw refuse(404, BUYBACK_DOCUMENT_MESSAGES.saleNotFound, `items.${i}.kode_barcode`);
    if (found.length > 1) throw refuse(400, BUYBACK_DOCUMENT_MESSAGES.pickPiece, `items.${i}.kode_barcode`);
    own.set(i, found[0]);
  }
  const codes = [...own.values()].map((p) => p.kode_barcode);
  if (new Set(codes).size !== codes.length) throw refuse(400, BUYBACK_MESSAGES.alreadyBought, 'items');
  const rows = await tx.query<{ kode_barcode: string; status: string }>(
    'SELECT kode_barcode, status FROM barang WHERE kode_barcode = ANY($1::text[]) AND kode_toko = $2 ORDER BY kode_barcode FOR UPDATE',
    [codes, actor.kode_toko],
  );
  for (const [i, piece] of own) {
    const status = rows.find((r) => r.kode_barcode === piece.kode_barcode)?.status;
    const field = `items.${i}.kode_barcode`;
    if (status === 'READY' || status === 'TITIP') throw refuse(409, `${BUYBACK_DOCUMENT_MESSAGES.notSold}: ${piece.kode_barcode}`, field);
    if (status !== 'TERJUAL') throw refuse(409, `${BUYBACK_MESSAGES.alreadyBought}: ${piece.kode_barcode}`, field);
  }
  return own;
}

// ---------------------------------------------------------------- lines

/** What a buy-back line adds to the kernel's line: its own table, dokumen_baris_beli (migration 039). */
export interface BuybackLineFacts {
  berat_kotor: number;
  kondisi: string;
  ada_nota: boolean;
  harga_nota: number;
  berat_nota: number;
  no_faktur_jual: string;
  kode_harga: string;
  harga_sistem: number;
  rosok: boolean;
}


/** A bought-back line: the kernel's line and its buy-back facts. */
export type BuybackLine = DocumentLine & { beli: BuybackLineFacts };

/** Writes the buy-back facts of a document's lines, numbered as the kernel numbers them (1, 2 ...), after them. */
export async function writeBuybackFacts(tx: Queryable, no: string, lines: readonly BuybackLine[]): Promise<void> {
  const col = <K extends keyof BuybackLineFacts>(k: K) => lines.map((l) => l.beli[k]);
  await tx.query(
    `INSERT INTO dokumen_baris_beli (no_dokumen, baris, berat_kotor, kondisi, ada_nota, harga_nota, berat_nota, no_faktur_jual, kode_harga, harga_sistem, rosok)
     SELECT $1, * FROM unnest($2::int[], $3::numeric[], $4::text[], $5::boolean[], $6::bigint[], $7::numeric[], $8::text[], $9::text[], $10::bigint[], $11::boolean[])`,
    [no, lines.map((_, i) => i + 1), col('berat_kotor'), col('kondisi'), col('ada_nota'), col('harga_nota'), col('berat_nota'), col('no_faktur_jual'),
      col('kode_harga'), col('harga_sistem'), col('rosok')],
  );
}

/** What a buying kind knows of a line beside its price: the piece, its tray, weights, condition and receipt. */
export interface BoughtPiece {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  tray: Tray;
  kadar: number;
  qty: number;
  berat_mg: number;
  berat_kotor_mg: number;
  kondisi: string;
  ada_nota: boolean;
  harga: number;
  /** The shop's own piece: what its sale's receipt says. */
  sale?: { harga_nota: number; berat_nota_mg: number; no_faktur_jual: string };
}

/** A bought-back line, as the buy-back and the manual buy-back write it: at `harga`, its facts from its pricing. */
export function buybackLine(resolved: Extract<ResolvedBuybackLine, { ok: true }>, p: BoughtPiece): BuybackLine {
  return {
    kode_barcode: p.kode_barcode,
    nama_barang: p.nama_barang,
    kode_group: p.kode_group,
    kode_dept: resolved.kode_dept,
    ...p.tray,
    kadar: p.kadar,
    qty: p.qty,
    berat: p.berat_mg / 1000,
    berat_jual: p.berat_mg / 1000,
    harga_per_gram: resolved.input.harga_per_gram,
    harga: p.harga,
    ongkos: 0,
    diskon_rp: 0,
    total: p.harga,
    harga_modal: p.harga,
    berlian: false,
    beli: {
      berat_kotor: p.berat_kotor_mg / 1000,
      kondisi: p.kondisi,
      ada_nota: p.ada_nota,
      harga_nota: p.sale?.harga_nota ?? 0,
      berat_nota: (p.sale?.berat_nota_mg ?? 0) / 1000,
      no_faktur_jual: p.sale?.no_faktur_jual ?? '',
      kode_harga: resolved.kode_harga,
      harga_sistem: resolved.price.harga_sistem,
      rosok: resolved.input.rosok,
    },
  };
}

interface PricedBuyback {
  lines: BuybackLine[];
  pieces: BuybackPiece[];
  total: number;
  needs: AuthorizationFact[];
}

/** Locks, checks and prices the lines; every refusal names its line's field. */
export async function priceBuyback(tx: Queryable, actor: Actor, items: BuybackItem[]): Promise<PricedBuyback> {
  const own = await lockOwnPieces(tx, actor, items);
  const params = await buybackParameters(tx);
  const tray = await buybackTray(tx);
  const lines: BuybackLine[] = [];
  const pieces: BuybackPiece[] = [];
  const auth: BuybackAuthorizationLine[] = [];
  for (const [i, item] of items.entries()) {
    const field = (f: string) => `items.${i}.${f}`;
    const berat_mg = weightMg(item.berat);
    const berat_kotor_mg = weightMg(item.berat_kotor);
    const kadar = Math.round(item.kadar * 100);
    const kode_group = item.kode_group.trim().toUpperCase();
    const kondisi = item.kondisi.trim().toUpperCase();
    const rosok = params.kondisi.find((k) => k.kondisi_barang === kondisi)?.rosok ?? false;
    const problem = buybackLineProblem({ nama_barang: item.nama_barang, berat_mg, berat_kotor_mg, kadar, rosok });
    if (problem) {
      const at = { nameTooShort: 'nama_barang', weightZero: 'berat', grossBelowNet: 'berat_kotor' }[problem as string] ?? 'kadar';
      throw refuse(400, BUYBACK_MESSAGES[problem], field(at));
    }
    const resolved = resolveBuybackLine(params, { kode_group, kode_harga: item.kode_harga?.trim().toUpperCase(), kadar, berat_mg, kondisi, ada_nota: item.ada_nota });
    if (!resolved.ok) throw refuse(400, resolved.message, field(resolved.field));
    const harga = item.harga ?? resolved.price.harga_sistem;
    if (harga <= 0) throw refuse(400, BUYBACK_MESSAGES.priceZero, field('harga'));
    const sold = own.get(i);
    const kode_barcode = sold?.kode_barcode ?? (await nextBarcode(tx, actor.kode_toko));
    const nama_barang = item.nama_barang.trim().toUpperCase();
    auth.push(
      authorizationLine(resolved, {
        kode_barcode: sold?.kode_barcode,
        nama_barang,
        harga,
        berat_mg,
        harga_nota: sold ? Number(sold.harga_nota) : 0,
        berat_nota_mg: sold ? weightMg(sold.berat_nota) : 0,
      }),
    );
    const sale = sold && { harga_nota: Number(sold.harga_nota), berat_nota_mg: weightMg(sold.berat_nota), no_faktur_jual: sold.no_faktur_jual };
    lines.push(buybackLine(resolved, { kode_barcode, nama_barang, kode_group, tray, kadar: item.kadar, qty: 1, berat_mg, berat_kotor_mg, kondisi, ada_nota: item.ada_nota, harga, sale }));
    pieces.push({ kode_barcode, baru: !sold, nama_barang, kode_group, kode_dept: resolved.kode_dept, kadar: item.kadar, berat_mg, berat_kotor_mg, harga });
  }
  return { lines, pieces, total: lines.reduce((s, l) => s + l.total, 0), needs: buybackAuthorizations(auth, params.toleransi_mg) };
}

// ---------------------------------------------------------------- payments and books

/** The payment lines: cash or a transfer to the customer's account, together exactly the total (no change). */
export async function paymentsOut(tx: Queryable, pembayaran: BuybackPayment[], total: number): Promise<DocumentPayment[]> {
  const paid = pembayaran.reduce((s, p) => s + p.jumlah_rp, 0);
  pembayaran.forEach((p, i) => {
    if (p.jenis !== 'TUNAI' && p.jenis !== 'TRANSFER') throw refuse(400, BUYBACK_DOCUMENT_MESSAGES.paymentKind, `pembayaran.${i}.jenis`);
    if (p.jenis === 'TRANSFER' && !p.no_rekening?.trim()) throw refuse(400, BUYBACK_DOCUMENT_MESSAGES.accountRequired, `pembayaran.${i}.no_rekening`);
  });
  if (paid !== total) throw refuse(400, BUYBACK_DOCUMENT_MESSAGES.paymentTotal, 'pembayaran');
  const accounts = await tx.query<{ no_rekening: string; kode_bank: string }>(
    `SELECT no_rekening, kode_bank FROM ${masterTable({ name: 'rekening' })} WHERE is_active ORDER BY no_rekening`,
  );
  return pembayaran.map((p, i) => {
    if (p.jenis === 'TUNAI') return { jenis: 'TUNAI', jumlah_rp: p.jumlah_rp, fee_rp: 0, kode_bank: '', no_rekening: '', no_reff: '' };
    const bank = (p.kode_bank ?? '').trim().toUpperCase();
    const wanted = p.rekening_toko?.trim();
    const from = wanted ? accounts.find((a) => a.no_rekening === wanted) : (accounts.find((a) => a.kode_bank === bank) ?? accounts[0]);
    if (!from) throw refuse(400, BUYBACK_DOCUMENT_MESSAGES.shopAccountMissing, `pembayaran.${i}.rekening_toko`);
    // The ledger moves the shop's account; the customer's account is the line's reference.
    return { jenis: 'TRANSFER', jumlah_rp: p.jumlah_rp, fee_rp: 0, kode_bank: bank, no_rekening: from.no_rekening, no_reff: p.no_rekening!.trim() };
  });
}

/** Money out of the till and the shop's accounts. */
export const moneyOut = (payments: DocumentPayment[]): MoneyMove[] =>
  payments
    .filter((p) => p.jenis === 'TUNAI' || p.jenis === 'TRANSFER')
    .map((p) => ({ akun: p.jenis === 'TUNAI' ? 'KAS' : p.no_rekening, jenis_bayar: p.jenis, jumlah_in: 0, jumlah_out: p.jumlah_rp }));

/**
 * The journal of a buy-back (head of this file); balanced because cash + bank + TUKAR = the total paid. `trx`: the
 * journal of /parameter-akun it posts by (a manual buy-back has its own, ./pembelian-manual.ts).
 */
export function buybackJournal(total: number, payments: DocumentPayment[], trx = 'PEMBELIAN'): JournalAmount[] {
  const sumOf = (jenis: string) => payments.filter((p) => p.jenis === jenis).reduce((s, p) => s + p.jumlah_rp, 0);
  const cash = sumOf('TUNAI');
  const j = (type: string, kode_akun: string, amount: number): JournalAmount => ({ trx, type, kode_akun, amount });
  return [
    j(cash > 0 ? 'TUNAI' : 'NON_TUNAI', 'PERSEDIAAN_RONGSOK', total),
    j('TUNAI', 'KAS', cash),
    j('NON_TUNAI', 'BANK', sumOf('TRANSFER')),
    j('TUNAI', 'TUKAR', sumOf('TUKAR')),
  ];
}

function buybackPlan(actor: Actor, header: DocumentHeader, priced: PricedBuyback, payments: DocumentPayment[], kategori: MoneyKategori): Plan {
  return {
    status: 'DONE',
    header,
    lines: priced.lines,
    payments,
    needs: priced.needs,
    stock: async (tx: Queryable, no: string) => {
      await enterBuybackStock(tx, actor, priced.pieces, 'BELI', no);
    },
    afterWrite: (tx: Queryable, no: string) => writeBuybackFacts(tx, no, priced.lines),
    kategori,
    money: moneyOut(payments),
    journal: buybackJournal(priced.total, payments),
  };
}

export const headerOf = (
  sales: { kode_sales: string; nama_sales: string },
  body: Pick<BuybackBody, 'nama_customer' | 'alamat_customer' | 'no_hp'>,
  total: number,
  kodeMember = '',
): DocumentHeader => ({
  ...sales,
  kode_member: kodeMember,
  nama_customer: body.nama_customer.trim(),
  alamat_customer: body.alamat_customer.trim(),
  no_hp: body.no_hp?.trim() ? whatsappNumber(body.no_hp) : '',
  subtotal: total,
  diskon_rp: 0,
  ppn_rp: 0,
  pembulatan_rp: 0,
  grand_total: total,
  total_bayar: total,
  kembalian: 0,
  keterangan: '',
});

/**
 * A trade-in's buy-back, for the sale of `saleTotal` it pays: its value pays the sale up to its total (TUKAR), the rest
 * goes back to the customer in cash under kategori TUKAR KURANG. Answers the TUKAR amount the sale takes as payment.
 */
export async function tradeInPlan(
  tx: Queryable,
  actor: Actor,
  header: Pick<DocumentHeader, 'kode_sales' | 'nama_sales' | 'nama_customer' | 'alamat_customer' | 'no_hp' | 'kode_member'>,
  items: BuybackItem[],
  saleTotal: number,
): Promise<{ plan: Plan; tukar: number }> {
  const priced = await priceBuyback(tx, actor, items);
  const { tukar, kembali } = tradeIn(saleTotal, priced.total);
  const payments: DocumentPayment[] = [{ jenis: 'TUKAR', jumlah_rp: tukar, fee_rp: 0, kode_bank: '', no_rekening: '', no_reff: '' }];
  if (kembali > 0) payments.push({ jenis: 'TUNAI', jumlah_rp: kembali, fee_rp: 0, kode_bank: '', no_rekening: '', no_reff: '' });
  const full = { ...header, subtotal: priced.total, diskon_rp: 0, ppn_rp: 0, pembulatan_rp: 0, grand_total: priced.total, total_bayar: priced.total, kembalian: 0, keterangan: '' };
  return { plan: buybackPlan(actor, full, priced, payments, 'TUKAR KURANG'), tukar };
}

/**
 * A buy-back's pieces as they are now (locked for its cancellation), or the refusal when any moved on since: each must
 * still be in the buy-back stock as bought: sorted is fine; moved, sent, received, wasted or melted since is not (its
 * last ledger row other than SORTIR is this buy-back's BELI).
 */
async function piecesAsBought(tx: Queryable, doc: StoredDocument, lock: boolean) {
  const codes = doc.lines.map((l) => l.kode_barcode);
  const rows = await tx.query<{ kode_barcode: string; status: string; kode_gudang: string; kode_baki: string; berat: string }>(
    `SELECT kode_barcode, status, kode_gudang, kode_baki, berat FROM barang WHERE kode_barcode = ANY($1::text[]) ORDER BY kode_barcode${lock ? ' FOR UPDATE' : ''}`,
    [codes],
  );
  const last = await tx.query<{ kode_barcode: string; jenis: string; no_ref: string }>(
    `SELECT DISTINCT ON (kode_barcode) kode_barcode, jenis, no_ref FROM barang_mutasi
      WHERE kode_barcode = ANY($1::text[]) AND jenis <> 'SORTIR' ORDER BY kode_barcode, id DESC`,
    [codes],
  );
  const asBought = (code: string) => last.some((l) => l.kode_barcode === code && l.jenis === 'BELI' && l.no_ref === doc.no_dokumen);
  if (rows.length !== codes.length || rows.some((r) => r.status !== 'BELI' || !asBought(r.kode_barcode))) return new HttpError(409, BUYBACK_DOCUMENT_MESSAGES.processed);
  return rows;
}

// ---------------------------------------------------------------- the kind

export const pembelian: DocumentKind<BuybackBody> = {
  jenis: 'PEMBELIAN',
  prefix: 'BL',

  async plan(tx, ctx: AppContext, actor, body) {
    const sales = await salesPerson(tx, body.kode_sales);
    const priced = await priceBuyback(tx, actor, body.items);
    const payments = await paymentsOut(tx, body.pembayaran, priced.total);
    const header = headerOf(sales, body, priced.total, await memberCodeOf(tx, body));
    // A buy-back earns only by a PEMBELIAN rule of /parameter-get-point-member, never by weight.
    const points = await earnedMoves(tx, ctx, header.kode_member, { rule: 'PEMBELIAN', byWeight: false }, priced.lines, priced.total);
    return { ...buybackPlan(actor, header, priced, payments, 'PEMBELIAN'), points };
  },

  cancel: {
    ...cancelPolicyOf(buybackScreens),
    kategori: 'BATAL PEMBELIAN',
    async refuse(tx, doc) {
      const pieces = await piecesAsBought(tx, doc, false);
      return pieces instanceof Error ? pieces : undefined;
    },
    async stock(tx, actor, doc) {
      const rows = await piecesAsBought(tx, doc, true);
      if (rows instanceof Error) throw rows;
      const codes = rows.map((r) => r.kode_barcode);
      await writeLedger(
        tx,
        actor.tgl_system,
        actor.user_id,
        rows.map((r) => ({ kode_barcode: r.kode_barcode, jenis: 'BATAL_BELI', kode_toko: doc.kode_toko, kode_gudang: r.kode_gudang, kode_baki: r.kode_baki, qty: -1, berat: -weightMg(r.berat) / 1000, no_ref: doc.no_dokumen })),
      );
      // The shop's own piece is the customer's again, its record as it was before (barang_sebelum_beli); a piece from
      // elsewhere never was the shop's.
      await tx.query(
        `UPDATE barang b SET status = 'TERJUAL', kode_gudang = s.kode_gudang, kode_baki = s.kode_baki, qty = s.qty, berat = s.berat,
                berat_kotor = s.berat_kotor, hpp = s.hpp, total_hpp = s.total_hpp, status_sortir = '', versi = b.versi + 1, updated_at = now()
           FROM barang_sebelum_beli s WHERE s.no_dokumen = $1 AND s.kode_barcode = b.kode_barcode`,
        [doc.no_dokumen],
      );
      await tx.query(
        `UPDATE barang SET status = 'BATAL', status_sortir = '', versi = versi + 1, updated_at = now()
          WHERE kode_barcode = ANY($1::text[]) AND kode_barcode NOT IN (SELECT kode_barcode FROM barang_sebelum_beli WHERE no_dokumen = $2)`,
        [codes, doc.no_dokumen],
      );
    },
  },
};

// ---------------------------------------------------------------- its API (server/routes/documents.ts makes the routes)

/** One bought-back line: of POST pembelian and of a trade-in's `tukar` on POST penjualan. */
export const buybackItemSchema: JsonSchema = s.object(
  {
    kode_barcode: s.code('Kode Barcode', 40),
    no_faktur_jual: s.code('No Faktur Jual', 60),
    nama_barang: s.text('Nama Barang', 100),
    kode_group: { ...s.code('Kode Group', 20), minLength: 1 },
    kode_harga: s.code('Kode Harga', 20),
    kadar: { title: 'Kadar', type: 'number', minimum: 0, maximum: 500 },
    berat_kotor: grams('Berat Kotor'),
    berat: grams('Berat'),
    kondisi: { ...s.code('Kondisi', 20), minLength: 1 },
    ada_nota: { title: 'Ada Nota', type: 'boolean' },
    harga: s.money('Harga'),
  },
  ['nama_barang', 'kode_group', 'kadar', 'berat_kotor', 'berat', 'kondisi', 'ada_nota'],
  { additional: false },
);

export const buybackItems: JsonSchema = s.array('Barang', buybackItemSchema, 100);

const buybackBody: JsonSchema = s.object(
  {
    ...customerFields,
    items: buybackItems,
    pembayaran: buybackPayments,
  },
  CUSTOMER_REQUIRED,
  { additional: false },
);

export const pembelianApi: KindApiInput<BuybackBody> = {
  definition: buybackScreens,
  kind: pembelian,
  body: buybackBody,
  messages: BUYBACK_DOCUMENT_MESSAGES,
  summaries: {
    post: 'Post a buy-back: the pieces enter the buy-back stock, money leaves the till or an account, the journal is written; one transaction',
    list: "The shop's buy-backs of a range of business dates (default: today), by sales person, status or cashier",
    read: 'One buy-back with its lines, payments, status history, authorizations and, for a trade-in, its sale; whether it can be cancelled now (bisa_batal) and why not',
    cancel: 'Cancel a buy-back of today (BATAL_PEMBELIAN): its pieces out of the buy-back stock, money and journal reversed; a trade-in with its sale',
  },
  posted: (doc) => ({ total_harga: doc.grand_total, items: doc.items, pembayaran: doc.pembayaran }),
};
