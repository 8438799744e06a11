// Money deposits (titip uang, issue 9 fixed points): thin routes over the document kernel (server/documents,
// kinds/titip.ts).
// - POST titip                     the sale's body, pembayaran = the down payment, Idempotency-Key -> 201
//                                  { message, data: { no_titip, tgl_system, grand_total, dp_rp, sisa_bayar } }
// - GET  titip?tgl_from&tgl_to&status   the shop's deposits of those business dates and every open one, with dp_rp,
//                                  sisa_bayar, jatuh_tempo (due date) and tempo ('LEWAT': open past it)
// - GET  titip/{no_titip}          one deposit: lines, payments, history, authorizations, the sale that paid it off
// - POST titip/{no_titip}/lunas    { pembayaran, authorization_ids? }, Idempotency-Key -> 201
//                                  { message, data: { no_titip, no_faktur_jual, tgl_system, grand_total, kembalian } }
// - POST titip/{no_titip}/batal    { alasan, authorization_id } (BATAL_TITIP), any business day
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import type { Actor } from '../actor';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { DOCUMENT_KINDS } from '../documents/kinds';
import { answer, s, type JsonSchema } from '../http/schema';
import { AUTHORIZATION_NEEDED_DESCRIPTION, cancelDocument, cancellability, postDocument } from '../documents/engine';
import { listDocuments, listQuerystring, readDocument, type ListQuery } from '../documents/read';
import { pelunasanTitip, payOffSale, titip, TITIP_MESSAGES, type PayOffBody, type TitipBody } from '../documents/kinds/titip';
import { saleBody } from './penjualan';
import { idempotencyKey } from './document-requests';
import { depositDueDate, depositOverdue, OVERDUE } from '../../domain/deposit';
import { settingSpec } from '../../domain/settings';

const tags = ['Titip Uang'];
const NUMBER = 'no_titip';
/** Taking and paying off a deposit is the sale screen's work; reading, every deposit screen's; cancelling, the list's (Batal). */
const { entry: ENTRY, read: READ, cancel: CANCEL } = DOCUMENT_KINDS.titip;

const pembayaran = (saleBody as { properties: Record<string, JsonSchema> }).properties.pembayaran;
const payOffBody = s.object({ pembayaran, authorization_ids: s.array('Otorisasi', s.code('Otorisasi', 100), 10) }, ['pembayaran'], { additional: false });

const DUE_DAYS_DEFAULT = Number(settingSpec('jatuh_tempo_titip')!.default);

/** The days a deposit is given (setting jatuh_tempo_titip, checked when saved), its default when absent. */
async function dueDays(db: Queryable): Promise<number> {
  const [row] = await db.query<{ value: string }>(`SELECT value FROM para_system WHERE key = 'jatuh_tempo_titip'`);
  const days = Number(row?.value);
  return Number.isInteger(days) && days > 0 ? days : DUE_DAYS_DEFAULT;
}

/** What a deposit adds to its document: the down payment, what remains, its due date and whether it is past it. */
const withRest = <R extends Record<string, unknown>>(d: R, days: number, tglSystem: string) => {
  const jatuh_tempo = depositDueDate(String(d.tgl_system), days);
  return {
    ...d,
    dp_rp: Number(d.total_bayar),
    sisa_bayar: Number(d.grand_total) - Number(d.total_bayar),
    jatuh_tempo,
    tempo: depositOverdue(String(d.status), jatuh_tempo, tglSystem) ? OVERDUE : null,
  };
};

async function readDeposit(db: Queryable, actor: Actor, no: string) {
  const doc = await readDocument(db, actor, titip.jenis, NUMBER, no);
  const [batal] = await db.query<{ aturan: string; dp_rp: number }>('SELECT aturan, dp_rp FROM dokumen_batal_titip WHERE no_dokumen = $1', [no]);
  return { ...withRest(doc, await dueDays(db), actor.tgl_system), no_faktur_jual: await payOffSale(db, no), batal_titip: batal ?? null };
}

export function registerTitipRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);

  route(
    {
      method: 'POST',
      url: 'titip',
      gate: ENTRY,
      summary: 'Take a money deposit: the pieces reserved at today\'s prices (status TITIP), the down payment to the till or an account; one transaction',
      description: AUTHORIZATION_NEEDED_DESCRIPTION,
      tags,
      body: saleBody,
      status: 201,
      response: answer.record(),
    },
    async (req) => {
      const actor = actorOf(req);
      const body = req.body as TitipBody;
      const { no } = await postDocument(ctx, actor, titip, body, { idempotencyKey: idempotencyKey(req), authorizationIds: body.authorization_ids });
      const d = await readDeposit(ctx.db, actor, no);
      return {
        message: TITIP_MESSAGES.saved,
        data: { no_titip: no, tgl_system: d.tgl_system, grand_total: d.grand_total, dp_rp: d.dp_rp, sisa_bayar: d.sisa_bayar },
      };
    },
  );

  route(
    {
      method: 'GET',
      url: 'titip',
      gate: READ,
      summary:
        "The shop's deposits of a range of business dates (default: today) and every open one whatever its date, with the down payment, what remains and the due date (tempo LEWAT: open past it)",
      tags,
      querystring: listQuerystring(['OPEN', 'DONE', 'BATAL', 'VALID']),
      response: answer.rows(),
    },
    async (req) => {
      const actor = actorOf(req);
      // An open deposit waits for its customer for days: the list shows it until it is paid off or cancelled.
      const rows = await listDocuments(ctx.db, actor, titip.jenis, NUMBER, req.query as ListQuery, { openAnyDate: true });
      const days = await dueDays(ctx.db);
      return { status: 'success', data: rows.map((r) => withRest(r, days, actor.tgl_system)) };
    },
  );

  route(
    {
      method: 'GET',
      url: 'titip/:no_titip',
      gate: READ,
      summary: 'One deposit with its lines, payments, status history, authorizations and the sale that paid it off; whether it can be cancelled now (bisa_batal) and why not',
      tags,
      params: s.params(NUMBER),
      response: answer.record(),
    },
    async (req) => {
      const actor = actorOf(req);
      const no = (req.params as Record<string, string>)[NUMBER];
      return { status: 'success', data: { ...(await readDeposit(ctx.db, actor, no)), ...(await cancellability(ctx, actor, titip, no, 'Titip Uang')) } };
    },
  );

  route(
    {
      method: 'POST',
      url: 'titip/:no_titip/lunas',
      gate: ENTRY,
      summary: "Pay a deposit off: a sale at the deposit's prices, paid by the deposit plus the new payments; one transaction",
      description: AUTHORIZATION_NEEDED_DESCRIPTION,
      tags,
      params: s.params(NUMBER),
      body: payOffBody,
      status: 201,
      response: answer.record(),
    },
    async (req) => {
      const actor = actorOf(req);
      const noTitip = (req.params as Record<string, string>)[NUMBER];
      const body = { ...(req.body as Omit<PayOffBody, 'no_titip'>), no_titip: noTitip };
      const { no } = await postDocument(ctx, actor, pelunasanTitip, body, { idempotencyKey: idempotencyKey(req), authorizationIds: body.authorization_ids });
      const sale = await readDocument(ctx.db, actor, pelunasanTitip.jenis, 'no_faktur_jual', no);
      return {
        message: TITIP_MESSAGES.paidOff,
        // The sale names its deposit (header keterangan): a replayed key answers the deposit it paid.
        data: { no_titip: String((sale as Record<string, unknown>).keterangan || noTitip), no_faktur_jual: no, tgl_system: sale.tgl_system, grand_total: sale.grand_total, kembalian: sale.kembalian },
      };
    },
  );

  route(
    {
      method: 'POST',
      url: 'titip/:no_titip/batal',
      gate: CANCEL,
      summary: "Cancel a deposit (BATAL_TITIP), any business day: its pieces back on their trays, the down payment refunded or forfeited by the shop's rule",
      tags,
      params: s.params(NUMBER),
      body: s.object({ alasan: s.text('Alasan', 200), authorization_id: s.code('Otorisasi', 100) }, ['alasan', 'authorization_id'], { additional: false }),
      response: answer.message(),
    },
    async (req) => {
      const no = (req.params as Record<string, string>)[NUMBER];
      await cancelDocument(ctx, actorOf(req), titip, no, req.body as { alasan: string; authorization_id: string }, 'Titip Uang');
      return { status: 'success', message: TITIP_MESSAGES.cancelled };
    },
  );
}
