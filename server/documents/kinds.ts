// The document kinds as their definitions describe them (definitions/transactions): the API base, the number as
// clients name it, the kernel's jenis, and the gates of their routes, derived from their screens. Every route of a
// kind (post, list, read, cancel, print, WhatsApp) takes its gate from here, so the API opens exactly to the screens.
import type { TransactionDefinition } from '../../definitions/define';
import penjualan from '../../definitions/transactions/penjualan';
import titip from '../../definitions/transactions/titip';
import pembelian from '../../definitions/transactions/pembelian';
import type { RouteGate } from '../http/route';

export interface DocumentKindRoutes {
  /** The definition's name: penjualan, titip (the receipt's kind too). */
  name: 'penjualan' | 'titip' | 'pembelian';
  label: string;
  /** The API base: penjualan, titip. */
  api: string;
  /** The number as clients name it: no_faktur_jual, no_titip, no_faktur_beli. */
  number: string;
  /** dokumen.jenis: the name in capitals. */
  jenis: string;
  /** The hand-written entry screen's route. */
  entryRoute: string;
  /** Posting: the hand-written entry screen. */
  entry: RouteGate;
  /** Reading, printing, sending: any screen of the kind. */
  read: RouteGate;
  /** Cancelling: the cancel screen, or the list where the kind has none. */
  cancel: RouteGate;
}

function describe(screens: TransactionDefinition[]): DocumentKindRoutes {
  const doc = screens[0].document;
  return {
    name: doc.name as DocumentKindRoutes['name'],
    label: doc.label,
    api: doc.api,
    number: doc.number,
    jenis: doc.name.toUpperCase(),
    entryRoute: doc.entry,
    entry: { page: doc.entry },
    read: { anyOf: [doc.entry, ...screens.map((s) => s.route)] },
    cancel: { page: doc.cancel?.route ?? doc.list.route },
  };
}

export const DOCUMENT_KINDS = { penjualan: describe(penjualan), titip: describe(titip), pembelian: describe(pembelian) } as const;
export type DocumentKindName = keyof typeof DOCUMENT_KINDS;
export const DOCUMENT_KIND_NAMES = Object.keys(DOCUMENT_KINDS) as DocumentKindName[];
