import { t } from "@corkboard/core/messages";
import { useCallback, useMemo, useRef } from "react";
import { Button, Spinner, useNearEnd } from "../../ui/index.ts";
import type { AnyEndpoint } from "./fetch-endpoint.ts";
import { type PagedQuery, type PageItem, usePagedEndpoint } from "./use-endpoint.ts";

/**
 * A keyset-paged list (boards, notifications, people) that loads its next page as the
 * reader nears its end (UI-011): the query, its items so far, and the ref of the list
 * element whose end is watched.
 */
export function usePagedList<E extends AnyEndpoint, L extends HTMLElement = HTMLUListElement>(
  endpoint: E,
  query: PagedQuery<E>,
) {
  const list = usePagedEndpoint(endpoint, query);
  const items = useMemo<PageItem<E>[]>(
    () => list.data?.pages.flatMap((page) => page.items) ?? [],
    [list.data],
  );
  const listRef = useRef<L>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  useNearEnd(listRef, loadMore, items);
  return { list, items, listRef };
}

/** What the footer reads of a paged query. */
interface NextPageState {
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Under a paged list: a spinner while the next page loads, Retry when it failed. */
export function PagedListFooter({ list }: { list: NextPageState }) {
  return (
    <>
      {list.isFetchingNextPage ? <Spinner /> : null}
      {list.isFetchNextPageError ? (
        <div role="alert" className="cb-center">
          <Button onClick={() => void list.fetchNextPage()}>{t("feed.retry")}</Button>
        </div>
      ) : null}
    </>
  );
}
