// The external web catalogue (the shop's online store): publish items in stock with a web price, re-price or
// withdraw them. The contract with the store integration is the table barang_external_outbox: every publish, update
// and withdrawal writes one row (aksi, payload with everything the store shows) in the same transaction as the
// change; the integration reads rows with processed_at IS NULL in id order, applies them and sets processed_at. No
// network call is made here. Items themselves do not change: they are only locked (inventory/transfers.ts).
import type { AppContext } from '../context';
import type { Actor } from '../actor';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { money, note, requiredCode } from '../http/input';
import { BARCODE_MAX } from '../inventory/input';
import { findItem, type Item } from '../inventory/items';
import { lockItemsInStock } from '../inventory/transfers';
import { ITEM_MESSAGES } from '../../domain/inventory';
import { EXTERNAL_MESSAGES, type ExternalAction } from '../../domain/kirim-barang';
import type { ExternalStatusFilter, PublishInput, UpdateExternalInput } from './input';
import { shopOf } from './queries';

const DESKRIPSI_MAX = 1000;
const barcodeOf = (v: unknown) => requiredCode(v, 'kode_barcode', 'Kode Barcode', BARCODE_MAX, ITEM_MESSAGES.barcodeNotFound);

/** A web price: whole rupiah sent as a number, above 0 and at most the money maximum. */
function hargaOf(v: unknown, barcode: string): number {
  if (typeof v !== 'number' || v <= 0) throw new HttpError(400, `${EXTERNAL_MESSAGES.priceInvalid} (${barcode})`);
  return money(v, 'harga_web', 'Harga Web');
}

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

/** The shop's web items (published by default). */
export async function listExternal(ctx: AppContext, actor: Actor, status: ExternalStatusFilter = 'PUBLISHED') {
  const own = await shopOf(ctx.db, actor.kode_toko);
  return ctx.db.query(
    `SELECT e.kode_barcode, b.nama_barang, b.berat::float8 AS berat, b.kadar::float8 AS kadar, b.harga_total::float8 AS harga_total, b.status AS status_barang,
            e.harga_web::float8 AS harga_web, e.deskripsi, e.status, e.updated_at, e.updated_by
       FROM barang_external e JOIN barang b ON b.kode_barcode = e.kode_barcode
      WHERE e.kode_toko = $1 AND ($2 = 'ALL' OR e.status = $2) ORDER BY e.kode_barcode`,
    [own.kode_toko, status],
  );
}

/** Publishes items in stock, none already on the web. */
export async function publish(ctx: AppContext, actor: Actor, body: PublishInput) {
  const rows = body.items;
  if (!Array.isArray(rows) || !rows.length) throw new HttpError(400, ITEM_MESSAGES.itemsRequired);
  const input = rows.map((r) => {
    const barcode = barcodeOf(r?.kode_barcode);
    return { code: barcode, harga_web: hargaOf(r?.harga_web, barcode), deskripsi: note(r?.deskripsi, DESKRIPSI_MAX) };
  });
  if (new Set(input.map((i) => i.code)).size !== input.length) throw new HttpError(400, ITEM_MESSAGES.barcodeInTable);
  return ctx.db.transaction(async (tx) => {
    const codes = input.map((i) => i.code);
    const items = await lockItemsInStock(tx, actor.kode_toko, codes);
    const published = await tx.query<{ kode_barcode: string }>(`SELECT kode_barcode FROM barang_external WHERE kode_barcode = ANY($1::text[]) AND status = 'PUBLISHED'`, [codes]);
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
}

/** Re-prices or re-describes a published item still in stock (UPDATE), or takes it off the web (WITHDRAW). */
export async function updateExternal(ctx: AppContext, actor: Actor, body: UpdateExternalInput) {
  const code = barcodeOf(body.kode_barcode);
  const aksi: ExternalAction = body.aksi === 'WITHDRAW' ? 'WITHDRAW' : 'UPDATE';
  const data = await ctx.db.transaction(async (tx) => {
    // Another shop's item is not found, like one that does not exist; the shop's own unpublished one is 400.
    await findItem(tx, actor.kode_toko, code);
    const [web] = await tx.query<{ harga_web: string; deskripsi: string; status: string; kode_toko: string }>(
      'SELECT harga_web, deskripsi, status, kode_toko FROM barang_external WHERE kode_barcode = $1 FOR UPDATE',
      [code],
    );
    if (!web || web.status !== 'PUBLISHED' || web.kode_toko !== actor.kode_toko) throw new HttpError(400, EXTERNAL_MESSAGES.notPublished);
    let item: Item;
    let next = { harga_web: Number(web.harga_web), deskripsi: web.deskripsi };
    if (aksi === 'UPDATE') {
      // A new price or text is for an item still for sale; a sold or melted one can only be withdrawn.
      item = (await lockItemsInStock(tx, actor.kode_toko, [code])).get(code)!;
      next = {
        harga_web: body.harga_web === undefined ? next.harga_web : hargaOf(body.harga_web, code),
        deskripsi: body.deskripsi === undefined ? next.deskripsi : note(body.deskripsi, DESKRIPSI_MAX),
      };
    } else {
      item = await findItem(tx, actor.kode_toko, code);
    }
    const status = aksi === 'WITHDRAW' ? 'WITHDRAWN' : 'PUBLISHED';
    await tx.query(`UPDATE barang_external SET harga_web = $2, deskripsi = $3, status = $4, updated_at = now(), updated_by = $5 WHERE kode_barcode = $1`, [
      code,
      next.harga_web,
      next.deskripsi,
      status,
      actor.user_id,
    ]);
    await outbox(tx, actor, aksi, item, next);
    return { kode_barcode: code, ...next, status };
  });
  return { aksi, data };
}
