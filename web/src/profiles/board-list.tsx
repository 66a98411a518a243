import { userBoardsEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { BoardCard, boardGridStyle } from "../boards/index.ts";
import { ErrorNotice } from "../errors/index.ts";
import { PagedListFooter, usePagedList } from "../platform/api/index.ts";
import { Spinner } from "../ui/index.ts";

/** A user's boards, loading further pages as the reader nears the end (UI-011). */
export function BoardList({ username, name }: { username: string; name: string }) {
  const { list: boards, items, listRef } = usePagedList(userBoardsEndpoint, { username });

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
      <PagedListFooter list={boards} />
    </>
  );
}
