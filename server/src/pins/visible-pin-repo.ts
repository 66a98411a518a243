import { eq, getTableColumns, sql } from "drizzle-orm";
import { collaboratesSql } from "../boards/index.ts";
import type { Executor } from "../platform/db/index.ts";
import { prepared } from "../platform/db/prepared.ts";
import { boards, pins } from "../platform/db/schema/index.ts";

/**
 * A pin's row with its board's owner and privacy and whether `viewerId` collaborates on the
 * board: what the visibility rule needs, in one prepared read.
 */
export async function findPinWithBoardFacts(db: Executor, pinId: string, viewerId: string) {
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
  const [row] = await query.execute({ pinId, viewerId });
  return row;
}
