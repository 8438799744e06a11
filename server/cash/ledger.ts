// What the cash and bank kinds share when they plan and cancel (server/documents/kinds/mutasi-uang.ts, kas-manual.ts,
// gesek-tunai.ts, pengalihan-saldo.ts): the accounts and kategori they name checked against the masters, the balance
// an outgoing amount may not exceed, and the plan of a document that moves money only (no lines, no stock).
import type { Queryable } from '../db/database';
import type { Actor } from '../actor';
import { masterTable } from '../db/master-tables';
import { HttpError } from '../http-error';
import { CASH_CANCEL, CASH_MESSAGES, KAS_AKUN } from '../../domain/cash';
import type { CancelAt, CancelRule, DocumentHeader, DocumentPayment, JournalAmount, KodeTransaksi, LedgerKategori, MoneyMove, Plan, StoredDocument } from '../documents/plan';
import type { MoneyKategori } from '../../domain/codes';
import { reverseMoney } from '../documents/money';
import { reverseJournal } from '../documents/journal';

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

/** The balance of one akun of a shop: every ledger row, up to now. */
export async function balanceOf(db: Queryable, kodeToko: string, akun: string): Promise<number> {
  const [row] = await db.query<{ saldo: number }>(
    'SELECT coalesce(sum(jumlah_in - jumlah_out), 0)::bigint AS saldo FROM kas_mutasi WHERE kode_toko = $1 AND akun = $2',
    [kodeToko, akun],
  );
  return Number(row.saldo);
}

/**
 * Money may leave an akun only while it holds it ('Saldo Tidak Mencukupi'). The akun are locked first (in name order,
 * so two writers never wait on each other crosswise) so that two payments out of one till at once cannot both pass.
 */
export async function ensureFunds(tx: Queryable, kodeToko: string, moves: readonly MoneyMove[], field = 'jumlah'): Promise<void> {
  const out = new Map<string, number>();
  for (const m of moves) out.set(m.akun, (out.get(m.akun) ?? 0) + m.jumlah_out - m.jumlah_in);
  const akuns = [...out].filter(([, n]) => n > 0).map(([a]) => a).sort();
  for (const akun of akuns) {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`kas/${kodeToko}/${akun}`]);
    if ((await balanceOf(tx, kodeToko, akun)) < out.get(akun)!) throw refuse(400, CASH_MESSAGES.insufficient, field);
  }
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
 * reason, kas_dokumen what moved where, the ledger its rows; funds are checked before the kernel writes.
 */
export async function cashPlan(
  tx: Queryable,
  actor: Actor,
  p: { detail: CashDetail; keterangan: string; money: MoneyMove[]; journal: JournalAmount[]; header?: Partial<DocumentHeader>; payments?: DocumentPayment[] },
): Promise<Plan> {
  await ensureFunds(tx, actor.kode_toko, p.money);
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
    journal: p.journal,
  };
}

/**
 * How the books' kinds cancel (domain/cash.ts CASH_CANCEL): the kernel's mirror of money and journal, after checking
 * that what the document brought into an akun is still there to go back out.
 */
export function cashCancel(kategori: MoneyKategori): CancelRule {
  return {
    ...CASH_CANCEL,
    kategori,
    stock: async () => {},
    async books(tx: Queryable, _actor: Actor, doc: StoredDocument, at: CancelAt) {
      const moves = await tx.query<MoneyMove>('SELECT akun, jenis_bayar, jumlah_in, jumlah_out FROM kas_mutasi WHERE no_dokumen = $1', [doc.no_dokumen]);
      await ensureFunds(tx, doc.kode_toko, moves.map((m) => ({ ...m, jumlah_in: Number(m.jumlah_out), jumlah_out: Number(m.jumlah_in) })));
      await reverseMoney(tx, at, kategori);
      await reverseJournal(tx, at);
    },
  };
}
