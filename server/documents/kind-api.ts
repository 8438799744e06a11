// A document kind as the API serves it: the kernel kind (how it plans and cancels) joined once with its definition's
// screens (its name, API base, number, statuses and gates) and with what its routes read and answer. The registry
// (./registry.ts) lists them; server/routes/documents.ts makes every route of every kind from them: post, list,
// read, cancel, print, the kind's own actions (a deposit's pay-off), and WhatsApp's nota routes.
import type { TransactionDefinition } from '../../definitions/define';
import type { ReceiptKind } from '../../domain/receipt-document';
import type { Actor } from '../actor';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import type { RouteGate } from '../http/route';
import type { JsonSchema } from '../http/schema';
import type { DocumentKind } from './plan';
import type { ListQuery, readDocument } from './read';

/** A document as the kernel reads it back (its lines, payments, history and authorizations). */
export type ReadDocument = Awaited<ReturnType<typeof readDocument>>;

/** What the routes of a kind are named by and who may call them: all of it from its definition. */
export interface DocumentKindRoutes {
  /** The definition's name: penjualan, titip, penjualan_manual ... */
  name: string;
  /** The receipt it prints as: a manual sale's is a sale's, a manual buy-back's a buy-back's. */
  receipt: ReceiptKind;
  label: string;
  /** The API base: penjualan, titip. */
  api: string;
  /** The number as clients name it: no_faktur_jual, no_titip, no_faktur_beli. */
  number: string;
  /** dokumen.jenis: the name in capitals. */
  jenis: string;
  /** The statuses its lists filter by. */
  statuses: readonly string[];
  /** The hand-written entry screen's route. */
  entryRoute: string;
  /** Posting: the hand-written entry screen. */
  entry: RouteGate;
  /** Reading, printing, sending: any screen of the kind. */
  read: RouteGate;
  /** Cancelling: the cancel screen, or the list where the kind has none. */
  cancel: RouteGate;
}

/** Which of the kind's gates an action takes. */
export type KindGate = 'entry' | 'read' | 'cancel';

/**
 * A kind's own action on one of its documents, beyond post and cancel: a deposit's pay-off, an order's pick-up, a
 * loan's renewal. Routed as POST {api}/{number}/{path}, with the kind's gate it names and an Idempotency-Key.
 */
export interface KindAction {
  path: string;
  gate: KindGate;
  summary: string;
  description?: string;
  body: JsonSchema;
  run(ctx: AppContext, actor: Actor, no: string, body: unknown, opts: { idempotencyKey?: string }): Promise<{ message: string; data: Record<string, unknown> }>;
}

/** What a kind file declares for its routes, beside its kernel kind. */
export interface KindApiInput<B> {
  /** The kind's screens (definitions/transactions/<kind>.ts). */
  screens: readonly TransactionDefinition[];
  kind: DocumentKind<B>;
  /** The body of POST {api}. */
  body: JsonSchema;
  /** The body of POST {api}/{number}/batal, when not the common one (server/routes/document-requests.ts). */
  cancelBody?: JsonSchema;
  messages: { saved: string; cancelled: string };
  /** One line each for the API reference. */
  summaries: { post: string; list: string; read: string; cancel: string };
  /** What POST {api} answers beside the number and the business date: the change, the total ... */
  posted(doc: ReadDocument): Record<string, unknown>;
  /** What the kind adds to a document it reads back (a deposit: its down payment, due date, the sale that paid it). */
  extend?(db: Queryable, actor: Actor, doc: ReadDocument, no: string): Promise<ReadDocument>;
  /** How it lists: `openAnyDate` an open document whatever its date; `rows` adds to each listed row. */
  list?: {
    openAnyDate?: boolean;
    rows?(db: Queryable, actor: Actor, rows: Record<string, unknown>[], q: ListQuery): Promise<Record<string, unknown>[]>;
  };
  actions?: readonly KindAction[];
  /** Its documents carry an open balance (./balances.ts): GET {api}/{number}/saldo answers it. */
  saldo?: boolean;
}

/** A registered kind: its routes' names and gates, its kernel kind and its API. */
export interface KindApi<B = never> extends DocumentKindRoutes, KindApiInput<B> {}

/** The validation screens over several kinds: each opens the documents of the kinds it shows. */
export type MixedValidations = readonly TransactionDefinition[];

/** The routes' names and gates of a kind, from its screens; `mixed` the validations over several kinds. */
export function kindRoutes(screens: readonly TransactionDefinition[], mixed: MixedValidations = []): DocumentKindRoutes {
  const doc = screens[0].document;
  const mixedRoutes = mixed.filter((v) => v.kinds?.some((k) => k.document.name === doc.name)).map((v) => v.route);
  return {
    name: doc.name,
    receipt: doc.receipt ?? (doc.name as ReceiptKind),
    label: doc.label,
    api: doc.api,
    number: doc.number,
    jenis: doc.name.toUpperCase(),
    statuses: doc.statuses.map((st) => st.value),
    entryRoute: doc.entry,
    entry: { page: doc.entry },
    read: { anyOf: [doc.entry, ...screens.map((s) => s.route), ...mixedRoutes] },
    cancel: { page: doc.cancel?.route ?? doc.list.route },
  };
}

/**
 * Joins a kind's definition with its kernel kind: the kernel's jenis must be the definition's name in capitals (the
 * one name of the kind), or the kind is refused as the server starts.
 */
export function kindApi<B>(input: KindApiInput<B>, mixed: MixedValidations = []): KindApi<B> {
  const routes = kindRoutes(input.screens, mixed);
  if (input.kind.jenis !== routes.jenis) {
    throw new Error(`kind ${routes.name}: its kernel kind writes documents as ${input.kind.jenis}, its definition names them ${routes.jenis}`);
  }
  return { ...input, ...routes };
}
