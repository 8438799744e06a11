// What the cash and bank kinds share when they plan and cancel (server/documents/kinds/mutasi-uang.ts, kas-manual.ts,
// gesek-tunai.ts, pengalihan-saldo.ts): the accounts and kategori they name checked against the masters, and the plan
// of a document that moves money only (no lines, no stock). The balance an outgoing amount may not exceed is the
// kernel's money writer's to check (server/documents/money.ts ensureFunds), as for every other payout.
import type { Queryable } from '../db/database';
import { masterTable } from '../db/master-tables';
import { HttpError } from '../http-error';
import { CASH_MESSAGES, KAS_AKUN } from '../../domain/kas';
import { cancelPolicyOf, type CancelRule, type DocumentHeader, type DocumentPayment, type JournalAmount, type KodeTransaksi, type LedgerKategori, type MoneyMove, type Plan } from '../documents/plan';
import type { MoneyKategori } from '../../domain/codes';
import type { BookDocumentDefinition } from '../../definitions/define';

export const refuse = (status: number, message: string, field?: string) => new HttpError(status, message, field ? [{ field, message }] : undefined);

/** A kategori of the master Kode Transaksi (active): its name and whether money comes in or goes out. */
export interface Kategori {
  kode_transaksi: KodeTransaksi;
  nama_transaksi: string;
  jenis_transaksi: 'MASUK' | 'KELUAR';
}

export async function kategoriOf(tx: Queryable, code: string, field = 'kategori'): Promise<Kategori> {
  const [row] = await tx.query<Kategori>(
    `SELECT kode_transaksi, nama_transaksi, jenis_transaksi FROM ${masterTable({ name: 'kode_transaksi' })} WHERE kode_transaksi = $1 AND is_active`,
    [code.trim().toUpperCase()],
  );
  if (!row) throw refuse(400, CASH_MESSAGES.kategoriUnknown, field);
  return row;
}

/** An akun of the books: the till, or an active bank account of /master-rekening (404-free: a 400 naming the field). */
export async function checkAkun(tx: Queryable, akun: string, field: string): Promise<string> {
  const code = akun.trim();
  if (code === KAS_AKUN) return code;
  const [row] = await tx.query(`SELECT 1 FROM ${masterTable({ name: 'rekening' })} WHERE no_rekening = $1 AND is_active`, [code]);
  if (!row) throw refuse(400, CASH_MESSAGES.accountUnknown, field);
  return code;
}

/** What a money document of the books records beside its ledger rows (migration 029, kas_dokumen). */
export interface CashDetail {
  kategori: LedgerKategori;
  akun_asal: string;
  akun_tujuan: string;
  jumlah: number;
  fee_rp?: number;
}

const emptyHeader: DocumentHeader = {
  kode_sales: '', nama_sales: '', nama_customer: '', alamat_customer: '', no_hp: '',
  subtotal: 0, diskon_rp: 0, ppn_rp: 0, pembulatan_rp: 0, grand_total: 0, total_bayar: 0, kembalian: 0, keterangan: '',
};

/**
 * The plan of a document that moves money only: its header carries the amount (and a card swipe's fee) and the
 * reason, kas_dokumen what moved where, the ledger its rows (a shortage names the amount typed, `jumlah`).
 */
export function cashPlan(p: {
  detail: CashDetail;
  keterangan: string;
  money: MoneyMove[];
  journal: JournalAmount[];
  header?: Partial<DocumentHeader>;
  payments?: DocumentPayment[];
}): Plan {
  const total = p.detail.jumlah + (p.detail.fee_rp ?? 0);
  return {
    status: 'DONE',
    header: { ...emptyHeader, subtotal: total, grand_total: total, total_bayar: p.detail.jumlah, ...p.header, keterangan: p.keterangan.trim() },
    lines: [],
    payments: p.payments ?? [],
    needs: [],
    stock: async () => {},
    afterWrite: async (afterTx, no) => {
      const d = p.detail;
      await afterTx.query('INSERT INTO kas_dokumen (no_dokumen, kategori, akun_asal, akun_tujuan, jumlah, fee_rp) VALUES ($1, $2, $3, $4, $5, $6)', [
        no, d.kategori, d.akun_asal, d.akun_tujuan, d.jumlah, d.fee_rp ?? 0,
      ]);
    },
    kategori: p.detail.kategori,
    money: p.money,
    fundsField: 'jumlah',
    journal: p.journal,
  };
}

/**
 * How the books' kinds cancel (their definitions, definitions/books: domain/kas.ts CASH_CANCEL): the kernel's mirror
 * of money and journal, which refuses when what the document brought into an akun is no longer there to go back out.
 */
export function cashCancel(definition: BookDocumentDefinition, kategori: MoneyKategori): CancelRule {
  return { ...cancelPolicyOf(definition), kategori, stock: async () => {} };
}
