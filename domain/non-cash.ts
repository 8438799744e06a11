// Non-cash payments matched against the bank statement (/validasi-non-cash, issue 11): which payments move a bank
// account, and what a statement line must say for a payment to be validated by it. Pure: the screen checks a line
// as it is typed, the server decides with the same function.
//
// A payment's amount on the statement is what moved the account: the amount paid plus the card fee charged on top
// (the money ledger's row, kas_mutasi). The statement's date cannot come before the payment's business day (money is
// not seen on the account before it was paid), nor after the business day it is validated on (no statement from the
// future).
import { isIsoDate } from './dates';
import type { PaymentKind } from './payments';
import { formatRupiah } from './units';

/** The payments that move a bank account (card, transfer, QRIS): the ones a statement shows. */
export const NON_CASH_KINDS: readonly PaymentKind[] = ['TRANSFER', 'DEBIT', 'KREDIT', 'QRIS'];

/** A payment as clients name it: its document and line, 'JL-TOKO01-20261124-0001/2'. */
export const paymentRef = (no_dokumen: string, baris: number) => `${no_dokumen}/${baris}`;

export const NON_CASH_MESSAGES = {
  none: 'Pilih Pembayaran Yang Akan Divalidasi',
  dateRequired: 'Tanggal Mutasi Tidak Boleh Kosong',
  dateInvalid: 'Tanggal Mutasi Tidak Valid',
  refRequired: 'No Referensi Mutasi Tidak Boleh Kosong',
  amountRequired: 'Jumlah Mutasi Tidak Boleh Kosong',
  dateBeforePayment: (ref: string) => `Tanggal Mutasi Tidak Boleh Sebelum Tanggal Transaksi ${ref}`,
  dateAfterSystem: 'Tanggal Mutasi Tidak Boleh Melebihi Tanggal Sistem',
  amountDiffers: (ref: string, mutasi: number, bayar: number) =>
    `Jumlah Mutasi Rp ${formatRupiah(mutasi)} Tidak Sama Dengan Pembayaran ${ref} Rp ${formatRupiah(bayar)}`,
  notFound: (ref: string) => `Pembayaran ${ref} Tidak Ditemukan`,
  cancelled: (no: string) => `Nota ${no} Sudah Dibatalkan`,
  already: (ref: string) => `Pembayaran ${ref} Sudah Divalidasi`,
  refUsed: (reff: string) => `No Referensi Mutasi ${reff} Sudah Dipakai Untuk Pembayaran Lain`,
  changedMeanwhile: 'Pembayaran Sedang Divalidasi Oleh User Lain, Silahkan Muat Ulang',
  done: 'Pembayaran Non Tunai Berhasil Divalidasi',
} as const;

/** What the statement shows for one payment, as typed. */
export interface StatementLine {
  tgl_mutasi?: string | null;
  no_reff_mutasi?: string | null;
  jumlah_mutasi?: number | null;
}

/** The payment a statement line is matched to. */
export interface MatchedPayment {
  no_dokumen: string;
  baris: number;
  /** The payment's business day. */
  tgl_system: string;
  /** What moved the account: amount plus card fee. */
  nominal: number;
}

export type StatementField = keyof StatementLine;

/** Whether the line says anything: a statement given in part is checked as a whole. */
export const statementGiven = (line: StatementLine): boolean =>
  !!(line.tgl_mutasi || (line.no_reff_mutasi ?? '').trim() || (line.jumlah_mutasi !== undefined && line.jumlah_mutasi !== null));

/** The first thing keeping `line` from validating `payment` on business day `tglSystem`, or null when it matches. */
export function statementProblem(payment: MatchedPayment, line: StatementLine, tglSystem: string): { field: StatementField; message: string } | null {
  const ref = paymentRef(payment.no_dokumen, payment.baris);
  if (!line.tgl_mutasi) return { field: 'tgl_mutasi', message: NON_CASH_MESSAGES.dateRequired };
  if (!isIsoDate(line.tgl_mutasi)) return { field: 'tgl_mutasi', message: NON_CASH_MESSAGES.dateInvalid };
  if (line.tgl_mutasi < payment.tgl_system) return { field: 'tgl_mutasi', message: NON_CASH_MESSAGES.dateBeforePayment(ref) };
  if (line.tgl_mutasi > tglSystem) return { field: 'tgl_mutasi', message: NON_CASH_MESSAGES.dateAfterSystem };
  if (!(line.no_reff_mutasi ?? '').trim()) return { field: 'no_reff_mutasi', message: NON_CASH_MESSAGES.refRequired };
  if (line.jumlah_mutasi === undefined || line.jumlah_mutasi === null) return { field: 'jumlah_mutasi', message: NON_CASH_MESSAGES.amountRequired };
  if (line.jumlah_mutasi !== payment.nominal) {
    return { field: 'jumlah_mutasi', message: NON_CASH_MESSAGES.amountDiffers(ref, line.jumlah_mutasi, payment.nominal) };
  }
  return null;
}
