import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppContext } from "../context.ts";
import { notFound } from "../http/app-error.ts";
import {
  animationObjectKey,
  type ImageVariant,
  isImageVariant,
  type RenditionFormat,
  renditionObjectKey,
  STORAGE_KEY_PATTERN,
} from "./image-keys.ts";
import { etagMatches, preferredFormat } from "./negotiate.ts";

const CACHE_FOREVER = "public, max-age=31536000, immutable";

/**
 * Stored images are answered as the image type they were encoded to, never sniffed, and a
 * browser that opens one directly runs nothing in it (issue 18, adversary item 5: a JPEG+HTML
 * polyglot upload). Every variant, the original size included, is re-encoded from the pixels
 * (prepare-image.ts), so no uploaded bytes are ever served as they came.
 */
export const STORED_IMAGE_HEADERS = {
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; sandbox",
} as const;
const EXPLICIT_FORMATS: Record<string, RenditionFormat> = { webp: "webp", jpg: "jpeg", jpeg: "jpeg" };

interface MediaPath {
  storageKey: string;
  variant: ImageVariant;
  /** Set when the URL names an encoding (`236x.jpg`), e.g. for Open Graph crawlers. */
  format: RenditionFormat | null;
}

/**
 * GET /media/{storageKey}/{236x|474x|736x|orig}[.webp|.jpg] (IMPL-029, UI-019): streams a
 * rendition from storage, WebP or JPEG by the Accept header. Keys are content-addressed, so
 * answers are cacheable forever.
 */
export function registerMediaRoutes(app: FastifyInstance, context: Pick<AppContext, "storage">): void {
  const { storage } = context;
  /** An animated GIF's animation (D-050): one encoding, so no negotiation. */
  const sendAnimation = async (storageKey: string, reply: FastifyReply) => {
    if (!STORAGE_KEY_PATTERN.test(storageKey)) throw notFound("Image");
    const object = await storage.get(animationObjectKey(storageKey));
    if (!object) throw notFound("Image");
    return reply
      .headers({
        "cache-control": CACHE_FOREVER,
        etag: `"${storageKey.slice(-64, -32)}-anim"`,
        ...STORED_IMAGE_HEADERS,
      })
      .header("content-type", "image/gif")
      .header("content-length", object.contentLength)
      .send(object.body);
  };
  app.get("/media/*", { schema: { hide: true } }, async (request, reply) => {
    const wildcard = (request.params as { "*": string })["*"];
    if (wildcard.endsWith("/anim.gif")) return sendAnimation(wildcard.slice(0, -"/anim.gif".length), reply);
    const path = parseMediaPath(wildcard);
    if (!path) throw notFound("Image");
    const format = path.format ?? preferredFormat(request.headers.accept);
    // The key holds the original's sha256, so variant + encoding pin the bytes down.
    const etag = `"${path.storageKey.slice(-64, -32)}-${path.variant}-${format}"`;
    const headers = { "cache-control": CACHE_FOREVER, vary: "Accept", etag, ...STORED_IMAGE_HEADERS };

    if (etagMatches(request.headers["if-none-match"], etag)) {
      return reply.code(304).headers(headers).send();
    }
    const object = await storage.get(renditionObjectKey(path.storageKey, path.variant, format));
    if (!object) throw notFound("Image");
    return reply
      .headers(headers)
      .header("content-type", object.contentType)
      .header("content-length", object.contentLength)
      .send(object.body);
  });
}

function parseMediaPath(path: string): MediaPath | null {
  const slash = path.lastIndexOf("/");
  const storageKey = path.slice(0, slash);
  const [variant = "", extension, ...rest] = path.slice(slash + 1).split(".");
  if (slash < 0 || rest.length > 0 || !STORAGE_KEY_PATTERN.test(storageKey) || !isImageVariant(variant))
    return null;
  if (extension === undefined) return { storageKey, variant, format: null };
  const format = EXPLICIT_FORMATS[extension];
  return format ? { storageKey, variant, format } : null;
}
