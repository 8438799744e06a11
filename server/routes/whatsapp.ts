// WhatsApp and the nota read for it (issue 9 item 5; spec section 7), thin routes over server/whatsapp:
// - POST chat/send                      { receiver, message, type?, kind?, no_nota? } (WHATSAPP_MODULE): written to the
//                                       outbox and tried at once -> { success, message, data: { id, status, link? } }
// - GET  whatsapp/setting, PUT whatsapp/setting   the sender (adapter, ids, URL) with its tokens masked / saved
// - GET  whatsapp/outbox?status         the shop's messages with their status (shown on /whatsapp-setting)
// - POST {kind}/get/bynota[/single]     { no_faktur_jual | no_titip } -> { data, dataJualGrouped, template_wa }
// - GET  nota/:token                    the public receipt page of a signed link (no login), HTML
// The outbox worker runs while the server listens.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { HttpError } from '../http-error';
import { routesOf, type RouteGate } from '../http/route';
import { answer, s, type JsonSchema } from '../http/schema';
import { MESSAGES as V } from '../../domain/validation';
import { DEFAULT_RECEIPT, parseJsonSetting } from '../../domain/settings';
import type { ReceiptSetting } from '../../domain/receipt';
import { readSenderSetting, saveSenderSetting, sendChat, type ChatInput, type SenderSettingInput } from '../whatsapp/service';
import { listOutbox, whatsappRuntime, type OutboxStatus } from '../whatsapp/outbox';
import { notaByNumber, receiptOf, type NotaKind } from '../whatsapp/nota';
import type { KindApi } from '../documents/kind-api';
import { notaLinkKey, verifyNotaLink } from '../whatsapp/nota-link';
import { notFoundPage, receiptPage } from '../whatsapp/receipt-page';
import { startOutboxWorker, type OutboxWorker } from '../whatsapp/worker';

const tags = ['WhatsApp'];
const whatsappGate: RouteGate = { modules: { modules: ['WHATSAPP_MODULE'] } };
const settingGate: RouteGate = { page: '/whatsapp-setting' };
/** WhatsApp's own limit of a text message. */
const MAX_MESSAGE = 4096;

/** chat/send's body: a message, and the nota of one of `kinds` it is about. */
const chatBody = (kinds: readonly string[]): JsonSchema => s.object(
  {
    receiver: s.text('Nomor Tujuan', 30, { required: V.required('Nomor Tujuan'), minLength: V.required('Nomor Tujuan') }),
    message: { ...s.text('Pesan', MAX_MESSAGE), minLength: 1, pattern: '\\S', 'x-messages': { required: V.required('Pesan'), minLength: V.required('Pesan'), pattern: V.required('Pesan') } },
    type: s.code('Tipe', 20),
    kind: s.choice('Jenis Nota', kinds),
    no_nota: s.code('No Nota', 60),
  },
  ['receiver', 'message'],
  { additional: false },
);

const settingBody: JsonSchema = s.object(
  {
    setting: { title: 'Setting WhatsApp', type: 'object', maxProperties: 20 },
    cloud_token: s.text('Token Cloud API', 1000),
    gateway_token: s.text('Token Gateway', 1000),
  },
  ['setting'],
  { additional: false },
);

/** The address the browser reached this server at: receipt links in messages point there. */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export function registerWhatsappRoutes(app: FastifyInstance, ctx: AppContext, allKinds: readonly KindApi[]): void {
  const route = routesOf(app);
  // The kinds that print a receipt: a nota is a receipt sent.
  const kinds = allKinds.filter((k): k is KindApi & NotaKind => !!k.receipt);

  let worker: OutboxWorker | undefined;
  app.addHook('onListen', async () => {
    worker ??= startOutboxWorker(ctx, (e) => app.log.error(e));
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });

  route(
    {
      method: 'POST',
      url: 'chat/send',
      gate: whatsappGate,
      summary: 'Send a WhatsApp message through the chosen adapter: written to the outbox, tried at once, retried later on failure',
      tags,
      body: chatBody(kinds.map((k) => k.name)),
      response: answer.record(),
    },
    async (req) => sendChat(ctx, actorOf(req), req.body as ChatInput, originOf(req), kinds),
  );

  route(
    { method: 'GET', url: 'whatsapp/setting', gate: settingGate, summary: 'The WhatsApp sender setting, its tokens masked', tags, response: answer.record() },
    async () => ({ status: 'success', data: await readSenderSetting(ctx) }),
  );

  route(
    {
      method: 'PUT',
      url: 'whatsapp/setting',
      gate: settingGate,
      summary: 'Save the WhatsApp sender setting and any new token together (a blank token keeps the stored one)',
      tags,
      body: settingBody,
      response: answer.record(),
    },
    async (req) => ({ status: 'success', message: 'Berhasil Menyimpan Setting', data: await saveSenderSetting(ctx, req.body as SenderSettingInput) }),
  );

  route(
    {
      method: 'GET',
      url: 'whatsapp/outbox',
      gate: settingGate,
      summary: "The shop's WhatsApp messages, latest first, with their status and attempts",
      tags,
      querystring: s.object({ status: s.choice('Status', ['QUEUED', 'SENT', 'FAILED']), limit: s.int('Limit', 1, 500) }),
      response: answer.rows(),
    },
    async (req) => {
      const q = req.query as { status?: OutboxStatus; limit?: number };
      return { status: 'success', data: await listOutbox(ctx.db, actorOf(req).kode_toko, q) };
    },
  );

  // {kind}/get/bynota for every kind of the table: one declaration per kind, so the reference lists each path.
  for (const kind of kinds) {
    const { number, api } = kind;
    const body = s.object({ [number]: s.code('No Nota', 60), no_nota: s.code('No Nota', 60) }, [], { additional: false });
    const noOf = (req: FastifyRequest) => {
      const b = (req.body ?? {}) as Record<string, string | undefined>;
      const no = (b[number] ?? b.no_nota ?? '').trim();
      if (!no) throw new HttpError(400, V.required('No Nota'), [{ field: number, message: V.required('No Nota') }]);
      return no;
    };
    route(
      {
        method: 'POST',
        url: `${api}/get/bynota`,
        gate: kind.read,
        summary: `One ${kind.name} nota as a list of one, its lines grouped by group and kadar (dataJualGrouped) and the WhatsApp text (template_wa)`,
        tags,
        body,
        response: answer.record(),
      },
      async (req) => {
        const found = await notaByNumber(ctx.db, actorOf(req).kode_toko, kind, noOf(req));
        return { status: 'success', ...found, data: [found.data] };
      },
    );
    route(
      {
        method: 'POST',
        url: `${api}/get/bynota/single`,
        gate: kind.read,
        summary: `One ${kind.name} nota as a record, its lines grouped by group and kadar (dataJualGrouped) and the WhatsApp text (template_wa)`,
        tags,
        body,
        response: answer.record(),
      },
      async (req) => ({ status: 'success', ...(await notaByNumber(ctx.db, actorOf(req).kode_toko, kind, noOf(req))) }),
    );
  }

  route(
    {
      method: 'GET',
      url: 'nota/:token',
      gate: 'public',
      summary: 'The receipt page a WhatsApp link opens (HTML, no login); a bad or expired link answers 404',
      tags,
      params: { type: 'object', properties: { token: { type: 'string', maxLength: 400 } }, required: ['token'] },
      response: { type: 'string', description: 'text/html' },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const link = verifyNotaLink(await notaLinkKey(ctx.db), (req.params as { token: string }).token, whatsappRuntime(ctx).now());
      const kind = link && kinds.find((k) => k.name === link.kind);
      if (!link || !kind) return reply.code(404).send(notFoundPage());
      const found = await receiptOf(ctx.db, kind, link.no).catch((e: unknown) => {
        if (e instanceof HttpError && e.statusCode === 404) return undefined;
        throw e;
      });
      if (!found) return reply.code(404).send(notFoundPage());
      const [row] = await ctx.db.query<{ value: string }>(`SELECT value FROM para_system WHERE key = 'setting_nota'`);
      const setting = { ...DEFAULT_RECEIPT, ...parseJsonSetting<Partial<ReceiptSetting>>('setting_nota', row?.value) };
      return reply.send(receiptPage(found.doc, found.shop, setting, found.status));
    },
  );
}
