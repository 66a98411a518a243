import { type PinProduct, PRODUCT_AVAILABILITIES, PRODUCT_TEXT_MAX } from "@corkboard/core/contract";
import { distinctHashtags, PIN_LIMITS } from "@corkboard/core/pins";
import sharp from "sharp";
import type { AppContext } from "../platform/context.ts";
import type { Executor } from "../platform/db/index.ts";
import { type ImageRow, processImage } from "../platform/images/index.ts";
import { insertPin } from "./pin-insert-repo.ts";
import { type StoredVideo, videoRow } from "./video/video-intake.ts";
import { insertVideo } from "./video/video-repo.ts";
import { deletePins, setImportedPinFacts } from "./write-repo.ts";

/**
 * The pin save of an import (issue 20, D-054): the same one-statement insert as every save
 * (`insertPin`: the board's save rule, the section being the board's, hashtags linked and
 * counted), with the date the pin had where it came from and the "image unavailable" mark —
 * and, where the source carries them (a Corkboard export, D-056), the alt text, the product
 * data, how the pin was first made, when it was last changed, its dominant colour and its video.
 */

/** One imported pin, its image already stored. */
export interface ImportedPinWrite {
  pinnerId: string;
  boardId: string;
  sectionId: string | null;
  imageId: string;
  title: string;
  description: string;
  link: string | null;
  createdAt?: Date | undefined;
  imageUnavailable: boolean;
  altText?: string | undefined;
  product?: PinProduct | undefined;
  /** How the pin was first made where it came from; anything but a known method is "uploaded". */
  createdMethod?: string | undefined;
  updatedAt?: Date | undefined;
  /** `#rrggbb` as the source computed it; otherwise the image's own. */
  dominantColor?: string | undefined;
  /** A video pin's video, already stored (`storeVideoFrom`); `imageId` is its poster. */
  video?: StoredVideo | undefined;
}

/**
 * The methods an import keeps as they were. A repin is kept as "uploaded": the pin it was
 * saved from is not on this instance (D-054).
 */
const KEPT_METHODS = ["uploaded", "pinbuilder", "scraped", "button", "button_external", "seed"] as const;
type KeptMethod = (typeof KEPT_METHODS)[number];

const productText = (value: string | null | undefined) => value?.trim().slice(0, PRODUCT_TEXT_MAX) || null;

/** The pin columns of imported product data; nothing when the source has none. */
function productColumns(product: PinProduct | undefined) {
  if (!product) return {};
  const price =
    product.price && product.price.amount_minor >= 0 && /^[A-Z]{3}$/.test(product.price.currency)
      ? product.price
      : null;
  return {
    priceMinor: price?.amount_minor ?? null,
    priceCurrency: price?.currency ?? null,
    brand: productText(product.brand),
    onSale: product.on_sale,
    availability: (PRODUCT_AVAILABILITIES as readonly string[]).includes(product.availability ?? "")
      ? product.availability
      : null,
    style: productText(product.style),
  };
}

/** Saves an imported pin; its id, or undefined when the board or section refused it. */
export async function saveImportedPin(db: Executor, pin: ImportedPinWrite): Promise<string | undefined> {
  const title = pin.title.trim().slice(0, PIN_LIMITS.titleMax);
  const description = pin.description.slice(0, PIN_LIMITS.descriptionMax);
  const saved = await insertPin(
    db,
    {
      pinnerId: pin.pinnerId,
      boardId: pin.boardId,
      sectionId: pin.sectionId,
      imageId: pin.imageId,
      title,
      description,
      link: pin.link,
      altText: (pin.altText ?? "").slice(0, PIN_LIMITS.altTextMax),
      // There is no "imported" save method in the pin's enum: an import is the owner's own
      // new pin, as an upload is (D-054) — unless the source says how it was first made.
      createdMethod: (KEPT_METHODS as readonly string[]).includes(pin.createdMethod ?? "")
        ? (pin.createdMethod as KeptMethod)
        : "uploaded",
      imageUnavailable: pin.imageUnavailable,
      ...productColumns(pin.product),
      ...(pin.createdAt ? { createdAt: pin.createdAt } : {}),
    },
    distinctHashtags(description),
  );
  if (!saved) return undefined;
  const dominantColor =
    pin.dominantColor && /^#[0-9a-f]{6}$/i.test(pin.dominantColor) && !pin.imageUnavailable
      ? pin.dominantColor.toLowerCase()
      : undefined;
  // The video row is made once the board took the pin (a refused pin leaves none). It is
  // `ready`: its poster is the archive's, so the processing job has nothing to do (D-054).
  const video = pin.video
    ? await insertVideo(db, videoRow(pin.pinnerId, pin.video, pin.imageId), "ready")
    : undefined;
  await setImportedPinFacts(db, saved.id, {
    ...(pin.updatedAt ? { updatedAt: pin.updatedAt } : {}),
    ...(dominantColor ? { dominantColor } : {}),
    ...(video ? { videoId: video.id } : {}),
  });
  return saved.id;
}

/** Deletes pins with their hashtag links (an import's undo), in a few statements. */
export function deleteImportedPins(db: Executor, pinIds: readonly string[]): Promise<void> {
  return deletePins(db, pinIds);
}

/** The placeholder's colour: the grid's neutral tile colour (as a video's placeholder poster). */
const UNAVAILABLE_COLOR = "#383838";
const placeholders = new WeakMap<object, Promise<ImageRow>>();

/**
 * The one shared image of every pin whose image could not be had: a neutral square stored
 * once (images are content-addressed), so the grid paints such a pin like any other.
 */
export function unavailableImage(context: Pick<AppContext, "db" | "storage" | "config">): Promise<ImageRow> {
  let image = placeholders.get(context.db);
  if (!image) {
    image = sharp({ create: { width: 474, height: 474, channels: 3, background: UNAVAILABLE_COLOR } })
      .png()
      .toBuffer()
      .then((bytes) => processImage(context, bytes));
    // A failure is not kept: the next pin tries again.
    image.catch(() => placeholders.delete(context.db));
    placeholders.set(context.db, image);
  }
  return image;
}
