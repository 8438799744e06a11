// What the refining routes read: the JSON Schemas Fastify validates with, and the types of the input they let
// through. The schemas bound types and lengths and name what is required; the service reads each value (codes
// trimmed in capitals, grams as milligrams) with http/input.ts and inventory/input.ts and judges it.
import { s, type JsonSchema } from '../http/schema';
import { CODE_MAX, DOC_NO_MAX, gramsSchema, noteSchema, optionalCode, requiredCodeSchema } from '../http/input';
import { barcodeSchema, itemLineSchema, itemRefSchema, itemsSchema } from '../inventory/input';
import { ITEM_MESSAGES, SORT_STATES } from '../../domain/inventory';
import { MESSAGES } from '../../domain/validation';

type Text = string | null;
type Note = string | number | null;

export const SORT_FILTERS = ['ALL', 'BELUM', ...Object.keys(SORT_STATES)] as const;
export type SortFilter = (typeof SORT_FILTERS)[number];
export const BATCH_KINDS = ['CUCI', 'SEPUH'] as const;
export type BatchKind = (typeof BATCH_KINDS)[number];

export const REFINING_INPUT_MESSAGES = {
  sortRequired: 'Status Sortir Tidak Boleh Kosong',
  kindRequired: 'Jenis Tidak Boleh Kosong',
  destinationRequired: 'Tujuan Tidak Boleh Kosong',
  nomorRequired: 'Belum Ada Data Yang Dipilih',
} as const;
const M = REFINING_INPUT_MESSAGES;

/** An item a write names: its barcode and, when the screen sends it, the versi it saw. */
export interface ItemRefInput {
  kode_barcode: Text;
  versi?: number | null;
}
export interface SortInput {
  items: (ItemRefInput & { status_sortir: string })[];
}
export interface ToTrayInput {
  kode_baki: Text;
  kode_dept?: Text;
  items: ItemRefInput[];
}
export interface SendInput {
  jenis: BatchKind;
  tujuan: Text;
  keterangan?: Note;
  items: ItemRefInput[];
}
export interface ReceiveInput {
  items: { kode_barcode: Text; berat_terima: unknown }[];
}
export interface WastingInput {
  keterangan?: Note;
  items: { kode_barcode: Text; berat_susut: unknown }[];
}
export interface ManualStockInput {
  nama_barang: Text;
  kode_group: Text;
  kadar: unknown;
  berat: unknown;
  keterangan?: Note;
}
export interface MeltInput {
  keterangan?: Note;
  berat_hasil: unknown;
  items: ItemRefInput[];
}
export interface ValidateInput {
  nomor: string[];
}

const refs = (extra: Record<string, JsonSchema> = {}, required: string[] = []) => itemsSchema(itemRefSchema({ versi: false }, extra, required));
const weightLines = (field: string, title: string) =>
  itemsSchema(itemLineSchema(s.object({ kode_barcode: barcodeSchema, [field]: gramsSchema(title) }, ['kode_barcode', field])));

export const STOCK_QUERY = s.object({ status_sortir: s.choice('Status Sortir', SORT_FILTERS) });

export const SORT_BODY = s.object(
  { items: refs({ status_sortir: s.choice('Status Sortir', Object.keys(SORT_STATES), { required: M.sortRequired, enum: M.sortRequired }) }, ['status_sortir']) },
  ['items'],
);

export const TO_TRAY_BODY = s.object(
  {
    kode_baki: requiredCodeSchema('Kode Baki', CODE_MAX, ITEM_MESSAGES.trayRequired),
    kode_dept: optionalCode('Kode Jenis', CODE_MAX),
    items: refs(),
  },
  ['kode_baki', 'items'],
);

export const SEND_BODY = s.object(
  {
    jenis: s.choice('Jenis', BATCH_KINDS, { required: M.kindRequired, enum: M.kindRequired }),
    tujuan: { title: 'Tujuan', type: ['string', 'null'], maxLength: 100, 'x-messages': { required: M.destinationRequired } },
    keterangan: noteSchema('Keterangan'),
    items: refs(),
  },
  ['jenis', 'tujuan', 'items'],
);

export const BATCH_QUERY = s.object({ jenis: s.choice('Jenis', [...BATCH_KINDS, 'ALL']), status: s.choice('Status', ['KIRIM', 'TERIMA', 'ALL']) });
export const BATCH_PARAMS = s.object({ no_kirim: s.code('No Kirim', DOC_NO_MAX) }, ['no_kirim']);
export const RECEIVE_BODY = s.object({ items: weightLines('berat_terima', 'Berat Terima') }, ['items']);

export const WASTING_BODY = s.object({ keterangan: noteSchema('Keterangan'), items: weightLines('berat_susut', 'Berat Susut') }, ['items']);

export const MANUAL_STOCK_BODY = s.object(
  {
    nama_barang: { title: 'Nama Barang', type: ['string', 'null'], maxLength: 200 },
    kode_group: requiredCodeSchema('Kode Group', CODE_MAX, MESSAGES.required('Kode Group')),
    kadar: { title: 'Kadar', anyOf: [{ type: 'number' }, { type: 'string', maxLength: 40 }], 'x-unit': 'percent' },
    berat: gramsSchema('Berat'),
    keterangan: noteSchema('Keterangan'),
  },
  ['nama_barang', 'kode_group', 'kadar', 'berat'],
);

export const MELT_BODY = s.object({ keterangan: noteSchema('Keterangan'), berat_hasil: gramsSchema('Berat Hasil'), items: refs() }, ['berat_hasil', 'items']);

export const SHRINKAGE_QUERY = s.object({ status: s.choice('Status', ['BELUM', 'VALID', 'ALL']) });
export const VALIDATE_BODY = s.object(
  {
    nomor: {
      ...s.array('Nomor', s.code('Nomor', DOC_NO_MAX), 1000, { required: M.nomorRequired, type: M.nomorRequired }),
      minItems: 1,
      'x-messages': { required: M.nomorRequired, type: M.nomorRequired, minItems: M.nomorRequired },
    },
  },
  ['nomor'],
);
