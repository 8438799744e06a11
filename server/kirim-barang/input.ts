// What the transfer and web-catalogue routes read: the JSON Schemas Fastify validates with (server/http/), and the
// types of the input they let through. The schemas bound types and lengths and name what is required, worded as the
// screens word it; the service then reads each value (trimmed, in capitals) with http/input.ts and inventory/input.ts
// and judges it.
// A received weight and a web price reach the service whatever their type: its message names the item's barcode.
import { s, type JsonSchema } from '../http/schema';
import { CODE_MAX, DOC_NO_MAX, noteSchema, optionalCode, requiredCodeSchema } from '../http/input';
import { MAX_ITEMS, barcodeSchema, itemLineSchema, itemRefSchema } from '../inventory/input';
import { ITEM_MESSAGES } from '../../domain/inventory';
import { KIRIM_MESSAGES } from '../../domain/kirim-barang';

type Text = string | null;
type Note = string | number | null;

/** One line of `items`: an object (anything else is refused as the old readers refused it). */
const line = (properties: Record<string, JsonSchema>, required: string[]): JsonSchema => itemLineSchema(s.object(properties, required));
const items = (item: JsonSchema) => s.array('Jumlah Barang', item, MAX_ITEMS, { required: ITEM_MESSAGES.itemsRequired, type: ITEM_MESSAGES.itemsRequired });
const noKirim = requiredCodeSchema('No Kirim', DOC_NO_MAX, KIRIM_MESSAGES.noKirimRequired);

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

const sendBody = (destinationRequired: boolean): JsonSchema =>
  s.object(
    {
      kode_toko_tujuan: requiredCodeSchema('Toko Tujuan', CODE_MAX, KIRIM_MESSAGES.destinationRequired),
      keterangan: noteSchema('Keterangan'),
      items: items(itemRefSchema()),
    },
    destinationRequired ? ['items', 'kode_toko_tujuan'] : ['items'],
  );
/** A branch sends to head office (named, or the only PUSAT shop). */
export const SEND_BODY = sendBody(false);
/** Head office sends to a branch it names. */
export const SEND_TO_BRANCH_BODY = sendBody(true);

export const RECEIVE_BODY = s.object(
  {
    no_kirim: noKirim,
    kode_gudang: optionalCode('Kode Gudang', CODE_MAX),
    kode_baki: requiredCodeSchema('Kode Baki', CODE_MAX, ITEM_MESSAGES.trayRequired),
    // Grams as a number or text ('2,34'); any other value is refused by the service, naming the barcode.
    items: items(line({ kode_barcode: barcodeSchema, berat_terima: { title: 'Berat Terima', maxLength: 40, 'x-unit': 'weight' } }, ['kode_barcode'])),
  },
  ['no_kirim', 'kode_baki', 'items'],
);

export const TAKE_BACK_BODY = s.object({ no_kirim: noKirim, alasan: noteSchema('Alasan') }, ['no_kirim']);

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
export const PUBLISH_BODY = s.object({ items: items(line({ kode_barcode: barcodeSchema, harga_web: hargaWeb, deskripsi }, ['kode_barcode'])) }, ['items']);
export const UPDATE_EXTERNAL_BODY = s.object(
  { kode_barcode: barcodeSchema, aksi: s.choice('Aksi', ['UPDATE', 'WITHDRAW']), harga_web: hargaWeb, deskripsi },
  ['kode_barcode'],
);
