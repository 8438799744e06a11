// The field vocabulary: what a value of a record is (code, text, money, weight ...), its label and its limits.
// Masters, the item record, report columns and (next) transaction headers and lines are described with it;
// domain/validation.ts turns a field set into the one JSON Schema that the screens and the server validate with.
// It lives in domain/ so that domain rules and definitions both import it and the layers point one way.

interface FieldCommon {
  /** Indonesian label, the fallback when locales/id.json has no resources.<name>.fields.<field>. */
  label: string;
  required?: boolean;
  /** Shown but not editable once the record exists (typically the key). */
  readOnlyOnEdit?: boolean;
  /** Default value on the create form. */
  default?: string | number | boolean;
  /**
   * The module the field belongs to (diamond fields: BERLIAN_MODULE). The item forms show it only while the module is
   * on (domain/barang.ts itemFieldNames); the master engine does not read it yet.
   */
  module?: string;
  /** No two active records of a master may hold the same value ('<Label> <value> Sudah Terdaftar'). */
  unique?: boolean;
}

export interface TextField extends FieldCommon {
  kind: 'code' | 'text';
  maxLength?: number;
  minLength?: number;
  /** Stored in capitals (the trade writes codes so). */
  upper?: boolean;
  multiline?: boolean;
  /** The characters allowed (a JSON-Schema pattern, checked after trimming and capitals) and the message otherwise. */
  pattern?: { regex: string; message: string };
  /**
   * A phone number, stored as WhatsApp takes it (0812 3456 789 -> 628123456789, domain/phone.ts), so a record is
   * found by it however it was typed; `pattern` then checks the stored form.
   */
  phone?: boolean;
}
export interface NumberField extends FieldCommon {
  /** money: integer rupiah; weight: grams, 3 decimals; percent: 2 decimals, at most 100. */
  kind: 'number' | 'money' | 'weight' | 'percent';
  decimals?: number;
  min?: number;
  max?: number;
  notZero?: boolean;
}
export interface RefField extends FieldCommon {
  kind: 'ref';
  /** The master it points to (its definition name); the stored value is that master's key. */
  resource: string;
  /** Fields of the referenced record copied beside the key when saving (e.g. nama_bank). */
  copy?: Record<string, string>;
  /** Narrows the choices by another field of this form (e.g. rekening by kode_bank). */
  dependsOn?: { field: string; on: string };
}
export interface SelectField extends FieldCommon {
  kind: 'select';
  options: readonly string[];
  /** What a stored value is shown as, in the form's choices and the list (Asia/Makassar: 'WITA (Makassar)'); else the value. */
  optionLabels?: Readonly<Record<string, string>>;
}

/** A select field's value as the screen shows it. */
export const optionLabel = (field: SelectField, value: string): string => field.optionLabels?.[value] ?? value;
export interface BooleanField extends FieldCommon {
  kind: 'boolean';
}
export interface DateField extends FieldCommon {
  kind: 'date';
  /** A moment (date and time of day), shown as 'yyyy-MM-dd HH:mm:ss' where it is read; report columns only so far. */
  time?: boolean;
}
export type Field = TextField | NumberField | RefField | SelectField | BooleanField | DateField;

type Opts<T> = Omit<T, 'kind'>;
/** A thousand trillion rupiah, far below bigint's limit. */
export const MAX_MONEY = 999_999_999_999_999;
/** numeric(12,3) holds up to 999,999,999.999 grams. */
export const MAX_WEIGHT = 999_999_999;
export const f = {
  code: (o: Opts<TextField>): TextField => ({ upper: true, ...o, kind: 'code' }),
  text: (o: Opts<TextField>): TextField => ({ ...o, kind: 'text' }),
  number: (o: Opts<NumberField>): NumberField => ({ ...o, kind: 'number' }),
  // Upper limits keep values inside their columns (bigint, numeric(12,3)) so the database never refuses them.
  money: (o: Opts<NumberField>): NumberField => ({ min: 0, max: MAX_MONEY, ...o, kind: 'money', decimals: 0 }),
  // Weights are kept with 3 decimals; `decimals` only shows fewer (the order report shows 2).
  weight: (o: Opts<NumberField>): NumberField => ({ min: 0, max: MAX_WEIGHT, ...o, kind: 'weight', decimals: o.decimals ?? 3 }),
  percent: (o: Opts<NumberField>): NumberField => ({ min: 0, max: 100, ...o, kind: 'percent', decimals: 2 }),
  ref: (o: Opts<RefField>): RefField => ({ ...o, kind: 'ref' }),
  select: (o: Opts<SelectField>): SelectField => ({ ...o, kind: 'select' }),
  boolean: (o: Opts<BooleanField>): BooleanField => ({ ...o, kind: 'boolean' }),
  date: (o: Opts<DateField>): DateField => ({ ...o, kind: 'date' }),
  datetime: (o: Omit<Opts<DateField>, 'time'>): DateField => ({ ...o, kind: 'date', time: true }),
};

/** A named set of fields: a master's record, the item record, a transaction's header or line. */
export interface FieldSet<F extends Record<string, Field> = Record<string, Field>> {
  /** Locale root of its labels (resources.<name>.fields.<field>). */
  name: string;
  /** The field naming one record: left out of an update body, where it travels in the path. */
  key?: keyof F & string;
  fields: F;
}
/** Checks the key against the fields, then widens: consumers index fields by name. */
export function defineFieldSet<F extends Record<string, Field>>(set: FieldSet<F>): FieldSet {
  return set as unknown as FieldSet;
}
