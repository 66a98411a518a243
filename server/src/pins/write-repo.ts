import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { collaboratesSql } from "../boards/index.ts";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { prepared } from "../platform/db/prepared.ts";

const { boards, boardSections, hashtags, images, pinHashtags, pins, users } = schema;

export { addPinHashtags, type InsertedPin, insertPin, type NewPin } from "./pin-insert-repo.ts";

/** A board as the save rules see it, with whether the viewer collaborates on it. */
export interface SaveBoardRow {
  id: string;
  ownerId: string;
  ownerUsername: string;
  name: string;
  slug: string;
  privacy: "public" | "secret" | "protected";
  layout: "default" | "custom" | "quick_creates";
  archivedAt: Date | null;
  viewerIsCollaborator: boolean;
}

/** A save target: the board with the viewer's collaborator flag, and the named section if it is this board's. */
export interface SaveTargetRow extends SaveBoardRow {
  section: { id: string; title: string } | null;
}

/**
 * A board by id with the viewer's collaborator flag, and the section `sectionId` when it
 * belongs to that board, in one prepared read (every save asks it); undefined without the board.
 */
export async function findSaveTarget(
  db: Executor,
  boardId: string,
  viewerId: string,
  sectionId: string | null = null,
): Promise<SaveTargetRow | undefined> {
  const query = prepared(db, "save_target", (db) =>
    db
      .select({
        id: boards.id,
        ownerId: boards.ownerId,
        ownerUsername: users.username,
        name: boards.name,
        slug: boards.slug,
        privacy: boards.privacy,
        layout: boards.layout,
        archivedAt: boards.archivedAt,
        viewerIsCollaborator: collaboratesSql(sql.placeholder("viewerId")),
        sectionId: boardSections.id,
        sectionTitle: boardSections.title,
      })
      .from(boards)
      .innerJoin(users, eq(users.id, boards.ownerId))
      .leftJoin(
        boardSections,
        and(eq(boardSections.id, sql.placeholder("sectionId")), eq(boardSections.boardId, boards.id)),
      )
      .where(eq(boards.id, sql.placeholder("boardId")))
      .limit(1)
      .prepare("save_target"),
  );
  const [row] = await query.execute({ boardId, viewerId, sectionId });
  if (!row) return undefined;
  const { sectionId: foundSectionId, sectionTitle, ...board } = row;
  const section = foundSectionId === null ? null : { id: foundSectionId, title: sectionTitle ?? "" };
  return { ...board, section };
}

/** An image row by id. */
export async function findImageById(db: Executor, imageId: string) {
  const rows = await db.select().from(images).where(eq(images.id, imageId)).limit(1);
  return rows[0];
}

/** Removes hashtags from a pin and lowers their counts. */
export async function removePinHashtags(db: Executor, pinId: string, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  const removed = await db
    .delete(pinHashtags)
    .where(and(eq(pinHashtags.pinId, pinId), inArray(pinHashtags.tag, [...tags])))
    .returning({ tag: pinHashtags.tag });
  if (removed.length === 0) return;
  await db
    .update(hashtags)
    .set({ pinCount: sql`greatest(${hashtags.pinCount} - 1, 0)` })
    .where(
      inArray(
        hashtags.tag,
        removed.map((r) => r.tag),
      ),
    );
}

/** The hashtags a pin carries. */
export async function pinHashtagList(db: Executor, pinId: string): Promise<string[]> {
  const rows = await db
    .select({ tag: pinHashtags.tag })
    .from(pinHashtags)
    .where(eq(pinHashtags.pinId, pinId));
  return rows.map((r) => r.tag);
}

/** Updates a pin's editable fields. */
export async function updatePin(db: Executor, pinId: string, values: Partial<typeof pins.$inferInsert>) {
  const [row] = await db
    .update(pins)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(pins.id, pinId))
    .returning();
  return row;
}

/**
 * Writes what an import carries that the insert does not take (D-054): the date the pin was
 * last changed where it came from, the colour the source computed, its video. Never "now".
 */
export async function setImportedPinFacts(
  db: Executor,
  pinId: string,
  facts: { updatedAt?: Date; dominantColor?: string; videoId?: string },
): Promise<void> {
  if (!facts.updatedAt && !facts.dominantColor && !facts.videoId) return;
  await db.update(pins).set(facts).where(eq(pins.id, pinId));
}

/** Deletes a pin (its hashtag links go with it by cascade; counts are lowered first). */
export function deletePin(db: Executor, pinId: string): Promise<void> {
  return deletePins(db, [pinId]);
}

/**
 * Deletes many pins with their hashtag links in three statements, however many pins (an
 * import's undo removes thousands; one pin at a time was four round trips each). Each
 * hashtag's count drops by the number of these pins that carried it.
 */
export async function deletePins(db: Executor, pinIds: readonly string[]): Promise<void> {
  if (pinIds.length === 0) return;
  const ids = [...pinIds];
  const removed = await db
    .delete(pinHashtags)
    .where(inArray(pinHashtags.pinId, ids))
    .returning({ tag: pinHashtags.tag });
  const perTag = new Map<string, number>();
  for (const { tag } of removed) perTag.set(tag, (perTag.get(tag) ?? 0) + 1);
  if (perTag.size > 0) {
    const values = sql.join(
      [...perTag].map(([tag, count]) => sql`(${tag}, ${count}::int)`),
      sql`, `,
    );
    await db.execute(sql`update ${hashtags} set pin_count = greatest(${hashtags.pinCount} - removed.n, 0)
      from (values ${values}) as removed(tag, n) where ${hashtags.tag} = removed.tag`);
  }
  await db.delete(pins).where(inArray(pins.id, ids));
}

/**
 * The newest board (not quick_creates, not archived) where the viewer pinned this image
 * (PIN-045); uses the pins(pinner_id, image_id) index.
 */
export async function findBoardWithViewerImage(db: Executor, viewerId: string, imageId: string) {
  const rows = await db
    .select({
      id: boards.id,
      name: boards.name,
      slug: boards.slug,
      layout: boards.layout,
      ownerUsername: users.username,
    })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .innerJoin(users, eq(users.id, boards.ownerId))
    .where(
      and(
        eq(pins.pinnerId, viewerId),
        eq(pins.imageId, imageId),
        ne(boards.layout, "quick_creates"),
        sql`${boards.archivedAt} is null`,
      ),
    )
    .orderBy(desc(pins.createdAt))
    .limit(1);
  return rows[0];
}

/** Names of the boards a pin's image was saved to (the pin itself and its repins). */
export async function boardNamesForImage(db: Executor, imageId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: boards.name })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(and(eq(pins.imageId, imageId), eq(boards.privacy, "public")))
    .limit(limit);
  return rows.map((r) => r.name);
}

/** Adds an upsell to the user's seen list (once); answers the list. */
export async function markUpsellSeen(db: Executor, userId: string, upsell: string): Promise<string[]> {
  const [row] = await db
    .update(users)
    .set({
      claimingUpsellsSeen: sql`case when ${upsell} = any(${users.claimingUpsellsSeen}) then ${users.claimingUpsellsSeen} else array_append(${users.claimingUpsellsSeen}, ${upsell}::text) end`,
    })
    .where(eq(users.id, userId))
    .returning({ seen: users.claimingUpsellsSeen });
  return row?.seen ?? [];
}
