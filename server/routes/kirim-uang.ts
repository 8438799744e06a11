// Money to the head office (issue 11, spec sections 3 and 7): thin routes over server/kirim-uang/service.ts.
// - POST kirim-uang                        { jumlah_rp, keterangan, akun? (KAS or a bank account) }, Idempotency-Key
//                                          -> 201 { message, nota_kirim: { tgl_system, input_by, jumlah_rp, tujuan,
//                                          keterangan, no_reff, ... } } (/kirim-uang-pusat)
// - GET  kirim-uang-history                the shop's sends, the latest first, with their status SENT, DONE or BATAL
// - GET  kirim-uang/{no_reff}              one send: to the branch's own screen, to the head office it goes to (found
//                                          through the branch's portal when the branch runs its own server), and to
//                                          the head office's portal call with the service token
// - POST kirim-uang/{no_reff}/reception    at the head office { akun? }: receives it (TERIMA_UANG) -> 201 { message,
//                                          data: { no_terima, ... } }; through the portal with the service token
//                                          { no_terima, kode_toko_terima, diterima_by, jumlah_rp }: the branch
//                                          records the reception, once
// Their cancellations (POST kirim-uang/{no_reff}/batal, BATAL_KIRIM_UANG: a send not yet received; POST
// terima-uang/{no_terima}/batal, BATAL_TERIMA_UANG: a reception its branch refused to record) come from the kind
// registry (server/documents/registry.ts), as every kind's do.
// The cash-transfer report GET kirim-uang?status=ALL|DONE is a report definition (definitions/reports/kirim-uang.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { HttpError, MESSAGES } from '../http-error';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import { gateContextOf } from '../plugins/auth';
import { passesGate } from '../../domain/gates';
import { PAGES } from '../../definitions/pages';
import { idempotencyKey } from './document-requests';
import type { Reception } from '../kirim-uang/queries';
import * as service from '../kirim-uang/service';
import { KIRIM_UANG_MESSAGES, normalReff } from '../../domain/kirim-uang';

const tags = ['Kirim Uang'];
const SEND = '/kirim-uang-pusat';
const RECEIVE = '/terima-uang-kas';

const gateOf = (route: string) => {
  const page = PAGES.find((p) => p.route === route);
  if (!page) throw new Error(`kirim-uang: ${route} is not in definitions/pages.ts`);
  return page.gate;
};

const akunSchema = s.code('Akun', 40);
const reffOf = (req: FastifyRequest) => {
  const no = normalReff((req.params as { no_reff: string }).no_reff);
  if (!no) throw new HttpError(400, KIRIM_UANG_MESSAGES.reffRequired, [{ field: 'no_reff', message: KIRIM_UANG_MESSAGES.reffRequired }]);
  return no;
};

const sendBody = s.object(
  {
    jumlah_rp: { ...s.money('Jumlah Rp', { required: KIRIM_UANG_MESSAGES.amountRequired, minimum: KIRIM_UANG_MESSAGES.amountRequired }), minimum: 1 },
    keterangan: s.text('Keterangan', 200, { required: KIRIM_UANG_MESSAGES.noteRequired }),
    akun: akunSchema,
  },
  ['jumlah_rp', 'keterangan'],
  { additional: false },
);

/** The reception body: the head office's screen names where the money goes; its portal call, the reception itself. */
const receptionBody = s.object(
  {
    akun: akunSchema,
    no_terima: s.code('No Terima', 60),
    kode_toko_terima: s.code('Toko Penerima', 20),
    diterima_by: s.code('Diterima Oleh', 40),
    jumlah_rp: { ...s.money('Jumlah Rp'), minimum: 1 },
  },
  [],
  { additional: false },
);

export function registerKirimUangRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);
  /** A user passes the gate of one of the screens; the head office's portal call (service token) passes as it is. */
  const userOrService = (screens: string[]) => async (req: FastifyRequest) => {
    if (req.service) return;
    const gc = await gateContextOf(ctx, req);
    if (!screens.some((r) => passesGate(gateOf(r), gc, r))) throw new HttpError(403, MESSAGES.forbidden);
  };

  route(
    {
      method: 'POST',
      url: 'kirim-uang',
      gate: { page: SEND },
      summary: "Send money to the head office: out of the shop's till or a bank account into money in transit (KIRIM_UANG); answers nota_kirim",
      tags,
      body: sendBody,
      status: 201,
      response: { type: 'object', properties: { status: { type: 'string' }, message: { type: 'string' }, nota_kirim: { type: 'object', additionalProperties: true } } },
    },
    async (req) => {
      const body = req.body as { jumlah_rp: number; keterangan: string; akun?: string };
      const nota_kirim = await service.sendMoney(ctx, actorOf(req), body, idempotencyKey(req));
      return { status: 'success', message: KIRIM_UANG_MESSAGES.sent, nota_kirim };
    },
  );

  route(
    {
      method: 'GET',
      url: 'kirim-uang-history',
      gate: { page: SEND },
      summary: "The shop's sends to the head office, the latest first, with their status; and the head office a send goes to (tujuan)",
      tags,
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', ...(await service.history(ctx, actorOf(req))) }),
  );

  route(
    {
      method: 'GET',
      url: 'kirim-uang/:no_reff',
      gate: { dynamic: "/terima-uang-kas or /kirim-uang-pusat, or the head office's service token", pages: [RECEIVE, SEND] },
      authorize: userOrService([RECEIVE, SEND]),
      options: { config: { service: true } },
      summary: 'One send by its reference number, with its status and, at the head office, its reception there',
      tags,
      params: s.params('no_reff'),
      response: answer.record(),
    },
    async (req) => {
      const no = reffOf(req);
      if (req.service) return { status: 'success', data: await service.sendForHeadOffice(ctx, no) };
      return { status: 'success', data: await service.lookupForReception(ctx, actorOf(req), no) };
    },
  );

  route(
    {
      method: 'POST',
      url: 'kirim-uang/:no_reff/reception',
      gate: { dynamic: "/terima-uang-kas, or the head office's service token", pages: [RECEIVE] },
      authorize: userOrService([RECEIVE]),
      options: { config: { service: true } },
      summary: "The head office receives a send (TERIMA_UANG) and has its branch record it; the branch records the head office's reception, once",
      tags,
      params: s.params('no_reff'),
      body: receptionBody,
      status: 201,
      response: answer.record(),
    },
    async (req) => {
      const no = reffOf(req);
      const body = (req.body ?? {}) as Partial<Reception> & { akun?: string };
      if (req.service) {
        const { no_terima, kode_toko_terima, diterima_by, jumlah_rp } = body;
        if (!no_terima || !kode_toko_terima || !diterima_by || !jumlah_rp) throw new HttpError(400, MESSAGES.badRequest);
        const send = await service.receptionFromHeadOffice(ctx, no, { no_terima, kode_toko_terima, diterima_by, jumlah_rp });
        return { status: 'success', message: KIRIM_UANG_MESSAGES.received, data: send };
      }
      const no_terima = await service.receiveMoney(ctx, actorOf(req), no, body.akun, idempotencyKey(req));
      return { status: 'success', message: KIRIM_UANG_MESSAGES.received, data: { no_terima, no_reff: no } };
    },
  );
}
