import type { EndpointData, EndpointQuery, Page } from "@corkboard/core/contract";
import { type InfiniteData, type QueryKey, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type AnyEndpoint, fetchEndpoint } from "./fetch-endpoint.ts";

/** Values of a path's `{name}` parameters. */
export type PathParams = Readonly<Record<string, string>>;

/**
 * The query key of a call, hierarchical so a write can name what it changed at any level:
 * `[path, params, query]`. TanStack matches a filter key as a prefix and its objects by the
 * properties they name, so `endpointKey(boardFeedEndpoint)` covers every board feed,
 * `endpointKey(campaignsEndpoint, {}, { advertiserId })` one advertiser's campaigns, and
 * `endpointKey(boardFeedEndpoint, { board_id })` one board's feed whatever its page size.
 */
export function endpointKey(endpoint: AnyEndpoint, query?: unknown, params?: PathParams): QueryKey {
  return [endpoint.path, params ?? {}, query ?? {}];
}

/** The key of a paged call (usePagedEndpoint): the call's key, then "pages". */
export function pagedEndpointKey(endpoint: AnyEndpoint, query?: unknown, params?: PathParams): QueryKey {
  return [...endpointKey(endpoint, query, params), "pages"];
}

/** Options of a read beyond its query. */
export interface ReadOptions {
  /** The path's `{name}` values (the advertiser's id…). */
  params?: PathParams | undefined;
  /** False holds the read back until what it needs is known. */
  enabled?: boolean | undefined;
  /** Asks again this often (ms) while mounted, and on window focus: a count that others change. */
  pollMs?: number | undefined;
}

/** Loads one endpoint's data. */
export function useEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  query: EndpointQuery<E>,
  { params, enabled = true, pollMs }: ReadOptions = {},
) {
  return useQuery({
    queryKey: endpointKey(endpoint, query, params),
    queryFn: ({ signal }) => fetchEndpoint(endpoint, query, { signal, params }),
    enabled,
    ...(pollMs ? { refetchInterval: pollMs, refetchOnWindowFocus: true, staleTime: 0 } : {}),
  });
}

/** A search answer's page (SEARCH-005): its items are `results`. */
interface ResultsPage<T> {
  results: T[];
  bookmark: string | null;
}

/**
 * Loads a keyset-paged endpoint page by page, following each page's `bookmark` cursor;
 * a null bookmark marks the last page. A search answer's `results` are its page's items.
 */
export function usePagedEndpoint<E extends AnyEndpoint>(endpoint: E, query: PagedQuery<E>) {
  return useInfiniteQuery<
    Page<PageItem<E>>,
    Error,
    InfiniteData<Page<PageItem<E>>, string | undefined>,
    QueryKey,
    string | undefined
  >({
    queryKey: pagedEndpointKey(endpoint, query),
    queryFn: async ({ pageParam, signal }) => {
      const data = (await fetchEndpoint(endpoint, { ...query, bookmark: pageParam } as EndpointQuery<E>, {
        signal,
      })) as Page<PageItem<E>> | ResultsPage<PageItem<E>>;
      if (!("results" in data)) return data;
      // The page's other fields (a search's advisory) stay beside its items.
      const { results, ...rest } = data;
      return { ...rest, items: results };
    },
    initialPageParam: undefined,
    getNextPageParam: (last) => last.bookmark ?? undefined,
  });
}

/** The item type of a paged endpoint (a list page's `items`, a search page's `results`). */
export type PageItem<E> =
  EndpointData<E> extends Page<infer T> ? T : EndpointData<E> extends ResultsPage<infer T> ? T : never;

/** The query of a paged endpoint, without the cursor this hook manages. */
export type PagedQuery<E> = Omit<EndpointQuery<E>, "bookmark">;
