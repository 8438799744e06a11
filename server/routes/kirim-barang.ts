// Transfers between shops and the external web catalogue. One database holds several shops (toko); a user acts
// for their own shop (server/actor.ts), and every item and transfer is looked up in it: another shop's item or
// transfer is not found (404), exactly like one that does not exist. Gates: KIRIM_BARANG_MODULE for the shop-to-shop screens, BARANG_WEB_EXTERNAL_MODULE for
// the external ones (definitions/pages.ts); /kirim-barang-kecabang also needs the user's shop to be the head
// office (gate rule headOffice).
//
// Shop to shop:
// - GET  kirim-barang/toko-tujuan?ke=PUSAT|CABANG      the shops a screen may send to
// - POST kirim-barang           { kode_toko_tujuan?, keterangan?, items: [{ kode_barcode, kode_baki?, versi }] }
//        a branch sends to head office (the PUSAT shop; the only one when none is named)
// - POST kirim-barang/kecabang  { kode_toko_tujuan, keterangan?, items }  head office sends to a branch
//        Both take the items off the sender's trays in one transaction (status KIRIM, ledger KIRIM on each tray)
//        and answer { no_kirim, ... }; 409 when an item changed meanwhile.
// - GET  kirim-barang/unreceive/list-no-kirim        transfers addressed to the user's shop, not yet received
// - GET  kirimbarang/get/nokirim?no_kirim=            one transfer with its items and the difference so far
// - POST kirim-barang/terima    { no_kirim, kode_gudang?, kode_baki, items: [{ kode_barcode, berat_terima? }] }
//        the scanned items enter the receiver's stock on the tray (kode_toko, READY, ledger TERIMA_KIRIM,
//        versi+1); the rest stay KIRIM and are the difference. One receipt per transfer: a second one is 409.
// - GET  kirim-barang/dalam-perjalanan                 the user's shop's transfers with items still in transit
// - POST kirim-barang/kembali   { no_kirim, alasan? }   /kirim-barang-kembali: the sender takes every item still in
//        transit back onto the tray it left (READY, ledger KEMBALI_KIRIM, document RK-...). Before a receipt the
//        transfer becomes BATAL (the receiver can no longer receive it); after one, its missing items are dikembalikan.
//
// External web catalogue (the shop's online store):
// - GET  barang-external?status=PUBLISHED|WITHDRAWN|ALL
// - POST barang-external/kirim   { items: [{ kode_barcode, harga_web, deskripsi? }] }    publish READY items
// - PUT  barang-external/update  { kode_barcode, aksi: 'UPDATE' | 'WITHDRAW', harga_web?, deskripsi? }
// The contract with the store integration is the table barang_external_outbox: every publish, update and
// withdrawal writes one row (aksi, payload with everything the store shows) in the same transaction as the
// change; the integration reads rows with processed_at IS NULL in id order, applies them and sets processed_at.
// No network call is made here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError, MESSAGES } from '../http-error';
import { gateContextOf, requireGate } from '../plugins/auth';
import { actorOf } from '../actor';
import { BARCODE_MAX, CODE_MAX, DOC_NO_MAX, bodyOf, code, itemRefs, money, note, queryText, requiredCode } from '../inventory/input';
import { PAGES } from '../../definitions/pages';
import { passesGate } from '../../domain/gates';
import { ITEM_MESSAGES } from '../../domain/inventory';
import { ITEM_COLUMNS } from '../../domain/barang';
import { lockItems, takeOffTrays, totals, type Actor, type Item } from '../inventory/items';
import { writeLedger } from '../inventory/ledger';
import { EXTERNAL_MESSAGES, KIRIM_MESSAGES, parseBerat, selisihKirim, type ExternalAction, type KirimDetail } from '../../domain/kirim-barang';
import { mgText, weightMg } from '../../domain/units';

type Body = Record<string, unknown>;

interface Toko {
  kode_toko: string;
  nama_toko: string;
  level: 'PUSAT' | 'CABANG';
}

const pageOf = (route: string) => {
  const page = PAGES.find((p) => p.route === route);
  if (!page) throw new Error(`kirim-barang: ${route} is not in definitions/pages.ts`);
  return page;
};

/** The shop the user acts for, with its name and level. */
async function userShop(req: FastifyRequest, q: Queryable): Promise<Toko> {
  const [toko] = await q.query<Toko>('SELECT kode_toko, nama_toko, level FROM toko WHERE kode_toko = $1', [actorOf(req).kode_toko]);
  if (!toko) throw new HttpError(400, KIRIM_MESSAGES.destinationNotFound);
  return toko;
}

const noKirimOf = (v: unknown) => requiredCode(v, 'no_kirim', 'No Kirim', DOC_NO_MAX, KIRIM_MESSAGES.noKirimRequired);

async function header(q: Queryable, noKirim: string) {
  const [row] = await q.query<Record<string, unknown> & { kode_toko_asal: string; kode_toko_tujuan: string; status: string }>(
    `SELECT k.no_kirim, k.kode_toko_asal, a.nama_toko AS nama_toko_asal, k.kode_toko_tujuan, t.nama_toko AS nama_toko_tujuan,
            to_char(k.tgl_kirim, 'YYYY-MM-DD') AS tgl_kirim, k.kirim_by, k.status, to_char(k.tgl_terima, 'YYYY-MM-DD') AS tgl_terima,
            k.terima_by, k.kode_gudang, k.kode_baki, k.keterangan, k.no_kembali, k.kembali_by, k.alasan_kembali
       FROM kirim_barang k LEFT JOIN toko a ON a.kode_toko = k.kode_toko_asal LEFT JOIN toko t ON t.kode_toko = k.kode_toko_tujuan
      WHERE k.no_kirim = $1`,
    [noKirim],
  );
  return row;
}

async function detailsOf(q: Queryable, noKirim: string): Promise<KirimDetail[]> {
  const rows = await q.query<KirimDetail>(
    `SELECT kode_barcode, nama_barang, qty, berat_kirim, berat_terima, diterima, dikembalikan FROM kirim_barang_detail WHERE no_kirim = $1 ORDER BY kode_barcode`,
    [noKirim],
  );
  return rows.map((r) => ({ ...r, berat_kirim: Number(r.berat_kirim), berat_terima: r.berat_terima === null ? null : Number(r.berat_terima) }));
}

export function registerKirimBarangRoutes(app: FastifyInstance, ctx: AppContext): void {
  const gated = (route: string) => (req: FastifyRequest) => requireGate(ctx, req, pageOf(route).gate, route);
  /** Passes when the user passes the gate of any of the routes. */
  const anyGate = async (req: FastifyRequest, routes: string[]) => {
    const gc = await gateContextOf(ctx, req);
    if (!routes.some((r) => passesGate(pageOf(r).gate, gc, r))) throw new HttpError(403, MESSAGES.forbidden);
  };
  const SEND_ROUTES = ['/kirim-barang', '/kirim-barang-kecabang', '/terima-barang', '/kirim-barang-kembali'];

  app.get('/api/v1/kirim-barang/toko-tujuan', async (req) => {
    const ke = (req.query as { ke?: string }).ke === 'CABANG' ? 'CABANG' : 'PUSAT';
    await gated(ke === 'PUSAT' ? '/kirim-barang' : '/kirim-barang-kecabang')(req);
    const own = await userShop(req, ctx.db);
    const data = await ctx.db.query<Toko>('SELECT kode_toko, nama_toko, level FROM toko WHERE level = $1 AND kode_toko <> $2 ORDER BY kode_toko', [
      ke,
      own.kode_toko,
    ]);
    return { status: 'success', data, asal: own };
  });

  const send = (route: '/kirim-barang' | '/kirim-barang-kecabang') => async (req: FastifyRequest) => {
    await gated(route)(req);
    const actor = actorOf(req);
    const body = bodyOf(req);
    const expected = itemRefs(body);
    const keterangan = note(body.keterangan);
    let tujuanCode = code(body.kode_toko_tujuan, 'kode_toko_tujuan', 'Toko Tujuan', CODE_MAX);
    const data = await ctx.db.transaction(async (tx) => {
      const asal = await userShop(req, tx);
      if (route === '/kirim-barang-kecabang') {
        if (!tujuanCode) throw new HttpError(400, KIRIM_MESSAGES.destinationRequired);
      } else if (!tujuanCode) {
        const pusat = await tx.query<Toko>(`SELECT kode_toko FROM toko WHERE level = 'PUSAT' ORDER BY kode_toko`);
        if (!pusat.length) throw new HttpError(400, KIRIM_MESSAGES.pusatNotFound);
        tujuanCode = pusat[0].kode_toko;
      }
      const [tujuan] = await tx.query<Toko>('SELECT kode_toko, nama_toko, level FROM toko WHERE kode_toko = $1', [tujuanCode]);
      if (!tujuan) throw new HttpError(400, KIRIM_MESSAGES.destinationNotFound);
      if (tujuan.kode_toko === asal.kode_toko) throw new HttpError(400, KIRIM_MESSAGES.destinationSelf);
      if (route === '/kirim-barang' && tujuan.level !== 'PUSAT') throw new HttpError(400, KIRIM_MESSAGES.destinationNotPusat);
      if (route === '/kirim-barang-kecabang' && tujuan.level !== 'CABANG') throw new HttpError(400, KIRIM_MESSAGES.destinationNotCabang);

      // takeOffTrays locks the sender's items (another shop's are not found) and checks they are READY as the
      // screen saw them (409 otherwise).
      const out = await takeOffTrays(tx, actor, expected, { status: 'KIRIM', jenis: 'KIRIM', prefix: 'KB', keterangan: tujuan.kode_toko });
      const noKirim = out.no_ref;
      await tx.query(
        `INSERT INTO kirim_barang (no_kirim, kode_toko_asal, kode_toko_tujuan, tgl_kirim, kirim_by, keterangan) VALUES ($1, $2, $3, $4::date, $5, $6)`,
        [noKirim, actor.kode_toko, tujuan.kode_toko, actor.tgl_system, actor.user_id, keterangan],
      );
      await tx.query(
        `INSERT INTO kirim_barang_detail (no_kirim, kode_barcode, nama_barang, berat_kirim, qty)
         SELECT $1, u.kode_barcode, u.nama_barang, u.berat, u.qty FROM unnest($2::text[], $3::text[], $4::numeric[], $5::int[]) AS u(kode_barcode, nama_barang, berat, qty)`,
        [noKirim, out.items.map((i) => i.kode_barcode), out.items.map((i) => i.nama_barang), out.items.map((i) => mgText(weightMg(i.berat))), out.items.map((i) => i.qty)],
      );
      return { ...(await header(tx, noKirim)), items: await detailsOf(tx, noKirim), qty: out.qty, berat: out.berat };
    });
    return { status: 'success', message: KIRIM_MESSAGES.sent, data };
  };
  app.post('/api/v1/kirim-barang', send('/kirim-barang'));
  app.post('/api/v1/kirim-barang/kecabang', send('/kirim-barang-kecabang'));

  app.get('/api/v1/kirim-barang/unreceive/list-no-kirim', async (req) => {
    await gated('/terima-barang')(req);
    const own = await userShop(req, ctx.db);
    const data = await ctx.db.query(
      `SELECT k.no_kirim, k.kode_toko_asal, a.nama_toko AS nama_toko_asal, to_char(k.tgl_kirim, 'YYYY-MM-DD') AS tgl_kirim, k.kirim_by, k.keterangan,
              count(d.*)::int AS jumlah, COALESCE(SUM(d.qty), 0)::int AS qty, COALESCE(SUM(d.berat_kirim), 0)::float8 AS berat
         FROM kirim_barang k LEFT JOIN toko a ON a.kode_toko = k.kode_toko_asal LEFT JOIN kirim_barang_detail d ON d.no_kirim = k.no_kirim
        WHERE k.kode_toko_tujuan = $1 AND k.status = 'KIRIM'
        GROUP BY k.no_kirim, a.nama_toko ORDER BY k.tgl_kirim, k.no_kirim`,
      [own.kode_toko],
    );
    return { status: 'success', data };
  });

  app.get('/api/v1/kirimbarang/get/nokirim', async (req) => {
    await anyGate(req, SEND_ROUTES);
    const noKirim = noKirimOf(queryText(req.query, 'no_kirim', DOC_NO_MAX));
    const own = await userShop(req, ctx.db);
    const head = await header(ctx.db, noKirim);
    // Only the two shops of a transfer see it.
    if (!head || (head.kode_toko_asal !== own.kode_toko && head.kode_toko_tujuan !== own.kode_toko)) throw new HttpError(404, KIRIM_MESSAGES.noKirimNotFound);
    const items = await detailsOf(ctx.db, noKirim);
    return { status: 'success', data: { ...head, items, selisih: head.status === 'TERIMA' ? selisihKirim(items) : undefined } };
  });

  app.post('/api/v1/kirim-barang/terima', async (req) => {
    await gated('/terima-barang')(req);
    const actor = actorOf(req);
    const body = bodyOf(req);
    const noKirim = noKirimOf(body.no_kirim);
    const kodeBaki = requiredCode(body.kode_baki, 'kode_baki', 'Kode Baki', CODE_MAX, ITEM_MESSAGES.trayRequired);
    const gudang = code(body.kode_gudang, 'kode_gudang', 'Kode Gudang', CODE_MAX);
    const rows = body.items;
    if (!Array.isArray(rows) || !rows.length) throw new HttpError(400, ITEM_MESSAGES.itemsRequired);
    const received = new Map<string, number | undefined>();
    for (const r of rows as Body[]) {
      const barcode = requiredCode(r?.kode_barcode, 'kode_barcode', 'Kode Barcode', BARCODE_MAX, ITEM_MESSAGES.barcodeNotFound);
      if (received.has(barcode)) throw new HttpError(400, ITEM_MESSAGES.barcodeInTable);
      let berat: number | undefined;
      if (r.berat_terima !== undefined && r.berat_terima !== null && r.berat_terima !== '') {
        berat = parseBerat(r.berat_terima);
        if (berat === undefined) throw new HttpError(400, `${KIRIM_MESSAGES.weightInvalid} (${barcode})`);
      }
      received.set(barcode, berat);
    }

    const data = await ctx.db.transaction(async (tx) => {
      // The transfer row is the lock: of two receipts at once, the second finds it TERIMA.
      const [k] = await tx.query<{ kode_toko_asal: string; kode_toko_tujuan: string; status: string }>(
        'SELECT kode_toko_asal, kode_toko_tujuan, status FROM kirim_barang WHERE no_kirim = $1 FOR UPDATE',
        [noKirim],
      );
      if (!k || k.kode_toko_tujuan !== actor.kode_toko) throw new HttpError(404, KIRIM_MESSAGES.noKirimNotFound);
      if (k.status === 'BATAL') throw new HttpError(409, KIRIM_MESSAGES.cancelled);
      if (k.status !== 'KIRIM') throw new HttpError(409, KIRIM_MESSAGES.alreadyReceived);
      const [tray] = await tx.query<{ kode_gudang: string }>('SELECT kode_gudang FROM master_baki WHERE kode_baki = $1 AND is_active', [kodeBaki]);
      if (!tray) throw new HttpError(400, 'Kode Baki Tidak Ditemukan');
      if (gudang && gudang !== tray.kode_gudang) throw new HttpError(400, ITEM_MESSAGES.trayNotInWarehouse);

      const details = await detailsOf(tx, noKirim);
      const inTransfer = new Set(details.map((d) => d.kode_barcode));
      for (const code of received.keys()) if (!inTransfer.has(code)) throw new HttpError(400, `${KIRIM_MESSAGES.notInTransfer} (${code})`);
      // Until received, the items are still the sender's (status KIRIM).
      const locked = await lockItems(
        tx,
        k.kode_toko_asal,
        [...received.keys()].map((kode_barcode) => ({ kode_barcode })),
        'KIRIM',
      );
      const codes = [...locked.keys()];
      const beratText = (code: string) => mgText(weightMg(received.get(code) ?? locked.get(code)!.berat));
      const updated = await tx.query<Item>(
        `UPDATE barang b SET kode_toko = $2, status = 'READY', kode_gudang = $3, kode_baki = $4, berat = u.berat, versi = versi + 1, updated_at = now()
           FROM unnest($1::text[], $5::numeric[]) AS u(kode_barcode, berat)
          WHERE b.kode_barcode = u.kode_barcode RETURNING ${ITEM_COLUMNS.map((c) => `b.${c}`).join(', ')}`,
        [codes, actor.kode_toko, tray.kode_gudang, kodeBaki, codes.map(beratText)],
      );
      await writeLedger(
        tx,
        actor.tgl_system,
        actor.user_id,
        updated.map((it) => ({
          kode_barcode: it.kode_barcode,
          jenis: 'TERIMA_KIRIM',
          kode_toko: actor.kode_toko,
          kode_gudang: tray.kode_gudang,
          kode_baki: kodeBaki,
          qty: it.qty,
          berat: Number(it.berat),
          no_ref: noKirim,
        })),
      );
      await tx.query(
        `UPDATE kirim_barang_detail d SET diterima = true, berat_terima = u.berat
           FROM unnest($2::text[], $3::numeric[]) AS u(kode_barcode, berat)
          WHERE d.no_kirim = $1 AND d.kode_barcode = u.kode_barcode`,
        [noKirim, codes, codes.map(beratText)],
      );
      await tx.query(
        `UPDATE kirim_barang SET status = 'TERIMA', tgl_terima = $2::date, terima_by = $3, terima_at = now(), kode_gudang = $4, kode_baki = $5 WHERE no_kirim = $1`,
        [noKirim, actor.tgl_system, actor.user_id, tray.kode_gudang, kodeBaki],
      );
      const items = await detailsOf(tx, noKirim);
      return { ...(await header(tx, noKirim)), items, selisih: selisihKirim(items), ...totals(updated.map((u) => ({ qty: u.qty, berat: Number(u.berat) }))) };
    });
    return { status: 'success', message: KIRIM_MESSAGES.received, data };
  });

  /** Items of a transfer still in transit: not received, not taken back. */
  const IN_TRANSIT = 'NOT d.diterima AND NOT d.dikembalikan';

  app.get('/api/v1/kirim-barang/dalam-perjalanan', async (req) => {
    await gated('/kirim-barang-kembali')(req);
    const own = await userShop(req, ctx.db);
    const data = await ctx.db.query(
      `SELECT k.no_kirim, k.kode_toko_tujuan, t.nama_toko AS nama_toko_tujuan, to_char(k.tgl_kirim, 'YYYY-MM-DD') AS tgl_kirim, k.kirim_by,
              k.status, to_char(k.tgl_terima, 'YYYY-MM-DD') AS tgl_terima, k.keterangan,
              count(d.*)::int AS jumlah, SUM(d.qty)::int AS qty, SUM(d.berat_kirim)::float8 AS berat
         FROM kirim_barang k JOIN kirim_barang_detail d ON d.no_kirim = k.no_kirim AND ${IN_TRANSIT}
         LEFT JOIN toko t ON t.kode_toko = k.kode_toko_tujuan
        WHERE k.kode_toko_asal = $1 AND k.status IN ('KIRIM', 'TERIMA')
        GROUP BY k.no_kirim, t.nama_toko ORDER BY k.tgl_kirim, k.no_kirim`,
      [own.kode_toko],
    );
    return { status: 'success', data };
  });

  app.post('/api/v1/kirim-barang/kembali', async (req) => {
    await gated('/kirim-barang-kembali')(req);
    const actor = actorOf(req);
    const body = bodyOf(req);
    const noKirim = noKirimOf(body.no_kirim);
    const alasan = note(body.alasan);
    const data = await ctx.db.transaction(async (tx) => {
      // The transfer row is the lock a receipt takes too: a return and a receipt at once are done one after the other.
      const [k] = await tx.query<{ kode_toko_asal: string; status: string }>('SELECT kode_toko_asal, status FROM kirim_barang WHERE no_kirim = $1 FOR UPDATE', [noKirim]);
      if (!k || k.kode_toko_asal !== actor.kode_toko) throw new HttpError(404, KIRIM_MESSAGES.noKirimNotFound);
      if (k.status === 'BATAL') throw new HttpError(409, KIRIM_MESSAGES.cancelled);
      const codes = (await tx.query<{ kode_barcode: string }>(`SELECT d.kode_barcode FROM kirim_barang_detail d WHERE d.no_kirim = $1 AND ${IN_TRANSIT} ORDER BY d.kode_barcode`, [noKirim])).map(
        (r) => r.kode_barcode,
      );
      if (!codes.length) throw new HttpError(400, KIRIM_MESSAGES.nothingToReturn);
      // Still KIRIM and still the sender's: takeOffTrays refuses (409) an item that changed otherwise meanwhile.
      const back = await takeOffTrays(
        tx,
        actor,
        codes.map((kode_barcode) => ({ kode_barcode })),
        { status: 'READY', jenis: 'KEMBALI_KIRIM', prefix: 'RK', keterangan: noKirim, from: 'KIRIM' },
      );
      await tx.query('UPDATE kirim_barang_detail SET dikembalikan = true WHERE no_kirim = $1 AND kode_barcode = ANY($2::text[])', [noKirim, codes]);
      await tx.query(
        `UPDATE kirim_barang SET status = CASE WHEN status = 'KIRIM' THEN 'BATAL' ELSE status END, no_kembali = $2, kembali_by = $3, kembali_at = now(), alasan_kembali = $4
          WHERE no_kirim = $1`,
        [noKirim, back.no_ref, actor.user_id, alasan],
      );
      return { ...(await header(tx, noKirim)), items: await detailsOf(tx, noKirim), qty: back.qty, berat: back.berat };
    });
    return { status: 'success', message: KIRIM_MESSAGES.returned, data };
  });

  // ---------------------------------------------------------------- external web catalogue

  const EXTERNAL_ROUTES = ['/kirim-barang-external', '/update-barang-external'];

  app.get('/api/v1/barang-external', async (req) => {
    await anyGate(req, EXTERNAL_ROUTES);
    const own = await userShop(req, ctx.db);
    const status = (queryText(req.query, 'status', 10) || 'PUBLISHED').toUpperCase();
    const data = await ctx.db.query(
      `SELECT e.kode_barcode, b.nama_barang, b.berat::float8 AS berat, b.kadar::float8 AS kadar, b.harga_total::float8 AS harga_total, b.status AS status_barang,
              e.harga_web::float8 AS harga_web, e.deskripsi, e.status, e.updated_at, e.updated_by
         FROM barang_external e JOIN barang b ON b.kode_barcode = e.kode_barcode
        WHERE e.kode_toko = $1 AND ($2 = 'ALL' OR e.status = $2) ORDER BY e.kode_barcode`,
      [own.kode_toko, status],
    );
    return { status: 'success', data };
  });

  /** A web price: whole rupiah sent as a number, above 0 and at most the money maximum. */
  const hargaOf = (v: unknown, barcode: string): number => {
    if (typeof v !== 'number' || v <= 0) throw new HttpError(400, `${EXTERNAL_MESSAGES.priceInvalid} (${barcode})`);
    return money(v, 'harga_web', 'Harga Web');
  };

  async function outbox(tx: Queryable, actor: Actor, aksi: ExternalAction, item: Item, web: { harga_web: number; deskripsi: string }) {
    const payload = {
      kode_barcode: item.kode_barcode,
      kode_toko: actor.kode_toko,
      nama_barang: item.nama_barang,
      kode_group: item.kode_group,
      kode_dept: item.kode_dept,
      berat: Number(item.berat),
      kadar: Number(item.kadar),
      harga_web: web.harga_web,
      deskripsi: web.deskripsi,
    };
    await tx.query(`INSERT INTO barang_external_outbox (kode_barcode, kode_toko, aksi, payload, created_by) VALUES ($1, $2, $3, $4::jsonb, $5)`, [
      item.kode_barcode,
      actor.kode_toko,
      aksi,
      JSON.stringify(payload),
      actor.user_id,
    ]);
  }

  /** Locks the shop's items (another shop's are not found) and refuses any not in stock (sold, melted, sent ...). */
  async function lockInStock(tx: Queryable, actor: Actor, codes: string[]): Promise<Map<string, Item>> {
    const rows = await tx.query<Item>(
      `SELECT ${ITEM_COLUMNS.join(', ')} FROM barang WHERE kode_barcode = ANY($1::text[]) AND kode_toko = $2 ORDER BY kode_barcode FOR UPDATE`,
      [codes, actor.kode_toko],
    );
    const byCode = new Map(rows.map((r) => [r.kode_barcode, r]));
    for (const barcode of codes) {
      const it = byCode.get(barcode);
      if (!it) throw new HttpError(404, `${ITEM_MESSAGES.barcodeNotFound}: ${barcode}`);
      if (it.status !== 'READY') throw new HttpError(400, `${ITEM_MESSAGES.notInStock} (${barcode})`);
    }
    return byCode;
  }

  app.post('/api/v1/barang-external/kirim', async (req) => {
    await gated('/kirim-barang-external')(req);
    const actor = actorOf(req);
    const rows = bodyOf(req).items;
    if (!Array.isArray(rows) || !rows.length) throw new HttpError(400, ITEM_MESSAGES.itemsRequired);
    const input = (rows as Body[]).map((r) => {
      const barcode = requiredCode(r?.kode_barcode, 'kode_barcode', 'Kode Barcode', BARCODE_MAX, ITEM_MESSAGES.barcodeNotFound);
      return { code: barcode, harga_web: hargaOf(r?.harga_web, barcode), deskripsi: note(r?.deskripsi, 1000) };
    });
    if (new Set(input.map((i) => i.code)).size !== input.length) throw new HttpError(400, ITEM_MESSAGES.barcodeInTable);
    const data = await ctx.db.transaction(async (tx) => {
      const items = await lockInStock(
        tx,
        actor,
        input.map((i) => i.code),
      );
      const published = await tx.query<{ kode_barcode: string }>(
        `SELECT kode_barcode FROM barang_external WHERE kode_barcode = ANY($1::text[]) AND status = 'PUBLISHED'`,
        [input.map((i) => i.code)],
      );
      if (published.length) throw new HttpError(400, `${EXTERNAL_MESSAGES.alreadyPublished} (${published[0].kode_barcode})`);
      for (const i of input) {
        await tx.query(
          `INSERT INTO barang_external (kode_barcode, kode_toko, harga_web, deskripsi, status, updated_by) VALUES ($1, $2, $3, $4, 'PUBLISHED', $5)
           ON CONFLICT (kode_barcode) DO UPDATE SET kode_toko = $2, harga_web = $3, deskripsi = $4, status = 'PUBLISHED', updated_at = now(), updated_by = $5`,
          [i.code, actor.kode_toko, i.harga_web, i.deskripsi, actor.user_id],
        );
        await outbox(tx, actor, 'PUBLISH', items.get(i.code)!, i);
      }
      return { count: input.length };
    });
    return { status: 'success', message: EXTERNAL_MESSAGES.published, data };
  });

  app.put('/api/v1/barang-external/update', async (req) => {
    await gated('/update-barang-external')(req);
    const actor = actorOf(req);
    const body = bodyOf(req);
    const code = requiredCode(body.kode_barcode, 'kode_barcode', 'Kode Barcode', BARCODE_MAX, ITEM_MESSAGES.barcodeNotFound);
    const aksi: ExternalAction = body.aksi === 'WITHDRAW' ? 'WITHDRAW' : 'UPDATE';
    const data = await ctx.db.transaction(async (tx) => {
      // Another shop's item is not found, like one that does not exist; the shop's own unpublished one is 400.
      const [own] = await tx.query('SELECT 1 FROM barang WHERE kode_barcode = $1 AND kode_toko = $2', [code, actor.kode_toko]);
      if (!own) throw new HttpError(404, ITEM_MESSAGES.barcodeNotFound);
      const [web] = await tx.query<{ harga_web: string; deskripsi: string; status: string; kode_toko: string }>(
        'SELECT harga_web, deskripsi, status, kode_toko FROM barang_external WHERE kode_barcode = $1 FOR UPDATE',
        [code],
      );
      if (!web || web.status !== 'PUBLISHED' || web.kode_toko !== actor.kode_toko) throw new HttpError(400, EXTERNAL_MESSAGES.notPublished);
      let item: Item;
      let next = { harga_web: Number(web.harga_web), deskripsi: web.deskripsi };
      if (aksi === 'UPDATE') {
        // A new price or text is for an item still for sale; a sold or melted one can only be withdrawn.
        item = (await lockInStock(tx, actor, [code])).get(code)!;
        next = {
          harga_web: body.harga_web === undefined ? next.harga_web : hargaOf(body.harga_web, code),
          deskripsi: body.deskripsi === undefined ? next.deskripsi : note(body.deskripsi, 1000),
        };
      } else {
        [item] = await tx.query<Item>(`SELECT ${ITEM_COLUMNS.join(', ')} FROM barang WHERE kode_barcode = $1 AND kode_toko = $2`, [code, actor.kode_toko]);
      }
      await tx.query(`UPDATE barang_external SET harga_web = $2, deskripsi = $3, status = $4, updated_at = now(), updated_by = $5 WHERE kode_barcode = $1`, [
        code,
        next.harga_web,
        next.deskripsi,
        aksi === 'WITHDRAW' ? 'WITHDRAWN' : 'PUBLISHED',
        actor.user_id,
      ]);
      await outbox(tx, actor, aksi, item, next);
      return { kode_barcode: code, ...next, status: aksi === 'WITHDRAW' ? 'WITHDRAWN' : 'PUBLISHED' };
    });
    return { status: 'success', message: aksi === 'WITHDRAW' ? EXTERNAL_MESSAGES.withdrawn : EXTERNAL_MESSAGES.updated, data };
  });
}
