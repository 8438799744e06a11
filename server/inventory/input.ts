// What the routes that name items read, beside the generic readers and schemas of server/http/input.ts: a barcode,
// the items a write names (each as the screen saw it: its versi, the tray it saw it on), the barcode of a path.
// Transfers (kirim-barang/) read their items through these too.
import type { FastifyRequest } from 'fastify';
import { HttpError, MESSAGES as HTTP } from '../http-error';
import { fieldSetBody, s, type JsonSchema } from '../http/schema';
import { CODE_MAX, absent, code, optionalCode, requiredCode, requiredCodeSchema, versi, versiSchema } from '../http/input';
import { ITEM } from '../../domain/barang';
import { MESSAGES } from '../../domain/validation';
import { ITEM_MESSAGES } from '../../domain/inventory';
import type { Expected } from './items';

type Body = Record<string, unknown>;

/** The longest barcode a label carries (domain/barang.ts kode_barcode). */
export const BARCODE_MAX = 20;

/** One item a write names: its barcode, the versi the screen saw and, when sent, the tray it saw it on. */
export function itemRef(v: unknown, opts: { versi: boolean } = { versi: true }): Expected {
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new HttpError(400, HTTP.badRequest);
  const i = v as Body;
  const kode_barcode = requiredCode(i.kode_barcode, 'kode_barcode', 'Kode Barcode', BARCODE_MAX, ITEM_MESSAGES.barcodeNotFound);
  const kode_baki = code(i.kode_baki, 'kode_baki', 'Kode Baki', CODE_MAX);
  return {
    kode_barcode,
    ...(kode_baki ? { kode_baki } : {}),
    ...(opts.versi ? { versi: versi(i.versi) } : absent(i.versi) ? {} : { versi: versi(i.versi) }),
  };
}

/** The most items one document may carry. */
export const MAX_ITEMS = 5_000;

/** `body.items`: the items a write names (at least one, none twice). */
export function itemRefs(body: Body, opts: { versi: boolean } = { versi: true }): Expected[] {
  const items = body.items;
  if (!Array.isArray(items) || !items.length) throw new HttpError(400, ITEM_MESSAGES.itemsRequired);
  if (items.length > MAX_ITEMS) throw new HttpError(400, MESSAGES.maximum('Jumlah Barang', MAX_ITEMS));
  const refs = items.map((i) => itemRef(i, opts));
  if (new Set(refs.map((r) => r.kode_barcode)).size !== refs.length) throw new HttpError(400, ITEM_MESSAGES.barcodeInTable);
  return refs;
}

/** The barcode of a path (`:kode_barcode`). */
export const barcodeParam = (req: FastifyRequest): string =>
  requiredCode((req.params as { kode_barcode?: unknown }).kode_barcode, 'kode_barcode', 'Kode Barcode', BARCODE_MAX, ITEM_MESSAGES.barcodeNotFound);

// ---------------------------------------------------------------- wire schemas of the same inputs

/** The barcode of a path (`:kode_barcode`). */
export const barcodeParams: JsonSchema = s.object({ kode_barcode: s.code('Kode Barcode', BARCODE_MAX) }, ['kode_barcode']);

/** The barcode an item line names: 'Barcode Tidak Ditemukan' when missing, null or ''. */
export const barcodeSchema: JsonSchema = requiredCodeSchema('Kode Barcode', BARCODE_MAX, ITEM_MESSAGES.barcodeNotFound);

/** One line of `items`: an object (anything else is refused as the readers refuse it). */
export const itemLineSchema = (object: JsonSchema): JsonSchema => ({ ...object, title: 'Barang', 'x-messages': { type: HTTP.badRequest } });

/** One item a write names (itemRef): its barcode, the versi the screen saw, and the tray it saw it on, when sent. */
export const itemRefSchema = (opts: { versi: boolean } = { versi: true }, extra: Record<string, JsonSchema> = {}, required: readonly string[] = []): JsonSchema =>
  itemLineSchema(
    s.object(
      { kode_barcode: barcodeSchema, kode_baki: optionalCode('Kode Baki', CODE_MAX), versi: versiSchema, ...extra },
      ['kode_barcode', ...(opts.versi ? ['versi'] : []), ...required],
    ),
  );

/** `items`: at least one, at most MAX_ITEMS, with the messages of itemRefs. */
export const itemsSchema = (row: JsonSchema): JsonSchema => ({
  title: 'Barang',
  type: 'array',
  items: row,
  minItems: 1,
  maxItems: MAX_ITEMS,
  'x-messages': {
    required: ITEM_MESSAGES.itemsRequired,
    type: ITEM_MESSAGES.itemsRequired,
    minItems: ITEM_MESSAGES.itemsRequired,
    maxItems: MESSAGES.maximum('Jumlah Barang', MAX_ITEMS),
  },
});

/** New item rows of a bulk write: every field typed and bounded; what is missing createItems lists per row. */
export const itemRowSchema: JsonSchema = (() => {
  const { required: _perRow, ...row } = fieldSetBody(ITEM, 'create');
  return itemLineSchema(row);
})();
