// Every call to our server goes through here: base path /api/v1/, the x-auth-token header, a timeout,
// and the spec's session behaviour ('Invalid Token.' clears local storage and reloads the app).
import { clearSession, getSession } from './session';
import { runtimeConfig } from './runtime-config';

export const TIMEOUT_MS = 30_000;

export interface FieldError {
  field: string;
  message: string;
}
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: FieldError[] = [],
    /** 'timeout' | 'network' when no answer came back. */
    readonly kind: 'http' | 'timeout' | 'network' = 'http',
    /** The whole answer, for screens that show more than the message (an import's per-row errors). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Messages the screens show when no answer came back (locale keys resolved by the caller). */
export const CONNECTION_MESSAGES = { timeout: 'Koneksi bermasalah..', network: 'Koneksi Terputus, Periksa Jaringan Anda' };

type Params = Record<string, string | number | boolean | null | undefined>;

function url(path: string, params?: Params): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const qs = q.toString();
  const base = runtimeConfig().backendUrl.replace(/\/?$/, '/');
  return `${base}${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}

/** Called when the server says the token is no longer valid: forget the user and start over at login. */
function onInvalidToken(): void {
  clearSession();
  window.location.assign('/');
}

/** A file (Blob) travels as it is, anything else as JSON. */
function encode(body: unknown): { type?: string; payload?: BodyInit } {
  if (body === undefined) return {};
  if (body instanceof Blob) return { type: 'application/octet-stream', payload: body };
  return { type: 'application/json', payload: JSON.stringify(body) };
}

async function send(method: string, path: string, body?: unknown, params?: Params, accept = 'application/json', extra: Record<string, string> = {}): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('timeout'), TIMEOUT_MS);
  const headers: Record<string, string> = { ...extra, Accept: accept };
  const token = getSession()?.token;
  if (token) headers['x-auth-token'] = token;
  const { type, payload } = encode(body);
  if (type) headers['Content-Type'] = type;
  try {
    const res = await fetch(url(path, params), { method, headers, body: payload, signal: controller.signal });
    if (!res.ok) throw await failure(res);
    return res;
  } catch (e) {
    if (e instanceof ApiError) throw e;
    const timedOut = controller.signal.aborted && controller.signal.reason === 'timeout';
    throw timedOut ? new ApiError(CONNECTION_MESSAGES.timeout, 0, [], 'timeout') : new ApiError(CONNECTION_MESSAGES.network, 0, [], 'network');
  } finally {
    clearTimeout(timer);
  }
}

async function failure(res: Response): Promise<ApiError> {
  const d = (parse(await res.text()) ?? {}) as { message?: string; errors?: FieldError[] };
  const message = d.message ?? res.statusText;
  if (/invalid token\./i.test(message)) onInvalidToken();
  return new ApiError(message, res.status, d.errors ?? [], 'http', d as Record<string, unknown>);
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return { message: text };
  }
}

/** `headers`: a call's own headers (a document's Idempotency-Key). */
export async function request<T = unknown>(method: string, path: string, body?: unknown, params?: Params, headers?: Record<string, string>): Promise<T> {
  const res = await send(method, path, body, params, undefined, headers);
  return parse(await res.text()) as T;
}

/** A file the server sends (CSV export): its content and the name the server gives it. */
export async function download(path: string, params?: Params): Promise<{ blob: Blob; fileName: string | undefined }> {
  const res = await send('GET', path, undefined, params, '*/*');
  const fileName = /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await res.blob(), fileName };
}

export const api = {
  get: <T = unknown>(path: string, params?: Params) => request<T>('GET', path, undefined, params),
  post: <T = unknown>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T = unknown>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  delete: <T = unknown>(path: string) => request<T>('DELETE', path),
  /** POSTs a file as its raw bytes (the server reads the content, not a form). */
  upload: <T = unknown>(path: string, file: Blob) => request<T>('POST', path, file),
  download,
};

/** Fills {name} placeholders of a definition path: fillPath('banks/{kode_bank}', { kode_bank: 'BCA' }). */
export function fillPath(path: string, values: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(values[k] ?? '')));
}
