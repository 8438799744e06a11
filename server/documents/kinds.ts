// The document kinds as their definitions describe them (definitions/transactions): the API base, the number as
// clients name it, the kernel's jenis, and the gates of their routes, derived from their screens. Every route of a
// kind (post, list, read, cancel, print, WhatsApp) takes its gate from here, so the API opens exactly to the screens.
import type { TransactionDefinition } from '../../definitions/define';
import penjualan from '../../definitions/transactions/penjualan';
import titip from '../../definitions/transactions/titip';
import pembelian from '../../definitions/transactions/pembelian';
import penjualanManual from '../../definitions/transactions/penjualan-manual';
import pembelianManual from '../../definitions/transactions/pembelian-manual';
import validasiJualBeli from '../../definitions/transactions/validasi-jual-beli';
import validasiJualBeliManual from '../../definitions/transactions/validasi-jual-beli-manual';
import type { ReceiptKind } from '../../domain/receipt-document';
import type { RouteGate } from '../http/route';

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
  /** The hand-written entry screen's route. */
  entryRoute: string;
  /** Posting: the hand-written entry screen. */
  entry: RouteGate;
  /** Reading, printing, sending: any screen of the kind. */
  read: RouteGate;
  /** Cancelling: the cancel screen, or the list where the kind has none. */
  cancel: RouteGate;
}

/** The validation screens over several kinds: each opens the documents of the kinds it shows. */
const MIXED_VALIDATIONS: readonly TransactionDefinition[] = [...validasiJualBeli, ...validasiJualBeliManual];

function describe(screens: TransactionDefinition[]): DocumentKindRoutes {
  const doc = screens[0].document;
  const mixed = MIXED_VALIDATIONS.filter((v) => v.kinds?.some((k) => k.document.name === doc.name)).map((v) => v.route);
  return {
    name: doc.name,
    receipt: doc.receipt ?? (doc.name as ReceiptKind),
    label: doc.label,
    api: doc.api,
    number: doc.number,
    jenis: doc.name.toUpperCase(),
    entryRoute: doc.entry,
    entry: { page: doc.entry },
    read: { anyOf: [doc.entry, ...screens.map((s) => s.route), ...mixed] },
    cancel: { page: doc.cancel?.route ?? doc.list.route },
  };
}

export const DOCUMENT_KINDS = {
  penjualan: describe(penjualan),
  titip: describe(titip),
  pembelian: describe(pembelian),
  penjualan_manual: describe(penjualanManual),
  pembelian_manual: describe(pembelianManual),
} as const;
export type DocumentKindName = keyof typeof DOCUMENT_KINDS;
export const DOCUMENT_KIND_NAMES = Object.keys(DOCUMENT_KINDS) as DocumentKindName[];
