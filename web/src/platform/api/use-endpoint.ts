import type { EndpointData, EndpointQuery, Page } from "@corkboard/core/contract";
import { type InfiniteData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type AnyEndpoint, fetchEndpoint } from "./fetch-endpoint.ts";

/** The query key of a call: the endpoint's path and its query, so equal calls share a cache entry. */
export function endpointKey(endpoint: AnyEndpoint, query: unknown): readonly unknown[] {
  return [endpoint.path, query];
}

/** Loads one endpoint's data. */
export function useEndpoint<E extends AnyEndpoint>(endpoint: E, query: EndpointQuery<E>) {
  return useQuery({
    queryKey: endpointKey(endpoint, query),
    queryFn: ({ signal }) => fetchEndpoint(endpoint, query, { signal }),
  });
}

/** The item type of a paged endpoint. */
export type PageItem<E> = EndpointData<E> extends Page<infer T> ? T : never;

/** The query of a paged endpoint, without the cursor this hook manages. */
export type PagedQuery<E> = Omit<EndpointQuery<E>, "bookmark">;

/**
 * Loads a keyset-paged endpoint page by page, following each page's `bookmark` cursor;
 * a null bookmark marks the last page.
 */
export function usePagedEndpoint<E extends AnyEndpoint>(endpoint: E, query: PagedQuery<E>) {
  return useInfiniteQuery<
    Page<PageItem<E>>,
    Error,
    InfiniteData<Page<PageItem<E>>, string | undefined>,
    readonly unknown[],
    string | undefined
  >({
    queryKey: [...endpointKey(endpoint, query), "pages"],
    queryFn: ({ pageParam, signal }) =>
      fetchEndpoint(endpoint, { ...query, bookmark: pageParam } as EndpointQuery<E>, { signal }) as Promise<
        Page<PageItem<E>>
      >,
    initialPageParam: undefined,
    getNextPageParam: (last) => last.bookmark ?? undefined,
  });
}
