// Money to the head office (issue 11, section 3; README "Money to the head office"): a branch sends (KIRIM_UANG),
// the head office looks the send up by its reference number and receives it (TERIMA_UANG).
//
// Head office and branch usually run separate servers. The head office finds the sending branch from the number's
// shop code and reaches it through the branch's portal with the service token (server/portal/client.ts): GET
// kirim-uang/{no_reff} to look the send up, POST kirim-uang/{no_reff}/reception to have it recorded there. A send in
// the head office's own database (a single-server setup) is looked up and recorded directly, in one transaction.
//
// The order of the two writes across servers: the head office writes its reception first (its document, and
// terima_uang unconfirmed), then asks the branch to record it, then marks it confirmed. A failure between them
// leaves the money received at the head office and the send SENT at the branch; the next reception of the same
// number finds the unconfirmed reception, writes nothing new and asks the branch again, which records it once (the
// same reception number again changes nothing). A confirmed reception answers 409 without a call.
import type { Actor } from '../actor';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { postDocument } from '../documents/engine';
import { headOfficeOf, kirimUang, type SendInput } from '../documents/kinds/kirim-uang';
import { liveReception, terimaUang } from '../documents/kinds/terima-uang';
import { PORTAL_FAILED, portalCall, PortalUnreachable } from '../portal/client';
import { findSend, recordReception, sendsOf, type Reception, type SendRecord } from './queries';
import { KIRIM_UANG_MESSAGES, senderOfReff, type NotaKirim } from '../../domain/kirim-uang';

/** The receipt of a send (spec section 3: nota_kirim), with the shops' names the printed receipt shows. */
export function notaOf(send: SendRecord): NotaKirim & { kode_toko: string; nama_toko: string; nama_tujuan: string; akun: string } {
  return {
    tgl_system: send.tgl_system,
    input_by: send.input_by,
    jumlah_rp: send.jumlah_rp,
    tujuan: send.tujuan,
    keterangan: send.keterangan,
    no_reff: send.no_reff,
    kode_toko: send.kode_toko,
    nama_toko: send.nama_toko,
    nama_tujuan: send.nama_tujuan,
    akun: send.akun,
  };
}

/** Posts a send from the actor's shop; answers its receipt. */
export async function sendMoney(ctx: AppContext, actor: Actor, input: SendInput, idempotencyKey?: string): Promise<ReturnType<typeof notaOf>> {
  const { no } = await postDocument(ctx, actor, kirimUang, input, { idempotencyKey });
  return notaOf((await findSend(ctx.db, no))!);
}

/** The shop's sends, the latest first, and the head office a new send goes to (null: none is registered yet). */
export async function history(ctx: AppContext, actor: Actor): Promise<{ data: SendRecord[]; tujuan: { kode_toko: string; nama_toko: string } | null }> {
  return { data: await sendsOf(ctx.db, actor.kode_toko), tujuan: (await headOfficeOf(ctx.db, actor.kode_toko)) ?? null };
}

/** The branch's portal, for a shop this database knows; undefined when it has none. */
async function portalOf(ctx: AppContext, kodeToko: string): Promise<string | undefined> {
  const [row] = await ctx.db.query<{ portal: string | null }>('SELECT portal FROM toko WHERE kode_toko = $1', [kodeToko]);
  return row?.portal || undefined;
}

/**
 * The send of that number as a user may see it: the sending branch's own, or one addressed to the head office the
 * user belongs to (found here, else through its branch's portal). `local`: it is in this database.
 * 404 'No Terima Tidak Ditemukan' otherwise; PortalUnreachable when the branch did not answer.
 */
export async function lookupSend(ctx: AppContext, actor: Actor, noReff: string): Promise<{ send: SendRecord; local: boolean }> {
  const here = await findSend(ctx.db, noReff);
  if (here && (here.kode_toko === actor.kode_toko || here.tujuan === actor.kode_toko)) return { send: here, local: true };
  const sender = senderOfReff(noReff);
  const portal = !here && actor.head_office && sender && sender !== actor.kode_toko ? await portalOf(ctx, sender) : undefined;
  if (!portal) throw new HttpError(404, KIRIM_UANG_MESSAGES.notFound);
  const res = await portalCall(ctx, portal, 'GET', `kirim-uang/${encodeURIComponent(noReff)}`);
  const send = res.status === 200 ? (res.body.data as SendRecord | undefined) : undefined;
  if (!send || send.no_reff !== noReff || send.tujuan !== actor.kode_toko) throw new HttpError(404, KIRIM_UANG_MESSAGES.notFound);
  // The amount becomes this shop's money and journal rows: a branch answering something else is not usable.
  if (!Number.isSafeInteger(send.jumlah_rp) || send.jumlah_rp <= 0) throw new PortalUnreachable(`the branch ${sender} answered no amount for ${noReff}`);
  return { send, local: false };
}

/** The send and this head office's reception of it, if any: what the receiving screen shows before confirming. */
export async function lookupForReception(ctx: AppContext, actor: Actor, noReff: string) {
  try {
    const { send } = await lookupSend(ctx, actor, noReff);
    return { ...send, penerimaan: (await liveReception(ctx.db, noReff)) ?? null };
  } catch (error) {
    if (error instanceof PortalUnreachable) throw new HttpError(502, PORTAL_FAILED);
    throw error;
  }
}

/** The branch's answer to the head office's portal lookup: a send of this server's own shop. */
export async function sendForHeadOffice(ctx: AppContext, noReff: string): Promise<SendRecord> {
  const send = await findSend(ctx.db, noReff);
  if (!send || send.kode_toko !== (await ctx.ownShop()).kode_toko) throw new HttpError(404, KIRIM_UANG_MESSAGES.notFound);
  return send;
}

/** The branch records the head office's reception of one of its own sends (the portal call), once. */
export async function receptionFromHeadOffice(ctx: AppContext, noReff: string, reception: Reception): Promise<SendRecord> {
  await sendForHeadOffice(ctx, noReff);
  return ctx.db.transaction((tx) => recordReception(tx, noReff, reception));
}

/**
 * The head office receives a send into its till or a bank account (see the head of this file for the order of the
 * writes). Answers the reception's number; 409 when it was received already (or cancelled), 502 'Terima Uang Pusat
 * Gagal' when the branch could not be reached (a retry completes it).
 */
export async function receiveMoney(ctx: AppContext, actor: Actor, noReff: string, akun: string | undefined, idempotencyKey?: string): Promise<string> {
  try {
    const { send, local } = await lookupSend(ctx, actor, noReff);
    // The key stands for this request (the send and the account), not for the send's record as read now.
    const request = { no_reff: noReff, akun };
    if (local) return (await postDocument(ctx, actor, terimaUang, { send, akun, local }, { idempotencyKey, request })).no;
    const earlier = await liveReception(ctx.db, noReff);
    if (earlier?.dikonfirmasi) throw new HttpError(409, KIRIM_UANG_MESSAGES.alreadyReceived);
    const no = earlier?.no_terima ?? (await postDocument(ctx, actor, terimaUang, { send, akun, local }, { idempotencyKey, request })).no;
    await confirmAtBranch(ctx, actor, send, no);
    return no;
  } catch (error) {
    if (error instanceof PortalUnreachable) throw new HttpError(502, KIRIM_UANG_MESSAGES.receiveFailed);
    throw error;
  }
}

/** Has the sending branch record the reception through its portal, then marks it confirmed here. */
async function confirmAtBranch(ctx: AppContext, actor: Actor, send: SendRecord, noTerima: string): Promise<void> {
  const portal = await portalOf(ctx, send.kode_toko);
  if (!portal) throw new PortalUnreachable(`the branch ${send.kode_toko} has no portal`);
  const reception: Reception = { no_terima: noTerima, kode_toko_terima: actor.kode_toko, diterima_by: actor.user_id, jumlah_rp: send.jumlah_rp };
  const res = await portalCall(ctx, portal, 'POST', `kirim-uang/${encodeURIComponent(send.no_reff)}/reception`, reception);
  // The branch refused for good (its send was cancelled meanwhile ...): this reception stays unconfirmed, to be cancelled.
  if (res.status >= 300) throw new HttpError(409, `${KIRIM_UANG_MESSAGES.receiveFailed}: ${res.body.message ?? KIRIM_UANG_MESSAGES.notFound}`);
  await ctx.db.query('UPDATE terima_uang SET dikonfirmasi_at = now() WHERE no_terima = $1 AND dikonfirmasi_at IS NULL', [noTerima]);
}
