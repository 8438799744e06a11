// A document kind as the API serves it: the kernel kind (how it plans and cancels) joined once with its definition
// (its name, API base, number, statuses and gates: the screens of a piece document, or a book's document) and with
// what its routes read and answer. The registry (./registry.ts) lists them; server/routes/documents.ts makes every
// route of every kind from them: post, list, read, cancel, print, the kind's own actions (a deposit's pay-off), and
// WhatsApp's nota routes.
import type { FastifyRequest } from 'fastify';
import { kindDocument, kindScreens, type KindDefinition, type KindDocument, type TransactionDefinition } from '../../definitions/define';
import type { ReceiptLayout } from '../../domain/receipt-layout';
import type { PrintingKind } from '../../domain/receipt-document';
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
  /** Its receipt's layout (a manual sale's is a sale's); a kind without one (a book's document) has no print or nota routes. */
  receipt?: ReceiptLayout;
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
  /** Posting: the hand-written entry screen (a book's document: any of its screens). */
  entry: RouteGate;
  /** Reading, printing, sending: any screen of the kind. */
  read: RouteGate;
  /** Cancelling: the cancel screen, or the list where the kind has none (a book's document: its screens). */
  cancel: RouteGate;
  /** What the definition says of the document, whichever its form. */
  document: KindDocument;
  /** The screens the engine draws from the definition (none for a book's document). */
  screens: readonly TransactionDefinition[];
}

/**
 * The routes the registry makes for a kind from the kernel alone. Money sent to the head office is posted, listed and
 * read by its own flow across servers (server/routes/kirim-uang.ts) and takes only the cancellation from here.
 */
export const STANDARD_ROUTES = ['post', 'list', 'read', 'cancel'] as const;
export type StandardRoute = (typeof STANDARD_ROUTES)[number];

/** Which of the kind's gates an action takes. */
export type KindGate = 'entry' | 'read' | 'cancel';

/**
 * A kind's own action on one of its documents, beyond post and cancel: a deposit's pay-off, an order's pick-up, a
 * loan's renewal. Routed as POST {api}/{number}/{path}, with the kind's gate it names and an Idempotency-Key.
 */
export interface KindAction {
  path: string;
  /** One of the kind's gates, or the gate of a screen of its own (an auction: /lelang-hutang, /lelang-cicilan). */
  gate: KindGate | { page: string };
  summary: string;
  description?: string;
  body: JsonSchema;
  run(ctx: AppContext, actor: Actor, no: string, body: unknown, opts: { idempotencyKey?: string }): Promise<{ message: string; data: Record<string, unknown> }>;
}

/**
 * A document one of the kind's actions posts that prints a receipt of its own (a loan's redemption or renewal, an
 * instalment's payment): not a registered kind (no post, list or cancel route of its own), read at GET {api}/{number}
 * and its prints recorded at POST {api}/{number}/cetak, both with the kind's read gate.
 */
export interface KindStep {
  jenis: string;
  label: string;
  /** Its API base, number and receipt layout, as the kind's definition names them (the screens print by it). */
  print: PrintingKind;
  /** What it adds to its document read back: its contract's number, the bill it paid. */
  extend(db: Queryable, doc: ReadDocument, no: string): Promise<Record<string, unknown>>;
}

/**
 * Where a kind is posted, when not at POST {api} with the entry screen's gate: a money mutation is posted from the
 * bank screen and from the cash screen, each at its own path of the spec, with its own body and answer.
 */
export interface KindPost {
  url: string;
  /** The screen whose gate the route takes. */
  screen: string;
  summary: string;
  body: JsonSchema;
  message: string;
  /** The body as the kernel kind takes it (the cash screen's sides default to the till). */
  prepare?(body: never): unknown;
}

/** What a kind file declares for its routes, beside its kernel kind. */
export interface KindApiInput<B> {
  /** The kind's definition: definitions/transactions/<kind>.ts, or definitions/books/<kind>.ts. */
  definition: KindDefinition;
  kind: DocumentKind<B>;
  /** The standard routes the registry makes for it (default all of them). */
  routes?: readonly StandardRoute[];
  /** The body of POST {api}; a kind posted elsewhere declares `posts` instead. */
  body?: JsonSchema;
  /** Where it is posted, when not at POST {api} with `body`, `messages.saved` and `summaries.post`. */
  posts?: readonly KindPost[];
  /** The body of POST {api}/{number}/batal, when not the common one (server/routes/document-requests.ts). */
  cancelBody?: JsonSchema;
  messages: { saved?: string; cancelled: string };
  /** One line each for the API reference, for each standard route it takes. */
  summaries: Partial<Record<StandardRoute, string>>;
  /** What its post answers beside the number and the business date: the change, the total ... */
  posted?(doc: ReadDocument): Record<string, unknown>;
  /** What the kind adds to a document it reads back (a deposit: its down payment, due date, the sale that paid it). */
  extend?(db: Queryable, actor: Actor, doc: ReadDocument, no: string): Promise<ReadDocument>;
  /**
   * How it lists: `openAnyDate` an open document whatever its date; `rows` adds to each listed row. A book's
   * document lists one business day as its book shows it: `read` at `url` (GET {api} unless named), by `querystring`.
   */
  list?: {
    openAnyDate?: boolean;
    rows?(db: Queryable, actor: Actor, rows: Record<string, unknown>[], q: ListQuery): Promise<Record<string, unknown>[]>;
    url?: string;
    querystring?: JsonSchema;
    read?(ctx: AppContext, req: FastifyRequest, actor: Actor): Promise<Record<string, unknown>[]>;
  };
  actions?: readonly KindAction[];
  /** The documents its actions post that print receipts of their own. */
  steps?: readonly KindStep[];
  /** Its documents carry an open balance (./balances.ts): GET {api}/{number}/saldo answers it. */
  saldo?: boolean;
  /** Its lines carry a photo each (an order's design, a piece left for repair): PUT and GET {api}/{number}/foto/{baris}. */
  linePhotos?: boolean;
}

/** A registered kind: its routes' names and gates, its kernel kind and its API, with every place it is posted. */
export interface KindApi<B = never> extends DocumentKindRoutes, Omit<KindApiInput<B>, 'posts' | 'routes'> {
  posts: readonly KindPost[];
  routes: readonly StandardRoute[];
}

/** The validation screens over several kinds: each opens the documents of the kinds it shows. */
export type MixedValidations = readonly TransactionDefinition[];

/** The routes' names and gates of a kind, from its definition; `mixed` the validations over several kinds. */
export function kindRoutes(definition: KindDefinition, mixed: MixedValidations = []): DocumentKindRoutes {
  const doc = kindDocument(definition);
  const screens = kindScreens(definition);
  const named = {
    name: doc.name,
    label: doc.label,
    api: doc.api,
    number: doc.number,
    jenis: doc.name.toUpperCase(),
    statuses: doc.statuses.map((st) => st.value),
    document: doc,
    screens,
  };
  if ('kind' in definition) {
    const books = { anyOf: [...definition.entries] };
    return { ...named, entryRoute: definition.entries[0], entry: books, read: books, cancel: books };
  }
  const pieces = screens[0].document;
  const mixedRoutes = mixed.filter((v) => v.kinds?.some((k) => k.document.name === doc.name)).map((v) => v.route);
  return {
    ...named,
    receipt: doc.receipt,
    entryRoute: pieces.entry,
    entry: { page: pieces.entry },
    read: { anyOf: [pieces.entry, ...screens.map((s) => s.route), ...mixedRoutes] },
    cancel: { page: pieces.cancel?.route ?? pieces.list.route },
  };
}

/**
 * Joins a kind's definition with its kernel kind: the kernel's jenis must be the definition's name in capitals (the
 * one name of the kind), or the kind is refused as the server starts; so is a kind that says nowhere how it is posted.
 */
export function kindApi<B>(input: KindApiInput<B>, mixed: MixedValidations = []): KindApi<B> {
  const routes = kindRoutes(input.definition, mixed);
  if (input.kind.jenis !== routes.jenis) {
    throw new Error(`kind ${routes.name}: its kernel kind writes documents as ${input.kind.jenis}, its definition names them ${routes.jenis}`);
  }
  const standard = input.routes ?? STANDARD_ROUTES;
  const missing = standard.filter((r) => r !== 'post' && !input.summaries[r]);
  if (missing.length) throw new Error(`kind ${routes.name}: no summary of its ${missing.join(', ')} route`);
  // A page an action of the kind runs on (an auction's screen) lists and reads the documents it acts on.
  const actionPages = (input.actions ?? []).flatMap((a) => (typeof a.gate === 'object' ? [a.gate.page] : []));
  const read = routes.read;
  if (actionPages.length && typeof read === 'object' && 'anyOf' in read) routes.read = { anyOf: [...new Set([...read.anyOf, ...actionPages])] };
  const { body, posts } = input;
  const { saved } = input.messages;
  const post = input.summaries.post;
  if (!standard.includes('post')) return { ...input, ...routes, routes: standard, posts: [] };
  if (!posts && !(body && saved && post)) throw new Error(`kind ${routes.name}: it declares neither where it is posted (posts) nor POST ${routes.api}'s body, message and summary`);
  return { ...input, ...routes, routes: standard, posts: posts ?? [{ url: routes.api, screen: routes.entryRoute, summary: post!, body: body!, message: saved! }] };
}
