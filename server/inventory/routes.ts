// The inventory API. Reads need a login (other screens pick items too); every write needs the whole gate of
// the screen that makes it (definitions/pages.ts), so a call the browser would never make is refused the same.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { currentUser, requireGate } from '../plugins/auth';
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
  type Actor,
  type Expected,
  type ListParams,
  type SortBy,
} from './items';
import { writeLedger } from './ledger';
import { PHOTO_MAX, jpegSize, photoKey } from '../../domain/photo';

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

/** Who acts: the user, for their own shop (a branch user at head office acts for the branch), on the business date. */
export async function actorOf(ctx: AppContext, req: FastifyRequest, q: Queryable = ctx.db): Promise<Actor> {
  const user = currentUser(req);
  return { user_id: user.user_id, kode_toko: user.kode_toko || (await ctx.ownShop()).kode_toko, tgl: await ctx.tglSystem(q) };
}

const expectedList = (body: Body): Expected[] => {
  const items = body.items;
  if (!Array.isArray(items) || !items.length) throw new HttpError(400, ITEM_MESSAGES.itemsRequired);
  return items.map((i) => ({
    kode_barcode: String(i?.kode_barcode ?? ''),
    ...(i?.kode_baki !== undefined ? { kode_baki: String(i.kode_baki) } : {}),
    ...(i?.versi !== undefined ? { versi: Number(i.versi) } : {}),
  }));
};

/** The target tray of a move: it must exist, be active, and sit in the warehouse named (when one is). */
async function targetTray(tx: Queryable, body: Body): Promise<{ kode_baki: string; kode_gudang: string }> {
  const kodeBaki = String(body.kode_baki_tujuan ?? '').trim().toUpperCase();
  if (!kodeBaki) throw new HttpError(400, ITEM_MESSAGES.trayRequired);
  const [tray] = await tx.query<{ kode_gudang: string }>('SELECT kode_gudang FROM master_baki WHERE kode_baki = $1 AND is_active', [kodeBaki]);
  if (!tray) throw new HttpError(400, 'Kode Baki Tidak Ditemukan');
  const gudang = String(body.kode_gudang_tujuan ?? '').trim().toUpperCase();
  if (gudang && gudang !== tray.kode_gudang) throw new HttpError(400, ITEM_MESSAGES.trayNotInWarehouse);
  return { kode_baki: kodeBaki, kode_gudang: tray.kode_gudang };
}

export function registerInventoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const gated = (route: string) => (req: FastifyRequest) => requireGate(ctx, req, pageGate(route), route);

  app.get('/api/v1/barang', async (req) => {
    const user = currentUser(req);
    const q = req.query as Record<string, string | undefined>;
    const sortBy = (q.sort_by ?? 'kode_barcode') as SortBy;
    if (!(sortBy in SORTS)) throw new HttpError(400, 'Sort By Tidak Valid');
    const params: ListParams = {
      q: q.q,
      sort_by: sortBy,
      skip: Number(q.skip ?? 0) || 0,
      limit: Number(q.limit ?? 50) || 50,
      status: (q.status as ListParams['status']) ?? 'READY',
      // A branch user sees their own shop; the head office may name a shop, or ALL for every shop.
      kode_toko: user.head_office ? (q.kode_toko === 'ALL' ? undefined : q.kode_toko || user.kode_toko) : user.kode_toko,
      kode_gudang: q.kode_gudang,
      kode_baki: q.kode_baki,
      kode_group: q.kode_group,
      kode_dept: q.kode_dept,
      ...(q.after_barcode ? { after: { value: q.after_value ?? '', kode_barcode: q.after_barcode } } : {}),
    };
    const { data, count, qty, berat } = await listItems(ctx.db, params);
    const summary = showsItemSummary(user.level, moduleOn(await ctx.modules(), 'HIDE_SUMMARY_BARANG_MODULE')) ? { qty, berat } : undefined;
    return { status: 'success', data, count, ...(summary ? { summary } : {}) };
  });

  app.get('/api/v1/barang/get/:kode_barcode', async (req) => {
    currentUser(req);
    return { status: 'success', data: await findItem(ctx.db, (req.params as { kode_barcode: string }).kode_barcode) };
  });

  /** An item's history, newest first: where it went, what changed, who did it. */
  app.get('/api/v1/barang/mutasi/:kode_barcode', async (req) => {
    currentUser(req);
    const item = await findItem(ctx.db, (req.params as { kode_barcode: string }).kode_barcode);
    const data = await ctx.db.query(
      `SELECT id, tgl_system, waktu, jenis, kode_gudang, kode_baki, qty, berat, no_ref, keterangan, input_by
         FROM barang_mutasi WHERE kode_barcode = $1 ORDER BY id DESC`,
      [item.kode_barcode],
    );
    return { status: 'success', data };
  });

  app.post('/api/v1/barang/create', async (req, reply) => {
    await gated('/tambah-data-barang')(req);
    const items = await ctx.db.transaction(async (tx) => createItems(ctx, tx, await actorOf(ctx, req, tx), [req.body as Body], { jenis: 'TAMBAH' }));
    reply.code(201);
    return { status: 'success', message: ITEM_MESSAGES.saved, data: items[0] };
  });

  app.post('/api/v1/barang/create-banyak', async (req, reply) => {
    await gated('/tambah-barang-banyak')(req);
    const rows = (req.body as Body)?.items;
    if (!Array.isArray(rows)) throw new HttpError(400, ITEM_MESSAGES.itemsRequired);
    try {
      const items = await ctx.db.transaction(async (tx) => createItems(ctx, tx, await actorOf(ctx, req, tx), rows as Body[], { jenis: 'TAMBAH' }));
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
    const code = (req.params as { kode_barcode: string }).kode_barcode;
    const data = await ctx.db.transaction(async (tx) => updateItem(ctx, tx, await actorOf(ctx, req, tx), code, (req.body ?? {}) as Body));
    return { status: 'success', message: 'Berhasil Mengedit Data', data };
  });

  const move = (route: string) => async (req: FastifyRequest) => {
    await gated(route)(req);
    const body = (req.body ?? {}) as Body;
    const result = await ctx.db.transaction(async (tx) => {
      const target = await targetTray(tx, body);
      if (route === '/pindah-barang-satu-baki') {
        // The whole tray as the screen loaded it: an item added or taken meanwhile makes the move stale.
        const asal = String(body.kode_baki_asal ?? '').trim().toUpperCase();
        if (!asal) throw new HttpError(400, ITEM_MESSAGES.trayRequired);
        const sent = expectedList(body);
        const [{ count }] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM barang WHERE kode_baki = $1 AND status = 'READY'`, [asal]);
        if (count !== sent.length) throw new HttpError(409, ITEM_MESSAGES.changedMeanwhile);
        return moveItems(tx, await actorOf(ctx, req, tx), target, sent.map((e) => ({ ...e, kode_baki: asal })));
      }
      return moveItems(tx, await actorOf(ctx, req, tx), target, expectedList(body));
    });
    return { status: 'success', message: 'Pindah Barang Berhasil', data: result };
  };
  app.post('/api/v1/barang/pindah', move('/pindah-barang'));
  app.post('/api/v1/barang/pindah-satu-baki', move('/pindah-barang-satu-baki'));

  app.post('/api/v1/barang/hancur', async (req) => {
    await gated('/hancur-data-barang')(req);
    const body = (req.body ?? {}) as Body;
    const keterangan = String(body.keterangan ?? '').trim();
    const data = await ctx.db.transaction(async (tx) =>
      takeOffTrays(tx, await actorOf(ctx, req, tx), expectedList(body), { status: 'HANCUR', jenis: 'HANCUR', prefix: 'HC', keterangan }),
    );
    return { status: 'success', message: 'Hancur Barang Berhasil', data: { ...data, no_hancur: data.no_ref } };
  });

  app.post('/api/v1/barang/stock-aksesoris', async (req) => {
    await gated('/tambah-dan-ambil-stock-aksesoris')(req);
    const body = (req.body ?? {}) as Body;
    const arah = body.arah === 'AMBIL' ? 'AMBIL' : body.arah === 'TAMBAH' ? 'TAMBAH' : undefined;
    if (!arah) throw new HttpError(400, 'Jenis Tidak Boleh Kosong');
    const [expected] = expectedList({ items: [body] });
    const data = await ctx.db.transaction(async (tx) =>
      changeAccessoryStock(tx, await actorOf(ctx, req, tx), expected, { arah, qty: Number(body.qty ?? 0), berat: Number(body.berat ?? 0), keterangan: String(body.keterangan ?? '') }),
    );
    return { status: 'success', message: arah === 'TAMBAH' ? 'Tambah Stock Berhasil' : 'Ambil Stock Berhasil', data };
  });

  app.post('/api/v1/barang/contoh/ambil', async (req) => {
    await gated('/ambil-barang-contoh')(req);
    const body = (req.body ?? {}) as Body;
    const data = await ctx.db.transaction(async (tx) =>
      takeOffTrays(tx, await actorOf(ctx, req, tx), expectedList(body), { status: 'CONTOH', jenis: 'CONTOH_AMBIL', prefix: 'AC', keterangan: String(body.keterangan ?? '') }),
    );
    return { status: 'success', message: 'Ambil Barang Contoh Berhasil', data };
  });

  app.post('/api/v1/barang/contoh/kembali', async (req) => {
    await gated('/ambil-barang-contoh')(req);
    const body = (req.body ?? {}) as Body;
    const data = await ctx.db.transaction(async (tx) =>
      takeOffTrays(tx, await actorOf(ctx, req, tx), expectedList(body), { status: 'READY', jenis: 'CONTOH_KEMBALI', prefix: 'KC', from: 'CONTOH' }),
    );
    return { status: 'success', message: 'Barang Contoh Sudah Kembali Ke Baki', data };
  });

  app.put('/api/v1/barang/profit', async (req) => {
    await gated('/update-profit-barang')(req);
    const body = (req.body ?? {}) as Body;
    const list = expectedList(body);
    const profits = (body.items as Body[]).map((i) => Number(i.profit));
    if (profits.some((p) => !Number.isInteger(p) || p < 0)) throw new HttpError(400, 'Profit Harus Berupa Angka');
    const data = await ctx.db.transaction(async (tx) => {
      const actor = await actorOf(ctx, req, tx);
      const items = await lockItems(tx, list);
      const codes = [...items.keys()];
      const byCode = new Map(list.map((e, i) => [e.kode_barcode.trim().toUpperCase(), profits[i]]));
      await tx.query(
        `UPDATE barang b SET profit = u.profit, versi = versi + 1, updated_at = now()
           FROM unnest($1::text[], $2::bigint[]) AS u(kode_barcode, profit) WHERE b.kode_barcode = u.kode_barcode`,
        [codes, codes.map((c) => byCode.get(c))],
      );
      await writeLedger(
        tx,
        actor.tgl,
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
      const item = await findItem(ctx.db, (req.params as { kode_barcode: string }).kode_barcode);
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
    currentUser(req);
    const item = await findItem(ctx.db, (req.params as { kode_barcode: string }).kode_barcode);
    const bytes = item.foto ? await ctx.files.get(String(item.foto)) : undefined;
    if (!bytes) throw new HttpError(404, PHOTO_MESSAGES.none);
    return reply.type('image/jpeg').header('cache-control', 'private, max-age=60').send(bytes);
  });
}
