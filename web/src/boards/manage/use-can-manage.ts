import type { Board } from "@corkboard/core/contract";
import { getBootstrap } from "../../platform/bootstrap/index.ts";
import { useBoardCollaborators } from "../api.ts";

/** What the viewer may do with a board: nothing, what a collaborator may, or everything. */
export interface BoardAccess {
  /** Owner or collaborator: add sections, move pins (seed 001 §1). */
  canManage: boolean;
  /** Owner only: edit, archive, delete (IMPL-027). */
  isOwner: boolean;
  /** True while a signed-in non-owner's collaboration is still being asked. */
  checking: boolean;
}

/**
 * The viewer's rights on a board. The board page knows its owner; whether a signed-in
 * non-owner collaborates is asked of BoardCollaboratorsResource. The server checks again.
 */
export function useBoardAccess(board: Pick<Board, "id" | "owner">): BoardAccess {
  const viewerId = getBootstrap().viewer.user?.id ?? null;
  const isOwner = viewerId !== null && viewerId === board.owner.id;
  const people = useBoardCollaborators(board.id, { enabled: viewerId !== null && !isOwner });
  const collaborates = people.data?.collaborators.some((user) => user.id === viewerId) ?? false;
  return {
    canManage: isOwner || collaborates,
    isOwner,
    checking: people.isPending && people.fetchStatus !== "idle",
  };
}
