// The data core of custom screens (README.md here): the provider's `call` and `download`, the read and write hooks, helpers.
export { callApi, downloadApi, withApiCall, apiQueryKey, cleanParams, pathUnder, isApiQueryUnder, API_KEY } from './call';
export type { ApiCall, ApiDataProvider, ApiDownload, ApiMethod, ApiParams } from './call';
export { useApiCall, useApiDownload, useApiQuery, useRefreshApi, useSubmit, LOAD_FAILED, SAVE_FAILED } from './hooks';
export type { ApiQueryOptions, ApiQueryResult, AppDataProvider, RunOptions, Submit, SubmitOptions } from './hooks';
export { useDebounced } from './useDebounced';
export { useShops, type Shop } from './useShops';
