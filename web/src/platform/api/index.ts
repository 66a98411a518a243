export { ApiError, type ApiErrorDetails, isNotFound, NetworkError } from "./api-error.ts";
export { ConfirmWrite, type ConfirmWriteProps, openConfirmWrite } from "./confirm-write.tsx";
export {
  codeMessage,
  type ErrorMessageOptions,
  errorMessage,
  errorTextString,
  isRequestFailure,
  registerErrorMessages,
  serverErrorOf,
  serverWordsOf,
} from "./error-text.ts";
export { type AnyEndpoint, endpointUrl, fetchEndpoint } from "./fetch-endpoint.ts";
export { lazyDataPage, QueryBoundary } from "./query-boundary.tsx";
export { createQueryClient } from "./query-client.ts";
export {
  endpointKey,
  type PagedQuery,
  type PageItem,
  type PathParams,
  pagedEndpointKey,
  type ReadOptions,
  useEndpoint,
  usePagedEndpoint,
} from "./use-endpoint.ts";
export {
  type ApiMutationOptions,
  type EndpointMutationOptions,
  type Invalidation,
  type OptimisticUpdate,
  useApiMutation,
  useEndpointMutation,
} from "./use-endpoint-mutation.ts";
export { PagedListFooter, usePagedList } from "./use-paged-list.tsx";
export { type PlainMutation, usePlainMutation } from "./use-plain-mutation.ts";
