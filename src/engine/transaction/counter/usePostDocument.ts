// Posting a document the kernel's way: one Idempotency-Key per attempt (kept until it succeeds, so a retry after a
// lost answer or after an authorization makes one nota), and a 403 { kategori, rincian } answered by the supervisor
// authorization dialog (../../authorization/useAuthorizationAsk.ts); then the same body again with their ids and the same
// key.
import { useCallback, useRef } from 'react';
import { useApiCall, useSubmit } from '../../data/index';
import { neededAuthorizations, useAuthorizationAsk } from '../../authorization/useAuthorizationAsk';

/** A v4 UUID: crypto.randomUUID where the page is a secure context, else from getRandomValues (a shop's LAN over http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const CANCELLED = new Error('authorization cancelled');
/** Asking again after this many rounds means the server refuses what was given: stop rather than loop. */
const MAX_ROUNDS = 3;

export function usePostDocument() {
  const call = useApiCall();
  const submit = useSubmit();
  const key = useRef<string | undefined>(undefined);
  const { ask, dialog } = useAuthorizationAsk();

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
              const asks = neededAuthorizations(e);
              if (!asks || round >= MAX_ROUNDS) throw e;
              const given = await ask(asks);
              if (!given) throw CANCELLED;
              ids.push(...given);
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

  return { post, reset, busy: submit.busy, dialog };
}
