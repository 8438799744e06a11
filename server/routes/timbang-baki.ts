// /timbang-baki (spec sections 2, 3, 5, 7, 8): weighing the trays of a warehouse against what they should weigh;
// thin routes over server/timbang-baki/service.ts. Every call needs the screen's whole gate.
// - GET  timbang-baki?kode_gudang=         the open session (of that warehouse, else the shop's latest) with its
//                                          rows, or 404 'Data Tidak Tersedia'
// - POST timbang-baki/start  { kode_gudang, kode_toko? } a new session: per tray, empty weight + its stock on the
//                                          business date (barang_mutasi); answers data.data_timbang. A session
//                                          still open for the warehouse is closed as SELESAI and kept.
// - POST timbang-baki/add    { kode_gudang, kode_baki, berat_timbang }   the weight read for one tray
// - POST timbang-baki/reset  { kode_gudang, kode_toko? } discards the open session (kept as RESET)
// Weights are computed in integer milligrams (domain/timbang-baki.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer, s, type JsonSchema } from '../http/schema';
import { CODE_MAX } from '../http/input';
import * as timbang from '../timbang-baki/service';
import { TIMBANG_MESSAGES as M } from '../../domain/timbang-baki';

export const ROUTE = '/timbang-baki';
const gate = { page: ROUTE };
const tags = ['Timbang Baki'];

/** A code the service trims and capitalizes; absent, null or '' when not given. */
const code = (title: string): JsonSchema => ({ title, type: ['string', 'null'], maxLength: CODE_MAX });
/** A code that must hold a character: `message` when missing or blank (the service checks null the same). */
const mustCode = (title: string, message: string): JsonSchema => ({ ...code(title), pattern: '\\S', 'x-messages': { required: message, pattern: message } });
/** Query parameters are named by their own name in messages, as they always were. */
const queryCode = (name: string): JsonSchema => ({ title: name, type: 'string', maxLength: CODE_MAX });

const warehouse = { kode_gudang: mustCode('Kode Gudang', M.gudangRequired), kode_toko: code('Kode Toko') };
/** Grams as a number or text ('312,3'); the service reads it and names what is wrong (required, decimals, 0). */
const beratTimbang: JsonSchema = {
  title: 'Berat Timbang',
  anyOf: [{ type: 'number' }, { type: 'string', maxLength: 40 }, { type: 'null' }],
  'x-unit': 'weight',
  'x-messages': { type: M.beratInvalid, anyOf: M.beratInvalid, maxLength: M.beratInvalid },
};

export function registerTimbangBakiRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);

  route(
    {
      method: 'GET',
      url: 'timbang-baki',
      gate,
      summary: 'The open weighing of a warehouse (else the latest of the shop) with its trays',
      tags,
      querystring: s.object({ kode_gudang: queryCode('kode_gudang'), kode_toko: queryCode('kode_toko') }),
      response: answer.record(),
    },
    async (req) => ({ status: 'success', data: await timbang.openSession(ctx.db, actorOf(req), req.query as timbang.OpenInput) }),
  );

  route(
    {
      method: 'POST',
      url: 'timbang-baki/start',
      gate,
      summary: 'Starts weighing the trays of a warehouse (an open weighing of it is kept as SELESAI)',
      tags,
      body: s.object(warehouse, ['kode_gudang']),
      response: answer.record(),
    },
    async (req) => ({ status: 'success', message: M.started, data: await timbang.startSession(ctx.db, actorOf(req), req.body as timbang.WarehouseInput) }),
  );

  route(
    {
      method: 'POST',
      url: 'timbang-baki/add',
      gate,
      summary: 'The weight read for one tray of the open weighing',
      tags,
      body: s.object({ ...warehouse, kode_baki: mustCode('Kode Baki', M.bakiRequired), berat_timbang: beratTimbang }, ['kode_gudang', 'kode_baki']),
      response: answer.record(),
    },
    async (req) => ({ status: 'success', message: M.saved, data: await timbang.weighTray(ctx.db, actorOf(req), req.body as timbang.WeighInput) }),
  );

  route(
    {
      method: 'POST',
      url: 'timbang-baki/reset',
      gate,
      summary: 'Discards the open weighing of a warehouse (kept as RESET)',
      tags,
      body: s.object(warehouse, ['kode_gudang']),
      response: answer.message(),
    },
    async (req) => {
      await timbang.resetSession(ctx.db, actorOf(req), req.body as timbang.WarehouseInput);
      return { status: 'success', message: M.reset };
    },
  );
}
