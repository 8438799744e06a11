// Stocktaking (spec section 2: /stock-opname, /stock-opname-penerimaan, /stock-opname-global, /stock-opname-rfid):
// thin routes over server/stock-opname/service.ts. Every call needs the gate of the screen of the stocktake's kind
// (domain/stock-opname.ts OPNAME_KINDS), module gates included: from `jenis` where the request names it (authorize,
// before validation), from the stored row otherwise (the service asks `passes` once it has read the row).
// - GET  stock-opname?jenis=TRAY&limit=20      recent stocktakes of a kind, newest first, with their totals
// - GET  stock-opname/get/{no_opname}          one stocktake: head, totals, lines (and per tray, RFID tag totals)
// - GET  stock-opname/penerimaan               the goods receipts that have items (barang.no_terima)
// - POST stock-opname/start  { jenis, kode_gudang, kode_baki, no_terima }   freezes the expected items into a new
//        stocktake; an open one of the same target is resumed instead. GLOBAL: at most one DONE per business date.
// - POST stock-opname/scan   { no_opname, kode_barcode }   FOUND when expected, else FOREIGN (with why); a repeat 409
// - POST stock-opname/rfid   { no_opname, tags: [epc...] } a batch of tag reads: deduplicated, mapped to items
// - POST stock-opname/selesai { no_opname }   saves the result (expected and not scanned stay MISSING)
// - POST stock-opname/batal   { no_opname }   discards an open stocktake (kept as BATAL)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer, s, type JsonSchema } from '../http/schema';
import { screenGates } from '../http/gates';
import { requireGate } from '../plugins/auth';
import { CODE_MAX, DOC_NO_MAX } from '../http/input';
import { BARCODE_MAX } from '../inventory/input';
import * as opname from '../stock-opname/service';
import { MAX_TAGS_PER_REQUEST, OPNAME_KINDS, OPNAME_MESSAGES as M, isOpnameKind, type OpnameKind } from '../../domain/stock-opname';

const tags = ['Stock Opname'];
const KIND_PAGES = Object.values(OPNAME_KINDS);
const KINDS = Object.keys(OPNAME_KINDS);

/** A code the service trims and capitalizes; absent, null or '' when not given. */
const code = (title: string, max: number): JsonSchema => ({ title, type: ['string', 'null'], maxLength: max });
/** A code that must hold a character: `message` when missing or blank (the service checks null the same). */
const mustCode = (title: string, max: number, message: string): JsonSchema => ({ ...code(title, max), pattern: '\\S', 'x-messages': { required: message, pattern: message } });
const kind = s.choice('Jenis', KINDS, { required: M.kindInvalid, enum: M.kindInvalid, type: M.kindInvalid });
/** Query parameters are named by their own name in messages, as they always were. */
const queryCode = (name: string, max: number): JsonSchema => ({ title: name, type: 'string', maxLength: max });
const noOpname = { no_opname: mustCode('No Opname', DOC_NO_MAX, M.noRequired) };

export function registerStockOpnameRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);
  const gates = screenGates(ctx.definitions);
  const kindGate = (req: FastifyRequest) => async (k: OpnameKind) => {
    await requireGate(ctx, req, gates.get(OPNAME_KINDS[k])!, OPNAME_KINDS[k]);
  };
  /** The gate of the kind the request names in `jenis` (absent: `fallback`); a kind no screen has is left to validation. */
  const kindNamed = (part: 'body' | 'query', fallback?: OpnameKind) => async (req: FastifyRequest) => {
    const named = (req[part] as { jenis?: unknown } | undefined)?.jenis;
    const k = named === undefined || named === '' ? fallback : named;
    if (isOpnameKind(k)) await kindGate(req)(k);
  };
  const byKind = (from: string) => ({ dynamic: `the screen of the stocktake's kind (${from})`, pages: KIND_PAGES });
  const ofRow = byKind('the stored stocktake');

  route(
    {
      method: 'GET',
      url: 'stock-opname',
      gate: byKind('jenis, TRAY when absent'),
      authorize: kindNamed('query', 'TRAY'),
      summary: 'Recent stocktakes of a kind, newest first, with their totals',
      tags,
      querystring: s.object({ jenis: s.choice('Jenis', ['', ...KINDS], { enum: M.kindInvalid }), limit: s.int('limit', 1, 200), kode_toko: queryCode('kode_toko', CODE_MAX) }),
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: await opname.listStocktakes(ctx.db, actorOf(req), req.query as opname.ListInput) }),
  );

  route(
    {
      method: 'GET',
      url: 'stock-opname/get/:no_opname',
      gate: ofRow,
      summary: 'One stocktake: head, totals and lines',
      tags,
      params: s.object({ no_opname: code('No Opname', DOC_NO_MAX) }, ['no_opname']),
      response: answer.record(),
    },
    async (req) => ({
      status: 'success',
      data: await opname.getStocktake(ctx.db, actorOf(req), (req.params as { no_opname: string }).no_opname, kindGate(req)),
    }),
  );

  route(
    { method: 'GET', url: 'stock-opname/penerimaan', gate: { page: OPNAME_KINDS.PENERIMAAN }, summary: 'The goods receipts of the shop that have items', tags, response: answer.rows() },
    async (req) => ({ status: 'success', data: await opname.listReceipts(ctx.db, actorOf(req)) }),
  );

  route(
    {
      method: 'POST',
      url: 'stock-opname/start',
      gate: byKind('jenis'),
      authorize: kindNamed('body'),
      summary: 'Starts a stocktake of a tray, receipt, warehouse or the shop, or resumes the open one',
      tags,
      body: s.object(
        { jenis: kind, kode_gudang: code('Kode Gudang', CODE_MAX), kode_baki: code('Kode Baki', CODE_MAX), no_terima: code('No Terima', DOC_NO_MAX) },
        ['jenis'],
      ),
      response: answer.record(),
    },
    async (req) => {
      const { resumed, doc } = await opname.startStocktake(ctx.db, actorOf(req), req.body as opname.StartInput);
      return { status: 'success', message: resumed ? M.resumed : M.started, data: doc };
    },
  );

  route(
    {
      method: 'POST',
      url: 'stock-opname/scan',
      gate: ofRow,
      summary: 'One scanned barcode: found, or foreign with why',
      tags,
      body: s.object({ ...noOpname, kode_barcode: mustCode('Kode Barcode', BARCODE_MAX, M.barcodeRequired) }, ['no_opname', 'kode_barcode']),
      response: answer.record(),
    },
    async (req) => {
      const data = await opname.scanBarcode(ctx.db, actorOf(req), req.body as opname.ScanInput, kindGate(req));
      return { status: 'success', message: data.line.result === 'FOUND' ? M.found : M.foreign, data };
    },
  );

  const tagList: JsonSchema = {
    ...s.array('Tags', { title: 'Tag', type: 'string', maxLength: 200 }, MAX_TAGS_PER_REQUEST),
    minItems: 1,
    'x-messages': { required: M.tagsRequired, type: M.tagsRequired, minItems: M.tagsRequired, maxItems: M.tooManyTags },
  };
  route(
    {
      method: 'POST',
      url: 'stock-opname/rfid',
      gate: ofRow,
      summary: 'A batch of RFID tag reads of an RFID stocktake',
      tags,
      body: s.object({ ...noOpname, tags: tagList }, ['no_opname', 'tags']),
      response: answer.record(),
    },
    async (req) => ({ status: 'success', data: await opname.readTags(ctx.db, actorOf(req), req.body as opname.TagsInput, kindGate(req)) }),
  );

  const closing = s.object(noOpname, ['no_opname']);
  route(
    { method: 'POST', url: 'stock-opname/selesai', gate: ofRow, summary: 'Saves the result of an open stocktake', tags, body: closing, response: answer.record() },
    async (req) => ({
      status: 'success',
      message: M.finished,
      data: await opname.finishStocktake(ctx.db, actorOf(req), req.body as { no_opname: string }, kindGate(req)),
    }),
  );

  route(
    { method: 'POST', url: 'stock-opname/batal', gate: ofRow, summary: 'Discards an open stocktake (kept as BATAL)', tags, body: closing, response: answer.message() },
    async (req) => {
      await opname.cancelStocktake(ctx.db, actorOf(req), req.body as { no_opname: string }, kindGate(req));
      return { status: 'success', message: M.cancelled };
    },
  );
}
