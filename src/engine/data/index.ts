// The data core of custom screens (README.md here): the provider's `call`, the read and write hooks, helpers.
export { callApi, withApiCall, apiQueryKey, cleanParams, pathUnder, isApiQueryUnder, API_KEY } from './call';
export type { ApiCall, ApiDataProvider, ApiMethod, ApiParams } from './call';
export { useApiCall, useApiQuery, useRefreshApi, useSubmit, LOAD_FAILED, SAVE_FAILED } from './hooks';
export type { ApiQueryOptions, ApiQueryResult, AppDataProvider, RunOptions, Submit, SubmitOptions } from './hooks';
export { useDebounced } from './useDebounced';
export { useShops, type Shop } from './useShops';
