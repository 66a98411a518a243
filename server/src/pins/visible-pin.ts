import { canViewPinOnBoard } from "../boards/index.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { notFound } from "../platform/http/app-error.ts";
import { findPinWithBoardFacts } from "./visible-pin-repo.ts";

/**
 * A pin the viewer may see, as its row with its board's owner and privacy, for features that
 * act on a pin (repin, edit, download, promote, offsite links); NOT_FOUND when there is no
 * such pin or the viewer may not see it (D-006: secret-board pins only for the board's owner
 * and collaborators). One prepared read, the viewer's collaborator flag included.
 */
export async function findVisiblePin(db: Executor, viewer: Viewer | null, pinId: string) {
  // Logged out, nobody collaborates: id 0 is no user's.
  const row = await findPinWithBoardFacts(db, pinId, viewer?.id ?? "0");
  if (!row || !canViewPinOnBoard(viewer, row)) throw notFound("Pin");
  return row;
}
