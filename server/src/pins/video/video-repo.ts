import type { VideoStatus } from "@corkboard/core/pins";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db/index.ts";
import { images, pins, videos } from "../../platform/db/schema/index.ts";

/** A row of `videos`. */
export type VideoRow = typeof videos.$inferSelect;
/** What is needed to insert a video row. */
export type NewVideoRow = Omit<typeof videos.$inferInsert, "id" | "createdAt" | "updatedAt" | "status">;

/** A video with its poster image's storage facts, as the presenter needs it. */
export interface VideoWithPoster {
  video: VideoRow;
  poster: { id: string; storageKey: string; width: number; height: number; dominantColor: string } | null;
}

/** Records a video: status `uploaded` (an upload, to be processed) unless told (an import's is `ready`). */
export async function insertVideo(
  db: Executor,
  row: NewVideoRow,
  status: VideoStatus = "uploaded",
): Promise<VideoRow> {
  const [inserted] = await db
    .insert(videos)
    .values({ ...row, status })
    .returning();
  if (!inserted) throw new Error("video insert returned no row");
  return inserted;
}

/** A video with its poster, or undefined. */
export async function findVideoWithPoster(db: Executor, id: string): Promise<VideoWithPoster | undefined> {
  const [row] = await db
    .select({
      video: videos,
      posterId: images.id,
      storageKey: images.storageKey,
      width: images.width,
      height: images.height,
      dominantColor: images.dominantColor,
    })
    .from(videos)
    .leftJoin(images, eq(images.id, videos.posterImageId))
    .where(eq(videos.id, id))
    .limit(1);
  if (!row) return undefined;
  const { video, posterId, storageKey, width, height, dominantColor } = row;
  const poster =
    posterId && storageKey && width && height && dominantColor
      ? { id: posterId, storageKey, width, height, dominantColor }
      : null;
  return { video, poster };
}

/** The stored size of the video kept under `storageKey` (the media route's Range answers). */
export async function findVideoBytesByKey(db: Executor, storageKey: string): Promise<number | undefined> {
  const [row] = await db
    .select({ bytes: videos.bytes })
    .from(videos)
    .where(eq(videos.storageKey, storageKey))
    .limit(1);
  return row?.bytes;
}

/**
 * Moves a video to `status` when it is in one of `from` (the job's steps are idempotent:
 * a retried job does not move a ready video back). True when the row changed.
 */
export async function moveVideoStatus(
  db: Executor,
  id: string,
  from: readonly VideoStatus[],
  status: VideoStatus,
): Promise<boolean> {
  const changed = await db
    .update(videos)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(videos.id, id), inArray(videos.status, [...from])))
    .returning({ id: videos.id });
  return changed.length > 0;
}

/**
 * Replaces a video's poster with a real frame: on the video row and on every pin that
 * still shows the old poster (a video pin's image is its poster).
 */
export async function replacePoster(
  db: Executor,
  videoId: string,
  oldPosterId: string | null,
  poster: { id: string; dominantColor: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(videos)
      .set({ posterImageId: poster.id, updatedAt: new Date() })
      .where(eq(videos.id, videoId));
    if (oldPosterId) {
      await tx
        .update(pins)
        .set({ imageId: poster.id, dominantColor: poster.dominantColor })
        .where(and(eq(pins.videoId, videoId), eq(pins.imageId, oldPosterId)));
    }
  });
}
