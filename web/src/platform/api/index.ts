export { ApiError, type ApiErrorDetails, errorMessage, isNotFound, NetworkError } from "./api-error.ts";
export { type AnyEndpoint, endpointUrl, fetchEndpoint } from "./fetch-endpoint.ts";
export { lazyDataPage, QueryBoundary } from "./query-boundary.tsx";
export { createQueryClient } from "./query-client.ts";
export { errorTextString, serverErrorOf, serverFailureText } from "./server-error.ts";
export {
  endpointKey,
  type PagedQuery,
  type PageItem,
  useEndpoint,
  usePagedEndpoint,
} from "./use-endpoint.ts";
