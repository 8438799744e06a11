// The data provider's generic methods for the non-CRUD API: `dataProvider.call({ method, path, params, body })` for
// JSON and `dataProvider.download({ path, params })` for bytes (a photo, a CSV file), built on engine/api.ts (base
// path, token header, timeout, 'Invalid Token.'). Pure helpers for the query keys
// the hooks (./hooks.ts) cache answers under, so a write can refresh every read of the paths it touched.
import type { DataProvider } from 'react-admin';
import { download, request } from '../api';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ApiParams = Record<string, string | number | boolean | null | undefined>;

/** One call of the API: `path` is relative to /api/v1/ ('barang', 'penerimaan-barang/TB-1/batal'). */
export interface ApiCall {
  method?: ApiMethod;
  path: string;
  /** The query string; empty values are left out. */
  params?: ApiParams;
  /** JSON body (POST and PUT send `{}` when none is given), or a Blob sent as its raw bytes. */
  body?: unknown;
  /** Extra request headers (a create's Idempotency-Key). */
  headers?: Record<string, string>;
}

/** A binary answer: the bytes, and the file name of its Content-Disposition when the server gives one. */
export interface ApiDownload {
  blob: Blob;
  fileName: string | undefined;
}

export interface ApiDataProvider {
  call<T = unknown>(call: ApiCall): Promise<T>;
  /** A GET answered with bytes, not JSON. */
  download(call: Pick<ApiCall, 'path' | 'params'>): Promise<ApiDownload>;
}

export function callApi<T = unknown>({ method = 'GET', path, params, body, headers }: ApiCall): Promise<T> {
  const payload = body ?? (method === 'POST' || method === 'PUT' ? {} : undefined);
  return request<T>(method, path, payload, params, headers);
}

export function downloadApi({ path, params }: Pick<ApiCall, 'path' | 'params'>): Promise<ApiDownload> {
  return download(path, params);
}

/** The app's data provider: the masters' CRUD methods plus `call` and `download` (src/App.tsx). */
export function withApiCall<P extends DataProvider>(provider: P): P & ApiDataProvider {
  return { ...provider, call: callApi, download: downloadApi };
}

/** Every cached API read sits under this key: [API_KEY, path, params]. */
export const API_KEY = 'kilau-api';

/** Params as the request sends them (no empty values) and in a stable order: the same read has the same key. */
export function cleanParams(params: ApiParams | undefined): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const k of Object.keys(params ?? {}).sort()) {
    const v = params![k];
    if (v !== undefined && v !== null && v !== '') out[k] = v;
  }
  return out;
}

export const apiQueryKey = (path: string, params?: ApiParams) => [API_KEY, path.replace(/^\//, ''), cleanParams(params)] as const;

/** True when `path` is `prefix` or below it: 'penerimaan-barang/TB-1' is under 'penerimaan-barang', 'barang-x' is not under 'barang'. */
export function pathUnder(path: string, prefix: string): boolean {
  const p = path.replace(/^\//, '');
  const q = prefix.replace(/^\//, '').replace(/\/$/, '');
  return p === q || p.startsWith(`${q}/`);
}

/** Whether a cached query is a read of one of `prefixes` (all API reads when `prefixes` is empty). */
export function isApiQueryUnder(queryKey: readonly unknown[], prefixes: readonly string[]): boolean {
  if (queryKey[0] !== API_KEY || typeof queryKey[1] !== 'string') return false;
  const path = queryKey[1];
  return prefixes.length === 0 || prefixes.some((prefix) => pathUnder(path, prefix));
}
