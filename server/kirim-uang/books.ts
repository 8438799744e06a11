// What both documents of a transfer to the head office share: the account the money moves on (the till or a bank
// account of master rekening), its balance on the money ledger, and the document's header and payment line.
import type { Queryable } from '../db/database';
import { masterTable } from '../db/master-tables';
import { refuse } from '../documents/priced-pieces';
import type { DocumentHeader, DocumentPayment, JournalAmount, MoneyMove } from '../documents/plan';
import { KAS, KIRIM_UANG_MESSAGES } from '../../domain/kirim-uang';

export interface MoneyAccount {
  /** KAS or the bank account number, as kas_mutasi names it. */
  akun: string;
  kode_bank: string;
  /** TUNAI for the till, TRANSFER for a bank account: the payment line's kind and the journal's (TUNAI / NON_TUNAI). */
  jenis: 'TUNAI' | 'TRANSFER';
}

/** The till (no account named, or KAS) or an active bank account of master rekening; 400 for an unknown one. */
export async function moneyAccount(tx: Queryable, akun: string | undefined): Promise<MoneyAccount> {
  const named = (akun ?? '').trim();
  if (!named || named.toUpperCase() === KAS) return { akun: KAS, kode_bank: '', jenis: 'TUNAI' };
  const [row] = await tx.query<{ no_rekening: string; kode_bank: string }>(
    `SELECT no_rekening, kode_bank FROM ${masterTable({ name: 'rekening' })} WHERE is_active AND no_rekening = $1`,
    [named],
  );
  if (!row) throw refuse(400, KIRIM_UANG_MESSAGES.accountUnknown, 'akun');
  return { akun: row.no_rekening, kode_bank: row.kode_bank ?? '', jenis: 'TRANSFER' };
}

export function transferHeader(jumlah: number, keterangan: string, counterpart: string): DocumentHeader {
  return {
    kode_sales: '',
    nama_sales: '',
    // The other shop of the transfer: the head office on a send, the branch on a reception.
    nama_customer: counterpart,
    alamat_customer: '',
    no_hp: '',
    subtotal: jumlah,
    diskon_rp: 0,
    ppn_rp: 0,
    pembulatan_rp: 0,
    grand_total: jumlah,
    total_bayar: jumlah,
    kembalian: 0,
    keterangan,
  };
}

export function paymentLine(account: MoneyAccount, jumlah: number, noReff: string): DocumentPayment {
  return { jenis: account.jenis, jumlah_rp: jumlah, fee_rp: 0, kode_bank: account.kode_bank, no_rekening: account.akun === KAS ? '' : account.akun, no_reff: noReff };
}

/** The money row: out of the account on a send, into it on a reception. */
export const moneyMove = (account: MoneyAccount, jumlah: number, direction: 'in' | 'out'): MoneyMove => ({
  akun: account.akun,
  jenis_bayar: account.jenis,
  jumlah_in: direction === 'in' ? jumlah : 0,
  jumlah_out: direction === 'out' ? jumlah : 0,
});

/**
 * The journal (migration 030), its debit first: a send debits the transit account and credits the till (KAS) or the
 * bank (BANK); a reception debits the till or the bank and credits the transit account.
 */
export function transferJournal(trx: 'KIRIM_UANG' | 'TERIMA_UANG', account: MoneyAccount, jumlah: number): JournalAmount[] {
  const type = account.jenis === 'TUNAI' ? 'TUNAI' : 'NON_TUNAI';
  const transit = { trx, type, kode_akun: 'TRANSIT', amount: jumlah };
  const money = { trx, type, kode_akun: account.jenis === 'TUNAI' ? 'KAS' : 'BANK', amount: jumlah };
  return trx === 'KIRIM_UANG' ? [transit, money] : [money, transit];
}
