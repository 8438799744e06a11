// What the manual-item routes read: the JSON Schemas Fastify validates with (server/http/), and the types of the
// input they let through. The schemas bound types and lengths and name what is required, worded as the screens word
// it (domain/barang-manual.ts MANUAL_MESSAGES); the service reads each value (codes trimmed and in capitals, pieces
// and grams as the screens type them: '12', '7,85') and judges it.
import { s, type JsonSchema, type SchemaMessages } from '../http/schema';
import { CODE_MAX, noteSchema, optionalCode, requiredCodeSchema, versiSchema } from '../http/input';
import { MANUAL_MESSAGES as M } from '../../domain/barang-manual';

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

/** A code of a line (shop, warehouse, tray, group, jenis): empty or null is absent; `required` words its absence. */
const code = (field: CodeField, required?: string): JsonSchema =>
  required ? requiredCodeSchema(LABELS[field], CODE_MAX, required) : optionalCode(LABELS[field], CODE_MAX);
const all = (message: string): SchemaMessages => ({ type: message, minimum: message, maximum: message, maxLength: message });

/** Pieces: a whole number, or its text; empty is 0. */
const qty: JsonSchema = { title: 'Jumlah', type: ['integer', 'string', 'null'], minimum: 0, maximum: 1_000_000_000, maxLength: 20, 'x-messages': all(M.qtyInvalid) };
/** Grams: a number, or text read as every weight is ('7,85'). */
const berat: JsonSchema = { title: 'Berat', type: ['number', 'string', 'null'], minimum: 0, maxLength: 40, 'x-unit': 'weight', 'x-messages': { ...all(M.weightInvalid), required: M.weightZero } };
const keterangan = noteSchema('Keterangan');

export interface ManualQuery {
  kode_toko?: string;
  kode_gudang?: string;
  kode_baki?: string;
  kode_group?: string;
  kode_dept?: string;
}
export const LIST_QUERY = s.object({
  kode_toko: s.code(LABELS.kode_toko, CODE_MAX),
  kode_gudang: s.code(LABELS.kode_gudang, CODE_MAX),
  kode_baki: s.code(LABELS.kode_baki, CODE_MAX),
  kode_group: s.code(LABELS.kode_group, CODE_MAX),
  kode_dept: s.code(LABELS.kode_dept, CODE_MAX),
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
    kode_baki: code('kode_baki', M.trayRequired),
    kode_group: code('kode_group', M.groupRequired),
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
  kode_baki: code('kode_baki', M.lineRequired),
  kode_group: code('kode_group', M.lineRequired),
  kode_dept: code('kode_dept', M.lineRequired),
  versi: versiSchema,
  qty,
  berat,
};
const LINE_REQUIRED = ['kode_baki', 'kode_group', 'kode_dept', 'versi', 'berat'];

export const MOVE_BODY = s.object(
  { ...lineProperties, kode_baki_tujuan: code('kode_baki_tujuan', M.trayRequired), kode_gudang_tujuan: code('kode_gudang_tujuan'), keterangan },
  [...LINE_REQUIRED, 'kode_baki_tujuan'],
);
export const MELT_BODY = s.object({ ...lineProperties, keterangan }, LINE_REQUIRED);
/** A correction sets the line to what was counted, with a reason. */
export const CORRECT_BODY = s.object(
  { ...lineProperties, keterangan: { ...keterangan, 'x-messages': { required: M.reasonRequired } } },
  [...LINE_REQUIRED, 'keterangan'],
);
