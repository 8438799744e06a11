// What a document kind hands the kernel to write (DESIGN.md section 10): a kind plans (reads, prices, checks), the
// engine writes. A plan is data, apart from its stock step, which runs through the inventory service once the
// document's number is known.
import type { Queryable } from '../db/database';
import type { AppContext } from '../context';
import type { Actor } from '../actor';
import type { AuthorizationKind } from '../../domain/authorization';
import type { PaymentKind } from '../../domain/payments';

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

export interface Plan {
  /** DONE: complete when written (a sale); OPEN: waits for more (a deposit not yet paid off). */
  status: 'OPEN' | 'DONE';
  header: DocumentHeader;
  lines: DocumentLine[];
  payments: DocumentPayment[];
  /** The supervisor authorizations the document needs, each once. */
  needs: AuthorizationKind[];
  /** Writes the stock effects through the inventory service, with the document's number as their reference. */
  stock(tx: Queryable, no: string): Promise<void>;
  /** The money ledger's kategori for this document's rows (PENJUALAN ...). */
  kategori: string;
  money: MoneyMove[];
  journal: JournalAmount[];
}

/** A stored document as the kernel reads it back for a cancellation. */
export interface StoredDocument {
  no_dokumen: string;
  jenis: string;
  kode_toko: string;
  tgl_system: string;
  status: string;
  lines: DocumentLine[];
}

export interface CancelRule {
  authorization: AuthorizationKind;
  /** Only on the business day the document was written (a sale of yesterday cannot be cancelled). */
  sameDayOnly: boolean;
  /** The money ledger's kategori of the reversing rows (BATAL PENJUALAN ...). */
  kategori: string;
  /** Puts the pieces back, through the inventory service. */
  stock(tx: Queryable, actor: Actor, doc: StoredDocument): Promise<void>;
}

/** A kind of document: its name in the kernel's tables, the prefix of its numbers, how it plans and cancels. */
export interface DocumentKind<Input> {
  jenis: string;
  prefix: string;
  plan(tx: Queryable, ctx: AppContext, actor: Actor, input: Input): Promise<Plan>;
  cancel: CancelRule;
}
