// The hooks custom screens read and write with (see ./README.md): every call goes through react-admin's data
// provider (`dataProvider.call`, ./call.ts) and react-admin's own react-query client, so loading, failure and
// refresh are handled once here, not by each screen with useState/useEffect.
import { useCallback } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import { useToast } from '../notify';
import { useFailureToast } from '../failure-toast';
import { takeEarlyRead } from './early-reads';
import { apiQueryKey, isApiQueryUnder, type ApiCall, type ApiDataProvider, type ApiDownload, type ApiParams } from './call';

export type AppDataProvider = DataProvider & ApiDataProvider;

/** The fallback toast of a failed read when the screen names none ('Terjadi Kesalahan Saat Request Data'). */
export const LOAD_FAILED = 'kilau.data.load_failed';
/** The fallback toast of a failed write when the screen names none (the inventory screens' text, as before). */
export const SAVE_FAILED = 'kilau.barang.save_failed';

/** `call({ method, path, params, body })` through the data provider: for a screen's own flows (a scan, a form's send). */
export function useApiCall(): <T = unknown>(call: ApiCall) => Promise<T> {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useCallback(<T = unknown>(call: ApiCall) => dataProvider.call<T>(call), [dataProvider]);
}

/** `download({ path, params })` through the data provider: a GET answered with bytes (`{ blob, fileName }`), e.g. a photo or a CSV file. */
export function useApiDownload(): (call: Pick<ApiCall, 'path' | 'params'>) => Promise<ApiDownload> {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useCallback((call: Pick<ApiCall, 'path' | 'params'>) => dataProvider.download(call), [dataProvider]);
}

/** Refreshes the cached reads of the given paths and everything below them (all API reads when none is given). */
export function useRefreshApi(): (...prefixes: string[]) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (...prefixes: string[]) => queryClient.invalidateQueries({ predicate: (q) => isApiQueryUnder(q.queryKey, prefixes) }),
    [queryClient],
  );
}

export interface ApiQueryOptions {
  /** false: do not fetch (yet). A null path does the same. */
  enabled?: boolean;
  /** Locale key (or text) of the failure toast when the server gives no message; false: no toast, read `error`. */
  failure?: string | false;
  /** Keep showing the previous answer while the next one (another page, another search) loads. */
  keepPrevious?: boolean;
  /** How long an answer counts as fresh (ms); 0 (the default) reads again each time a screen opens. */
  staleTime?: number;
}

export interface ApiQueryResult<T> {
  /** The server's answer as it is (e.g. `{ data: [...], count }`); undefined until the first one. */
  data: T | undefined;
  error: unknown;
  /** No answer yet (also while disabled). */
  isPending: boolean;
  /** The first read is on its way (show a progress bar). */
  isLoading: boolean;
  /** Any read is on its way, the first or a refresh. */
  isFetching: boolean;
  /** `data` is the previous key's answer (keepPrevious) while the new one loads. */
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A GET read, cached under its path and params: `useApiQuery<{ data: Receipt[] }>('penerimaan-barang', { tgl_awal })`.
 * It reads again when the path or params change, on `refetch()`, and after a write (useSubmit) that names the
 * path in `invalidate`. A failure shows the spec's toast once (timeout, no connection, the server's text, else
 * `failure`); no retries, no refetch on window focus.
 */
export function useApiQuery<T = unknown>(path: string | null | undefined, params?: ApiParams, options: ApiQueryOptions = {}): ApiQueryResult<T> {
  const call = useApiCall();
  const failure = useFailureToast();
  const { enabled = true, failure: fallback = LOAD_FAILED, keepPrevious = false, staleTime } = options;
  const query = useQuery<T>({
    queryKey: apiQueryKey(path ?? '', params),
    queryFn: async () => {
      try {
        return await (takeEarlyRead<T>(path!, params) ?? call<T>({ path: path!, params }));
      } catch (error) {
        if (fallback !== false) failure(error, fallback);
        throw error;
      }
    },
    enabled: enabled && !!path,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    retry: false,
    refetchOnWindowFocus: false,
    staleTime,
  });
  const { refetch } = query;
  const again = useCallback(() => refetch(), [refetch]);
  // Getters: react-query redraws a screen only for the parts of the answer it read (tracked properties), so a screen
  // that never reads isFetching is not drawn again when a refresh starts and ends (the counter refreshes its prices
  // on every scan).
  return {
    get data() {
      return query.data;
    },
    get error() {
      return query.error;
    },
    get isPending() {
      return query.isPending;
    },
    get isLoading() {
      return query.isLoading;
    },
    get isFetching() {
      return query.isFetching;
    },
    get isPlaceholderData() {
      return query.isPlaceholderData;
    },
    refetch: again,
  };
}

export interface SubmitOptions {
  /** Locale key (or text) of the failure toast when the server gives no message. Default SAVE_FAILED. */
  failure?: string;
  /** Paths whose cached reads are refreshed after every successful write of this hook. */
  invalidate?: string[];
}

export interface RunOptions<T> {
  /** A check before sending: a message (locale key or text) refuses with that toast and sends nothing. */
  check?: () => string | false | null | undefined;
  /** The success toast; default the server's `message`; false: none. */
  success?: ((answer: T) => string) | false;
  /** Runs after the success toast (clear the form, close a dialog); the hook stays busy until it resolves. */
  after?: (answer: T) => unknown;
  /** A failure the screen shows itself (e.g. a refusal listing rows): return true and no toast is shown. */
  failed?: (error: unknown) => boolean | void;
  /** More paths to refresh after this write (besides the hook's own `invalidate`). */
  invalidate?: string[];
}

export interface Submit {
  /** A write is on its way (disable the buttons). */
  busy: boolean;
  /** Sends one API call; resolves to the answer, or undefined when refused or failed (already reported). */
  call: <T = { message?: string }>(call: ApiCall, opts?: RunOptions<T>) => Promise<T | undefined>;
  /** The same for any promise (several calls in a row, a file upload ...). */
  run: <T = { message?: string }>(send: () => Promise<T>, opts?: RunOptions<T>) => Promise<T | undefined>;
  /** A client-side refusal: the error toast with this message (locale key or text), nothing sent. */
  refuse: (message: string, args?: Record<string, unknown>) => undefined;
}

/**
 * A screen's writes: busy while one runs, the server's message as the success toast (spec durations), any failure
 * reported the spec's way (timeout, no connection, the server's own text, else the fallback), and the cached reads
 * of `invalidate` refreshed. `useSubmit('kilau.x.failed')` (the fallback key alone) still works.
 */
export function useSubmit(options: string | SubmitOptions = {}): Submit {
  const { failure: fallback = SAVE_FAILED, invalidate = [] } = typeof options === 'string' ? { failure: options } : options;
  const toast = useToast();
  const failure = useFailureToast();
  const call = useApiCall();
  const refresh = useRefreshApi();
  const { mutateAsync, isPending } = useMutation({ mutationFn: (job: () => Promise<unknown>) => job() });
  const invalidateKey = invalidate.join('\n');

  const refuse = useCallback(
    (message: string, args?: Record<string, unknown>) => {
      toast.error(message, args);
      return undefined;
    },
    [toast],
  );

  const run = useCallback(
    async <T = { message?: string },>(send: () => Promise<T>, opts: RunOptions<T> = {}): Promise<T | undefined> => {
      const refused = opts.check?.();
      if (refused) return refuse(refused);
      try {
        return (await mutateAsync(async () => {
          const answer = await send();
          const text = opts.success === false ? undefined : opts.success ? opts.success(answer) : (answer as { message?: unknown } | undefined)?.message;
          if (typeof text === 'string' && text) toast.success(text);
          await opts.after?.(answer);
          const paths = [...(invalidateKey ? invalidateKey.split('\n') : []), ...(opts.invalidate ?? [])];
          if (paths.length) await refresh(...paths);
          return answer;
        })) as T;
      } catch (error) {
        if (!opts.failed?.(error)) failure(error, fallback);
        return undefined;
      }
    },
    [mutateAsync, toast, failure, fallback, refresh, refuse, invalidateKey],
  );

  const callOne = useCallback(<T = { message?: string },>(c: ApiCall, opts?: RunOptions<T>) => run<T>(() => call<T>(c), opts), [run, call]);
  return { busy: isPending, call: callOne, run, refuse };
}
