// The journal of a document, from the journal parameters of /parameter-akun: each role's amount goes to the account
// the parameters name, as a debit or a credit by the line's position. Written whatever NAGAFIN_ACCOUNTING_MODULE says
// (it gates only the screen). Debit must equal credit before anything is written; the database checks it again at
// commit (migration 019, jurnal_seimbang).
import type { Queryable } from '../db/database';
import type { JournalAmount } from './plan';

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
    // A missing parameter is a fault of the build (a kind naming a role no migration seeded), not of the user.
    if (!param) throw new Error(`journal parameter ${a.trx}/${a.type}/${a.kode_akun} is missing`);
    // A negative amount posts on the other side (a rounding down, a discount taken back).
    const debit = (param.posisi === 'D') === a.amount > 0;
    const amount = Math.abs(a.amount);
    return { trx: a.trx, type: a.type, kode_akun: a.kode_akun, nomor_akun: param.nomor_akun, debet: debit ? amount : 0, kredit: debit ? 0 : amount };
  });
}

export function assertBalanced(no: string, lines: Pick<JournalLine, 'debet' | 'kredit'>[]): void {
  const debet = lines.reduce((s, l) => s + l.debet, 0);
  const kredit = lines.reduce((s, l) => s + l.kredit, 0);
  if (debet !== kredit) throw new Error(`journal of ${no} does not balance: debit ${debet}, credit ${kredit}`);
}

export async function writeJournal(tx: Queryable, at: { no: string; kode_toko: string; tgl_system: string }, lines: JournalLine[]): Promise<void> {
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
