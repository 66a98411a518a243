import { eq } from "drizzle-orm";
import { canViewPinOnBoard, findBoardAccessFacts } from "../boards/index.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { boards, pins } from "../platform/db/schema/index.ts";
import { notFound } from "../platform/http/app-error.ts";

/**
 * The facts of a pin the viewer may see (its pinner, site type, link and description, and its
 * board's owner and privacy) for features that check a pin before acting on it (promote,
 * offsite links); NOT_FOUND when there is no such pin or the viewer may not see it (D-006).
 */
export async function findVisiblePinFacts(db: Executor, viewer: Viewer | null, pinId: string) {
  const [row] = await db
    .select({
      pinnerId: pins.pinnerId,
      siteType: pins.siteType,
      link: pins.link,
      description: pins.description,
      boardId: pins.boardId,
      ownerId: boards.ownerId,
      privacy: boards.privacy,
    })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(eq(pins.id, pinId))
    .limit(1);
  if (!row) throw notFound("Pin");
  if (canViewPinOnBoard(viewer, row)) return row;
  // A secret board's collaborators see its pins too; asked only in that rare case, so the
  // common read stays one query (as the pin page's read does).
  if (viewer && row.privacy === "secret") {
    const facts = await findBoardAccessFacts(db, row.boardId, viewer.id);
    if (facts && canViewPinOnBoard(viewer, facts)) return row;
  }
  throw notFound("Pin");
}
