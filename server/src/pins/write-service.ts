import type { PinSaveResult, ProductEdit } from "@corkboard/core/contract";
import type { PinBuilderScenario } from "@corkboard/core/gates";
import { t } from "@corkboard/core/messages";
import {
  distinctHashtags,
  type PinCreateRequest,
  type RepinCreateRequest,
  saveMethod,
  validatePinFields,
} from "@corkboard/core/pins";
import { toMinorUnits } from "@corkboard/core/shopping";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { AppContext } from "../platform/context.ts";
import type { Executor } from "../platform/db/index.ts";
import { AppError, notFound } from "../platform/http/app-error.ts";
import { imageFromBase64, imageFromUrl } from "./image-intake.ts";
import type { ProductCapture } from "./product/capture.ts";
import { productColumns } from "./product/product-repo.ts";
import { NO_PRODUCT, type ProductData } from "./product/read-product.ts";
import { assertCanSaveToBoard } from "./save-policy.ts";
import { pinnableVideo } from "./video/pinnable-video.ts";
import { findVisiblePin } from "./visible-pin.ts";
import * as repo from "./write-repo.ts";

type WriteContext = Pick<AppContext, "db" | "storage" | "config" | "experiments">;

/** Saves made from a web page, whose page states the product's data (IMPL-036). */
const FROM_A_PAGE = new Set(["scraped", "button", "button_external"]);

/**
 * What a save asks of the features above pins, wired by the composition root
 * (server/src/features.ts) so that pins imports neither business nor advertisers.
 */
export interface SaveCollaborators {
  /** The pin builder's gate on the save (business: GATE-002, GATE-009, GATE-012); throws when refused. */
  assertPinBuilderSave(viewer: Viewer, scenario: PinBuilderScenario): Promise<void>;
  /** The "Promote your Pin" flag of the answer (advertisers: PIN-072, PIN-073). */
  canQuickPromote(viewer: Viewer, pin: { pinnerId: string; siteType: number }): Promise<boolean>;
  /**
   * Told after a pin is created or saved (the follows feature's feed fan-out, D-060); it
   * stores a job and resolves, so the save never waits for the fan-out itself.
   */
  pinSaved?(pinId: string): Promise<void>;
}

/** A pin edit (IMPL-023): texts, and a move to another board or section. */
export interface PinEdit {
  id: string;
  title?: string;
  description?: string;
  /** The image's alt text (issue 20, D-055); "" clears it. */
  alt_text?: string;
  link?: string | null;
  board_id?: string;
  section?: string | null;
  /** Product data as the owner writes it (IMPL-036); null clears it. */
  product?: ProductEdit | null;
}

/** Creating, saving, editing and deleting pins; every permission is checked here. */
export class PinWriteService {
  readonly #context: WriteContext;
  readonly #collaborators: SaveCollaborators;
  readonly #capture: ProductCapture | null;

  constructor(
    context: WriteContext,
    collaborators: SaveCollaborators,
    capture: ProductCapture | null = null,
  ) {
    this.#context = context;
    this.#collaborators = collaborators;
    this.#capture = capture;
  }

  /** PinResource create (PIN-034): a new pin from an upload, inline image or URL. */
  async create(viewer: Viewer, body: PinCreateRequest): Promise<PinSaveResult> {
    assertPinFields({ link: body.link ?? null });
    if (body.method === "pinbuilder") {
      await this.#collaborators.assertPinBuilderSave(viewer, body.pin_builder_scenario ?? "default");
    }
    const sectionId = body.section ?? null;
    // An upload named by id is checked by the insert itself, and a refusal explained after.
    // An inline or fetched image is stored first, so its board is checked before that.
    const video = body.video_upload_id
      ? await pinnableVideo(this.#context.db, viewer, body.video_upload_id)
      : null;
    if (!body.media_upload_id && !video) await this.#target(viewer, body.board_id, sectionId);
    const pin = {
      pinnerId: viewer.id,
      boardId: body.board_id,
      sectionId,
      // A video pin's image is its poster (D-050).
      imageId: video ? video.posterImageId : await this.#imageId(body),
      videoId: video?.id ?? null,
      title: body.title?.trim() ?? "",
      description: body.description ?? "",
      altText: body.alt_text?.trim() ?? "",
      link: body.link?.trim() || null,
      createdMethod: saveMethod(body.method, body.guid),
      guid: body.guid?.trim() || null,
    };
    const saved = await repo.insertPin(this.#context.db, pin, distinctHashtags(pin.description));
    if (!saved) {
      await this.#target(viewer, pin.boardId, sectionId);
      // The board and section passed: an unknown media_upload_id is what is left.
      throw new AppError("NOT_FOUND", t("error.NOT_FOUND"), { detail: "no such media_upload_id" });
    }
    // The page's product data is read after the answer (D-034): a save never waits for it.
    if (pin.link && FROM_A_PAGE.has(pin.createdMethod)) this.#capture?.schedule(saved.id, pin.link);
    await this.#collaborators.pinSaved?.(saved.id);
    return this.#result(viewer, { ...pin, siteType: 0 }, saved);
  }

  /** RepinResource create (PIN-034): saves a pin the viewer can see; image, title and link are copied. */
  async repin(viewer: Viewer, body: RepinCreateRequest): Promise<PinSaveResult> {
    const source = await findVisiblePin(this.#context.db, viewer, body.pin_id);
    const pin = {
      pinnerId: viewer.id,
      boardId: body.board_id,
      sectionId: body.section ?? null,
      imageId: source.imageId,
      videoId: source.videoId,
      title: body.title?.trim() || source.title,
      description: body.description ?? source.description,
      altText: body.alt_text?.trim() ?? source.altText,
      link: source.link,
      createdMethod: "repin" as const,
      siteType: source.siteType,
      repinOfId: source.id,
      guid: body.guid?.trim() || null,
      priceMinor: source.priceMinor,
      priceCurrency: source.priceCurrency,
      brand: source.brand,
      onSale: source.onSale,
      availability: source.availability,
      style: source.style,
    };
    const saved = await repo.insertPin(this.#context.db, pin, distinctHashtags(pin.description));
    if (!saved) {
      await this.#target(viewer, pin.boardId, pin.sectionId);
      throw notFound("Pin");
    }
    await this.#collaborators.pinSaved?.(saved.id);
    return this.#result(viewer, pin, saved);
  }

  /** PinResource update (IMPL-023): only the pinner edits; a move needs save rights on the target. */
  async update(viewer: Viewer, edit: PinEdit): Promise<Omit<PinSaveResult, "can_quick_promote">> {
    const pin = await this.#ownPin(viewer, edit.id);
    assertPinFields(edit);
    const boardId = edit.board_id ?? pin.boardId;
    // A move to another board leaves the old section behind unless a new one is named.
    const sectionId =
      edit.section !== undefined ? edit.section : boardId === pin.boardId ? pin.sectionId : null;
    const { board, section } = await this.#target(viewer, boardId, sectionId);
    const updated = await this.#context.db.transaction(async (tx) => {
      if (edit.description !== undefined) await syncHashtags(tx, pin.id, pin.description, edit.description);
      return repo.updatePin(tx, pin.id, {
        boardId: board.id,
        sectionId: section?.id ?? null,
        ...(edit.title === undefined ? {} : { title: edit.title.trim() }),
        ...(edit.description === undefined ? {} : { description: edit.description }),
        ...(edit.alt_text === undefined ? {} : { altText: edit.alt_text.trim() }),
        ...(edit.link === undefined ? {} : { link: edit.link?.trim() || null }),
        ...(edit.product === undefined ? {} : productColumns(productOfEdit(edit.product))),
      });
    });
    if (!updated) throw notFound("Pin");
    const image = await repo.findImageById(this.#context.db, updated.imageId);
    return {
      id: updated.id,
      pinner: { id: updated.pinnerId },
      board: { id: board.id, name: board.name },
      section: section ? { id: section.id, title: section.title } : null,
      image_signature: image?.signature ?? "",
    };
  }

  /** PinResource delete (IMPL-023): the pinner only. */
  async delete(viewer: Viewer, pinId: string): Promise<{ id: string }> {
    const pin = await this.#ownPin(viewer, pinId);
    await this.#context.db.transaction((tx) => repo.deletePin(tx, pin.id));
    return { id: pin.id };
  }

  /** The viewer's own pin: someone else's visible pin is FORBIDDEN, an invisible one NOT_FOUND. */
  async #ownPin(viewer: Viewer, pinId: string) {
    const pin = await findVisiblePin(this.#context.db, viewer, pinId);
    if (pin.pinnerId !== viewer.id) {
      throw new AppError("FORBIDDEN", t("error.FORBIDDEN"), {
        detail: "only the pinner edits or deletes a pin",
      });
    }
    return pin;
  }

  /** The board and section a save goes to, after the save rule (PIN-001, BOARD-060). */
  async #target(viewer: Viewer, boardId: string, sectionId: string | null) {
    const target = await repo.findSaveTarget(this.#context.db, boardId, viewer.id, sectionId);
    assertCanSaveToBoard(viewer, target);
    const { section, ...board } = target as repo.SaveTargetRow;
    if (sectionId === null) return { board, section: null };
    if (!section) {
      throw new AppError("INVALID_INPUT", t("error.INVALID_INPUT"), {
        detail: "the section is not on this board",
        fields: [{ field: "section", message: "is not a section of this board" }],
      });
    }
    return { board, section };
  }

  /**
   * The id of a create's image. An upload is named by id and checked by the insert itself;
   * inline and fetched images go through the image pipeline first.
   */
  async #imageId(body: PinCreateRequest): Promise<string> {
    if (body.media_upload_id) return body.media_upload_id;
    if (body.image_base64) return (await imageFromBase64(this.#context, body.image_base64)).id;
    return (await imageFromUrl(this.#context, body.image_url ?? "")).id;
  }

  /** A save's answer, from the statement that made it (`repo.insertPin`). */
  async #result(
    viewer: Viewer,
    pin: { pinnerId: string; boardId: string; sectionId: string | null; siteType: number },
    saved: repo.InsertedPin,
  ): Promise<PinSaveResult> {
    return {
      id: saved.id,
      pinner: { id: pin.pinnerId },
      board: { id: pin.boardId, name: saved.boardName },
      section: pin.sectionId === null ? null : { id: pin.sectionId, title: saved.sectionTitle ?? "" },
      image_signature: saved.imageSignature,
      can_quick_promote: await this.#collaborators.canQuickPromote(viewer, pin),
    };
  }
}

/** The owner's product edit as stored product data; null is none (the contract checked it). */
function productOfEdit(edit: ProductEdit | null): ProductData {
  if (edit === null) return NO_PRODUCT;
  const priceMinor =
    edit.price === null || edit.currency === null ? null : toMinorUnits(edit.price, edit.currency);
  return {
    priceMinor,
    priceCurrency: priceMinor === null ? null : edit.currency,
    brand: edit.brand,
    onSale: edit.on_sale,
    availability: edit.availability,
    style: edit.style,
  };
}

/** Field limits (PIN-059; the create schemas check lengths already) and a web link. */
function assertPinFields(edit: Pick<PinEdit, "title" | "description" | "alt_text" | "link">): void {
  const failures = validatePinFields({
    title: edit.title,
    description: edit.description,
    altText: edit.alt_text,
    link: edit.link,
  });
  if (failures.length === 0) return;
  const first = failures[0] as (typeof failures)[number];
  throw new AppError("INVALID_INPUT", t(first.messageKey, first.values), {
    fields: failures.map((f) => ({ field: f.field, message: t(f.messageKey, f.values) })),
  });
}

/** Keeps pin_hashtags and counts in step with an edited description. */
async function syncHashtags(db: Executor, pinId: string, before: string, after: string): Promise<void> {
  const old = new Set(distinctHashtags(before));
  const next = new Set(distinctHashtags(after));
  await repo.removePinHashtags(
    db,
    pinId,
    [...old].filter((tag) => !next.has(tag)),
  );
  await repo.addPinHashtags(
    db,
    pinId,
    [...next].filter((tag) => !old.has(tag)),
  );
}
