import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-error.ts";

const MAX_RETRIES = 2;

/**
 * The app's query client. A 4xx answer will not change on retry, so only network and
 * server failures are retried. Grids are not refetched on focus: new pins arriving above
 * the reader would shift the masonry under them. A write is sent even when the browser
 * believes it is offline, so it fails with "You're offline…" instead of waiting unseen.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < MAX_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { networkMode: "always" },
    },
  });
}
