// The journal of a document, from the journal parameters of /parameter-akun: each role's amount goes to the account
// the parameters name, as a debit or a credit by the line's position. Written whatever NAGAFIN_ACCOUNTING_MODULE says
// (it gates only the screen). Debit must equal credit before anything is written, a rounding difference posted to the
// round-off account (migration 037); the database checks the balance again at commit (migration 019, jurnal_seimbang).
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import type { JournalAmount } from './plan';

/** The journal line a rounding difference posts to (/parameter-akun: PEMBULATAN / SELISIH). */
const ROUND_OFF = { trx: 'PEMBULATAN', type: 'SELISIH', kode_akun: 'SELISIH' } as const;

/** A journal line /parameter-akun does not have: the shop's parameters lack it, which the shop must set, not a 500. */
export const missingParameter = (p: { trx: string; type: string; kode_akun: string }) =>
  new HttpError(409, `Parameter Akun Belum Lengkap: ${p.trx} / ${p.type} / ${p.kode_akun}`);

interface JournalLine {
  trx: string;
  type: string;
  kode_akun: string;
  nomor_akun: string;
  debet: number;
  kredit: number;
}

/** The journal lines of the amounts: zero amounts left out, each role resolved to its account and side. */
export async function journalLines(tx: Queryable, amounts: JournalAmount[]): Promise<JournalLine[]> {
  const used = amounts.filter((a) => a.amount !== 0);
  if (!used.length) return [];
  const params = await tx.query<{ trx: string; type: string; kode_akun: string; posisi: 'D' | 'K'; nomor_akun: string }>(
    `SELECT trx, type, kode_akun, posisi, nomor_akun FROM para_akun_transaksi_detail
      WHERE (trx, type, kode_akun) IN (SELECT * FROM unnest($1::text[], $2::text[], $3::text[]))`,
    [used.map((a) => a.trx), used.map((a) => a.type), used.map((a) => a.kode_akun)],
  );
  const byRole = new Map(params.map((p) => [`${p.trx}/${p.type}/${p.kode_akun}`, p]));
  return used.map((a) => {
    const param = byRole.get(`${a.trx}/${a.type}/${a.kode_akun}`);
    if (!param) throw missingParameter(a);
    // A negative amount posts on the other side (a rounding down, a discount taken back).
    const debit = (param.posisi === 'D') === a.amount > 0;
    const amount = Math.abs(a.amount);
    return { trx: a.trx, type: a.type, kode_akun: a.kode_akun, nomor_akun: param.nomor_akun, debet: debit ? amount : 0, kredit: debit ? 0 : amount };
  });
}

/** Debit less credit. */
const imbalance = (lines: Pick<JournalLine, 'debet' | 'kredit'>[]) => lines.reduce((s, l) => s + l.debet - l.kredit, 0);

export function assertBalanced(no: string, lines: Pick<JournalLine, 'debet' | 'kredit'>[]): void {
  const difference = imbalance(lines);
  if (difference !== 0) throw new Error(`journal of ${no} does not balance: debit exceeds credit by ${difference}`);
}

/**
 * The lines with a rounding difference posted to the round-off account. Each amount is a whole rupiah rounded at most
 * once, so a difference of up to one rupiah per line is rounding; a larger one is a fault and is left to refuse.
 */
async function withRoundOff(tx: Queryable, lines: JournalLine[]): Promise<JournalLine[]> {
  const difference = imbalance(lines);
  if (difference === 0 || Math.abs(difference) > lines.length) return lines;
  // Debit over credit: the round-off line takes the difference on the other side.
  return [...lines, ...(await journalLines(tx, [{ ...ROUND_OFF, amount: -difference }]))];
}

export async function writeJournal(tx: Queryable, at: { no: string; kode_toko: string; tgl_system: string }, journal: JournalLine[]): Promise<void> {
  const lines = await withRoundOff(tx, journal);
  assertBalanced(at.no, lines);
  if (!lines.length) return;
  await tx.query(
    `INSERT INTO jurnal (kode_toko, tgl_system, no_dokumen, trx, type, kode_akun, nomor_akun, debet, kredit)
     SELECT $1, $2, $3, * FROM unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::bigint[], $9::bigint[])`,
    [
      at.kode_toko,
      at.tgl_system,
      at.no,
      lines.map((l) => l.trx),
      lines.map((l) => l.type),
      lines.map((l) => l.kode_akun),
      lines.map((l) => l.nomor_akun),
      lines.map((l) => l.debet),
      lines.map((l) => l.kredit),
    ],
  );
}

/**
 * The mirror of the document's journal, dated on the cancelling day: the same accounts with debit and credit
 * swapped, under type BATAL. It nets the document to zero whatever the parameters say by then.
 */
export async function reverseJournal(tx: Queryable, at: { no: string; kode_toko: string; tgl_system: string }): Promise<void> {
  const lines = await tx.query<JournalLine>(
    'SELECT trx, type, kode_akun, nomor_akun, debet, kredit FROM jurnal WHERE no_dokumen = $1 ORDER BY id',
    [at.no],
  );
  await writeJournal(tx, at, lines.map((l) => ({ ...l, type: 'BATAL', debet: l.kredit, kredit: l.debet })));
}
