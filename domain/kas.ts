// The cash and bank books' rules (issue 11 sections 1 and 2), shared by the screens (checked before sending) and the
// server (checked again before anything is written): the mutation rule of spec section 4, the forms' required fields
// and texts of spec sections 5 and 8, the card swipe's fee, and the running balance of a book.
//
// An akun of the money ledger is 'KAS' (the till) or a bank account's no_rekening (kas_mutasi.akun). A mutation's side
// is CASH or BANK; a BANK side names the shop's account.
import { cardFee } from './payments';

export const KAS_AKUN = 'KAS';
export const MUTATION_SIDES = ['CASH', 'BANK'] as const;
export type MutationSide = (typeof MUTATION_SIDES)[number];

export const CASH_MESSAGES = {
  kategoriRequired: 'Kategori Tidak Boleh Kosong',
  asalRequired: 'Asal Tidak Boleh Kosong',
  tujuanRequired: 'Tujuan Tidak Boleh Kosong',
  keteranganRequired: 'Keterangan Tidak Boleh Kosong',
  jumlahRequired: 'Jumlah Rp Tidak Boleh Kosong',
  // Spec section 4: both sides of a mutation cannot be cash (the wording is ours).
  bothCash: 'Asal Dan Tujuan Tidak Boleh Sama Sama Cash',
  asalRekeningRequired: 'Rekening Asal Tidak Boleh Kosong',
  tujuanRekeningRequired: 'Rekening Tujuan Tidak Boleh Kosong',
  // Spec sections 5 and 8 (their failure texts, 'Gagal Menambahkan Mutasi Uang Bank' and 'Gagal Menambahkan Mutasi
  // Cash', are the screens' fallback when the server gives none: locales kilau.kas.bank_failed, cash_failed).
  sameAccount: 'Rekening Tidak Boleh Sama',
  bankSaved: 'Mutasi Uang Bank Berhasil Disimpan',
  cashSaved: 'Mutasi Uang Cash Berhasil Disimpan',
  // Ours.
  akunRequired: 'Rekening Tidak Boleh Kosong',
  accountUnknown: 'Nomor Rekening Tidak Terdaftar',
  kategoriUnknown: 'Kategori Tidak Terdaftar',
  insufficient: 'Saldo Tidak Mencukupi',
  manualSaved: 'Transaksi Kas Berhasil Disimpan',
  gesekSaved: 'Gesek Tunai Berhasil Disimpan',
  pengalihanSaved: 'Pengalihan Saldo Berhasil Disimpan',
  cancelled: 'Transaksi Kas Berhasil Dibatalkan',
  namaRequired: 'Nama Customer Tidak Boleh Kosong',
  feeInvalid: 'Fee Kartu Harus Antara 0 Dan 100 Persen',
} as const;

export interface FieldProblem {
  field: string;
  message: string;
}

/** A mutation as the form and the body hold it: sides, their accounts, amount (rupiah), note, kategori. */
export interface MutationInput {
  asal?: string | null;
  asal_rekening?: string | null;
  tujuan?: string | null;
  tujuan_rekening?: string | null;
  jumlah?: number | null;
  keterangan?: string | null;
  kategori?: string | null;
}

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/**
 * The problems of a mutation, in the form's order: the required fields, then the rule of spec section 4 (not cash to
 * cash; a BANK side names its account) and 'Rekening Tidak Boleh Sama'. Empty when it may be sent.
 */
export function mutationProblems(m: MutationInput): FieldProblem[] {
  const out: FieldProblem[] = [];
  const need = (field: keyof MutationInput, message: string) => blank(m[field]) && out.push({ field, message });
  need('kategori', CASH_MESSAGES.kategoriRequired);
  need('asal', CASH_MESSAGES.asalRequired);
  need('tujuan', CASH_MESSAGES.tujuanRequired);
  need('keterangan', CASH_MESSAGES.keteranganRequired);
  if (!m.jumlah || m.jumlah <= 0) out.push({ field: 'jumlah', message: CASH_MESSAGES.jumlahRequired });
  if (out.length) return out;
  if (m.asal === 'CASH' && m.tujuan === 'CASH') return [{ field: 'tujuan', message: CASH_MESSAGES.bothCash }];
  if (m.asal === 'BANK' && blank(m.asal_rekening)) out.push({ field: 'asal_rekening', message: CASH_MESSAGES.asalRekeningRequired });
  if (m.tujuan === 'BANK' && blank(m.tujuan_rekening)) out.push({ field: 'tujuan_rekening', message: CASH_MESSAGES.tujuanRekeningRequired });
  if (!out.length && m.asal === 'BANK' && m.tujuan === 'BANK' && m.asal_rekening!.trim() === m.tujuan_rekening!.trim()) {
    out.push({ field: 'tujuan_rekening', message: CASH_MESSAGES.sameAccount });
  }
  return out;
}

/** The ledger akun of a mutation's side: the till, or the bank account named. */
export const sideAkun = (side: MutationSide, rekening?: string | null): string => (side === 'CASH' ? KAS_AKUN : (rekening ?? '').trim());

/** The journal (trx KAS) of a mutation: till to bank, bank to till, bank to bank. */
export function mutationJournalType(asal: MutationSide, tujuan: MutationSide): 'SETOR_BANK' | 'TARIK_BANK' | 'PINDAH_BANK' {
  if (asal === 'CASH') return 'SETOR_BANK';
  return tujuan === 'CASH' ? 'TARIK_BANK' : 'PINDAH_BANK';
}

/** A balance moved between two accounts (pengalihan saldo): both named, never the same. */
export function transferProblems(t: { akun_asal?: string | null; akun_tujuan?: string | null; jumlah?: number | null; keterangan?: string | null }): FieldProblem[] {
  const out: FieldProblem[] = [];
  if (blank(t.akun_asal)) out.push({ field: 'akun_asal', message: CASH_MESSAGES.asalRequired });
  if (blank(t.akun_tujuan)) out.push({ field: 'akun_tujuan', message: CASH_MESSAGES.tujuanRequired });
  if (!t.jumlah || t.jumlah <= 0) out.push({ field: 'jumlah', message: CASH_MESSAGES.jumlahRequired });
  if (blank(t.keterangan)) out.push({ field: 'keterangan', message: CASH_MESSAGES.keteranganRequired });
  if (!out.length && t.akun_asal!.trim() === t.akun_tujuan!.trim()) out.push({ field: 'akun_tujuan', message: CASH_MESSAGES.sameAccount });
  return out;
}

/** A manual income or expense: a kategori, a reason and an amount. */
export function manualProblems(m: { akun?: string | null; kategori?: string | null; keterangan?: string | null; jumlah?: number | null }): FieldProblem[] {
  const out: FieldProblem[] = [];
  if (blank(m.akun)) out.push({ field: 'akun', message: CASH_MESSAGES.akunRequired });
  if (blank(m.kategori)) out.push({ field: 'kategori', message: CASH_MESSAGES.kategoriRequired });
  if (blank(m.keterangan)) out.push({ field: 'keterangan', message: CASH_MESSAGES.keteranganRequired });
  if (!m.jumlah || m.jumlah <= 0) out.push({ field: 'jumlah', message: CASH_MESSAGES.jumlahRequired });
  return out;
}

/**
 * A card swiped for cash: the customer takes `jumlah` from the till; the card is charged `jumlah` + the fee (percent
 * in hundredths, rounded up to the rupiah as a sale's card fee is), which reaches the shop's account; the fee is the
 * shop's income.
 */
export function cardCash(jumlah: number, feeHundredths: number): { fee_rp: number; total: number } {
  const fee_rp = cardFee(jumlah, feeHundredths);
  return { fee_rp, total: jumlah + fee_rp };
}

export interface BookRow {
  jumlah_in: number;
  jumlah_out: number;
}

/** A book's rows (oldest first) each with the balance after it, and the closing balance. */
export function runningBalance<R extends BookRow>(saldoAwal: number, rows: readonly R[]): { rows: (R & { saldo: number })[]; saldo_akhir: number } {
  let saldo = saldoAwal;
  const out = rows.map((r) => {
    saldo += r.jumlah_in - r.jumlah_out;
    return { ...r, saldo };
  });
  return { rows: out, saldo_akhir: saldo };
}

/**
 * How a money document of the books is cancelled: a supervisor's BATAL_MUTASI_UANG, on its own business day only
 * (yesterday's till was counted and closed), and not once validated. The screens show it, the server enforces it.
 */
export const CASH_CANCEL = { authorization: 'BATAL_MUTASI_UANG', sameDayOnly: true, from: ['DONE'], afterValidation: false } as const;

/** The statuses of a money document of the books: written, or cancelled (definitions/books). */
export const BOOK_STATUSES = [
  { value: 'DONE', label: 'Selesai' },
  { value: 'BATAL', label: 'Batal' },
] as const;
