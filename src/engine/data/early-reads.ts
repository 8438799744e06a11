// Reads sent before the screen that needs them has loaded: at start, the screen of the address (src/main.tsx) names
// its first reads (src/custom-screens/index.ts EARLY_READS), and they go out beside the app's code instead of after
// its first drawing. useApiQuery takes such an answer once, in place of its own call; an answer not taken within
// MAX_AGE_MS is dropped, so a screen opened later never shows a stale price.
import { callApi, apiQueryKey, type ApiParams } from './call';

const MAX_AGE_MS = 10_000;
const early = new Map<string, { at: number; answer: Promise<unknown> }>();
const keyOf = (path: string, params?: ApiParams) => JSON.stringify(apiQueryKey(path, params));

/** Sends the GET reads of `paths` now. */
export function startEarlyReads(paths: readonly string[]): void {
  for (const path of paths) {
    const answer = callApi({ path });
    // A failure is the taker's to show; one never taken is not an unhandled rejection.
    answer.catch(() => undefined);
    early.set(keyOf(path), { at: Date.now(), answer });
  }
}

/** The early answer of this read, once; undefined when there is none (or it is too old): call the server. */
export function takeEarlyRead<T>(path: string, params?: ApiParams): Promise<T> | undefined {
  const key = keyOf(path, params);
  const read = early.get(key);
  if (!read) return undefined;
  early.delete(key);
  return Date.now() - read.at <= MAX_AGE_MS ? (read.answer as Promise<T>) : undefined;
}
