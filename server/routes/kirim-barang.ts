// Transfers between shops and the external web catalogue: the calls, each one operation of
// server/kirim-barang/service.ts (transfers) or external.ts (web catalogue). A user acts for their own shop; another
// shop's item or transfer is not found (404). Gates: the screens of definitions/pages.ts (KIRIM_BARANG_MODULE for
// the shop-to-shop screens, BARANG_WEB_EXTERNAL_MODULE for the external ones; /kirim-barang-kecabang is head-office
// work, rule headOffice).
//
// - GET  kirim-barang/toko-tujuan?ke=PUSAT|CABANG      the shops a screen may send to (the gate of that screen)
// - POST kirim-barang           { kode_toko_tujuan?, keterangan?, items: [{ kode_barcode, kode_baki?, versi }] }
//        a branch sends to head office (the PUSAT shop; the only one when none is named)
// - POST kirim-barang/kecabang  { kode_toko_tujuan, keterangan?, items }  head office sends to a branch
//        Both take the items off the sender's trays (status KIRIM, ledger KIRIM on each tray) and answer
//        { no_kirim, ... }; 409 when an item changed meanwhile.
// - GET  kirim-barang/unreceive/list-no-kirim        transfers addressed to the user's shop, not yet received
// - GET  kirimbarang/get/nokirim?no_kirim=            one transfer with its items and the difference so far
// - POST kirim-barang/terima    { no_kirim, kode_gudang?, kode_baki, items: [{ kode_barcode, berat_terima? }] }
//        the scanned items enter the receiver's stock on the tray (kode_toko, READY, ledger TERIMA_KIRIM,
//        versi+1); the rest stay KIRIM and are the difference. One receipt per transfer: a second one is 409.
// - GET  kirim-barang/dalam-perjalanan                 the user's shop's transfers with items still in transit
// - POST kirim-barang/kembali   { no_kirim, alasan? }   /kirim-barang-kembali: the sender takes every item still in
//        transit back onto the tray it left (READY, ledger KEMBALI_KIRIM, document RK-...). Before a receipt the
//        transfer becomes BATAL (the receiver can no longer receive it); after one, its missing items are dikembalikan.
// - GET  barang-external?status=PUBLISHED|WITHDRAWN|ALL
// - POST barang-external/kirim   { items: [{ kode_barcode, harga_web, deskripsi? }] }    publish READY items
// - PUT  barang-external/update  { kode_barcode, aksi: 'UPDATE' | 'WITHDRAW', harga_web?, deskripsi? }
//        every publish, update and withdrawal writes a row of barang_external_outbox (see external.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, MESSAGES } from '../http-error';
import { gateContextOf, requireGate } from '../plugins/auth';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer } from '../http/schema';
import { PAGES } from '../../definitions/pages';
import { passesGate } from '../../domain/gates';
import { EXTERNAL_MESSAGES, KIRIM_MESSAGES } from '../../domain/kirim-barang';
import * as kirim from '../kirim-barang/service';
import * as external from '../kirim-barang/external';
import * as input from '../kirim-barang/input';

const tags = ['Kirim Barang'];
const SEND = { PUSAT: '/kirim-barang', CABANG: '/kirim-barang-kecabang' } as const;
const TRANSFER_SCREENS = ['/kirim-barang', '/kirim-barang-kecabang', '/terima-barang', '/kirim-barang-kembali'];
const EXTERNAL_SCREENS = ['/kirim-barang-external', '/update-barang-external'];

const gateOf = (route: string) => {
  const page = PAGES.find((p) => p.route === route);
  if (!page) throw new Error(`kirim-barang: ${route} is not in definitions/pages.ts`);
  return page.gate;
};

export function registerKirimBarangRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);
  /** Passes when the user passes the whole gate of any of the screens. */
  const anyOf = (routes: string[]) => async (req: FastifyRequest) => {
    const gc = await gateContextOf(ctx, req);
    if (!routes.some((r) => passesGate(gateOf(r), gc, r))) throw new HttpError(403, MESSAGES.forbidden);
  };
  const destinationsGate = async (req: FastifyRequest) => {
    const screen = (req.query as { ke?: unknown }).ke === 'CABANG' ? SEND.CABANG : SEND.PUSAT;
    await requireGate(ctx, req, gateOf(screen), screen);
  };

  route(
    {
      method: 'GET',
      url: 'kirim-barang/toko-tujuan',
      gate: { dynamic: 'the screen of ke: PUSAT /kirim-barang, CABANG /kirim-barang-kecabang', pages: [SEND.PUSAT, SEND.CABANG] },
      authorize: destinationsGate,
      summary: 'The shops a transfer may go to (ke=PUSAT: head office, CABANG: branches) and the own shop',
      tags,
      querystring: input.DESTINATION_QUERY,
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', ...(await kirim.destinations(ctx, actorOf(req), (req.query as { ke?: kirim.Direction }).ke ?? 'PUSAT')) }),
  );

  for (const to of ['PUSAT', 'CABANG'] as const) {
    route(
      {
        method: 'POST',
        url: to === 'PUSAT' ? 'kirim-barang' : 'kirim-barang/kecabang',
        gate: { page: SEND[to] },
        summary: to === 'PUSAT' ? 'A branch sends items to head office' : 'Head office sends items to a branch',
        tags,
        body: to === 'PUSAT' ? input.SEND_BODY : input.SEND_TO_BRANCH_BODY,
        response: answer.record(),
      },
      async (req) => ({ status: 'success', message: KIRIM_MESSAGES.sent, data: await kirim.send(ctx, actorOf(req), to, req.body as input.SendInput) }),
    );
  }

  route(
    { method: 'GET', url: 'kirim-barang/unreceive/list-no-kirim', gate: { page: '/terima-barang' }, summary: 'Transfers addressed to the own shop, not yet received', tags, response: answer.rows() },
    async (req) => ({ status: 'success', data: await kirim.unreceived(ctx, actorOf(req)) }),
  );

  route(
    {
      method: 'GET',
      url: 'kirimbarang/get/nokirim',
      gate: { dynamic: 'any transfer screen', pages: TRANSFER_SCREENS },
      authorize: anyOf(TRANSFER_SCREENS),
      summary: 'One transfer of the own shop, with its items and the difference once received',
      tags,
      querystring: input.NO_KIRIM_QUERY,
      response: answer.record(),
    },
    async (req) => ({ status: 'success', data: await kirim.transfer(ctx, actorOf(req), (req.query as { no_kirim?: string }).no_kirim) }),
  );

  route(
    { method: 'POST', url: 'kirim-barang/terima', gate: { page: '/terima-barang' }, summary: 'Receives a transfer onto a tray, once', tags, body: input.RECEIVE_BODY, response: answer.record() },
    async (req) => ({ status: 'success', message: KIRIM_MESSAGES.received, data: await kirim.receive(ctx, actorOf(req), req.body as input.ReceiveInput) }),
  );

  route(
    {
      method: 'GET',
      url: 'kirim-barang/dalam-perjalanan',
      gate: { page: '/kirim-barang-kembali' },
      summary: 'Transfers of the own shop with items still in transit',
      tags,
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: await kirim.inTransit(ctx, actorOf(req)) }),
  );

  route(
    {
      method: 'POST',
      url: 'kirim-barang/kembali',
      gate: { page: '/kirim-barang-kembali' },
      summary: 'The sender takes back onto its trays what a transfer left in transit',
      tags,
      body: input.TAKE_BACK_BODY,
      response: answer.record(),
    },
    async (req) => ({ status: 'success', message: KIRIM_MESSAGES.returned, data: await kirim.takeBack(ctx, actorOf(req), req.body as input.TakeBackInput) }),
  );

  // ---------------------------------------------------------------- external web catalogue

  route(
    {
      method: 'GET',
      url: 'barang-external',
      gate: { dynamic: 'any web catalogue screen', pages: EXTERNAL_SCREENS },
      authorize: anyOf(EXTERNAL_SCREENS),
      summary: 'The own shop web catalogue items',
      tags,
      querystring: input.EXTERNAL_QUERY,
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: await external.listExternal(ctx, actorOf(req), (req.query as { status?: input.ExternalStatusFilter }).status) }),
  );

  route(
    {
      method: 'POST',
      url: 'barang-external/kirim',
      gate: { page: '/kirim-barang-external' },
      summary: 'Publishes items in stock to the web catalogue',
      tags,
      body: input.PUBLISH_BODY,
      response: answer.record(),
    },
    async (req) => ({ status: 'success', message: EXTERNAL_MESSAGES.published, data: await external.publish(ctx, actorOf(req), req.body as input.PublishInput) }),
  );

  route(
    {
      method: 'PUT',
      url: 'barang-external/update',
      gate: { page: '/update-barang-external' },
      summary: 'Re-prices a web catalogue item, or withdraws it',
      tags,
      body: input.UPDATE_EXTERNAL_BODY,
      response: answer.record(),
    },
    async (req) => {
      const { aksi, data } = await external.updateExternal(ctx, actorOf(req), req.body as input.UpdateExternalInput);
      return { status: 'success', message: aksi === 'WITHDRAW' ? EXTERNAL_MESSAGES.withdrawn : EXTERNAL_MESSAGES.updated, data };
    },
  );
}
