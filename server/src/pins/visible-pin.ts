import { eq, getTableColumns, sql } from "drizzle-orm";
import { canViewPinOnBoard, collaboratesSql } from "../boards/index.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { prepared } from "../platform/db/prepared.ts";
import { boards, pins } from "../platform/db/schema/index.ts";
import { notFound } from "../platform/http/app-error.ts";

/**
 * A pin the viewer may see, as its row with its board's owner and privacy, for features that
 * act on a pin (repin, edit, download, promote, offsite links); NOT_FOUND when there is no
 * such pin or the viewer may not see it (D-006: secret-board pins only for the board's owner
 * and collaborators). One prepared read, the viewer's collaborator flag included.
 */
export async function findVisiblePin(db: Executor, viewer: Viewer | null, pinId: string) {
  const query = prepared(db, "visible_pin", (db) =>
    db
      .select({
        ...getTableColumns(pins),
        ownerId: boards.ownerId,
        privacy: boards.privacy,
        viewerIsCollaborator: collaboratesSql(sql.placeholder("viewerId")),
      })
      .from(pins)
      .innerJoin(boards, eq(boards.id, pins.boardId))
      .where(eq(pins.id, sql.placeholder("pinId")))
      .limit(1)
      .prepare("visible_pin"),
  );
  // Logged out, nobody collaborates: id 0 is no user's.
  const [row] = await query.execute({ pinId, viewerId: viewer?.id ?? "0" });
  if (!row || !canViewPinOnBoard(viewer, row)) throw notFound("Pin");
  return row;
}
