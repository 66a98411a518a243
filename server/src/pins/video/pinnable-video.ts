import type { Viewer } from "../../platform/auth/viewer.ts";
import type { Executor } from "../../platform/db/index.ts";
import { notFound } from "../../platform/http/app-error.ts";
import { findVideoWithPoster } from "./video-repo.ts";

/**
 * The video a new pin names by `video_upload_id` (IMPL-030, D-050): the viewer's own upload,
 * not failed, with its poster (the pin's image). A pin may be saved while the video is still
 * processing; the grid shows the poster until it is ready. Anything else is NOT_FOUND, so
 * upload ids cannot be probed.
 */
export async function pinnableVideo(
  db: Executor,
  viewer: Viewer,
  videoId: string,
): Promise<{ id: string; posterImageId: string }> {
  const found = await findVideoWithPoster(db, videoId);
  if (!found || found.video.ownerId !== viewer.id || found.video.status === "failed" || !found.poster) {
    throw notFound("Video");
  }
  return { id: found.video.id, posterImageId: found.poster.id };
}
