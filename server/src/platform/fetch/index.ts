export { isBlockedAddress } from "./address-policy.ts";
export {
  FetchError,
  type FetchedResponse,
  type FetchFailureReason,
  type SafeFetchOptions,
  safeFetch,
  safeFetchToFile,
} from "./safe-fetch.ts";
