// What a document kind hands the kernel to write (DESIGN.md section 10): a kind plans (reads, prices, checks), the
// engine writes. A plan is data, apart from its stock step, which runs through the inventory service once the
// document's number is known.
import type { Queryable } from '../db/database';
import type { AppContext } from '../context';
import type { Actor } from '../actor';
import type { AuthorizationFact, AuthorizationKind } from '../../domain/authorization';
import { kindDocument, type KindDefinition } from '../../definitions/define';
import type { PaymentKind } from '../../domain/payments';
import type { DocumentJenis, MoneyKategori } from '../../domain/codes';
import type { BalanceMove } from './balances';
import type { DocumentLink } from './links';

export interface DocumentHeader {
  kode_sales: string;
  nama_sales: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp: string;
  subtotal: number;
  diskon_rp: number;
  ppn_rp: number;
  pembulatan_rp: number;
  grand_total: number;
  total_bayar: number;
  kembalian: number;
  keterangan: string;
  /** The customer's member (dokumen.kode_member, ./member-points.ts counterMember); absent or '' when not a member. */
  kode_member?: string;
  /** The marketplace a sale was made through (dokumen.kode_marketplace, ./kinds/penjualan.ts); absent in the shop. */
  kode_marketplace?: string;
}

/** One line as dokumen_baris keeps it; weights in grams (numbers with 3 decimals), money in integer rupiah. */
export interface DocumentLine {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kode_gudang: string;
  kode_baki: string;
  kadar: number;
  qty: number;
  berat: number;
  berat_jual: number;
  harga_per_gram: number;
  harga: number;
  ongkos: number;
  diskon_rp: number;
  total: number;
  harga_modal: number;
  berlian: boolean;
}

export interface DocumentPayment {
  jenis: PaymentKind;
  jumlah_rp: number;
  fee_rp: number;
  kode_bank: string;
  no_rekening: string;
  no_reff: string;
}

/** A movement of the money ledger: the shop's cash (akun KAS) or a bank account (its number). */
export interface MoneyMove {
  akun: string;
  jenis_bayar: PaymentKind;
  jumlah_in: number;
  jumlah_out: number;
}

/**
 * An amount for one role (kode_akun) of a journal of /parameter-akun (trx, type); whether it is a debit or a credit,
 * and to which account, the parameters say.
 */
export interface JournalAmount {
  trx: string;
  type: string;
  kode_akun: string;
  amount: number;
}

/** A Kode Transaksi of /master-kode-transaksi, as read from the master (server/kas/ledger.ts kategoriOf). */
export type KodeTransaksi = string & { readonly kodeTransaksi: unique symbol };

/**
 * What the money ledger's rows of a document are filed under: one of the kernel's kategori, each with its label
 * (domain/codes.ts MONEY_KATEGORI), or the Kode Transaksi a manual entry or a mutation names, which its master names.
 */
export type LedgerKategori = MoneyKategori | KodeTransaksi;

export interface Plan {
  /** DONE: complete when written (a sale); OPEN: waits for more (a deposit not yet paid off). */
  status: 'OPEN' | 'DONE';
  header: DocumentHeader;
  lines: DocumentLine[];
  payments: DocumentPayment[];
  /** What the document needs a supervisor to approve, fact by fact (domain/: saleAuthorizations ...); each kind once. */
  needs: AuthorizationFact[];
  /** Writes the stock effects through the inventory service, with the document's number as their reference. */
  stock(tx: Queryable, no: string): Promise<void>;
  /**
   * Its stock and afterWrite steps use the number only as a value of the rows they write (never in code): the kernel
   * hands them a stand-in and draws the number after them, just before the rows go (./document-writes.ts).
   */
  numberLate?: boolean;
  /** The money ledger's kategori for this document's rows (PENJUALAN ...); null for a document that moves no money. */
  kategori: LedgerKategori | null;
  money: MoneyMove[];
  /** The body field a refusal for want of money names (the amount typed), where there is one. */
  fundsField?: string;
  journal: JournalAmount[];
  /** Moves of open balances (./balances.ts): a deposit taken opens its own, a pay-off settles its deposit's. */
  balance?: BalanceMove[];
  /** The documents this one acts on (./links.ts): the deposit a pay-off settles. Ended when this one is cancelled. */
  links?: DocumentLink[];
  /** What it does to its member's points (./member-points.ts); the kernel writes the rows and mirrors them on cancel. */
  points?: PointMoves;
  /** The kind's own records that need the document's number (a coupon used up, a deposit paid off), same transaction. */
  afterWrite?(tx: Queryable, no: string): Promise<void>;
  /**
   * Documents of other kinds written with this one, in the same transaction, under one no_faktur_group (a trade-in's
   * buy-back beside its sale). A TUKAR payment of either side names the other's number (no_reff).
   */
  companions?: Companion[];
}

export interface Companion {
  jenis: DocumentJenis;
  prefix: string;
  plan: Plan;
}

/** A stored document as the kernel reads it back for a cancellation. */
export interface StoredDocument {
  no_dokumen: string;
  jenis: string;
  kode_toko: string;
  tgl_system: string;
  /** The lifecycle's: OPEN, DONE or BATAL. */
  status: string;
  /** A supervisor validated it (server/documents/validate.ts). */
  validated: boolean;
  /** The checkout it was written in with other documents (a trade-in: TT-...), or ''. */
  no_faktur_group: string;
  lines: DocumentLine[];
}

/**
 * How a kind cancels. Who authorizes, whether only on its own business day and whether still after validation are
 * the definition's (definitions/transactions: cancelRuleOf); what moves back is the kind's.
 */
export interface CancelRule extends CancelPolicy {
  /** The money ledger's kategori of the reversing rows (BATAL PENJUALAN ...); null for a kind that moves no money. */
  kategori: MoneyKategori | null;
  /** Puts the pieces back, through the inventory service (and the kind's own records: a coupon freed ...). */
  stock(tx: Queryable, actor: Actor, doc: StoredDocument): Promise<void>;
  /**
   * A refusal beyond the kernel's own (cancelled, another day): a paid-off deposit, a sold piece bought back since ...
   * It reads, never writes: the cancel screens ask it before a supervisor is called (engine.ts cancellability).
   */
  refuse?(tx: Queryable, doc: StoredDocument): Promise<Error | undefined>;
  /**
   * How the books end, when the kind decides it (a deposit refunded or forfeited); without it the kernel mirrors every
   * money and journal row of the document and calls the mirror of its balance moves BATAL. It plans, never writes;
   * `actor` (who cancels, on which business day) is for what its record writes.
   */
  settle?(tx: Queryable, doc: StoredDocument, actor: Actor): Promise<CancelSettlement>;
}

/** A cancellation's books as its kind decides them; the kernel (./engine.ts) writes them. */
export interface CancelSettlement {
  /** Every money and journal row mirrored (a refund), or the money kept and these journal amounts posted (a forfeit). */
  books: 'mirror' | JournalAmount[];
  /** What the mirror of the document's balance moves is called: BATAL, or HANGUS for a forfeit. */
  balanceEvent: string;
  /** What the kind keeps of the decision in its own table (a deposit's rule and amount), in the same transaction. */
  record?(tx: Queryable): Promise<void>;
}

/** Where a cancellation's rows go: the document, its shop, the cancelling day and user. */
export interface CancelAt {
  no: string;
  kode_toko: string;
  tgl_system: string;
  user_id: string;
}

/** The part of a cancel rule the kind's definition states (the screens show it, the kernel enforces it). */
export interface CancelPolicy {
  authorization: AuthorizationKind;
  /** Only on the business day the document was written (a sale of yesterday cannot be cancelled). */
  sameDayOnly: boolean;
  /** Whether validation leaves the cancellation as it was; false: BATAL_SETELAH_VALIDASI authorizes it instead. */
  afterValidation: boolean;
}

/** The cancel policy of a kind's definition. */
export function cancelPolicyOf(definition: KindDefinition): CancelPolicy {
  const doc = kindDocument(definition);
  const rule = doc.cancel;
  if (!rule) throw new Error(`${doc.name}: its definition has no cancel rule`);
  return { authorization: rule.authorization, sameDayOnly: rule.sameDayOnly, afterValidation: rule.afterValidation };
}

/** A kind of document: its name in the kernel's tables, the prefix of its numbers, how it plans and cancels. */
export interface DocumentKind<Input> {
  jenis: DocumentJenis;
  prefix: string;
  plan(tx: Queryable, ctx: AppContext, actor: Actor, input: Input): Promise<Plan>;
  cancel: CancelRule;
}

/** One row of the points ledger a document writes: its jenis, signed points, and the rupiah they paid (SPEND). */
export interface PointRow {
  jenis: 'EARN' | 'SPEND' | 'TUKAR' | 'KOREKSI';
  poin: number;
  rupiah?: number;
  keterangan?: string;
}

/** What one document does to a member's points (a plan's `points`, which the kernel writes). */
export interface PointMoves {
  kode_member: string;
  rows: PointRow[];
}
