// A down payment the shop holds for a customer until a document is completed (a deposit's, an order's): what a
// cancellation does with it is the shop's setting (batal_titip, batal_pesanan; domain/settings.ts). KEMBALI refunds
// it: the kernel mirrors the money and journal rows. HANGUS forfeits it: the money stays, and the journal moves it
// out of the kind's liability (TITIPAN, UANG_MUKA) into other income; the balance's history calls it HANGUS. Which
// one happened is a row of dokumen_batal_dp, written in the cancellation's transaction.
import type { Queryable } from '../db/database';
import { settingSpec, type BatalTitipRule } from '../../domain/settings';
import type { AppContext } from '../context';
import type { Actor } from '../actor';
import type { PaymentKind } from '../../domain/payments';
import { postDocument } from './engine';
import { readDocument } from './read';
import type { CancelSettlement, DocumentKind, DocumentPayment, StoredDocument } from './plan';

/** The rupiah of a document's payment lines: its down payment. */
export const dpOf = (payments: Pick<DocumentPayment, 'jumlah_rp'>[]) => payments.reduce((s, p) => s + Number(p.jumlah_rp), 0);

/** The setting's rule, its default when unset. */
async function ruleOf(tx: Queryable, setting: 'batal_titip' | 'batal_pesanan'): Promise<BatalTitipRule> {
  const [row] = await tx.query<{ value: string | null }>('SELECT value FROM para_system WHERE key = $1', [setting]);
  return (row?.value ?? settingSpec(setting)!.default) === 'HANGUS' ? 'HANGUS' : 'KEMBALI';
}

/** The cancellation's books for a document holding a down payment (see the head of this file). */
export async function settleDownPayment(
  tx: Queryable,
  doc: StoredDocument,
  by: { setting: 'batal_titip' | 'batal_pesanan'; trx: string; liability: string },
): Promise<CancelSettlement> {
  const rule = await ruleOf(tx, by.setting);
  const dp = dpOf(await tx.query<{ jumlah_rp: number }>('SELECT jumlah_rp FROM dokumen_bayar WHERE no_dokumen = $1', [doc.no_dokumen]));
  const record = async (rtx: Queryable) => {
    await rtx.query('INSERT INTO dokumen_batal_dp (no_dokumen, aturan, dp_rp) VALUES ($1, $2, $3)', [doc.no_dokumen, rule, dp]);
  };
  if (rule === 'KEMBALI') return { books: 'mirror', balanceEvent: 'BATAL', record };
  const j = (kode_akun: string) => ({ trx: by.trx, type: 'HANGUS', kode_akun, amount: dp });
  return { books: [j(by.liability), j('PENDAPATAN_LAIN')], balanceEvent: 'HANGUS', record };
}

/**
 * Posts the document that completes one holding a down payment (an order's sale, a service's collection), paid first by
 * that down payment (payment kind `dpKind`), and reads it back: its number, the document it completed (its header's
 * keterangan: a replayed key answers the same), what it came to, what the down payment paid of it, the rest and the change.
 */
export async function postCollection<B extends { authorization_ids?: string[] }>(
  ctx: AppContext,
  actor: Actor,
  kind: DocumentKind<B>,
  body: B,
  opts: { idempotencyKey?: string; number: string; dpKind: PaymentKind },
) {
  const { no } = await postDocument(ctx, actor, kind, body, { idempotencyKey: opts.idempotencyKey, authorizationIds: body.authorization_ids });
  const doc = await readDocument(ctx.db, actor, kind.jenis, opts.number, no);
  const dp = dpOf((doc.pembayaran as { jenis: string; jumlah_rp: number }[]).filter((p) => p.jenis === opts.dpKind));
  const grand = Number(doc.grand_total);
  return { no, completes: String((doc as Record<string, unknown>).keterangan ?? ''), tgl_system: doc.tgl_system, grand_total: grand, dp_rp: dp, sisa_bayar: grand - dp, kembalian: Number(doc.kembalian) };
}
