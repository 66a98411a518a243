import { createHash } from "node:crypto";
import { MIN_IMAGE_SIDE } from "@corkboard/core/layout";
import { t } from "@corkboard/core/messages";
import sharp, { type Metadata, type Sharp } from "sharp";
import { AppError } from "../http/app-error.ts";
import {
  IMAGE_VARIANTS,
  type ImageVariant,
  RENDITION_CONTENT_TYPE,
  type RenditionFormat,
} from "./image-keys.ts";
import { renditionSize } from "./image-urls.ts";

/**
 * Largest decoded image we accept. The header is read before any pixel is decoded, so a
 * small file claiming a huge canvas (a decompression bomb) is refused cheaply.
 */
export const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Animated GIFs (D-050): at most this many frames, and all frames together within
 * MAX_INPUT_PIXELS (sharp decodes an animation as one tall strip), checked from the header
 * before a frame is decoded. A GIF of 10,000 frames is refused, not flattened.
 */
export const MAX_GIF_FRAMES = 1_000;
/** The animated rendition's width at most: the pin page's largest. */
const ANIMATION_WIDTH = 736;

// Everything is re-encoded, so any raster format sharp decodes is fine as input. SVG is not:
// rendering a vector file is unbounded work and it is not a photo.
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "tiff", "heif", "avif"]);

const WEBP_OPTIONS = { quality: 82, effort: 4 } as const;
const JPEG_OPTIONS = { quality: 85, progressive: true } as const;

/** One encoded file of one variant. */
export interface RenditionFile {
  variant: ImageVariant;
  format: RenditionFormat;
  contentType: string;
  body: Buffer;
}

/** An image validated and encoded in memory, ready to store. */
export interface PreparedImage {
  /** sha256 (hex) of the uploaded bytes. */
  signature: string;
  /** Size after EXIF orientation. */
  width: number;
  height: number;
  /** The uploaded format (jpeg, png, webp, gif, tiff, avif). */
  format: string;
  bytes: number;
  /** `#rrggbb`. */
  dominantColor: string;
  files: RenditionFile[];
  /** Frames (1 for a still). */
  frames: number;
  /** An animated GIF's animation, re-encoded from its frames (`anim.gif`); null for a still. */
  animation: Buffer | null;
}

/** sha256 hex of the uploaded bytes: the image's signature and the root of its storage key. */
export function imageSignature(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * Validates an image and encodes every variant (IMPL-029): 236/474/736 wide and the
 * original size, never upscaled (UI-019), each as WebP and JPEG, auto-oriented, with
 * metadata (EXIF, GPS) stripped. Pure CPU work: nothing is stored.
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  return prepareFrom({ input: bytes, signature: imageSignature(bytes), bytes: bytes.length });
}

/**
 * `prepareImage` for an image in a file (uploads and fetched images up to 200 MiB are
 * streamed to disk, never held whole in memory); the caller has hashed and sized the file.
 */
export async function prepareImageFile(
  filePath: string,
  file: { signature: string; bytes: number },
): Promise<PreparedImage> {
  return prepareFrom({ input: filePath, ...file });
}

async function prepareFrom(source: { input: Buffer | string; signature: string; bytes: number }) {
  const { input: bytes } = source;
  const meta = await readMetadata(bytes);
  const { width, height } = orientedSize(meta);
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) {
    throw new AppError("IMAGE_TOO_SMALL", t("error.IMAGE_TOO_SMALL", { minSide: MIN_IMAGE_SIDE }), {
      detail: `image is ${width}×${height}; both sides must be at least ${MIN_IMAGE_SIDE} px (PIN-056)`,
    });
  }
  if (width * height > MAX_INPUT_PIXELS) {
    throw new AppError("PAYLOAD_TOO_LARGE", t("error.PAYLOAD_TOO_LARGE"), {
      detail: `image is ${width}×${height}; at most ${MAX_INPUT_PIXELS} pixels`,
    });
  }
  const frames = meta.format === "gif" ? Math.max(1, meta.pages ?? 1) : 1;
  if (frames > MAX_GIF_FRAMES || frames * width * height > MAX_INPUT_PIXELS) {
    throw new AppError("PAYLOAD_TOO_LARGE", t("error.PAYLOAD_TOO_LARGE"), {
      detail: `the GIF has ${frames} frames of ${width}×${height}; at most ${MAX_GIF_FRAMES} frames and ${MAX_INPUT_PIXELS} pixels in all`,
    });
  }

  // Variants of the same size (all of them, for a narrow original) are encoded once.
  const sizes = new Map<string, { width: number; height: number; variants: ImageVariant[] }>();
  for (const variant of IMAGE_VARIANTS) {
    const size =
      variant === "orig"
        ? { width, height }
        : renditionSize({ storageKey: "", width, height }, parseInt(variant, 10));
    const id = `${size.width}x${size.height}`;
    const entry = sizes.get(id) ?? { ...size, variants: [] };
    entry.variants.push(variant);
    sizes.set(id, entry);
  }

  const base = decoder(bytes).autoOrient();
  const encoded = await Promise.all(
    [...sizes.values()].map(async (size) => {
      const resized = base.clone().resize(size.width, size.height, { fit: "fill" });
      const [webp, jpeg] = await Promise.all([
        resized.clone().webp(WEBP_OPTIONS).toBuffer(),
        resized.clone().flatten({ background: "#ffffff" }).jpeg(JPEG_OPTIONS).toBuffer(),
      ]).catch(unreadable);
      return { size, webp, jpeg };
    }),
  );

  const files: RenditionFile[] = [];
  for (const { size, webp, jpeg } of encoded) {
    for (const variant of size.variants) {
      files.push({ variant, format: "webp", contentType: RENDITION_CONTENT_TYPE.webp, body: webp });
      files.push({ variant, format: "jpeg", contentType: RENDITION_CONTENT_TYPE.jpeg, body: jpeg });
    }
  }
  // The smallest JPEG is plenty to find the dominant colour and costs far less than the original.
  const smallest = encoded.reduce((a, b) => (a.size.width <= b.size.width ? a : b));
  return {
    signature: source.signature,
    width,
    height,
    format: meta.format === "heif" ? "avif" : String(meta.format),
    bytes: source.bytes,
    dominantColor: await dominantColor(smallest.jpeg),
    files,
    frames,
    animation: frames > 1 ? await encodeAnimation(bytes, width) : null,
  };
}

/** The most common colour of an image as `#rrggbb` (IMPL-029), painted before it loads. */
export async function dominantColor(bytes: Buffer): Promise<string> {
  const { dominant } = await sharp(bytes).stats();
  return `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * An animated GIF re-encoded from its frames at most 736 wide: like every stored variant,
 * never the uploaded bytes (D-040), so a GIF+HTML polyglot loses its tail.
 */
async function encodeAnimation(input: Buffer | string, width: number): Promise<Buffer> {
  return sharp(input, { animated: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .resize({ width: Math.min(width, ANIMATION_WIDTH), withoutEnlargement: true })
    .gif()
    .toBuffer()
    .catch(unreadable);
}

function decoder(bytes: Buffer | string): Sharp {
  // failOn "error": phone photos often carry harmless decoder warnings that browsers ignore.
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", sequentialRead: true });
}

async function readMetadata(bytes: Buffer | string): Promise<Metadata> {
  // No pixel limit here: reading the header decodes nothing, and we want the real size
  // to answer PAYLOAD_TOO_LARGE rather than a vague "unreadable".
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch(unreadable);
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    return unreadable(new Error(`unsupported image format ${meta.format}`));
  }
  // HEIF from phones is usually HEVC, which this build of libvips cannot decode; AVIF is fine.
  if (meta.format === "heif" && meta.compression !== "av1") {
    return unreadable(new Error(`unsupported HEIF compression ${meta.compression}`));
  }
  return meta;
}

function orientedSize(meta: Metadata): { width: number; height: number } {
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  // EXIF orientations 5–8 are rotated a quarter turn: the displayed sides swap.
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

function unreadable(cause: unknown): never {
  throw new AppError("IMAGE_UNREADABLE", t("error.IMAGE_UNREADABLE"), { cause });
}
