// What the manual-item routes read: the JSON Schemas Fastify validates with (server/http/), and the types of the
// input they let through. The schemas bound types and lengths and name what is required, worded as the screens word
// it (domain/barang-manual.ts MANUAL_MESSAGES); the service reads each value (codes trimmed and in capitals, pieces
// and grams as the screens type them: '12', '7,85') and judges it.
import type { JsonSchema, SchemaMessages } from '../http/schema';
import { s } from '../http/schema';
import { CODE_MAX, INPUT_MESSAGES } from '../inventory/input';
import { MANUAL_MESSAGES as M } from '../../domain/barang-manual';
import { MESSAGES } from '../../domain/validation';

type Text = string | null;

export const LABELS = {
  kode_toko: 'Kode Toko',
  kode_gudang: 'Kode Gudang',
  kode_gudang_tujuan: 'Kode Gudang',
  kode_baki: 'Kode Baki',
  kode_baki_tujuan: 'Kode Baki',
  kode_group: 'Kode Group',
  kode_dept: 'Jenis',
} as const;
export type CodeField = keyof typeof LABELS;

/** A code of a line (shop, warehouse, tray, group, jenis): empty or null is absent. */
const code = (field: CodeField, messages?: SchemaMessages): JsonSchema => ({
  title: LABELS[field],
  type: ['string', 'null'],
  maxLength: CODE_MAX,
  ...(messages ? { 'x-messages': messages } : {}),
});
const all = (message: string): SchemaMessages => ({ type: message, minimum: message, maximum: message, maxLength: message });

/** Pieces: a whole number, or its text; empty is 0. */
const qty: JsonSchema = { title: 'Jumlah', type: ['integer', 'string', 'null'], minimum: 0, maximum: 1_000_000_000, maxLength: 20, 'x-messages': all(M.qtyInvalid) };
/** Grams: a number, or text read as every weight is ('7,85'). */
const berat: JsonSchema = { title: 'Berat', type: ['number', 'string', 'null'], minimum: 0, maxLength: 40, 'x-unit': 'weight', 'x-messages': { ...all(M.weightInvalid), required: M.weightZero } };
const versi: JsonSchema = {
  title: 'Versi',
  type: ['integer', 'null'],
  minimum: 0,
  maximum: 2_147_483_647,
  'x-messages': { required: INPUT_MESSAGES.versiRequired, type: MESSAGES.number('Versi') },
};
const keterangan = s.note('Keterangan', 1000);

export interface ManualQuery {
  kode_toko?: string;
  kode_gudang?: string;
  kode_baki?: string;
  kode_group?: string;
  kode_dept?: string;
}
export const LIST_QUERY = s.object({
  kode_toko: { title: LABELS.kode_toko, type: 'string', maxLength: CODE_MAX },
  kode_gudang: { title: LABELS.kode_gudang, type: 'string', maxLength: CODE_MAX },
  kode_baki: { title: LABELS.kode_baki, type: 'string', maxLength: CODE_MAX },
  kode_group: { title: LABELS.kode_group, type: 'string', maxLength: CODE_MAX },
  kode_dept: { title: LABELS.kode_dept, type: 'string', maxLength: CODE_MAX },
});

interface Amounts {
  qty?: number | string | null;
  berat?: number | string | null;
  keterangan?: string | number | null;
}
export interface AddInput extends Amounts {
  kode_toko?: Text;
  kode_gudang?: Text;
  kode_baki: Text;
  kode_group: Text;
  kode_dept?: Text;
}
/** The line a take or a correction acts on, as the screen saw it. */
export interface LineInput extends Amounts {
  kode_toko?: Text;
  kode_gudang?: Text;
  kode_baki: Text;
  kode_group: Text;
  kode_dept: Text;
  versi: number | null;
}
export interface MoveInput extends LineInput {
  kode_baki_tujuan: Text;
  kode_gudang_tujuan?: Text;
}

export const ADD_BODY = s.object(
  {
    kode_toko: code('kode_toko'),
    kode_gudang: code('kode_gudang'),
    kode_baki: code('kode_baki', { required: M.trayRequired }),
    kode_group: code('kode_group', { required: M.groupRequired }),
    kode_dept: code('kode_dept'),
    qty,
    berat,
    keterangan,
  },
  // In the order the service checks them, so the first message is the same either way.
  ['kode_group', 'berat', 'kode_baki'],
);

const lineProperties = {
  kode_toko: code('kode_toko'),
  kode_gudang: code('kode_gudang'),
  kode_baki: code('kode_baki', { required: M.lineRequired }),
  kode_group: code('kode_group', { required: M.lineRequired }),
  kode_dept: code('kode_dept', { required: M.lineRequired }),
  versi,
  qty,
  berat,
};
const LINE_REQUIRED = ['kode_baki', 'kode_group', 'kode_dept', 'versi', 'berat'];

export const MOVE_BODY = s.object(
  { ...lineProperties, kode_baki_tujuan: code('kode_baki_tujuan', { required: M.trayRequired }), kode_gudang_tujuan: code('kode_gudang_tujuan'), keterangan },
  [...LINE_REQUIRED, 'kode_baki_tujuan'],
);
export const MELT_BODY = s.object({ ...lineProperties, keterangan }, LINE_REQUIRED);
/** A correction sets the line to what was counted, with a reason. */
export const CORRECT_BODY = s.object(
  { ...lineProperties, keterangan: { ...keterangan, 'x-messages': { required: M.reasonRequired } } },
  [...LINE_REQUIRED, 'keterangan'],
);
