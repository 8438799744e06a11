// The document kernel (DESIGN.md section 10): posts and cancels documents of every kind, each in one database
// transaction: idempotency -> plan (the kind reads, prices, checks) -> journal accounts -> number -> header, lines,
// payments, status -> the authorizations it needs, used up -> stock (inventory service) -> money ledger -> journal
// (debit = credit). The number's counter row stays locked to commit: it is drawn late, the rows after it go together
// (./document-writes.ts).
// Nothing is updated in place: a cancellation is a status row plus mirror rows in every ledger, dated today.
import type { AppContext } from '../context';
import type { Actor } from '../actor';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { consumeAuthorization } from '../auth/authorizations';
import { nextDocumentNumber } from '../inventory/ledger';
import { AUTHORIZATION_KINDS, factToWire, kindsOf, type AuthorizationFact, type AuthorizationKind } from '../../domain/authorization';
import { journalLines, reverseJournal, writeJournal } from './journal';
import { ensureFunds, reverseMoney, writeMoney } from './money';
import { holdBusinessDay } from './business-day';
import { documentWrites } from './document-writes';
import { requestHash } from './request-hash';
import { DOCUMENT_MESSAGES } from './messages';
import { reverseBalances, writeBalances } from './balances';
import { endLinks, writeLinks } from './links';
import { changeStatus } from './status';
import { recordPoints, reversePoints } from './member-points';
import type { DocumentKind, DocumentLine, Plan, StoredDocument } from './plan';

/** The number of a checkout of several documents (a trade-in: TT-TOKO01-20261124-0001). */
const GROUP_PREFIX = 'TT';

/** The API reference's word on the 403 of a post that needs authorizations (authorizationsFor). */
export const AUTHORIZATION_NEEDED_DESCRIPTION =
  `403 { message: '${DOCUMENT_MESSAGES.authorizationNeeded}', kategori, keterangan, rincian } when supervisor authorizations are missing: ` +
  'kategori the kinds needed, keterangan their names, rincian what each approves, one entry per fact: ' +
  '{ kategori, kode_barcode? and nama_barang? (the line; absent for the whole document), satuan (RP: rupiah, GRAM: grams), ' +
  'nilai (the value approved: a price, a total, a discount, a weight), modal? (the cost), batas? (the limit it passes: the limit, ' +
  'the recorded or receipt weight, the allowed discount, the receipt (acuan NOTA) or system (acuan SISTEM) price, the default price code\'s price), ' +
  'toleransi? (the weight tolerance), harga? (what a discount is taken off), persen? (the discount limit, percent), ' +
  'kode_harga? and kode_harga_default? (a buy-back priced by another price code) }. ' +
  'Ask the supervisor for each kind (POST authorisation, several at once with otorisasi) and send the same body again with authorization_ids and the same Idempotency-Key.';

export interface PostOptions {
  /**
   * The Idempotency-Key header: the same key again with the same request answers the first document and writes
   * nothing; with another request it is 422 'Idempotency-Key Sudah Dipakai Untuk Transaksi Lain'.
   */
  idempotencyKey?: string;
  /** What the request asked for, hashed with the key (server/documents/request-hash.ts); default the input. */
  request?: unknown;
  /** Authorizations the user obtained for this document (the 403 answer named the kinds). */
  authorizationIds?: string[];
}

/** Writes a new document of `kind`; answers its number, and whether an earlier call with the same key wrote it. */
export async function postDocument<I>(ctx: AppContext, actor: Actor, kind: DocumentKind<I>, input: I, opts: PostOptions = {}): Promise<{ no: string; replayed: boolean }> {
  const key = opts.idempotencyKey || null;
  // Hashed before the kind plans: what the client sent, not what planning made of it.
  const hash = key ? requestHash(opts.request ?? input) : null;
  try {
    return await ctx.db.transaction(async (tx) => {
      if (key) {
        // The same key sent twice at once: the second waits here for the first to commit, then answers its document
        // (without the lock it would meet the first's locked pieces and answer 'sold').
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${actor.user_id}/${kind.jenis}/${key}`]);
        const earlier = await documentWithKey(tx, actor, kind.jenis, key, hash);
        if (earlier) return { no: earlier, replayed: true };
      }
      await holdBusinessDay(tx, actor);
      const plan = await kind.plan(tx, ctx, actor, input);
      const parts = [{ jenis: kind.jenis, prefix: kind.prefix, plan }, ...(plan.companions ?? [])];
      // What the documents pay out must be there before a supervisor is asked to authorize them (writeMoney checks
      // again, part by part, under the same lock).
      await ensureFunds(tx, actor.kode_toko, parts.flatMap((p) => p.plan.money), plan.fundsField);
      const authorizations = await authorizationsFor(tx, actor, parts.flatMap((p) => p.plan.needs), opts.authorizationIds ?? []);
      // Read before the number: the journal's accounts (the parameters of each role).
      const journals = [];
      for (const p of parts) journals.push(await journalLines(tx, p.plan.journal));
      // The number last: its counter row stays locked to commit, and every other cashier waits on it (./document-writes.ts).
      const w = documentWrites(tx, (prefix) => nextDocumentNumber(tx, prefix, actor.kode_toko, actor.tgl_system));
      const late = parts.every((p) => p.plan.numberLate);
      const group = parts.length > 1 ? await w.number(GROUP_PREFIX, late) : '';
      const numbers: string[] = [];
      for (const p of parts) numbers.push(await w.number(p.prefix, late));
      const [no] = numbers;
      for (const [i, p] of parts.entries()) {
        // A trade-in's TUKAR lines point at the other document of the checkout.
        const payments = p.plan.payments.map((x) => (x.jenis === 'TUKAR' && !x.no_reff ? { ...x, no_reff: numbers[i === 0 ? 1 : 0] } : x));
        await writeDocument(w, actor, p.jenis, numbers[i], i === 0 ? { key, hash } : undefined, { ...p.plan, payments }, group);
      }
      for (const [kategori, id] of authorizations) {
        await consumeAuthorization(w, id, kategori, actor.user_id, no);
        await w.query('INSERT INTO dokumen_otorisasi (authorization_id, no_dokumen, kategori) VALUES ($1, $2, $3)', [id, no, kategori]);
      }
      for (const [i, p] of parts.entries()) {
        await p.plan.stock(w, numbers[i]);
        await p.plan.afterWrite?.(w, numbers[i]);
        await recordPoints(w, actor, numbers[i], p.plan.points);
        const at = { no: numbers[i], kode_toko: actor.kode_toko, tgl_system: actor.tgl_system, user_id: actor.user_id };
        await writeMoney(w, at, p.plan.kategori, p.plan.money, p.plan.fundsField);
        await writeJournal(w, at, journals[i]);
        await writeBalances(w, at, p.plan.balance ?? []);
        await writeLinks(w, at, p.plan.links ?? []);
      }
      await w.flush();
      return { no: w.real(no), replayed: false };
    });
  } catch (error) {
    // A backstop for the lock above: the second insert of a key meets the first's row; answer the first document.
    const earlier = key && isUniqueViolation(error) && (await documentWithKey(ctx.db, actor, kind.jenis, key, hash));
    if (earlier) return { no: earlier, replayed: true };
    throw error;
  }
}

/**
 * Writes one plan inside a transaction the caller holds: the books' own entries of another service's action (the
 * stock value of pieces the inventory service adds or takes out, the cash difference a close counts), so that they
 * are documents like every other, written with that action or not at all. Number, document, its stock and records,
 * money (checked as every payout) and journal; no Idempotency-Key and no authorization (the action has its own).
 */
export async function writePlan(
  tx: Queryable,
  actor: Pick<Actor, 'user_id' | 'kode_toko' | 'tgl_system'>,
  kind: Pick<DocumentKind<never>, 'jenis' | 'prefix'>,
  plan: Plan,
): Promise<string> {
  const journal = await journalLines(tx, plan.journal);
  // The number as late as it can be, the inserts after it together: as postDocument.
  const w = documentWrites(tx, (prefix) => nextDocumentNumber(tx, prefix, actor.kode_toko, actor.tgl_system));
  const no = await w.number(kind.prefix, plan.numberLate === true);
  await writeDocument(w, actor, kind.jenis, no, undefined, plan, '');
  await plan.stock(w, no);
  await plan.afterWrite?.(w, no);
  await recordPoints(w, actor, no, plan.points);
  const at = { no, kode_toko: actor.kode_toko, tgl_system: actor.tgl_system, user_id: actor.user_id };
  await writeMoney(w, at, plan.kategori, plan.money, plan.fundsField);
  await writeJournal(w, at, journal);
  await writeBalances(w, at, plan.balance ?? []);
  await writeLinks(w, at, plan.links ?? []);
  await w.flush();
  return w.real(no);
}

export interface CancelInput {
  alasan?: string;
  authorization_id?: string;
  /** A document written with others (a trade-in) is cancelled only with them: the caller names their group. */
  no_faktur_group?: string;
}

/**
 * Cancels a document: a BATAL status row, its pieces back, and mirror rows of its money and journal, dated today. A
 * document of a checkout group (a trade-in) is cancelled together with the group's other documents, by one
 * authorization, in one transaction, each by its own kind's rule (`partners`: the kinds it may be grouped with).
 */
export async function cancelDocument<I>(
  ctx: AppContext,
  actor: Actor,
  kind: DocumentKind<I>,
  no: string,
  input: CancelInput,
  label: string,
  partners: Record<string, DocumentKind<never>> = {},
): Promise<void> {
  const alasan = (input.alasan ?? '').trim();
  if (!alasan) throw new HttpError(400, DOCUMENT_MESSAGES.reasonRequired, [{ field: 'alasan', message: DOCUMENT_MESSAGES.reasonRequired }]);
  await ctx.db.transaction(async (tx) => {
    await holdBusinessDay(tx, actor);
    const all = await cancelGroup(tx, actor, kind, no, partners, true);
    const group = all[0].doc.no_faktur_group;
    if (group && input.no_faktur_group !== group) throw new HttpError(409, DOCUMENT_MESSAGES.groupAlone);
    const refused = await cancelRefusal(tx, actor, all, label);
    if (refused) throw refused;
    // A document a supervisor validated is cancelled only on a supervisor's authorization given for exactly that.
    const validated = all.some((one) => one.doc.validated && !one.kind.cancel.afterValidation);
    await consumeAuthorization(tx, input.authorization_id, validated ? 'BATAL_SETELAH_VALIDASI' : kind.cancel.authorization, actor.user_id, no);
    for (const one of all) {
      const n = one.doc.no_dokumen;
      await changeStatus(tx, n, 'BATAL', { tgl_system: actor.tgl_system, user_id: actor.user_id, alasan, authorization_id: input.authorization_id });
      await one.kind.cancel.stock(tx, actor, one.doc);
      await reversePoints(tx, actor, n);
      const at = { no: n, kode_toko: one.doc.kode_toko, tgl_system: actor.tgl_system, user_id: actor.user_id };
      const settled = await one.kind.cancel.settle?.(tx, one.doc, actor);
      if (!settled || settled.books === 'mirror') {
        await reverseMoney(tx, at, one.kind.cancel.kategori);
        await reverseJournal(tx, at);
      } else await writeJournal(tx, at, await journalLines(tx, settled.books));
      await settled?.record?.(tx);
      await reverseBalances(tx, at, settled?.balanceEvent);
      await endLinks(tx, at);
    }
  });
}

/**
 * Whether the document can be cancelled now and, if not, why: the cancellation's own rule (cancelRefusal), asked
 * before a supervisor is called to authorize a cancellation that would be refused anyway.
 */
export async function cancellability<I>(
  ctx: AppContext,
  actor: Actor,
  kind: DocumentKind<I>,
  no: string,
  label: string,
  partners: Record<string, DocumentKind<never>> = {},
): Promise<{ bisa_batal: boolean; alasan_tidak_bisa_batal: string | null }> {
  const refused = await cancelRefusal(ctx.db, actor, await cancelGroup(ctx.db, actor, kind, no, partners, false), label);
  return { bisa_batal: !refused, alasan_tidak_bisa_batal: refused?.message ?? null };
}

type CancelMember = { kind: DocumentKind<never>; doc: StoredDocument };

/** The document and the other documents of its checkout group, each with the kind that cancels it. */
async function cancelGroup<I>(tx: Queryable, actor: Actor, kind: DocumentKind<I>, no: string, partners: Record<string, DocumentKind<never>>, lock: boolean): Promise<CancelMember[]> {
  const doc = await storedDocument(tx, actor, kind.jenis, no, lock);
  const all: CancelMember[] = [{ kind: kind as DocumentKind<never>, doc }];
  if (!doc.no_faktur_group) return all;
  const others = await tx.query<{ no_dokumen: string; jenis: string }>(
    'SELECT no_dokumen, jenis FROM dokumen WHERE no_faktur_group = $1 AND no_dokumen <> $2 ORDER BY no_dokumen',
    [doc.no_faktur_group, no],
  );
  for (const o of others) {
    const partner = partners[o.jenis];
    if (!partner) throw new Error(`${kind.jenis} ${no}: no cancel rule given for its group's ${o.jenis}`);
    all.push({ kind: partner, doc: await storedDocument(tx, actor, o.jenis, o.no_dokumen, lock) });
  }
  return all;
}

/**
 * Why these documents cannot be cancelled together now, or undefined: cancelled already or of another day first, then
 * the kinds' own refusals (a piece moved on since), which only a document still of today is asked.
 */
async function cancelRefusal(tx: Queryable, actor: Actor, all: CancelMember[], label: string): Promise<Error | undefined> {
  for (const one of all) {
    if (one.doc.status === 'BATAL') return new HttpError(409, DOCUMENT_MESSAGES.alreadyCancelled);
    if (one.kind.cancel.sameDayOnly && one.doc.tgl_system !== actor.tgl_system) return new HttpError(400, DOCUMENT_MESSAGES.notToday(label));
  }
  for (const one of all) {
    const refused = await one.kind.cancel.refuse?.(tx, one.doc);
    if (refused) return refused;
  }
  return undefined;
}

/** A document of the actor's shop with its current status and lines; `lock` holds it against a second cancel. */
export async function storedDocument(tx: Queryable, actor: Pick<Actor, 'kode_toko'>, jenis: string, no: string, lock = false): Promise<StoredDocument> {
  const [header] = await tx.query<{ no_dokumen: string; jenis: string; kode_toko: string; tgl_system: string; no_faktur_group: string }>(
    `SELECT no_dokumen, jenis, kode_toko, tgl_system, no_faktur_group FROM dokumen WHERE no_dokumen = $1 AND jenis = $2 AND kode_toko = $3${lock ? ' FOR UPDATE' : ''}`,
    [no, jenis, actor.kode_toko],
  );
  if (!header) throw new HttpError(404, DOCUMENT_MESSAGES.notFound);
  const [{ status, valid }] = await tx.query<{ status: string; valid: boolean }>(
    `SELECT status, EXISTS (SELECT 1 FROM dokumen_validasi WHERE no_dokumen = $1) AS valid
       FROM dokumen_status WHERE no_dokumen = $1 ORDER BY id DESC LIMIT 1`,
    [no],
  );
  const lines = await tx.query<DocumentLine>('SELECT * FROM dokumen_baris WHERE no_dokumen = $1 ORDER BY baris', [no]);
  return { ...header, status, validated: valid, lines };
}

/** The document an earlier request with this key wrote; 422 when that request asked for something else. */
async function documentWithKey(db: Queryable, actor: Actor, jenis: string, key: string, hash: string | null): Promise<string | undefined> {
  const [row] = await db.query<{ no_dokumen: string; idempotency_hash: string | null }>(
    'SELECT no_dokumen, idempotency_hash FROM dokumen WHERE input_by = $1 AND jenis = $2 AND idempotency_key = $3',
    [actor.user_id, jenis, key],
  );
  // A document from before migration 033 has no hash: its key answers it as it always did.
  if (row?.idempotency_hash && row.idempotency_hash !== hash) throw new HttpError(422, DOCUMENT_MESSAGES.keyReused);
  return row?.no_dokumen;
}

/**
 * Which of the given authorizations serves each kind the document needs (unused, asked by this user). A kind with
 * none: 403 naming every missing kind (kategori, keterangan) and what each approves (rincian), so the screen asks
 * for them all, showing what it asks, and sends the document again.
 */
async function authorizationsFor(tx: Queryable, actor: Actor, facts: AuthorizationFact[], ids: string[]): Promise<[AuthorizationKind, string][]> {
  const needs = kindsOf(facts);
  if (!needs.length) return [];
  const given = await tx.query<{ id: string; kategori: string }>(
    'SELECT id, kategori FROM authorizations WHERE id = ANY($1::text[]) AND requested_by = $2 AND used_at IS NULL ORDER BY created_at',
    [ids, actor.user_id],
  );
  const found = needs.map((k) => [k, given.find((g) => g.kategori === k)?.id] as const);
  const missing = found.filter(([, id]) => !id).map(([k]) => k);
  if (missing.length) {
    throw new HttpError(403, DOCUMENT_MESSAGES.authorizationNeeded, undefined, {
      kategori: missing,
      keterangan: missing.map((k) => AUTHORIZATION_KINDS[k]),
      rincian: facts.filter((f) => missing.includes(f.kategori)).map(factToWire),
    });
  }
  return found as [AuthorizationKind, string][];
}

async function writeDocument(
  tx: Queryable,
  actor: Pick<Actor, 'user_id' | 'kode_toko' | 'tgl_system'>,
  jenis: string,
  no: string,
  idempotency: { key: string | null; hash: string | null } | undefined,
  plan: Plan,
  group: string,
): Promise<void> {
  const h = plan.header;
  await tx.query(
    `INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, kode_sales, nama_sales, nama_customer, alamat_customer, no_hp,
       subtotal, diskon_rp, ppn_rp, pembulatan_rp, grand_total, total_bayar, kembalian, keterangan, idempotency_key, input_by, no_faktur_group,
       idempotency_hash, kode_member, kode_marketplace)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)`,
    [no, jenis, actor.kode_toko, actor.tgl_system, h.kode_sales, h.nama_sales, h.nama_customer, h.alamat_customer, h.no_hp,
      h.subtotal, h.diskon_rp, h.ppn_rp, h.pembulatan_rp, h.grand_total, h.total_bayar, h.kembalian, h.keterangan, idempotency?.key ?? null, actor.user_id, group,
      idempotency?.hash ?? null, h.kode_member ?? '', h.kode_marketplace ?? null],
  );
  const l = plan.lines;
  const col = <K extends keyof DocumentLine>(k: K) => l.map((x) => x[k]);
  await tx.query(
    `INSERT INTO dokumen_baris (no_dokumen, baris, kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar, qty,
       berat, berat_jual, harga_per_gram, harga, ongkos, diskon_rp, total, harga_modal, berlian)
     SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::numeric[], $10::int[],
       $11::numeric[], $12::numeric[], $13::bigint[], $14::bigint[], $15::bigint[], $16::bigint[], $17::bigint[], $18::bigint[], $19::boolean[])`,
    [no, l.map((_, i) => i + 1), col('kode_barcode'), col('nama_barang'), col('kode_group'), col('kode_dept'), col('kode_gudang'), col('kode_baki'),
      col('kadar'), col('qty'), col('berat'), col('berat_jual'), col('harga_per_gram'), col('harga'), col('ongkos'), col('diskon_rp'), col('total'),
      col('harga_modal'), col('berlian')],
  );
  const p = plan.payments;
  if (p.length) {
    await tx.query(
      `INSERT INTO dokumen_bayar (no_dokumen, baris, jenis, jumlah_rp, fee_rp, kode_bank, no_rekening, no_reff)
       SELECT $1, * FROM unnest($2::int[], $3::text[], $4::bigint[], $5::bigint[], $6::text[], $7::text[], $8::text[])`,
      [no, p.map((_, i) => i + 1), p.map((x) => x.jenis), p.map((x) => x.jumlah_rp), p.map((x) => x.fee_rp), p.map((x) => x.kode_bank),
        p.map((x) => x.no_rekening), p.map((x) => x.no_reff)],
    );
  }
  await changeStatus(tx, no, plan.status, { tgl_system: actor.tgl_system, user_id: actor.user_id });
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === '23505';
}
