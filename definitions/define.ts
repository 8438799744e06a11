// The vocabulary of definitions: field builders, report filters, and the define* functions.
// Definitions are data read by both the browser engine (src/engine) and the server (server/engine),
// so nothing here may import React or Node APIs.

export const LEVELS = ['OWN', 'SU', 'MU', 'DEV', 'SPV', 'KASIR'] as const;
export type Level = (typeof LEVELS)[number];

/** Who may open a screen or call its writing endpoints. Every part given must pass. */
export interface Gate {
  /** Only these levels pass (SU and OWN are not implied here: list them). */
  levels?: Level[];
  /** Every listed module must be on for the user's shop. */
  modules?: string[];
  /** Every listed module must be off. */
  modulesOff?: string[];
  /** A module whose value must differ from the given one (e.g. hidden when value is HARGA_EMAS). */
  moduleValueNot?: { module: string; value: string };
  /** A named rule in domain/gates.ts for what data cannot say (e.g. 'settingNota'). */
  rule?: string;
  /** Needs the user's access tree to show the route (default true; SU and OWN always pass). */
  access?: boolean;
}

// ---------------------------------------------------------------- fields

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
}
export interface BooleanField extends FieldCommon {
  kind: 'boolean';
}
export interface DateField extends FieldCommon {
  kind: 'date';
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
  weight: (o: Opts<NumberField>): NumberField => ({ min: 0, max: MAX_WEIGHT, ...o, kind: 'weight', decimals: 3 }),
  percent: (o: Opts<NumberField>): NumberField => ({ min: 0, max: 100, ...o, kind: 'percent', decimals: 2 }),
  ref: (o: Opts<RefField>): RefField => ({ ...o, kind: 'ref' }),
  select: (o: Opts<SelectField>): SelectField => ({ ...o, kind: 'select' }),
  boolean: (o: Opts<BooleanField>): BooleanField => ({ ...o, kind: 'boolean' }),
  date: (o: Opts<DateField>): DateField => ({ ...o, kind: 'date' }),
};

// ---------------------------------------------------------------- masters

/** The toasts a master screen shows; the spec's buy-price texts are the defaults for every master. */
export interface MasterMessages {
  created: string;
  updated: string;
  deleted: string;
  saveFailed: string;
  deleteFailed: string;
  activated: string;
}
export const DEFAULT_MASTER_MESSAGES: MasterMessages = {
  created: 'Berhasil Menyimpan Data',
  updated: 'Berhasil Mengedit Data',
  deleted: 'Berhasil Menghapus Data',
  saveFailed: 'Terjadi Kesalhaan Saat Mengirim Data',
  deleteFailed: 'Gagal Menghapus Data',
  activated: 'Data Berhasil Diaktifkan Kembali',
};

export interface MasterApi {
  /** GET: the list (all active rows, or a page with ?skip&limit&q&sort&order). */
  list: string;
  /** POST */
  create: string;
  /** PUT, with the key as {key} */
  update: string;
  /** DELETE, with the key as {key}: a soft delete */
  remove: string;
  /** PUT: re-enables a soft-deleted record (the DELETED flow). Default: `${update}/activate`. */
  activate?: string;
  /** Extra filtered lists, e.g. rekenings/get-by-kode-bank?kode_bank= or baki/get/by-kode-gudang/{kode_gudang}. */
  lookups?: { path: string; by: string }[];
}

export interface MasterDefinitionInput<F extends Record<string, Field> = Record<string, Field>> {
  /** Resource name: table name and locale root (resources.<name>). Lowercase with underscores. */
  name: string;
  /** Indonesian screen title fallback (locale key resources.<name>.name). */
  label: string;
  route: string;
  key: keyof F & string;
  /** A hand-written table this master edits (e.g. toko) instead of its own master_<name>. */
  table?: string;
  /** Rows whose boolean column is true cannot be deleted (e.g. the shop's own record), with this message. */
  protectedRows?: { column: string; message: string };
  api: MasterApi;
  fields: F;
  list: { columns: (keyof F & string)[]; search?: (keyof F & string)[]; sort?: keyof F & string };
  /** 'modal': create and edit in a dialog over the list (spec: /parameter-harga-beli). */
  form?: 'page' | 'modal';
  gate?: Gate;
  messages?: Partial<MasterMessages>;
  /** The menu section (definitions/menus.ts) it is listed in; default from its route. */
  menu?: string;
  /** Name of the CSV export (spec default spreadsheet.csv). */
  csvName?: string;
  /** Why the fields are what they are where the spec is silent: shown to implementers, not to users. */
  note?: string;
  /**
   * Who may make a write beyond the gate: the message of a 403, or undefined. `before` is absent on create,
   * `after` (the fields the request sends) on delete. Pure, so the screen can ask it too.
   */
  writeRule?: MasterWriteRule;
}
export type MasterWriteRule = (
  who: { level: string; head_office: boolean; kode_toko: string },
  key: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
) => string | undefined;
export interface MasterDefinition extends MasterDefinitionInput {
  kind: 'master';
  form: 'page' | 'modal';
  gate: Gate;
  messages: MasterMessages;
  csvName: string;
  api: Required<Omit<MasterApi, 'lookups'>> & { lookups: { path: string; by: string }[] };
}

export function defineMaster<F extends Record<string, Field>>(input: MasterDefinitionInput<F>): MasterDefinition {
  return {
    ...(input as unknown as MasterDefinitionInput),
    kind: 'master',
    form: input.form ?? 'page',
    gate: input.gate ?? {},
    messages: { ...DEFAULT_MASTER_MESSAGES, ...input.messages },
    csvName: input.csvName ?? 'spreadsheet.csv',
    api: { activate: `${input.api.update}/activate`, lookups: [], ...input.api } as MasterDefinition['api'],
  };
}

// ---------------------------------------------------------------- reports

/** One choice of a select filter: the value sent and its Indonesian label (locale key reports.<name>.filters.<param>.options.<value>). */
export interface ReportFilterOption {
  value: string;
  label: string;
}
export type ReportFilter =
  | { kind: 'dateRange'; from: string; to: string }
  | { kind: 'shop'; param: string }
  /** One date picker defaulting to tgl_system (e.g. stock on a date); `upToSystem` refuses a later date. */
  | { kind: 'date'; param: string; label: string; upToSystem?: boolean }
  /** A choice among fixed options; `message` when nothing valid is chosen (spec section 5: 'Filter Tidak Boleh Kosong'). */
  | { kind: 'select'; param: string; label: string; options: readonly ReportFilterOption[]; default?: string; message: string }
  /**
   * A record of a master (its definition name in `resource`; the value sent is its key), e.g. kode_dept from
   * jenis. `all` adds the choice ALL (every record), which is then the default.
   */
  | { kind: 'master'; param: string; label: string; resource: string; all?: boolean; message: string };
export type ReportFilterKind = ReportFilter['kind'];

/** The value of `all` in a master filter. */
export const ALL = 'ALL';
/** Spec section 5. */
export const REPORT_FILTER_MESSAGES = {
  filterRequired: 'Filter Tidak Boleh Kosong',
  sortByRequired: 'Sort By Tidak Boleh Kosong',
  dateRequired: 'Tanggal Tidak Boleh Kosong',
  dateAfterSystem: 'Tanggal Tidak Boleh Lebih Besar Dari Tanggal Sistem',
} as const;

export const filters = {
  /** Two date pickers defaulting to tgl_system; the spec's report calls name them tgl_from and tgl_to. */
  dateRange: (from = 'tgl_from', to = 'tgl_to'): ReportFilter => ({ kind: 'dateRange', from, to }),
  /** Shop picker, shown at head office only. */
  shop: (param = 'kode_toko'): ReportFilter => ({ kind: 'shop', param }),
  /** One date, defaulting to tgl_system. */
  date: (o: { param?: string; label?: string; upToSystem?: boolean } = {}): ReportFilter => ({
    kind: 'date',
    param: o.param ?? 'tanggal',
    label: o.label ?? 'Tanggal',
    ...(o.upToSystem ? { upToSystem: true } : {}),
  }),
  /** Fixed options; without a default the user must choose. */
  select: (o: { param: string; label: string; options: readonly ReportFilterOption[]; default?: string; message?: string }): ReportFilter => ({
    kind: 'select',
    ...o,
    message: o.message ?? REPORT_FILTER_MESSAGES.filterRequired,
  }),
  /** The spec's sort_by of a report (message 'Sort By Tidak Boleh Kosong'). */
  sortBy: (options: readonly ReportFilterOption[], o: { default?: string; label?: string } = {}): ReportFilter =>
    filters.select({ param: 'sort_by', label: o.label ?? 'Sort By', options, default: o.default, message: REPORT_FILTER_MESSAGES.sortByRequired }),
  /** A master record picker, e.g. filters.master({ param: 'kode_dept', resource: 'jenis', label: 'Jenis' }). */
  master: (o: { param: string; label: string; resource: string; all?: boolean; message?: string }): ReportFilter => ({
    kind: 'master',
    ...o,
    message: o.message ?? REPORT_FILTER_MESSAGES.filterRequired,
  }),
};

export type ColumnFormat = 'text' | 'money' | 'weight3' | 'weight2' | 'integer' | 'percent' | 'date' | 'datetime';
export interface ReportColumn {
  field: string;
  label: string;
  format?: ColumnFormat;
  total?: boolean;
  /** Shown only when the search was made with one of these values of a select filter (e.g. group_by). */
  when?: { param: string; in: readonly string[] };
  /** A coded column shown by its labels (often the options of the select filter on the same field): DONE -> Selesai. */
  options?: readonly { value: string; label: string }[];
}
export interface ReportMessages {
  /** Text of the empty table. */
  emptyTable: string;
  /** Toasts */
  found: string;
  empty: string;
  failed: string;
}
export interface ReportDefinitionInput {
  name: string;
  /** Title and breadcrumb: Laporan > label */
  label: string;
  route: string;
  /** GET path the server answers with { data: rows } */
  api: string;
  filters: ReportFilter[];
  columns: ReportColumn[];
  export: ('pdf' | 'excel')[];
  messages: ReportMessages;
  gate?: Gate;
  /** Base name of exported files. */
  fileName?: string;
  /** The menu section (definitions/menus.ts) it is listed in; default Laporan > Lainnya. */
  menu?: string;
  /**
   * A field of each row holding sub-rows (e.g. the sizes of an item name): shown beneath their row in the same
   * columns (a sub-row fills the columns whose fields it has); totals count the rows only.
   */
  detail?: string;
}
export interface ReportDefinition extends ReportDefinitionInput {
  kind: 'report';
  gate: Gate;
  fileName: string;
}
export function defineReport(input: ReportDefinitionInput): ReportDefinition {
  return { ...input, kind: 'report', gate: input.gate ?? {}, fileName: input.fileName ?? input.name };
}

// ---------------------------------------------------------------- transactions

/** A definition-driven transaction form or list (later issues): header fields, detail lines, posting call. */
export interface TransactionDefinition {
  kind: 'transaction';
  name: string;
  label: string;
  route: string;
  api: { list?: string; create: string; cancel?: string };
  header: Record<string, Field>;
  lines?: { name: string; fields: Record<string, Field>; min?: number };
  gate: Gate;
  menu?: string;
}
export function defineTransaction(input: Omit<TransactionDefinition, 'kind' | 'gate'> & { gate?: Gate }): TransactionDefinition {
  return { ...input, kind: 'transaction', gate: input.gate ?? {} };
}

export type Definition = MasterDefinition | ReportDefinition | TransactionDefinition;
