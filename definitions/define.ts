// The vocabulary of definitions: field builders, report filters, and the define* functions.
// Definitions are data read by both the browser engine (src/engine) and the server (server/engine),
// so nothing here may import React or Node APIs. The field, gate and filter vocabulary itself lives in domain/
// (domain imports nothing from here); it is re-exported so a definition needs one import.
import { f, type Field } from '../domain/fields';
import type { Gate } from '../domain/gates';
import type { AuthorizationKind } from '../domain/authorization';
import type { CodeGroup } from '../domain/codes';
import type { ReceiptLayout } from '../domain/receipt-layout';

export type { ReceiptLayout };
import { ALL as ALL_VALUE, filters as filterVocabulary, type ReportFilter, type ReportFilterOption } from '../domain/report-filters';

export { LEVELS, type Level } from '../domain/levels';
export type { Gate } from '../domain/gates';
export {
  f,
  MAX_MONEY,
  MAX_WEIGHT,
  defineFieldSet,
  type Field,
  type FieldSet,
  type TextField,
  type NumberField,
  type RefField,
  type SelectField,
  type BooleanField,
  type DateField,
} from '../domain/fields';
export {
  ALL,
  REPORT_FILTER_MESSAGES,
  type ReportFilter,
  type ReportFilterKind,
  type ReportFilterOption,
} from '../domain/report-filters';

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

/** What a report column adds to its field: whether it is totalled, when it shows, the labels of its codes. */
export interface ReportColumnOptions {
  /** Summed in the Total row. Default: money, weights and counts (f.money, f.weight, f.number) are, the rest is not. */
  total?: boolean;
  /** Shown only when the search was made with one of these values of a select filter (e.g. group_by). */
  when?: { param: string; in: readonly string[] };
  /**
   * A coded column shown by its labels (often the options of the select filter on the same field): DONE -> Selesai.
   * An option with a `tone` is a mark the screen shows as a coloured chip (an overdue deposit); exports print its label.
   */
  options?: readonly { value: string; label: string; tone?: 'error' | 'warning' }[];
  /**
   * The column holds codes of a catalogue of domain/codes.ts (a status, a payment kind, a money kategori ...): each
   * shows its label there, unless `options` words it the report's own way.
   */
  codes?: CodeGroup;
}
/** A column of a definition: a field (f.text, f.money ...), or column(field, options) when it needs more. */
export type ReportColumnInput = Field | (ReportColumnOptions & { type: Field });
/** A column as the engine reads it: the row field it shows, its label, its field (kind, decimals) and options. */
export interface ReportColumn extends ReportColumnOptions {
  field: string;
  label: string;
  type: Field;
  total: boolean;
}
/** A report column that is more than its field: column(f.text({ label: 'Size' }), { when: ... }). */
export function column(type: Field, options: ReportColumnOptions): ReportColumnInput {
  return { ...options, type };
}
const TOTALLED: readonly Field['kind'][] = ['money', 'weight', 'number'];
function reportColumn(field: string, input: ReportColumnInput): ReportColumn {
  const { type, ...options } = 'type' in input ? input : { type: input };
  return { field, label: type.label, type, ...options, total: options.total ?? TOTALLED.includes(type.kind) };
}

/**
 * The column a report over several shops shows first (the head office's ALL or a list): each row's shop, or the shop
 * that could not be read with its message (the engine fills `toko` from the merged answer).
 */
export const shopColumn = (): ReportColumn => reportColumn('toko', f.text({ label: 'Toko' }));

/**
 * The report filters (domain/report-filters.ts) as the report screens label them, and the filter bars reports share,
 * so a report declares its filters in one line: `filters: filters.period()` (from and to date, then the shop).
 */
export const filters = {
  ...filterVocabulary,
  /** The spec's sort_by, labelled as every sort picker of the screens is (its message stays 'Sort By Tidak Boleh Kosong'). */
  sortBy: (options: readonly ReportFilterOption[], o: { default?: string } = {}): ReportFilter =>
    filterVocabulary.sortBy(options, { ...o, label: 'Urutkan Berdasarkan' }),
  /** The spec's group_by: how the rows are grouped (columns may show for one choice only: column(..., { when })). */
  groupBy: (options: readonly ReportFilterOption[], o: { default?: string } = {}): ReportFilter =>
    filterVocabulary.select({ param: 'group_by', label: 'Kelompokkan Berdasarkan', options, ...o }),
  /** The usual filter bar: from and to date (tgl_from, tgl_to), the report's own filters, then the shop (head office only). */
  period: (...own: ReportFilter[]): ReportFilter[] => [filterVocabulary.dateRange(), ...own, filterVocabulary.shop()],
};

export interface ReportMessages {
  /** Text of the empty table. */
  emptyTable: string;
  /** Toasts */
  found: string;
  empty: string;
  failed: string;
}
/** What most reports say, in the spec's words, from their label: 'Data Laporan Hancur Barang Kosong', 'Laporan Hancur Barang Tersedia' ... */
export function reportMessages(label: string): ReportMessages {
  return { emptyTable: `Data ${label} Kosong`, found: `${label} Tersedia`, empty: `${label} Kosong`, failed: 'Terjadi Kesalahan Saat Request Data' };
}
export interface ReportDefinitionInput {
  name: string;
  /** Title and breadcrumb: Laporan > label */
  label: string;
  route: string;
  /** GET path the server answers with { data: rows } */
  api: string;
  filters: ReportFilter[];
  /**
   * The row fields shown, in order, each as a field of the vocabulary: its kind formats it on the screen and in the
   * exports and decides its total. The server's query (server/reports/<file>.sql) answers rows with these fields.
   */
  columns: Record<string, ReportColumnInput>;
  export: ('pdf' | 'excel')[];
  /** The texts that differ from reportMessages(label). */
  messages?: Partial<ReportMessages>;
  gate?: Gate;
  /** Base name of exported files. Default: the label. */
  fileName?: string;
  /** The menu section (definitions/menus.ts) it is listed in; default Laporan > Lainnya. */
  menu?: string;
  /**
   * A field of each row holding sub-rows (e.g. the sizes of an item name; the query builds it with json_agg): shown
   * beneath their row in the same columns (a sub-row fills the columns whose fields it has); totals count the rows only.
   */
  detail?: string;
  /**
   * Above how many rows, or sub-rows (def.detail), the PDF is downloaded as a file instead of opened in a new tab (a
   * tab struggles with a long PDF). Default: more than 500 rows (spec section 9 says so of the purchase report's
   * detail rows).
   */
  pdfDownloadAbove?: { rows: number } | { detailRows: number };
  /**
   * Its figures for a closed business day never change: what it reads of a day is locked by the day's close (no
   * post, cancel, validation or pay-off reaches back to it). The head office then keeps a branch's answer for closed
   * days and asks the branch only for days still open (server/federation/closed-days.ts). Leave it out where a later
   * act changes an old day's rows (a status that moves on: validated, paid off, collected) or where the report shows
   * the present (stock now).
   */
  fixedOnceClosed?: boolean;
  /**
   * A bar chart above the rows: one bar per value of column `x` (the day), one series per column of `series` (money
   * or number columns), each summed over the rows of that value (over several shops, the shops read).
   */
  chart?: ReportChart;
}
export interface ReportChart {
  x: string;
  series: string[];
}
export interface ReportDefinition extends Omit<ReportDefinitionInput, 'columns' | 'messages' | 'pdfDownloadAbove'> {
  kind: 'report';
  columns: ReportColumn[];
  messages: ReportMessages;
  gate: Gate;
  fileName: string;
  pdfDownloadAbove: { rows: number } | { detailRows: number };
}
export function defineReport(input: ReportDefinitionInput): ReportDefinition {
  const columns = Object.entries(input.columns).map(([field, c]) => reportColumn(field, c));
  for (const field of input.chart ? [input.chart.x, ...input.chart.series] : []) {
    if (!input.columns[field]) throw new Error(`${input.name}: the chart names ${field}, which is no column`);
  }
  const messages = { ...reportMessages(input.label), ...input.messages };
  return {
    ...input,
    columns,
    messages,
    kind: 'report',
    gate: input.gate ?? {},
    fileName: input.fileName ?? input.label,
    pdfDownloadAbove: input.pdfDownloadAbove ?? { rows: 500 },
  };
}

// ---------------------------------------------------------------- transactions

/**
 * A kind of document of the kernel (DESIGN.md section 10: sale, deposit, buy-back ...) as its screens show it. Only
 * the entry screen (transaksi-*) is written by hand; the engine draws the list (lihat-*), cancel (batal-*) and validate
 * (validasi-*) screens from this. The server posts and cancels with its kind (server/documents/kinds), which reads
 * its cancel rule from here.
 */
export interface TransactionDefinitionInput {
  /** The kind's resource name (locale root, API base): 'penjualan'. */
  name: string;
  /** The document as staff name it: 'Penjualan', 'Titipan'. */
  label: string;
  /** GET api (list), GET api/{number} (one), POST api/{number}/batal, POST api/validasi, POST api/{number}/cetak. */
  api: string;
  /** The document number as its clients know it: no_faktur_jual, no_titip. */
  number: string;
  /** How its receipt is laid out (a manual sale prints with the sale's); a kind without one prints no receipt. */
  receipt?: ReceiptLayout;
  /** The hand-written entry screen: its route (definitions/pages.ts). */
  entry: string;
  /** The menu section its screens are listed in. */
  menu: string;
  /** Which levels and modules may see the kind's screens (each screen may narrow it). */
  gate?: Gate;
  /** The statuses a document of this kind goes through (dokumen_status), with their labels. */
  statuses: readonly { value: string; label: string }[];
  /** The header columns of the lists; the number and date come first by themselves. */
  columns: Record<string, ReportColumnInput>;
  /** The line columns of one document's view. */
  lineColumns: Record<string, ReportColumnInput>;
  /** The filters of the list after the date range (status, sales person ...). */
  filters: ReportFilter[];
  /** The list screen; `columns`: the kind's columns it shows (default all), so a kind of many fits 1366 px. */
  list: { route: string; label: string; gate?: Gate; columns?: readonly string[] };
  /**
   * Who may cancel, what they need, and from which statuses. With a route, a screen of its own (batal-*); without,
   * the list offers Batal on the rows that can be cancelled (a deposit: /lihat-titipan).
   */
  cancel?: {
    route?: string;
    label?: string;
    gate?: Gate;
    authorization: AuthorizationKind;
    /** Only on the business day the document was written (spec: yesterday's sales cannot be cancelled). */
    sameDayOnly: boolean;
    /** The statuses a document can be cancelled from. */
    from: readonly string[];
    /**
     * Whether validation leaves the cancellation as it was (true: a deposit); false: a validated document is cancelled
     * only on a supervisor's authorization given for that, BATAL_SETELAH_VALIDASI, instead of the kind's own.
     */
    afterValidation: boolean;
  };
  /** A supervisor validates a day's documents, per cashier (valid_by) or all. */
  validate?: { route: string; label: string; gate?: Gate; done: string };
  /** An open document goes on at the entry screen (a deposit paid off): the list's row button opens `entry?param=number`. */
  resume?: { label: string; from: readonly string[]; param: string };
  /** Screens of their own for the kind's actions on its documents (a loan's auction, the undoing of its redemption). */
  actions?: readonly ActionScreenInput[];
}

/**
 * A screen that lists the documents one of the kind's actions applies to, each row offering it: POST
 * {api}/{number}/{path}, after a reason and a supervisor's authorization where it names one, else after a confirmation.
 */
export interface ActionScreenInput {
  route: string;
  label: string;
  gate?: Gate;
  /** The action's path (server/documents/kind-api.ts KindAction.path). */
  path: string;
  /** The statuses of the documents listed. */
  from: readonly string[];
  /** What else the list is asked (a loan's auction: only those past their grace days). */
  params?: Readonly<Record<string, string>>;
  authorization?: AuthorizationKind;
  /** The row's button (the server's answer is the toast once done). */
  button: string;
  /** The kind's columns this screen shows beside the number, date and status (default all): what the action is decided on, within 1366 px. */
  columns?: readonly string[];
  /**
   * What the dialog asks before posting, each picked from a master list and sent in the body when picked (a loan's
   * auction: the sales tray, group and jenis its pieces go to). `note` says what leaving them empty does.
   */
  choices?: readonly ActionChoice[];
  note?: string;
}

/** One choice of an action's dialog: the body field, its label, and the list it is picked from (path, value, text). */
export interface ActionChoice {
  name: string;
  label: string;
  path: string;
  value: string;
  text: string;
}

export type TransactionScreenKind = 'list' | 'cancel' | 'validate' | 'action';
/** One engine-drawn screen of a kind: a definition of its own (route, gate, menu entry), sharing the kind's description. */
export interface TransactionDefinition {
  kind: 'transaction';
  screen: TransactionScreenKind;
  /** lihat_penjualan, batal_penjualan ... */
  name: string;
  label: string;
  route: string;
  gate: Gate;
  menu: string;
  /** The list as a report draws it: filters and columns (the report engine's table and filter bar serve it). */
  report: ReportDefinition;
  document: Omit<TransactionDefinitionInput, 'columns' | 'lineColumns'> & { lineColumns: ReportColumn[] };
  /** An action screen's action. */
  action?: ActionScreenInput;
  /**
   * A validation over several kinds (defineValidation): each kind's list screen, whose document a row of that kind
   * (its `jenis` the kind's name) opens. `document` then describes the mixed list itself: its API, its number.
   */
  kinds?: readonly TransactionDefinition[];
}

/** The cashiers of the user's shop (spec: the 'valid by' filter lists KASIR users plus ALL). */
export const VALID_BY = filters.list({ param: 'valid_by', label: 'Valid By', path: 'users/kasir', lookup: 'kasir', value: 'user_id', text: 'nama_user', all: true });

/** A list shows the kind's filters; a cancellation or an action all but the status (only the ones it takes show); a validation, valid_by. */
function screenFilters(screen: TransactionScreenKind, own: ReportFilter[]): ReportFilter[] {
  if (screen === 'validate') return [VALID_BY];
  if (screen === 'cancel' || screen === 'action') return own.filter((x) => !('param' in x && x.param === 'status'));
  return own;
}

/**
 * What the kinds of documents of pieces (sale, deposit, and buy-back, orders ... after them) share in their
 * definitions: the sales person and status filters, the customer and totals columns, the columns of their lines.
 */
export const pieceDocument = {
  filters: (statuses: readonly ReportFilterOption[]): ReportFilter[] => [
    filters.master({ param: 'kode_sales', label: 'Sales', resource: 'sales', all: true, message: 'Kode Tidak Boleh Kosong' }),
    filters.select({ param: 'status', label: 'Status', options: [{ value: ALL_VALUE, label: 'Semua' }, ...statuses], default: ALL_VALUE }),
  ],
  columns: {
    kode_sales: f.text({ label: 'Kode Sales' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    jumlah_barang: f.number({ label: 'Qty' }),
    total_berat: f.weight({ label: 'Berat' }),
    grand_total: f.money({ label: 'Grand Total' }),
  } satisfies Record<string, ReportColumnInput>,
  inputBy: column(f.text({ label: 'Input By' }), { total: false }),
  lines: (weightLabel: string): Record<string, ReportColumnInput> => ({
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kadar: column(f.number({ label: 'Kadar' }), { total: false }),
    berat_jual: f.weight({ label: weightLabel }),
    harga: f.money({ label: 'Harga' }),
    ongkos: f.money({ label: 'Ongkos' }),
    diskon_rp: f.money({ label: 'Diskon' }),
    total: f.money({ label: 'Total' }),
  }),
};

/** The screens of a kind, one definition each; a definition file exports this array as its default. */
export function defineTransaction(input: TransactionDefinitionInput): TransactionDefinition[] {
  const { columns, lineColumns, ...rest } = input;
  const document = { ...rest, lineColumns: Object.entries(lineColumns).map(([field, c]) => reportColumn(field, c)) };
  const screens: [TransactionScreenKind, { route?: string; label?: string; gate?: Gate } | undefined][] = [
    ['list', input.list],
    ['cancel', input.cancel?.route ? input.cancel : undefined],
    ['validate', input.validate],
    ...(input.actions ?? []).map((a) => ['action', a] as [TransactionScreenKind, ActionScreenInput]),
  ];
  return screens
    .filter((s): s is [TransactionScreenKind, { route: string; label: string; gate?: Gate }] => !!s[1]?.route && !!s[1].label)
    .map(([screen, s]) => {
      const name = s.route.replace(/^\//, '').replace(/-/g, '_');
      const shown = screen === 'action' || screen === 'list' ? (s as { columns?: readonly string[] }).columns : undefined;
      const unknown = shown?.filter((c) => !(c in columns));
      if (unknown?.length) throw new Error(`${input.name} ${s.route}: shows ${unknown.join(', ')}, not a column of the kind`);
      const choices = screen === 'action' ? ((s as ActionScreenInput).choices ?? []).map((c) => c.name) : [];
      if (new Set(choices).size !== choices.length) throw new Error(`${input.name} ${s.route}: a choice is named twice`);
      const gate = { ...input.gate, ...s.gate };
      const report = defineReport({
        name,
        label: s.label,
        route: s.route,
        api: input.api,
        filters: [filters.dateRange(), ...screenFilters(screen, input.filters)],
        columns: {
          [input.number]: f.text({ label: 'No Nota' }),
          tgl_system: f.date({ label: 'Tanggal' }),
          ...(shown ? Object.fromEntries(shown.map((c) => [c, columns[c]])) : columns),
          status: column(f.text({ label: 'Status' }), { codes: 'status', options: input.statuses }),
        },
        export: screen === 'list' ? ['pdf', 'excel'] : [],
        messages: { emptyTable: `Data ${input.label} Kosong`, found: `Data ${input.label} Tersedia`, empty: `Data ${input.label} Kosong` },
        gate,
        menu: input.menu,
      });
      const action = screen === 'action' ? { action: s as ActionScreenInput } : {};
      return { kind: 'transaction' as const, screen, name, label: s.label, route: s.route, gate, menu: input.menu, report, document, ...action };
    });
}

/** A validation screen over several kinds of documents (/validasi-jual-beli: the day's sales and buy-backs together). */
export interface ValidationDefinitionInput {
  route: string;
  label: string;
  menu: string;
  gate?: Gate;
  /** GET api lists the kinds' documents side by side (number `no_nota`, kind `jenis`); POST api/validasi validates a mixed list. */
  api: string;
  /** The kinds, as their definition files export them (defineTransaction). */
  kinds: readonly TransactionDefinition[][];
  /** The toast after validating. */
  done: string;
}

/** The number of a row of a validation over several kinds, whatever its kind calls it. */
export const MIXED_NUMBER = 'no_nota';

/**
 * The validation screen of several kinds, drawn and served as a kind's validation is (valid_by and date filters,
 * tick, Validasi: all of them or none), its rows telling their kind. Another set of kinds is one more call.
 */
export function defineValidation(input: ValidationDefinitionInput): TransactionDefinition[] {
  const kinds = input.kinds.map((screens) => screens.find((s) => s.screen === 'list') ?? screens[0]);
  const statuses = [...new Map(kinds.flatMap((k) => k.document.statuses).map((st) => [st.value, st])).values()];
  const name = input.route.replace(/^\//, '').replace(/-/g, '_');
  const gate = input.gate ?? {};
  const columns: Record<string, ReportColumnInput> = {
    [MIXED_NUMBER]: f.text({ label: 'No Nota' }),
    tgl_system: f.date({ label: 'Tanggal' }),
    jenis: column(f.text({ label: 'Jenis Transaksi' }), { options: kinds.map((k) => ({ value: k.document.name, label: k.document.label })) }),
    // Kinds side by side move goods and money in opposite directions (sold, bought back): no column totals them.
    ...Object.fromEntries(Object.entries(pieceDocument.columns).map(([field, type]) => [field, column(type, { total: false })])),
    input_by: pieceDocument.inputBy,
    status: column(f.text({ label: 'Status' }), { codes: 'status', options: statuses }),
  };
  const report = defineReport({
    name,
    label: input.label,
    route: input.route,
    api: input.api,
    filters: [filters.dateRange(), VALID_BY],
    columns,
    export: [],
    messages: { emptyTable: `Data ${input.label} Kosong`, found: `Data ${input.label} Tersedia`, empty: `Data ${input.label} Kosong` },
    gate,
    menu: input.menu,
  });
  const validate = { route: input.route, label: input.label, gate, done: input.done };
  const document = {
    name,
    label: input.label,
    api: input.api,
    number: MIXED_NUMBER,
    entry: kinds[0].document.entry,
    menu: input.menu,
    gate,
    statuses,
    filters: [],
    list: { route: input.route, label: input.label },
    lineColumns: [],
    validate,
  };
  return [{ kind: 'transaction', screen: 'validate', name, label: input.label, route: input.route, gate, menu: input.menu, report, document, kinds }];
}

/**
 * A kind of document of the till's and the banks' books (Kas Dan Bank: a money mutation, a manual income or expense,
 * a card-cash swipe, a balance move). Its screens are hand-written books that post, list and cancel it on one page, so
 * the engine draws none of them; the server routes it from this as it routes every kind (server/documents/registry.ts).
 */
export interface BookDocumentDefinition {
  kind: 'book';
  /** The kind's name (dokumen.jenis in small letters): 'mutasi_uang'. */
  name: string;
  label: string;
  /** GET api/{number} (one), POST api/{number}/batal; GET api lists the day's, unless its kind names another list. */
  api: string;
  number: string;
  /** The hand-written screens that post it (definitions/pages.ts); each of them reads and cancels it too. */
  entries: readonly string[];
  statuses: readonly { value: string; label: string }[];
  cancel: { authorization: AuthorizationKind; sameDayOnly: boolean; from: readonly string[]; afterValidation: boolean };
}

export function defineBookDocument(input: Omit<BookDocumentDefinition, 'kind'>): BookDocumentDefinition {
  return { kind: 'book', ...input };
}

/** A kind's definition: the engine-drawn screens of a piece document (defineTransaction), or a book's document. */
export type KindDefinition = readonly TransactionDefinition[] | BookDocumentDefinition;

/** What a kind's routes are named and gated by, whichever its definition: its name, API base, number, statuses, cancel rule. */
export type KindDocument = Pick<TransactionDefinitionInput, 'name' | 'label' | 'api' | 'number' | 'statuses' | 'cancel' | 'receipt'>;

export const kindDocument = (def: KindDefinition): KindDocument => ('kind' in def ? def : def[0].document);

/** A kind that prints, by its definition: its name, API base, number and the receipt layout it declares. */
export function printingKind(def: KindDefinition): KindDocument & { receipt: ReceiptLayout } {
  const doc = kindDocument(def);
  if (!doc.receipt) throw new Error(`${doc.name}: its definition declares no receipt`);
  return { ...doc, receipt: doc.receipt };
}

/** The screens the engine draws for a kind: none for a book's document. */
export const kindScreens = (def: KindDefinition): readonly TransactionDefinition[] => ('kind' in def ? [] : def);

export type Definition = MasterDefinition | ReportDefinition | TransactionDefinition;
