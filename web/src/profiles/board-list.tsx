import { userBoardsEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { useCallback, useMemo, useRef } from "react";
import { BoardCard, boardGridStyle } from "../boards/index.ts";
import { ErrorNotice } from "../errors/index.ts";
import { usePagedEndpoint } from "../platform/api/index.ts";
import { Button, Spinner, useNearEnd } from "../ui/index.ts";

/** A user's boards, loading further pages as the reader nears the end (UI-011). */
export function BoardList({ username, name }: { username: string; name: string }) {
  const boards = usePagedEndpoint(userBoardsEndpoint, { username });
  const items = useMemo(() => boards.data?.pages.flatMap((page) => page.items) ?? [], [boards.data]);
  const listRef = useRef<HTMLUListElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = boards;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  useNearEnd(listRef, loadMore, items);

  if (boards.isPending) return <Spinner />;
  if (boards.isError && items.length === 0) {
    return <ErrorNotice error={boards.error} onRetry={() => void boards.refetch()} />;
  }
  if (items.length === 0) return <p className="cb-muted">{t("profile.noBoards", { name })}</p>;
  return (
    <>
      <ul ref={listRef} className="cb-board-grid" style={boardGridStyle}>
        {items.map((board) => (
          <li key={board.id}>
            <BoardCard board={board} />
          </li>
        ))}
      </ul>
      {isFetchingNextPage ? <Spinner /> : null}
      {isFetchNextPageError ? (
        <div role="alert" className="cb-center">
          <Button onClick={() => void fetchNextPage()}>{t("feed.retry")}</Button>
        </div>
      ) : null}
    </>
  );
}
