import type { ErrorMessage } from "../messages/index.ts";

/**
 * Video pins (IMPL-030, PIN-061, D-050): the limits, the status sequence and the stable
 * error codes of a video upload. Merged into the contract's catalogue (`contract/errors.ts`)
 * like the label codes; each code has an `error.{CODE}` message in `catalogue-video.ts`.
 */
export const VIDEO_LIMITS = {
  /** PIN-060's one upload cap, 209,715,200 bytes. */
  bytesMax: 209_715_200,
  /** PIN-061: 4 s to 15 min. */
  durationMinMs: 4_000,
  durationMaxMs: 15 * 60 * 1000,
  /** Larger than 4K UHD is refused (a 30,000-wide "video" is a bomb, not a pin). */
  sideMax: 4096,
} as const;

/**
 * A video's processing states (PIN-063/064 and IMPL-030): stored and checked →
 * poster and metadata being made in a job → playable; or failed.
 */
export const VIDEO_STATUSES = ["uploaded", "processing", "ready", "failed"] as const;
/** One state of a video's processing. */
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** The containers accepted; the name says what the server read, never the file name. */
export const VIDEO_CONTAINERS = ["mp4", "mov", "webm"] as const;
/** A container the server accepts. */
export type VideoContainer = (typeof VIDEO_CONTAINERS)[number];

/** The content type a container is served as. */
export const VIDEO_CONTENT_TYPE: Record<VideoContainer, string> = {
  mp4: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
};

/** The file types the pin builder's picker offers next to images. */
export const VIDEO_ACCEPT = "video/mp4,video/webm,video/quicktime";

/** Stable codes of a refused video. */
export const VIDEO_ERROR_CODES = [
  /** Not a video container we read (a renamed executable, a text file, 0 bytes). */
  "VIDEO_UNREADABLE",
  /** The container's structure ends before its declared end (a cut-off download). */
  "VIDEO_TRUNCATED",
  /** Shorter than 4 s or longer than 15 min (PIN-061). */
  "VIDEO_DURATION",
  /** A codec browsers do not play or that we do not know. */
  "VIDEO_CODEC_UNSUPPORTED",
] as const;
/** A stable code of a refused video. */
export type VideoErrorCode = (typeof VIDEO_ERROR_CODES)[number];

/** HTTP status of each video code. */
export const VIDEO_ERROR_HTTP_STATUS: Record<VideoErrorCode, number> = {
  VIDEO_UNREADABLE: 400,
  VIDEO_TRUNCATED: 400,
  VIDEO_DURATION: 400,
  VIDEO_CODEC_UNSUPPORTED: 400,
};

/** The video codes' part of the contract's one code → text map. */
export const VIDEO_ERROR_MESSAGES: Record<VideoErrorCode, ErrorMessage> = {
  VIDEO_UNREADABLE: "error.VIDEO_UNREADABLE",
  VIDEO_TRUNCATED: "error.VIDEO_TRUNCATED",
  VIDEO_DURATION: "error.VIDEO_DURATION",
  VIDEO_CODEC_UNSUPPORTED: "error.VIDEO_CODEC_UNSUPPORTED",
};

/** `m:ss` (or `h:mm:ss`) for the grid's duration badge (PIN-066). */
export function formatVideoDuration(durationMs: number): string {
  const total = Math.max(0, Math.round(durationMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}
