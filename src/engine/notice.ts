// What a toast says and how long it stays, free of react-admin: the login page shows its toasts before react-admin
// is loaded (src/main.tsx), the app through notify.ts and failure-toast.ts.
import { ApiError } from './api';

/** The spec's durations: success 2 s, everything else 3 s. */
export const TOAST_MS = { success: 2000, error: 3000, info: 3000, warning: 3000 } as const;

export interface Notice {
  type: keyof typeof TOAST_MS;
  /** A locale key, or a server's own (Indonesian) text. */
  message: string;
}

/**
 * How a failed call is told (spec section 8): a timeout is an info toast 'Koneksi bermasalah..', no answer at all is
 * the connection-problem message, otherwise the server's own text or the screen's fallback.
 */
export function failureNotice(error: unknown, fallbackKey: string): Notice {
  if (error instanceof ApiError && error.kind === 'timeout') return { type: 'info', message: 'kilau.shell.timeout' };
  if (error instanceof ApiError && error.kind === 'network') return { type: 'error', message: 'kilau.shell.network' };
  return { type: 'error', message: error instanceof ApiError && error.message ? error.message : fallbackKey };
}
