import { createWriteStream } from "node:fs";
import { isIP } from "node:net";
import { pipeline } from "node:stream/promises";
import {
  findPinImages,
  imageFromFile,
  imageFromUrl,
  type StoredVideo,
  storeVideoFrom,
  unavailableImage,
  videoCreationBlocked,
  withTempFile,
} from "../pins/index.ts";
import type { AppContext } from "../platform/context.ts";
import { isBlockedAddress } from "../platform/fetch/index.ts";
import type { ImageRow } from "../platform/images/index.ts";
import type { ImportedImage, ImportedVideo } from "./import-records.ts";

type ImageContext = Pick<AppContext, "db" | "storage" | "config">;

/** A pin's image: the real one, or the shared placeholder with the reason why. */
export interface PinImage {
  image: ImageRow;
  /** Null when the image is the real one. */
  unavailable: string | null;
}

/**
 * The image of an imported pin (issue 20, D-054): an image address through the SSRF-safe
 * fetcher, an image inside the archive through the image pipeline, and for a bare link
 * (a bookmark) the page's main image as "save from any site" finds it. Whatever cannot be
 * had gives the shared placeholder and a reason for the report: the pin keeps its link.
 */
export async function imageOfPin(
  context: ImageContext,
  image: ImportedImage | null,
  link: string | null,
): Promise<PinImage> {
  try {
    if (image?.kind === "url") return { image: await imageFromUrl(context, image.url), unavailable: null };
    if (image?.kind === "file") {
      const row = await withTempFile(async (filePath) => {
        await pipeline(await image.open(), createWriteStream(filePath));
        return imageFromFile(context, filePath);
      });
      return { image: row, unavailable: null };
    }
  } catch (error) {
    return placeholder(context, `the image could not be used: ${reasonOf(error)}`);
  }
  if (!link) return placeholder(context, "no image and no link");
  const allowPrivate = context.config.fetchAllowPrivate ?? false;
  if (allowPrivate === false && isPrivateHost(link)) {
    return placeholder(context, "the link points to a private address; it was not fetched");
  }
  const [first] = await findPinImages(link, allowPrivate);
  if (!first) return placeholder(context, "the page could not be read or shows no image");
  try {
    return { image: await imageFromUrl(context, first.url), unavailable: null };
  } catch (error) {
    return placeholder(context, `the page's image could not be used: ${reasonOf(error)}`);
  }
}

async function placeholder(context: ImageContext, reason: string): Promise<PinImage> {
  return { image: await unavailableImage(context), unavailable: reason };
}

/** A link whose host is written as a private, loopback or reserved IP (or "localhost"). */
function isPrivateHost(link: string): boolean {
  try {
    const host = new URL(link).hostname.replace(/^\[|\]$/g, "");
    if (host === "localhost" || host.endsWith(".localhost")) return true;
    return isIP(host) !== 0 && isBlockedAddress(host);
  } catch {
    return true;
  }
}

/**
 * A video pin's video from the archive (issue 20, D-054): stored as an upload stores it
 * (D-050: streamed to a temporary file, read by the container reader, kept under its sha256
 * key). What the upload would refuse, or the kill switch's disable_video, gives the reason
 * the pin keeps only its poster. The reader's facts win over what the archive says.
 */
export async function videoOfPin(
  context: Pick<AppContext, "storage" | "experiments">,
  ownerId: string,
  video: ImportedVideo,
): Promise<{ video: StoredVideo } | { refused: string }> {
  if (videoCreationBlocked(context, ownerId))
    return { refused: "new videos are switched off on this instance" };
  try {
    return { video: await storeVideoFrom(context, video.open) };
  } catch (error) {
    return { refused: reasonOf(error) };
  }
}

/** An error in words for the report. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error) return (error as Error & { detail?: string }).detail ?? error.message;
  return String(error);
}
