import { type Query, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-error.ts";

const MAX_RETRIES = 2;

/** Answers kept per resource on the client (CONST-011): the seeds' default cache size. */
export const ANSWERS_PER_RESOURCE = 10;

/**
 * The app's query client. A 4xx answer will not change on retry, so only network and
 * server failures are retried. Grids are not refetched on focus: new pins arriving above
 * the reader would shift the masonry under them. A write is sent even when the browser
 * believes it is offline, so it fails with "You're offline…" instead of waiting unseen.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
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
  keepRecentAnswersPerResource(client);
  return client;
}

/**
 * A least-recently-used cache of each resource's last ANSWERS_PER_RESOURCE answers
 * (CONST-012): a typeahead, the board picker or the search filters asked with many
 * different inputs keep their last ten answers, not one per keystroke until garbage
 * collection. A resource is a key's first element, its path; an answer on screen (one with
 * an observer) is never dropped.
 */
function keepRecentAnswersPerResource(client: QueryClient): void {
  const cache = client.getQueryCache();
  const lastUsed = new WeakMap<Query, number>();
  let clock = 0;
  cache.subscribe((event) => {
    if (event.type !== "added" && event.type !== "observerAdded") return;
    lastUsed.set(event.query, ++clock);
    if (event.type !== "added") return;
    const answers = cache.findAll({ queryKey: [event.query.queryKey[0]] });
    const over = answers.length - ANSWERS_PER_RESOURCE;
    if (over <= 0) return;
    answers
      .filter((query) => query !== event.query && query.getObserversCount() === 0)
      .sort((a, b) => (lastUsed.get(a) ?? 0) - (lastUsed.get(b) ?? 0))
      .slice(0, over)
      .forEach((query) => {
        cache.remove(query);
      });
  });
}
