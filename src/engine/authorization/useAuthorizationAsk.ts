// Asking a supervisor for the authorizations a refusal names (403 { message, kategori: [...], rincian: [...] }): every
// kind at once, each with what it approves, one login for all. Posting a document (usePostDocument) and printing a
// receipt again (an order's reprint needs CETAK_ULANG_PESANAN) ask the same way. Each round opens a fresh dialog (its
// own key), never the last one's state.
import { createElement, useState, type ReactElement } from 'react';
import { AuthorizationDialog } from './AuthorizationDialog';
import type { AuthorizationAsk } from './types';
import { factFromWire, isAuthorizationKind, type WireFact } from '../../../domain/authorization';

/** The kinds a refusal names, each with its facts; undefined for any other failure. */
export function neededAuthorizations(e: unknown): AuthorizationAsk[] | undefined {
  const err = e as { status?: unknown; body?: { kategori?: unknown; rincian?: unknown } } | null;
  const kinds = err && err.status === 403 ? err.body?.kategori : undefined;
  if (!Array.isArray(kinds) || !kinds.length || !kinds.every(isAuthorizationKind)) return undefined;
  const facts = (Array.isArray(err!.body?.rincian) ? (err!.body!.rincian as WireFact[]) : []).map(factFromWire);
  return kinds.map((kategori) => ({ kategori, facts: facts.filter((f) => f.kategori === kategori) }));
}

/** Asks for authorizations: the ids given, or undefined when the dialog was closed. */
export type AskAuthorizations = (asks: AuthorizationAsk[]) => Promise<string[] | undefined>;

interface Asking {
  round: number;
  asks: AuthorizationAsk[];
  resolve: (ids: string[] | undefined) => void;
}

/** `ask` opens the dialog and waits for it; render `dialog` where the screen renders its dialogs. */
export function useAuthorizationAsk(): { ask: AskAuthorizations; dialog: ReactElement | null } {
  const [asking, setAsking] = useState<Asking>();
  const ask: AskAuthorizations = (asks) => new Promise((resolve) => setAsking((prev) => ({ round: (prev?.round ?? 0) + 1, asks, resolve })));
  const dialog = asking
    ? createElement(AuthorizationDialog, {
        key: asking.round,
        open: true,
        asks: asking.asks,
        onAuthorized: (ids: string[]) => {
          setAsking(undefined);
          asking.resolve(ids);
        },
        onClose: () => {
          setAsking(undefined);
          asking.resolve(undefined);
        },
      })
    : null;
  return { ask, dialog };
}
