import { spawn } from "node:child_process";
import { access, constants } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/**
 * The poster of a video (D-050). A frame needs a decoder: `ffmpeg` on PATH when the machine
 * has one (optional; the README's two set-up commands never install it). Without it the
 * poster is a generated placeholder: a neutral block in the video's aspect ratio, which the
 * grid paints like any image while the video itself stays playable.
 */

/** The placeholder poster's colour: the grid's own neutral tile colour. */
export const PLACEHOLDER_COLOR = "#383838";
/** Posters are never made wider than the largest grid rendition. */
const POSTER_WIDTH = 736;
/** PIN-056: every image side over 119 px. */
const MIN_SIDE = 120;

/** The size of a poster for a video `width` × `height` (0 when the container did not say). */
export function posterSize(width: number, height: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 640, height: 360 };
  const scale = Math.min(1, POSTER_WIDTH / width);
  let w = Math.round(width * scale);
  let h = Math.round(height * scale);
  // Very wide or tall videos: grow the short side to the minimum, keeping the ratio close.
  if (w < MIN_SIDE || h < MIN_SIDE) {
    const grow = MIN_SIDE / Math.min(w, h);
    w = Math.min(4 * POSTER_WIDTH, Math.round(w * grow));
    h = Math.min(4 * POSTER_WIDTH, Math.round(h * grow));
  }
  return { width: w, height: h };
}

/** A placeholder poster (PNG) in the video's aspect ratio. */
export async function placeholderPoster(width: number, height: number): Promise<Buffer> {
  const size = posterSize(width, height);
  return sharp({ create: { ...size, channels: 3, background: PLACEHOLDER_COLOR } })
    .png()
    .toBuffer();
}

/** The first `ffmpeg` executable on `PATH`, or null. */
export async function findFfmpeg(searchPath = process.env.PATH ?? ""): Promise<string | null> {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, "ffmpeg");
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** How long a frame grab may take before it is abandoned. */
const FRAME_TIMEOUT_MS = 30_000;
/** A PNG of one frame is far smaller than this; more is not a frame. */
const FRAME_MAX_BYTES = 32 * 1024 * 1024;

/**
 * One frame (PNG) from the video in `videoFile`, at 1 s or the start, scaled to at most
 * 736 px wide. Throws when ffmpeg fails, times out or says nothing.
 */
export async function grabFrame(ffmpeg: string, videoFile: string, signal?: AbortSignal): Promise<Buffer> {
  const args = [
    "-hide_banner",
    "-loglevel",
    "error",
    "-ss",
    "1",
    "-i",
    videoFile,
    "-frames:v",
    "1",
    "-vf",
    `scale='min(${POSTER_WIDTH},iw)':-2`,
    "-f",
    "image2pipe",
    "-c:v",
    "png",
    "pipe:1",
  ];
  return new Promise<Buffer>((resolve, reject) => {
    const child = spawn(ffmpeg, args, {
      stdio: ["ignore", "pipe", "pipe"],
      signal,
      timeout: FRAME_TIMEOUT_MS,
    });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > FRAME_MAX_BYTES) child.kill("SIGKILL");
      else chunks.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => {
      const frame = Buffer.concat(chunks);
      if (code === 0 && frame.length > 0 && size <= FRAME_MAX_BYTES) resolve(frame);
      else reject(new Error(`ffmpeg exited ${code}: ${stderr.trim().slice(0, 500)}`));
    });
  });
}
