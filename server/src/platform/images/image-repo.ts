import { t } from "@corkboard/core/messages";
import { eq } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { images } from "../db/schema/images.ts";
import { AppError } from "../http/app-error.ts";

/** A row of `images`. */
export type ImageRow = typeof images.$inferSelect;
/** What is needed to insert an image row. */
export type NewImageRow = Omit<typeof images.$inferInsert, "id" | "createdAt" | "updatedAt">;

/** The image with this sha256 signature, if one was stored before. */
export async function findImageBySignature(db: Executor, signature: string): Promise<ImageRow | undefined> {
  const rows = await db.select().from(images).where(eq(images.signature, signature)).limit(1);
  return rows[0];
}

/**
 * Inserts an image row, or returns the existing one with the same storage key: two uploads
 * of the same bytes racing each other end with one row.
 */
export async function insertImage(db: Executor, row: NewImageRow): Promise<ImageRow> {
  const inserted = await db
    .insert(images)
    .values(row)
    .onConflictDoNothing({ target: images.storageKey })
    .returning();
  if (inserted[0]) return inserted[0];
  const existing = await db.select().from(images).where(eq(images.storageKey, row.storageKey)).limit(1);
  // Only a concurrent delete of the very row we collided with gets here.
  if (!existing[0]) throw new AppError("INTERNAL", t("error.INTERNAL"));
  return existing[0];
}
