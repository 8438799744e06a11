// The inventory API, declared (server/http/route.ts). Reads need a login (other screens pick items too); every write
// needs the whole gate of the screen that makes it (definitions/pages.ts), so a call the browser would never make is
// refused the same. Each handler reads the actor and the validated input and calls one operation of
// item-operations.ts; the readers of http/input.ts and input.ts do what the schemas cannot (codes in capitals,
// weights as '7,85').
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { actingShop, actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer, fieldSetBody, s, type JsonSchema } from '../http/schema';
import { ITEM } from '../../domain/barang';
import { ITEM_MESSAGES, ITEM_STATUS } from '../../domain/inventory';
import { findItem, SORTS, type ListParams, type SortBy } from './items';
import {
  PHOTO_MESSAGES,
  accessoryStock,
  addItems,
  editItem,
  itemHistory,
  itemPage,
  itemPhoto,
  meltItems,
  moveToTray,
  returnSamples,
  saveItemPhoto,
  takeSamples,
  updateProfits,
} from './item-operations';
import {
  CODE_MAX,
  bodyOf,
  code,
  grams,
  gramsSchema,
  money,
  moneySchema,
  note,
  noteSchema,
  optionalCode,
  optionalInt,
  requiredCode,
  requiredCodeSchema,
  versi,
  versiSchema,
} from '../http/input';
import { BARCODE_MAX, barcodeParam, barcodeParams, itemRef, itemRefSchema, itemRowSchema, itemRefs, itemsSchema } from './input';

export { PHOTO_MESSAGES };

type Body = Record<string, unknown>;
const tags = ['Barang'];

/**
 * A refusal of several new items at once answers every bad row: 400 { message, rows: [{ row, errors }] }. Anything
 * else goes on to the application's error handler.
 */
export async function answerRows<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | { status: 'error'; message: string; rows: unknown }> {
  try {
    return await run();
  } catch (e) {
    const rows = (e as { rows?: unknown }).rows;
    if (!(e instanceof HttpError) || !rows) throw e;
    reply.code(400);
    return { status: 'error', message: e.message, rows };
  }
}

/** `?kode_toko`: the head office may read an item of the shop it listed it from (GET barang offers the choice). */
const shopQuery = s.object({ kode_toko: s.code('Kode Toko', CODE_MAX) });

/**
 * The shop an item read looks in: the user's own; the head office may name another shop, a branch user naming
 * another shop is 403.
 */
const readShop = (req: FastifyRequest): string => {
  const actor = actorOf(req);
  return actingShop(actor, (req.query as { kode_toko?: string }).kode_toko ?? '') ?? actor.kode_toko;
};

const listQuery = s.page({
  q: s.text('Cari', 100),
  sort_by: s.choice('Sort By', Object.keys(SORTS), { enum: 'Sort By Tidak Valid' }),
  status: s.choice('Status', [...ITEM_STATUS, 'ALL']),
  kode_toko: s.code('Kode Toko', CODE_MAX),
  kode_gudang: s.code('Kode Gudang', CODE_MAX),
  kode_baki: s.code('Kode Baki', CODE_MAX),
  kode_group: s.code('Kode Group', CODE_MAX),
  kode_dept: s.code('Jenis', CODE_MAX),
  after_value: s.text('Nilai Terakhir', 100),
  after_barcode: s.code('Barcode Terakhir', BARCODE_MAX),
});
type ListQuery = { [K in 'q' | 'sort_by' | 'status' | 'kode_toko' | 'kode_gudang' | 'kode_baki' | 'kode_group' | 'kode_dept' | 'after_value' | 'after_barcode']?: string } & {
  skip?: number;
  limit?: number;
};

const rowsAnswer = answer.fieldSetRows(ITEM, ['kode_toko', 'status', 'versi', 'foto', 'no_terima', 'tgl_input', 'input_by']);
/** The list with its balance (absent for those HIDE_SUMMARY_BARANG_MODULE hides it from). */
const itemListAnswer: JsonSchema = {
  ...rowsAnswer,
  properties: { ...(rowsAnswer.properties as object), summary: { type: 'object', properties: { qty: { type: 'integer' }, berat: { type: 'number' } } } },
};

const refs = itemsSchema(itemRefSchema());
/** A take off the trays (melt, samples): the items as the screen saw them, and a note. */
const offTraysBody = s.object({ items: refs, keterangan: noteSchema('Keterangan') }, ['items']);
const moveBody = (extra: Record<string, JsonSchema>, required: string[]) =>
  s.object(
    {
      ...extra,
      kode_baki_tujuan: requiredCodeSchema('Kode Baki', CODE_MAX, ITEM_MESSAGES.trayRequired),
      kode_gudang_tujuan: optionalCode('Kode Gudang', CODE_MAX),
      items: refs,
    },
    [...required, 'kode_baki_tujuan', 'items'],
  );
const offTraysAnswer = answer.record({
  type: 'object',
  properties: { no_ref: { type: 'string' }, items: { type: 'array' }, qty: { type: 'integer' }, berat: { type: 'number' } },
});
const moveAnswer = answer.record({
  type: 'object',
  properties: { no_pindah: { type: 'string' }, items: { type: 'array' }, qty: { type: 'integer' }, berat: { type: 'number' } },
});

export function registerInventoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);

  route(
    {
      method: 'GET',
      url: 'barang',
      gate: 'login',
      summary: 'Items, paged, sorted and searched on the server, with the balance summary',
      tags,
      querystring: listQuery,
      response: itemListAnswer,
    },
    async (req) => {
      const actor = actorOf(req);
      const q = req.query as ListQuery;
      const opt = (v: string | undefined) => v?.trim() || undefined;
      const after = opt(q.after_barcode);
      const params: ListParams = {
        q: opt(q.q),
        sort_by: (opt(q.sort_by) ?? 'kode_barcode') as SortBy,
        skip: q.skip ?? 0,
        limit: q.limit ?? 50,
        status: (q.status as ListParams['status']) ?? 'READY',
        // A branch user sees their own shop (naming another is 403); the head office a chosen shop, or ALL.
        kode_toko: actingShop(actor, q.kode_toko ?? '', { allowAll: true }),
        kode_gudang: opt(q.kode_gudang),
        kode_baki: opt(q.kode_baki),
        kode_group: opt(q.kode_group),
        kode_dept: opt(q.kode_dept),
        ...(after ? { after: { value: q.after_value?.trim() ?? '', kode_barcode: after } } : {}),
      };
      return { status: 'success', ...(await itemPage(ctx, actor.level, params)) };
    },
  );

  route(
    { method: 'GET', url: 'barang/get/:kode_barcode', gate: 'login', summary: 'One item of the shop', tags, params: barcodeParams, querystring: shopQuery, response: answer.record() },
    async (req) => ({ status: 'success', data: await findItem(ctx.db, readShop(req), barcodeParam(req)) }),
  );

  route(
    {
      method: 'GET',
      url: 'barang/mutasi/:kode_barcode',
      gate: 'login',
      summary: "An item's ledger rows, newest first",
      tags,
      params: barcodeParams,
      querystring: shopQuery,
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: await itemHistory(ctx.db, readShop(req), barcodeParam(req)) }),
  );

  route(
    {
      method: 'POST',
      url: 'barang/create',
      gate: { page: '/tambah-data-barang' },
      summary: 'A new item (kode_barcode optional: the shop numbers it), with its TAMBAH ledger row',
      tags,
      body: fieldSetBody(ITEM, 'create'),
      response: answer.record(),
      status: 201,
    },
    async (req) => {
      const [item] = await addItems(ctx, actorOf(req), [bodyOf(req)]);
      return { status: 'success', message: ITEM_MESSAGES.saved, data: item };
    },
  );

  route(
    {
      method: 'POST',
      url: 'barang/create-banyak',
      gate: { page: '/tambah-barang-banyak' },
      summary: 'Many new items at once, or none: 400 { message, rows: [{ row, errors }] } lists every bad row',
      tags,
      body: s.object({ items: itemsSchema(itemRowSchema) }, ['items']),
      response: answer.rows(),
      status: 201,
    },
    async (req, reply) =>
      answerRows(reply, async () => {
        const items = await addItems(ctx, actorOf(req), bodyOf(req).items as Body[]);
        return { status: 'success', message: ITEM_MESSAGES.saved, data: items, count: items.length };
      }),
  );

  route(
    {
      method: 'PUT',
      url: 'barang/update/:kode_barcode',
      // Correcting an item is the work of those who add items (the screen asks the same: ItemView canEditItems).
      gate: { page: '/data-barang', also: ['/tambah-data-barang'] },
      summary: "Edits an item's description and prices as the screen loaded it (versi); a new weight writes a KOREKSI row",
      tags,
      params: barcodeParams,
      body: fieldSetBody(ITEM, 'update', { versi: versiSchema }),
      response: answer.record(),
    },
    async (req) => {
      const body = bodyOf(req);
      const data = await editItem(ctx, actorOf(req), barcodeParam(req), { ...body, versi: versi(body.versi) });
      return { status: 'success', message: 'Berhasil Mengedit Data', data };
    },
  );

  /** A take off the trays (offTraysBody) by one of item-operations.ts. */
  const takeOff = (req: FastifyRequest, take: typeof meltItems) => {
    const body = bodyOf(req);
    return take(ctx, actorOf(req), itemRefs(body), note(body.keterangan));
  };

  /** A move to a tray; `fromTray`: every item of one tray (pindah-satu-baki), named by kode_baki_asal. */
  const move = (fromTray: boolean) => async (req: FastifyRequest) => {
    const body = bodyOf(req);
    const tray = (field: string) => requiredCode(body[field], field, 'Kode Baki', CODE_MAX, ITEM_MESSAGES.trayRequired);
    const data = await moveToTray(ctx, actorOf(req), {
      ...(fromTray ? { kode_baki_asal: tray('kode_baki_asal') } : {}),
      kode_baki_tujuan: tray('kode_baki_tujuan'),
      kode_gudang_tujuan: code(body.kode_gudang_tujuan, 'kode_gudang_tujuan', 'Kode Gudang', CODE_MAX),
      items: itemRefs(body),
    });
    return { status: 'success', message: 'Pindah Barang Berhasil', data };
  };

  route(
    {
      method: 'POST',
      url: 'barang/pindah',
      gate: { page: '/pindah-barang' },
      summary: 'Moves items to a tray (two ledger rows each, one PB number)',
      tags,
      body: moveBody({}, []),
      response: moveAnswer,
    },
    move(false),
  );

  route(
    {
      method: 'POST',
      url: 'barang/pindah-satu-baki',
      gate: { page: '/pindah-barang-satu-baki' },
      summary: 'Moves every item of one tray, exactly as the screen loaded it, to another tray',
      tags,
      body: moveBody({ kode_baki_asal: requiredCodeSchema('Kode Baki', CODE_MAX, ITEM_MESSAGES.trayRequired) }, ['kode_baki_asal']),
      response: moveAnswer,
    },
    move(true),
  );

  route(
    {
      method: 'POST',
      url: 'barang/hancur',
      gate: { page: '/hancur-data-barang' },
      summary: 'Melts items: off their trays as HANCUR (one HC number)',
      tags,
      body: offTraysBody,
      response: offTraysAnswer,
    },
    async (req) => {
      const data = await takeOff(req, meltItems);
      return { status: 'success', message: 'Hancur Barang Berhasil', data: { ...data, no_hancur: data.no_ref } };
    },
  );

  route(
    {
      method: 'POST',
      url: 'barang/stock-aksesoris',
      gate: { page: '/tambah-dan-ambil-stock-aksesoris' },
      summary: 'Adds to or takes from an accessory stock line (never below zero)',
      tags,
      body: itemRefSchema(
        { versi: true },
        {
          arah: s.choice('Jenis', ['TAMBAH', 'AMBIL'], { required: 'Jenis Tidak Boleh Kosong', enum: 'Jenis Tidak Boleh Kosong' }),
          qty: optionalInt('Jumlah', 0, 1_000_000),
          berat: gramsSchema('Berat'),
          keterangan: noteSchema('Keterangan'),
        },
        ['arah'],
      ),
      response: answer.record(),
    },
    async (req) => {
      const body = bodyOf(req);
      const arah = body.arah as 'TAMBAH' | 'AMBIL';
      const data = await accessoryStock(ctx, actorOf(req), itemRef(body), {
        arah,
        qty: typeof body.qty === 'number' ? body.qty : 0,
        mg: grams(body.berat, 'berat', 'Berat'),
        keterangan: note(body.keterangan),
      });
      return { status: 'success', message: arah === 'TAMBAH' ? 'Tambah Stock Berhasil' : 'Ambil Stock Berhasil', data };
    },
  );

  route(
    {
      method: 'POST',
      url: 'barang/contoh/ambil',
      gate: { page: '/ambil-barang-contoh' },
      summary: 'Takes items off their trays as samples (CONTOH)',
      tags,
      body: offTraysBody,
      response: offTraysAnswer,
    },
    async (req) => ({ status: 'success', message: 'Ambil Barang Contoh Berhasil', data: await takeOff(req, takeSamples) }),
  );

  route(
    {
      method: 'POST',
      url: 'barang/contoh/kembali',
      gate: { page: '/ambil-barang-contoh' },
      summary: 'Puts samples back on their trays',
      tags,
      body: s.object({ items: refs }, ['items']),
      response: offTraysAnswer,
    },
    async (req) => {
      const data = await returnSamples(ctx, actorOf(req), itemRefs(bodyOf(req)));
      return { status: 'success', message: 'Barang Contoh Sudah Kembali Ke Baki', data };
    },
  );

  route(
    {
      method: 'PUT',
      url: 'barang/profit',
      gate: { page: '/update-profit-barang' },
      summary: 'Sets the profit of items as the screen loaded them',
      tags,
      body: s.object({ items: itemsSchema(itemRefSchema({ versi: true }, { profit: moneySchema('Profit') }, ['profit'])) }, ['items']),
      response: answer.record({ type: 'object', properties: { count: { type: 'integer' } } }),
    },
    async (req) => {
      const body = bodyOf(req);
      const rows = body.items as Body[];
      const entries = itemRefs(body).map((item, i) => ({ item, profit: money(rows[i].profit, 'profit', 'Profit') }));
      return { status: 'success', message: 'Update Profit Berhasil', data: { count: await updateProfits(ctx, actorOf(req), entries) } };
    },
  );
}

export const PHOTO_LIMIT_BYTES = 2 * 1024 * 1024;
/** The raw body of the photo upload: its own parser hands the bytes over, bounded by PHOTO_LIMIT_BYTES. */
const photoBytes = { schema: { title: 'Foto', description: 'The JPEG bytes, at most 2 MB and 720 x 1366', contentMediaType: 'image/jpeg' } };
/** By media type (Fastify validates each listed one, a JSON body is refused before): any bytes, the handler judges them. */
export const photoBody: JsonSchema = { content: { 'image/jpeg': photoBytes, 'application/octet-stream': photoBytes } };

/** PUT barang/foto/{kode_barcode}: the JPEG the browser already resized; GET serves it back. */
export function registerItemPhotoRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(['image/jpeg', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: PHOTO_LIMIT_BYTES }, (_req, body, done) => done(null, body));
    routesOf(scope)(
      {
        method: 'PUT',
        url: 'barang/foto/:kode_barcode',
        gate: { page: '/tambah-data-barang' },
        summary: "Stores an item's photo (JPEG, at most 720 x 1366) at NSIPIC/{shop}/{code}.jpg",
        tags,
        params: barcodeParams,
        body: photoBody,
        response: answer.record(),
        options: { bodyLimit: PHOTO_LIMIT_BYTES },
      },
      async (req) => ({ status: 'success', message: PHOTO_MESSAGES.saved, data: await saveItemPhoto(ctx, actorOf(req), barcodeParam(req), req.body) }),
    );
  });
  routesOf(app)(
    {
      method: 'GET',
      url: 'barang/foto/:kode_barcode',
      gate: 'login',
      summary: "An item's photo (image/jpeg); 404 'Foto Tidak Tersedia'",
      tags,
      params: barcodeParams,
      querystring: shopQuery,
      response: { description: 'The JPEG bytes', type: 'string', contentMediaType: 'image/jpeg' },
    },
    async (req, reply) => {
      const bytes = await itemPhoto(ctx, readShop(req), barcodeParam(req));
      return reply.type('image/jpeg').header('cache-control', 'private, max-age=60').send(bytes);
    },
  );
}
