// Manual items: the calls, each one operation of server/barang-manual/service.ts (stock lines per shop, warehouse,
// tray, group and jenis, with their own ledger barang_manual_mutasi).
//
// - GET  barang-manual?kode_group=&kode_dept=&kode_toko=&kode_gudang=&kode_baki=   (all uppercased)
//        -> { status, data: ManualLine[] (lines with stock), count, summary: { qty, berat } }
// - POST barang-manual/tambah  { kode_toko?, kode_baki, kode_gudang?, kode_group, kode_dept?, qty, berat, keterangan? }
//        adds pieces and grams to the line, creating it -> { message, data: { no_ref, line } }
// - POST barang-manual/pindah  { kode_toko?, kode_gudang, kode_baki, kode_group, kode_dept, versi, qty, berat,
//        kode_baki_tujuan, kode_gudang_tujuan?, keterangan? } -> { message, data: { no_pindah, asal, tujuan } }
// - POST barang-manual/hancur  { kode_toko?, kode_gudang, kode_baki, kode_group, kode_dept, versi, qty, berat, keterangan? }
//        -> { message, data: { no_hancur, line } }
// - POST barang-manual/koreksi { kode_toko?, kode_gudang, kode_baki, kode_group, kode_dept, versi, qty, berat, keterangan }
//        sets the line to what was counted (qty pieces, berat grams, either may be 0); a supervisor's decision
//        (KOREKSI_LEVELS) with a reason; the ledger row KOREKSI holds the signed difference -> { no_koreksi, line }
// Gates: reads need the manual-items rule only (module MANUAL_ITEMS_TRANSACTION_MODULE or APP_MODE
// STOCK_JUAL_MANUAL, so every manual screen can list lines, whatever the access tree shows); each write needs the
// whole gate of the screen that makes it.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer } from '../http/schema';
import { PAGES } from '../../definitions/pages';
import { KOREKSI_LEVELS, MANUAL_MESSAGES as M } from '../../domain/barang-manual';
import * as manual from '../barang-manual/service';
import * as input from '../barang-manual/input';

export const ROUTES = { data: '/data-barang-manual', pindah: '/pindah-barang-manual', hancur: '/hancur-barang-manual' } as const;
const tags = ['Barang Manual'];

function pageGate(route: string) {
  const page = PAGES.find((p) => p.route === route);
  if (!page) throw new Error(`barang-manual: ${route} is not in definitions/pages.ts`);
  return page.gate;
}

export function registerBarangManualRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);

  route(
    {
      method: 'GET',
      url: 'barang-manual',
      gate: { gate: { ...pageGate(ROUTES.data), access: false }, page: ROUTES.data },
      summary: 'Manual item lines with stock of the own shop (head office: a chosen shop or ALL), with totals',
      tags,
      querystring: input.LIST_QUERY,
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', ...(await manual.list(ctx, actorOf(req), req.query as input.ManualQuery)) }),
  );

  route(
    { method: 'POST', url: 'barang-manual/tambah', gate: { page: ROUTES.data }, summary: 'Adds pieces and grams to a line, creating it', tags, body: input.ADD_BODY, response: answer.record() },
    async (req) => ({ status: 'success', message: M.added, data: await manual.add(ctx, actorOf(req), req.body as input.AddInput) }),
  );

  route(
    { method: 'POST', url: 'barang-manual/pindah', gate: { page: ROUTES.pindah }, summary: 'Moves pieces and grams of a line to another tray', tags, body: input.MOVE_BODY, response: answer.record() },
    async (req) => ({ status: 'success', message: M.moved, data: await manual.move(ctx, actorOf(req), req.body as input.MoveInput) }),
  );

  route(
    { method: 'POST', url: 'barang-manual/hancur', gate: { page: ROUTES.hancur }, summary: 'Melts pieces and grams of a line', tags, body: input.MELT_BODY, response: answer.record() },
    async (req) => ({ status: 'success', message: M.melted, data: await manual.melt(ctx, actorOf(req), req.body as input.LineInput) }),
  );

  route(
    {
      method: 'POST',
      url: 'barang-manual/koreksi',
      gate: { gate: { ...pageGate(ROUTES.data), levels: [...KOREKSI_LEVELS] }, page: ROUTES.data },
      summary: 'Sets a line to what a stocktake counted, with a reason (supervisors)',
      tags,
      body: input.CORRECT_BODY,
      response: answer.record(),
    },
    async (req) => ({ status: 'success', message: M.corrected, data: await manual.correct(ctx, actorOf(req), req.body as input.LineInput) }),
  );
}
