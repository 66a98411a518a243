/** The variants every image has: three rendition widths (UI-019) and the original size. */
export const IMAGE_VARIANTS = ["236x", "474x", "736x", "orig"] as const;
/** One image variant. */
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

/** The encodings stored for every variant; the media route picks one per request. */
export type RenditionFormat = "webp" | "jpeg";

/** Content types of the stored encodings. */
export const RENDITION_CONTENT_TYPE: Record<RenditionFormat, string> = {
  webp: "image/webp",
  jpeg: "image/jpeg",
};

const EXTENSION: Record<RenditionFormat, string> = { webp: "webp", jpeg: "jpg" };

/** `ab/cd/{sha256}`: content-addressed, fanned out so no directory holds millions of entries. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}$/;

/** The storage key (folder of every rendition) for an image's sha256 signature. */
export function storageKeyFor(signature: string): string {
  return `${signature.slice(0, 2)}/${signature.slice(2, 4)}/${signature}`;
}

/** The object key of one variant in one encoding, e.g. `ab/cd/abcd…/236x.webp`. */
export function renditionObjectKey(
  storageKey: string,
  variant: ImageVariant,
  format: RenditionFormat,
): string {
  return `${storageKey}/${variant}.${EXTENSION[format]}`;
}

/** The object key of an animated GIF's animation (D-050): `ab/cd/abcd…/anim.gif`. */
export function animationObjectKey(storageKey: string): string {
  return `${storageKey}/anim.gif`;
}

/** True when `value` names a variant. */
export function isImageVariant(value: string): value is ImageVariant {
  return (IMAGE_VARIANTS as readonly string[]).includes(value);
}
