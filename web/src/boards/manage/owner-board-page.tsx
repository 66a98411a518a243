import { type Board, boardEndpoint } from "@corkboard/core/contract";
import type { ReactNode } from "react";
import { useParams } from "wouter";
import { NotFoundPage, PageError } from "../../errors/index.ts";
import { useEndpoint } from "../../platform/api/index.ts";
import { getBootstrap } from "../../platform/bootstrap/index.ts";
import { Spinner } from "../../ui/index.ts";

/**
 * A management page only the board's owner has (/board/{id}/edit/…): loads the board of
 * the route's id and renders `children` with it; anyone else finds no such page.
 */
export function OwnerBoardPage({ children }: { children: (board: Board) => ReactNode }) {
  const { id = "" } = useParams();
  const result = useEndpoint(boardEndpoint, { board_id: id });
  if (result.isPending) return <Spinner />;
  if (result.isError) return <PageError error={result.error} onRetry={() => void result.refetch()} />;
  const viewerId = getBootstrap().viewer.user?.id;
  if (viewerId !== result.data.board.owner.id) return <NotFoundPage />;
  return children(result.data.board);
}
