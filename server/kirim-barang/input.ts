// What the transfer and web-catalogue routes read: the JSON Schemas Fastify validates with (server/http/), and the
// types of the input they let through. The schemas bound types and lengths and name what is required, worded as the
// screens word it; the service then reads each value (trimmed, in capitals) with inventory/input.ts and judges it.
// A received weight and a web price reach the service whatever their type: its message names the item's barcode.
import type { JsonSchema, SchemaMessages } from '../http/schema';
import { s } from '../http/schema';
import { BARCODE_MAX, CODE_MAX, DOC_NO_MAX, INPUT_MESSAGES, MAX_ITEMS } from '../inventory/input';
import { ITEM_MESSAGES } from '../../domain/inventory';
import { KIRIM_MESSAGES } from '../../domain/kirim-barang';
import { MESSAGES } from '../../domain/validation';
import { MESSAGES as HTTP } from '../http-error';

type Text = string | null;
type Note = string | number | null;

/** A code that may be sent empty or null (read as absent); `required` words its absence. */
const code = (title: string, max: number, messages?: SchemaMessages): JsonSchema => ({
  title,
  type: ['string', 'null'],
  maxLength: max,
  ...(messages ? { 'x-messages': messages } : {}),
});
const note = (title: string) => s.note(title, 1000);
/** One line of `items`: an object (anything else is refused as the old readers refused it). */
const line = (properties: Record<string, JsonSchema>, required: string[]): JsonSchema => ({
  ...s.object(properties, required),
  title: 'Barang',
  'x-messages': { type: HTTP.badRequest },
});
const items = (item: JsonSchema, max = MAX_ITEMS) => s.array('Jumlah Barang', item, max, { required: ITEM_MESSAGES.itemsRequired, type: ITEM_MESSAGES.itemsRequired });
const barcode = code('Kode Barcode', BARCODE_MAX, { required: ITEM_MESSAGES.barcodeNotFound });
const noKirim = code('No Kirim', DOC_NO_MAX, { required: KIRIM_MESSAGES.noKirimRequired });
/** The state the screen saw of an item; required on every write that names items by the screen. */
export const versiSchema: JsonSchema = {
  title: 'Versi',
  type: ['integer', 'null'],
  minimum: 0,
  maximum: 2_147_483_647,
  'x-messages': { required: INPUT_MESSAGES.versiRequired, type: MESSAGES.number('Versi') },
};

// ---------------------------------------------------------------- shop to shop

export interface ItemRefInput {
  kode_barcode: Text;
  kode_baki?: Text;
  versi: number | null;
}
export interface SendInput {
  kode_toko_tujuan?: Text;
  keterangan?: Note;
  items: ItemRefInput[];
}
export interface ReceiveInput {
  no_kirim: Text;
  kode_gudang?: Text;
  kode_baki: Text;
  items: { kode_barcode: Text; berat_terima?: unknown }[];
}
export interface TakeBackInput {
  no_kirim: Text;
  alasan?: Note;
}

export const DESTINATION_QUERY = s.object({ ke: s.choice('Tujuan', ['PUSAT', 'CABANG']) });
export const NO_KIRIM_QUERY = s.object({ no_kirim: noKirim }, ['no_kirim']);

const itemRef = line({ kode_barcode: barcode, kode_baki: code('Kode Baki', CODE_MAX), versi: versiSchema }, ['kode_barcode', 'versi']);
const sendBody = (destinationRequired: boolean): JsonSchema =>
  s.object(
    { kode_toko_tujuan: code('Toko Tujuan', CODE_MAX, { required: KIRIM_MESSAGES.destinationRequired }), keterangan: note('Keterangan'), items: items(itemRef) },
    destinationRequired ? ['items', 'kode_toko_tujuan'] : ['items'],
  );
/** A branch sends to head office (named, or the only PUSAT shop). */
export const SEND_BODY = sendBody(false);
/** Head office sends to a branch it names. */
export const SEND_TO_BRANCH_BODY = sendBody(true);

export const RECEIVE_BODY = s.object(
  {
    no_kirim: noKirim,
    kode_gudang: code('Kode Gudang', CODE_MAX),
    kode_baki: code('Kode Baki', CODE_MAX, { required: ITEM_MESSAGES.trayRequired }),
    // Grams as a number or text ('2,34'); any other value is refused by the service, naming the barcode.
    items: items(line({ kode_barcode: barcode, berat_terima: { title: 'Berat Terima', maxLength: 40, 'x-unit': 'weight' } }, ['kode_barcode'])),
  },
  ['no_kirim', 'kode_baki', 'items'],
);

export const TAKE_BACK_BODY = s.object({ no_kirim: noKirim, alasan: note('Alasan') }, ['no_kirim']);

// ---------------------------------------------------------------- web catalogue

export type ExternalStatusFilter = 'PUBLISHED' | 'WITHDRAWN' | 'ALL';
export interface PublishInput {
  items: { kode_barcode: Text; harga_web?: unknown; deskripsi?: Note }[];
}
export interface UpdateExternalInput {
  kode_barcode: Text;
  aksi?: 'UPDATE' | 'WITHDRAW';
  harga_web?: unknown;
  deskripsi?: Note;
}

/** Whole rupiah above 0; any other value is refused by the service, naming the barcode. */
const hargaWeb: JsonSchema = { title: 'Harga Web', maxLength: 40 };
const deskripsi = s.note('Deskripsi', 2000);

export const EXTERNAL_QUERY = s.object({ status: s.choice('Status', ['PUBLISHED', 'WITHDRAWN', 'ALL']) });
export const PUBLISH_BODY = s.object({ items: items(line({ kode_barcode: barcode, harga_web: hargaWeb, deskripsi }, ['kode_barcode'])) }, ['items']);
export const UPDATE_EXTERNAL_BODY = s.object(
  { kode_barcode: barcode, aksi: s.choice('Aksi', ['UPDATE', 'WITHDRAW']), harga_web: hargaWeb, deskripsi },
  ['kode_barcode'],
);
