import { distinctHashtags, PIN_LIMITS } from "@corkboard/core/pins";
import sharp from "sharp";
import type { AppContext } from "../platform/context.ts";
import type { Executor } from "../platform/db/index.ts";
import { type ImageRow, processImage } from "../platform/images/index.ts";
import { insertPin } from "./pin-insert-repo.ts";
import { deletePin } from "./write-repo.ts";

/**
 * The pin save of an import (issue 20, D-054): the same one-statement insert as every save
 * (`insertPin`: the board's save rule, the section being the board's, hashtags linked and
 * counted), with the date the pin had where it came from and the "image unavailable" mark.
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
      // There is no "imported" save method in the pin's enum: an import is the owner's own
      // new pin, as an upload is (D-054).
      createdMethod: "uploaded",
      imageUnavailable: pin.imageUnavailable,
      ...(pin.createdAt ? { createdAt: pin.createdAt } : {}),
    },
    distinctHashtags(description),
  );
  return saved?.id;
}

/** Deletes a pin with its hashtag links (an import's undo). */
export function deleteImportedPin(db: Executor, pinId: string): Promise<void> {
  return deletePin(db, pinId);
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
