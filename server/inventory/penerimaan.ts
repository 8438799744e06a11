// Goods receipts: /penerimaan-barang brings new items in from a supplier under one receipt number (TB-...), each
// item validated like any new item and entered with a TERIMA ledger row; /batal-penerimaan-barang cancels a
// receipt while none of its items has been touched since (still READY, versi 1), taking them all out with
// BATAL_TERIMA rows. Two cancellations at once: one succeeds, the other gets 409.
//
// - POST penerimaan-barang { kode_supplier?, no_po?, keterangan?, items: [...] } -> 201 { no_terima, count, data }
//   (400 { message, rows } when any row fails: nothing is saved)
// - GET  penerimaan-barang?tgl_awal&tgl_akhir&status=AKTIF|BATAL|ALL -> receipts with their piece and gram totals
// - GET  penerimaan-barang/{no_terima} -> the receipt and its items
// - POST penerimaan-barang/{no_terima}/batal { alasan } -> the cancelled receipt
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { requireGate } from '../plugins/auth';
import { PAGES } from '../../definitions/pages';
import { ITEM_MESSAGES } from '../../domain/inventory';
import { isIsoDate } from '../../domain/dates';
import { createItems, takeOffTrays, totals, type Item } from './items';
import { nextDocumentNumber } from './ledger';
import { actingShop, actorOf } from '../actor';
import { DOC_NO_MAX, NOTE_MAX, bodyOf, note, queryText, requiredCode } from './input';

export const PENERIMAAN_MESSAGES = {
  saved: 'Penerimaan Barang Berhasil',
  notFound: 'No Terima Tidak Ditemukan',
  alreadyCancelled: 'Penerimaan Sudah Dibatalkan',
  itemsProcessed: 'Barang Dari Penerimaan Ini Sudah Diproses, Penerimaan Tidak Dapat Dibatalkan',
  reasonRequired: 'Alasan Batal Tidak Boleh Kosong',
  cancelled: 'Batal Penerimaan Barang Berhasil',
} as const;

type Body = Record<string, unknown>;

interface Receipt {
  no_terima: string;
  kode_toko: string;
  tgl_system: string;
  kode_supplier: string;
  no_po: string;
  keterangan: string;
  status: 'AKTIF' | 'BATAL';
  input_by: string;
  batal_by: string | null;
  alasan_batal: string | null;
}

const gateOf = (route: string) => {
  const page = PAGES.find((p) => p.route === route);
  if (!page) throw new Error(`penerimaan: ${route} is not in definitions/pages.ts`);
  return page.gate;
};

const text = (v: unknown, max: number) => String(v ?? '').trim().toUpperCase().slice(0, max);

/** A receipt of the shop with its items; another shop's receipt is not found, like one that does not exist. */
async function receiptWithItems(db: Queryable, kodeToko: string, noTerima: string) {
  const [receipt] = await db.query<Receipt>('SELECT * FROM penerimaan_barang WHERE no_terima = $1 AND kode_toko = $2', [noTerima, kodeToko]);
  if (!receipt) throw new HttpError(404, PENERIMAAN_MESSAGES.notFound);
  const items = await db.query<Item>(
    `SELECT kode_barcode, nama_barang, kode_group, kode_gudang, kode_baki, qty, berat, kadar, harga_total, status, versi
       FROM barang WHERE no_terima = $1 AND kode_toko = $2 ORDER BY kode_barcode`,
    [noTerima, kodeToko],
  );
  return { ...receipt, items, ...totals(items) };
}

const noTerimaOf = (req: FastifyRequest) =>
  requiredCode((req.params as { no_terima?: unknown }).no_terima, 'no_terima', 'No Terima', DOC_NO_MAX, PENERIMAAN_MESSAGES.notFound);

/** A date filter (YYYY-MM-DD); '' when absent. */
function dateParam(q: unknown, name: string): string {
  const v = queryText(q, name, 10);
  if (v && !isIsoDate(v)) throw new HttpError(400, `${name === 'tgl_awal' ? 'Tanggal Awal' : 'Tanggal Akhir'} Tidak Valid`);
  return v;
}

export function registerPenerimaanRoutes(app: FastifyInstance, ctx: AppContext): void {
  const gated = (route: string) => (req: FastifyRequest) => requireGate(ctx, req, gateOf(route), route);

  app.post('/api/v1/penerimaan-barang', async (req, reply) => {
    await gated('/penerimaan-barang')(req);
    const actor = actorOf(req);
    const body = bodyOf(req);
    if (!Array.isArray(body.items) || !body.items.length) throw new HttpError(400, ITEM_MESSAGES.itemsRequired);
    try {
      const result = await ctx.db.transaction(async (tx) => {
        const noTerima = await nextDocumentNumber(tx, 'TB', actor.kode_toko, actor.tgl_system);
        const header = { kode_supplier: text(body.kode_supplier, 20), no_po: text(body.no_po, 30) };
        await tx.query(
          `INSERT INTO penerimaan_barang (no_terima, kode_toko, tgl_system, kode_supplier, no_po, keterangan, input_by) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [noTerima, actor.kode_toko, actor.tgl_system, header.kode_supplier, header.no_po, note(body.keterangan, NOTE_MAX), actor.user_id],
        );
        // The receipt's supplier and PO number go onto every item unless a row names its own.
        const rows = (body.items as Body[]).map((r) => ({ ...header, ...Object.fromEntries(Object.entries(r ?? {}).filter(([, v]) => v !== '' && v != null)) }));
        const items = await createItems(ctx, tx, actor, rows, { jenis: 'TERIMA', no_ref: noTerima });
        return { no_terima: noTerima, count: items.length, ...totals(items), data: items };
      });
      reply.code(201);
      return { status: 'success', message: `${PENERIMAAN_MESSAGES.saved}: ${result.no_terima}`, data: result };
    } catch (e) {
      const rows = (e as { rows?: unknown }).rows;
      if (e instanceof HttpError && rows) {
        reply.code(400);
        return { status: 'error', message: e.message, rows };
      }
      throw e;
    }
  });

  app.get('/api/v1/penerimaan-barang', async (req) => {
    await gated('/batal-penerimaan-barang')(req);
    const actor = actorOf(req);
    const tgl = actor.tgl_system;
    const asked = queryText(req.query, 'status', 10);
    const status = asked === 'BATAL' || asked === 'ALL' ? asked : 'AKTIF';
    // The user's shop; the head office may choose a shop, or ALL.
    const kodeToko = actingShop(actor, queryText(req.query, 'kode_toko', 20), { allowAll: true }) ?? null;
    const data = await ctx.db.query(
      `SELECT p.no_terima, p.tgl_system, p.kode_supplier, p.no_po, p.keterangan, p.status, p.input_by, p.batal_by, p.alasan_batal,
              count(b.kode_barcode)::int AS jumlah, COALESCE(SUM(b.qty), 0)::int AS qty, COALESCE(SUM(b.berat), 0) AS berat
         FROM penerimaan_barang p LEFT JOIN barang b ON b.no_terima = p.no_terima
        WHERE p.tgl_system BETWEEN $1 AND $2 AND ($3 = 'ALL' OR p.status = $3) AND ($4::text IS NULL OR p.kode_toko = $4)
        GROUP BY p.no_terima ORDER BY p.no_terima DESC`,
      [dateParam(req.query, 'tgl_awal') || tgl, dateParam(req.query, 'tgl_akhir') || tgl, status, kodeToko],
    );
    return { status: 'success', data };
  });

  app.get('/api/v1/penerimaan-barang/:no_terima', async (req) => {
    await gated('/batal-penerimaan-barang')(req);
    return { status: 'success', data: await receiptWithItems(ctx.db, actorOf(req).kode_toko, noTerimaOf(req)) };
  });

  app.post('/api/v1/penerimaan-barang/:no_terima/batal', async (req) => {
    await gated('/batal-penerimaan-barang')(req);
    const actor = actorOf(req);
    const noTerima = noTerimaOf(req);
    const alasan = note(bodyOf(req, { optional: true }).alasan);
    if (!alasan) throw new HttpError(400, PENERIMAAN_MESSAGES.reasonRequired);
    await ctx.db.transaction(async (tx) => {
      const [receipt] = await tx.query<Receipt>('SELECT * FROM penerimaan_barang WHERE no_terima = $1 AND kode_toko = $2 FOR UPDATE', [noTerima, actor.kode_toko]);
      if (!receipt) throw new HttpError(404, PENERIMAAN_MESSAGES.notFound);
      if (receipt.status === 'BATAL') throw new HttpError(409, PENERIMAAN_MESSAGES.alreadyCancelled);
      const items = await tx.query<{ kode_barcode: string; kode_baki: string }>(
        'SELECT kode_barcode, kode_baki FROM barang WHERE no_terima = $1 AND kode_toko = $2 ORDER BY kode_barcode',
        [noTerima, actor.kode_toko],
      );
      // Untouched since the receipt: on its tray (READY) and never changed (versi 1). Anything else was sold,
      // moved or corrected and must be undone first.
      try {
        await takeOffTrays(tx, actor, items.map((i) => ({ kode_barcode: i.kode_barcode, versi: 1 })), {
          status: 'BATAL',
          jenis: 'BATAL_TERIMA',
          prefix: 'BT',
          keterangan: `${noTerima}: ${alasan}`.slice(0, 200),
        });
      } catch (e) {
        if (e instanceof HttpError && e.statusCode === 409) throw new HttpError(409, PENERIMAAN_MESSAGES.itemsProcessed);
        throw e;
      }
      await tx.query(`UPDATE penerimaan_barang SET status = 'BATAL', batal_by = $2, batal_at = now(), alasan_batal = $3 WHERE no_terima = $1`, [
        noTerima,
        actor.user_id,
        alasan,
      ]);
    });
    return { status: 'success', message: PENERIMAAN_MESSAGES.cancelled, data: await receiptWithItems(ctx.db, actor.kode_toko, noTerima) };
  });
}
