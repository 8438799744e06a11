// Posting a document the kernel's way: one Idempotency-Key per attempt (kept until it succeeds, so a retry after a
// lost answer or after an authorization makes one nota), and a 403 { kategori } answered by the supervisor
// authorization dialog, one kind after another, then the same body again with their ids and the same key.
import { createElement, useCallback, useRef, useState, type ReactElement } from 'react';
import { useApiCall, useSubmit } from '../../engine/data';
import { AuthorizationDialog } from '../../engine/authorization/AuthorizationDialog';
import type { AuthorizationKind } from '../../../domain/authorization';

/** A v4 UUID: crypto.randomUUID where the page is a secure context, else from getRandomValues (a shop's LAN over http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The authorization kinds a refusal names (403 { message, kategori: [...] }), or undefined for any other failure. */
export function neededAuthorizations(e: unknown): AuthorizationKind[] | undefined {
  const err = e as { status?: unknown; body?: { kategori?: unknown } } | null;
  const kinds = err && err.status === 403 ? err.body?.kategori : undefined;
  return Array.isArray(kinds) && kinds.length ? (kinds as AuthorizationKind[]) : undefined;
}

const CANCELLED = new Error('authorization cancelled');
/** Asking again after this many rounds means the server refuses what was given: stop rather than loop. */
const MAX_ROUNDS = 3;

export function usePostDocument(description?: string) {
  const call = useApiCall();
  const submit = useSubmit();
  const key = useRef<string | undefined>(undefined);
  const [asking, setAsking] = useState<{ kategori: AuthorizationKind; resolve: (id: string | undefined) => void }>();

  const ask = (kategori: AuthorizationKind) => new Promise<string | undefined>((resolve) => setAsking({ kategori, resolve }));

  /** Posts; answers the server's answer, or undefined when refused (toast shown) or an authorization was cancelled. */
  const post = useCallback(
    <T>(path: string, body: (authorizationIds: string[]) => unknown, check?: () => string | false | undefined) =>
      submit.run<T>(
        async () => {
          key.current ??= newIdempotencyKey();
          const ids: string[] = [];
          for (let round = 0; ; round++) {
            try {
              return await call<T>({ method: 'POST', path, body: body(ids), headers: { 'Idempotency-Key': key.current } });
            } catch (e) {
              const kinds = neededAuthorizations(e);
              if (!kinds || round >= MAX_ROUNDS) throw e;
              for (const kategori of kinds) {
                const id = await ask(kategori);
                if (!id) throw CANCELLED;
                ids.push(id);
              }
            }
          }
        },
        { check, failed: (e) => e === CANCELLED },
      ),
    [call, submit.run],
  );

  /** A new sale: the next post is a new attempt with a new key. */
  const reset = useCallback(() => {
    key.current = undefined;
  }, []);

  const dialog: ReactElement | null = asking
    ? createElement(AuthorizationDialog, {
        open: true,
        kategori: asking.kategori,
        description,
        onSuccess: (id: string) => {
          setAsking(undefined);
          asking.resolve(id);
        },
        onClose: () => {
          setAsking(undefined);
          asking.resolve(undefined);
        },
      })
    : null;

  return { post, reset, busy: submit.busy, dialog };
}
