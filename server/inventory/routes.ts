// The inventory API. Reads need a login (other screens pick items too); every write needs the whole gate of
// the screen that makes it (definitions/pages.ts), so a call the browser would never make is refused the same.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { requireGate } from '../plugins/auth';
import { actingShop, actorOf } from '../actor';
import { PAGES } from '../../definitions/pages';
import { moduleOn } from '../../domain/gates';
import { ITEM_MESSAGES, showsItemSummary } from '../../domain/inventory';
import type { Queryable } from '../db/database';
import {
  SORTS,
  changeAccessoryStock,
  createItems,
  findItem,
  listItems,
  lockItems,
  moveItems,
  takeOffTrays,
  updateItem,
  type ListParams,
  type SortBy,
} from './items';
import { writeLedger } from './ledger';
import { PHOTO_MAX, jpegSize, photoKey } from '../../domain/photo';
import { BARCODE_MAX, CODE_MAX, barcodeParam, bodyOf, code, grams, itemRef, itemRefs, money, note, queryText, requiredCode, versi, wholeNumber } from './input';

export const PHOTO_MESSAGES = {
  saved: 'Foto Berhasil Disimpan',
  notJpeg: 'Foto Harus Berupa JPEG',
  tooBig: 'Ukuran Foto Maksimal 720 x 1366',
  none: 'Foto Tidak Tersedia',
} as const;

type Body = Record<string, unknown>;

function pageGate(route: string) {
  const page = PAGES.find((p) => p.route === route);
  if (!page) throw new Error(`inventory: ${route} is not in definitions/pages.ts`);
  return page.gate;
}

/** The target tray of a move: it must exist, be active, and sit in the warehouse named (when one is). */
async function targetTray(tx: Queryable, body: Body): Promise<{ kode_baki: string; kode_gudang: string }> {
  const kodeBaki = requiredCode(body.kode_baki_tujuan, 'kode_baki_tujuan', 'Kode Baki', CODE_MAX, ITEM_MESSAGES.trayRequired);
  const [tray] = await tx.query<{ kode_gudang: string }>('SELECT kode_gudang FROM master_baki WHERE kode_baki = $1 AND is_active', [kodeBaki]);
  if (!tray) throw new HttpError(400, 'Kode Baki Tidak Ditemukan');
  const gudang = code(body.kode_gudang_tujuan, 'kode_gudang_tujuan', 'Kode Gudang', CODE_MAX);
  if (gudang && gudang !== tray.kode_gudang) throw new HttpError(400, ITEM_MESSAGES.trayNotInWarehouse);
  return { kode_baki: kodeBaki, kode_gudang: tray.kode_gudang };
}

/**
 * The shop an item read looks in: the user's own; the head office may name the shop of an item it listed
 * (`?kode_toko`, as GET barang offers), a branch user naming another shop is 403.
 */
const readShop = (req: FastifyRequest): string => actingShop(actorOf(req), queryText(req.query, 'kode_toko', CODE_MAX)) ?? actorOf(req).kode_toko;

export function registerInventoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const gated = (route: string) => (req: FastifyRequest) => requireGate(ctx, req, pageGate(route), route);

  app.get('/api/v1/barang', async (req) => {
    const actor = actorOf(req);
    const q = req.query;
    const text = (name: string, max = CODE_MAX) => queryText(q, name, max) || undefined;
    const sortBy = (text('sort_by') ?? 'kode_barcode') as SortBy;
    if (!(sortBy in SORTS)) throw new HttpError(400, 'Sort By Tidak Valid');
    const after = text('after_barcode', BARCODE_MAX);
    const params: ListParams = {
      q: text('q', 100),
      sort_by: sortBy,
      skip: Number(text('skip') ?? 0) || 0,
      limit: Number(text('limit') ?? 50) || 50,
      status: (text('status') as ListParams['status']) ?? 'READY',
      // A branch user sees their own shop (naming another is 403); the head office a chosen shop, or ALL.
      kode_toko: actingShop(actor, text('kode_toko') ?? '', { allowAll: true }),
      kode_gudang: text('kode_gudang'),
      kode_baki: text('kode_baki'),
      kode_group: text('kode_group'),
      kode_dept: text('kode_dept'),
      ...(after ? { after: { value: text('after_value', 100) ?? '', kode_barcode: after } } : {}),
    };
    const { data, count, qty, berat } = await listItems(ctx.db, params);
    const summary = showsItemSummary(actor.level, moduleOn(await ctx.modules(), 'HIDE_SUMMARY_BARANG_MODULE')) ? { qty, berat } : undefined;
    return { status: 'success', data, count, ...(summary ? { summary } : {}) };
  });

  app.get('/api/v1/barang/get/:kode_barcode', async (req) => {
    return { status: 'success', data: await findItem(ctx.db, readShop(req), barcodeParam(req)) };
  });

  /** An item's history, newest first: where it went, what changed, who did it. */
  app.get('/api/v1/barang/mutasi/:kode_barcode', async (req) => {
    const item = await findItem(ctx.db, readShop(req), barcodeParam(req));
    const data = await ctx.db.query(
      `SELECT id, tgl_system, waktu, jenis, kode_gudang, kode_baki, qty, berat, no_ref, keterangan, input_by
         FROM barang_mutasi WHERE kode_barcode = $1 ORDER BY id DESC`,
      [item.kode_barcode],
    );
    return { status: 'success', data };
  });

  app.post('/api/v1/barang/create', async (req, reply) => {
    await gated('/tambah-data-barang')(req);
    const body = bodyOf(req);
    const items = await ctx.db.transaction(async (tx) => createItems(ctx, tx, actorOf(req), [body], { jenis: 'TAMBAH' }));
    reply.code(201);
    return { status: 'success', message: ITEM_MESSAGES.saved, data: items[0] };
  });

  app.post('/api/v1/barang/create-banyak', async (req, reply) => {
    await gated('/tambah-barang-banyak')(req);
    const rows = bodyOf(req).items;
    if (!Array.isArray(rows)) throw new HttpError(400, ITEM_MESSAGES.itemsRequired);
    try {
      const items = await ctx.db.transaction(async (tx) => createItems(ctx, tx, actorOf(req), rows as Body[], { jenis: 'TAMBAH' }));
      reply.code(201);
      return { status: 'success', message: ITEM_MESSAGES.saved, data: items, count: items.length };
    } catch (e) {
      const rowsErr = (e as { rows?: unknown }).rows;
      if (e instanceof HttpError && rowsErr) {
        reply.code(400);
        return { status: 'error', message: e.message, rows: rowsErr };
      }
      throw e;
    }
  });

  app.put('/api/v1/barang/update/:kode_barcode', async (req) => {
    await gated('/data-barang')(req);
    // Correcting an item is the work of those who add items (the screen asks the same: ItemView canEditItems).
    await gated('/tambah-data-barang')(req);
    const body = bodyOf(req);
    const input = { ...body, versi: versi(body.versi) };
    const data = await ctx.db.transaction(async (tx) => updateItem(ctx, tx, actorOf(req), barcodeParam(req), input));
    return { status: 'success', message: 'Berhasil Mengedit Data', data };
  });

  const move = (route: string) => async (req: FastifyRequest) => {
    await gated(route)(req);
    const actor = actorOf(req);
    const body = bodyOf(req);
    const sent = itemRefs(body);
    const asal = route === '/pindah-barang-satu-baki' ? requiredCode(body.kode_baki_asal, 'kode_baki_asal', 'Kode Baki', CODE_MAX, ITEM_MESSAGES.trayRequired) : '';
    const result = await ctx.db.transaction(async (tx) => {
      const target = await targetTray(tx, body);
      if (asal) {
        const wanted = sent.map((e) => ({ ...e, kode_baki: asal }));
        // The shop's items as the screen saw them (another shop's are not found, 404), then the whole tray as the
        // screen loaded it: an item added or taken meanwhile makes the move stale.
        await lockItems(tx, actor.kode_toko, wanted);
        const [{ count }] = await tx.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM barang WHERE kode_baki = $1 AND kode_toko = $2 AND status = 'READY'`,
          [asal, actor.kode_toko],
        );
        if (count !== sent.length) throw new HttpError(409, ITEM_MESSAGES.changedMeanwhile);
        return moveItems(tx, actor, target, wanted);
      }
      return moveItems(tx, actor, target, sent);
    });
    return { status: 'success', message: 'Pindah Barang Berhasil', data: result };
  };
  app.post('/api/v1/barang/pindah', move('/pindah-barang'));
  app.post('/api/v1/barang/pindah-satu-baki', move('/pindah-barang-satu-baki'));

  app.post('/api/v1/barang/hancur', async (req) => {
    await gated('/hancur-data-barang')(req);
    const body = bodyOf(req);
    const items = itemRefs(body);
    const keterangan = note(body.keterangan);
    const data = await ctx.db.transaction(async (tx) => takeOffTrays(tx, actorOf(req), items, { status: 'HANCUR', jenis: 'HANCUR', prefix: 'HC', keterangan }));
    return { status: 'success', message: 'Hancur Barang Berhasil', data: { ...data, no_hancur: data.no_ref } };
  });

  app.post('/api/v1/barang/stock-aksesoris', async (req) => {
    await gated('/tambah-dan-ambil-stock-aksesoris')(req);
    const body = bodyOf(req);
    const arah = body.arah === 'AMBIL' ? 'AMBIL' : body.arah === 'TAMBAH' ? 'TAMBAH' : undefined;
    if (!arah) throw new HttpError(400, 'Jenis Tidak Boleh Kosong');
    const expected = itemRef(body);
    const qty = wholeNumber(body.qty, 'qty', 'Jumlah', { max: 1_000_000, fallback: 0 });
    const mg = grams(body.berat, 'berat', 'Berat');
    const keterangan = note(body.keterangan);
    const data = await ctx.db.transaction(async (tx) => changeAccessoryStock(tx, actorOf(req), expected, { arah, qty, mg, keterangan }));
    return { status: 'success', message: arah === 'TAMBAH' ? 'Tambah Stock Berhasil' : 'Ambil Stock Berhasil', data };
  });

  app.post('/api/v1/barang/contoh/ambil', async (req) => {
    await gated('/ambil-barang-contoh')(req);
    const body = bodyOf(req);
    const items = itemRefs(body);
    const keterangan = note(body.keterangan);
    const data = await ctx.db.transaction(async (tx) => takeOffTrays(tx, actorOf(req), items, { status: 'CONTOH', jenis: 'CONTOH_AMBIL', prefix: 'AC', keterangan }));
    return { status: 'success', message: 'Ambil Barang Contoh Berhasil', data };
  });

  app.post('/api/v1/barang/contoh/kembali', async (req) => {
    await gated('/ambil-barang-contoh')(req);
    const items = itemRefs(bodyOf(req));
    const data = await ctx.db.transaction(async (tx) => takeOffTrays(tx, actorOf(req), items, { status: 'READY', jenis: 'CONTOH_KEMBALI', prefix: 'KC', from: 'CONTOH' }));
    return { status: 'success', message: 'Barang Contoh Sudah Kembali Ke Baki', data };
  });

  app.put('/api/v1/barang/profit', async (req) => {
    await gated('/update-profit-barang')(req);
    const actor = actorOf(req);
    const body = bodyOf(req);
    const list = itemRefs(body);
    const byCode = new Map(list.map((e, i) => [e.kode_barcode, money((body.items as Body[])[i].profit, 'profit', 'Profit')]));
    const data = await ctx.db.transaction(async (tx) => {
      const items = await lockItems(tx, actor.kode_toko, list);
      const codes = [...items.keys()];
      await tx.query(
        `UPDATE barang b SET profit = u.profit, versi = versi + 1, updated_at = now()
           FROM unnest($1::text[], $2::bigint[]) AS u(kode_barcode, profit) WHERE b.kode_barcode = u.kode_barcode`,
        [codes, codes.map((c) => byCode.get(c))],
      );
      await writeLedger(
        tx,
        actor.tgl_system,
        actor.user_id,
        [...items.values()].map((it) => ({
          kode_barcode: it.kode_barcode,
          jenis: 'UBAH_DATA',
          kode_toko: it.kode_toko,
          kode_gudang: it.kode_gudang,
          kode_baki: it.kode_baki,
          qty: 0,
          berat: 0,
          keterangan: `profit ${String(it.profit)} -> ${String(byCode.get(it.kode_barcode))}`,
        })),
      );
      return codes.length;
    });
    return { status: 'success', message: 'Update Profit Berhasil', data: { count: data } };
  });
}

const PHOTO_LIMIT_BYTES = 2 * 1024 * 1024;

/** PUT barang/foto/{kode_barcode}: the JPEG the browser already resized; GET serves it back. */
export function registerItemPhotoRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(['image/jpeg', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: PHOTO_LIMIT_BYTES }, (_req, body, done) => done(null, body));
    scope.put('/api/v1/barang/foto/:kode_barcode', { bodyLimit: PHOTO_LIMIT_BYTES }, async (req) => {
      await requireGate(ctx, req, pageGate('/tambah-data-barang'), '/tambah-data-barang');
      const item = await findItem(ctx.db, actorOf(req).kode_toko, barcodeParam(req));
      const bytes = req.body;
      const size = Buffer.isBuffer(bytes) ? jpegSize(bytes) : undefined;
      if (!size) throw new HttpError(400, PHOTO_MESSAGES.notJpeg);
      if (size.width > PHOTO_MAX.width || size.height > PHOTO_MAX.height) throw new HttpError(400, PHOTO_MESSAGES.tooBig);
      const key = photoKey(item.kode_toko, item.kode_barcode);
      await ctx.files.put(key, bytes as Buffer, 'image/jpeg');
      await ctx.db.query('UPDATE barang SET foto = $2, updated_at = now() WHERE kode_barcode = $1', [item.kode_barcode, key]);
      return { status: 'success', message: PHOTO_MESSAGES.saved, data: { foto: key, ...size } };
    });
  });
  app.get('/api/v1/barang/foto/:kode_barcode', async (req, reply) => {
    const item = await findItem(ctx.db, readShop(req), barcodeParam(req));
    const bytes = item.foto ? await ctx.files.get(String(item.foto)) : undefined;
    if (!bytes) throw new HttpError(404, PHOTO_MESSAGES.none);
    return reply.type('image/jpeg').header('cache-control', 'private, max-age=60').send(bytes);
  });
}
