import type { GridImages, PinImages } from "@corkboard/core/contract";
import { IMAGE_WIDTHS } from "@corkboard/core/layout";
import type { ObjectStorage } from "../storage/storage.ts";
import { animationObjectKey, type ImageVariant, renditionObjectKey } from "./image-keys.ts";

/** What a presenter knows of a stored image: enough to build every rendition's URL. */
export interface ImageRef {
  storageKey: string;
  width: number;
  height: number;
  /** Frames of an animated GIF; absent or 1 for a still. */
  frames?: number;
}

/** Builds rendition URLs; runs for every pin of every feed, so it never does I/O. */
export interface ImageUrls {
  pinImages(image: ImageRef): PinImages;
  /** Only the renditions a grid tile uses. */
  gridImages(image: ImageRef): GridImages;
  /** The avatar rendition (236 wide) of a user's image. */
  avatar(image: ImageRef): string;
  /** A stored video (D-050): the store's public URL, else the app's Range-answering route. */
  video(storageKey: string): string;
}

/** The size of a rendition `width` wide: never upscaled past the original (UI-019). */
export function renditionSize(image: ImageRef, width: number): { width: number; height: number } {
  if (image.width <= width) return { width: image.width, height: image.height };
  return { width, height: Math.max(1, Math.round((image.height * width) / image.width)) };
}

/**
 * Rendition URLs: `/media/{key}/{236x|474x|736x|orig}` served by the media route (which
 * negotiates WebP or JPEG), or the store's public URL when it has one. A public URL names
 * one stored file and cannot negotiate, so it names the WebP: every browser React 19
 * supports reads WebP.
 */
export function createImageUrls(storage: ObjectStorage): ImageUrls {
  const base = (key: string, variant: ImageVariant) =>
    storage.publicUrl(renditionObjectKey(key, variant, "webp")) ?? `/media/${key}/${variant}`;
  const rendition = (image: ImageRef, width: number, variant: ImageVariant) => ({
    url: base(image.storageKey, variant),
    ...renditionSize(image, width),
  });
  const [small, medium, large] = IMAGE_WIDTHS;
  const gridImages = (image: ImageRef): GridImages => ({
    "236x": rendition(image, small, "236x"),
    "474x": rendition(image, medium, "474x"),
    ...((image.frames ?? 1) > 1
      ? {
          animated: {
            url:
              storage.publicUrl(animationObjectKey(image.storageKey)) ??
              `/media/${image.storageKey}/anim.gif`,
            ...renditionSize(image, large),
          },
        }
      : {}),
  });
  return {
    gridImages,
    pinImages(image) {
      return {
        ...gridImages(image),
        "736x": rendition(image, large, "736x"),
        orig: { url: base(image.storageKey, "orig"), width: image.width, height: image.height },
      };
    },
    avatar(image) {
      return base(image.storageKey, "236x");
    },
    video(storageKey) {
      return storage.publicUrl(storageKey) ?? `/media/video/${storageKey}`;
    },
  };
}
