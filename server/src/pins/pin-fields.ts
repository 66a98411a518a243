import { type EndpointData, type PinFieldSet, pinFieldsEndpoint } from "@corkboard/core/contract";
import { boardPath } from "@corkboard/core/paths";
import type { FastifyInstance } from "fastify";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { AppContext } from "../platform/context.ts";
import type { Executor } from "../platform/db/index.ts";
import { AppError } from "../platform/http/app-error.ts";
import { registerEndpoint } from "../platform/http/index.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { PinExtrasService } from "./extras-service.ts";
import { presentPinner } from "./presenter.ts";
import type { PinReadService } from "./service.ts";
import { findVisiblePin } from "./visible-pin.ts";

type PinFields = EndpointData<typeof pinFieldsEndpoint>;

/**
 * GET /v3/pins/{id}/ (PIN-038, CONST-007): a pin's asked field sets, for API clients (the web
 * app asks PinAlreadySavedResource, which answers pinned_to_board alone). Each set costs its
 * own read, made only when asked.
 */
export class PinFieldSets {
  readonly #db: Executor;
  readonly #reads: PinReadService;
  readonly #extras: PinExtrasService;
  readonly #urls: ImageUrls;

  constructor(db: Executor, reads: PinReadService, extras: PinExtrasService, urls: ImageUrls) {
    this.#db = db;
    this.#reads = reads;
    this.#extras = extras;
    this.#urls = urls;
  }

  /** The pin's sets in `fields`; NOT_FOUND when the viewer may not see the pin. */
  async fields(viewer: Viewer | null, pinId: string, fields: readonly PinFieldSet[]): Promise<PinFields> {
    const asked = new Set(fields);
    const row = await this.#reads.visiblePinRow(viewer, pinId);
    const answer: PinFields = { id: row.id };
    if (asked.has("type")) answer.type = "pin";
    if (asked.has("board"))
      answer.board = {
        id: row.board.id,
        name: row.board.name,
        url: boardPath(row.boardOwnerUsername, row.board.slug),
      };
    if (asked.has("pinned_to_board"))
      answer.pinned_to_board = (await this.#extras.alreadySaved(viewer, { pin_id: pinId })).pinned_to_board;
    if (asked.has("via_pinner")) answer.via_pinner = await this.#viaPinner(viewer, pinId);
    return answer;
  }

  /** The pinner of the pin this one repins, when the viewer may see that pin; else null. */
  async #viaPinner(viewer: Viewer | null, pinId: string) {
    const { repinOfId } = await findVisiblePin(this.#db, viewer, pinId);
    if (repinOfId === null) return null;
    try {
      return presentPinner(await this.#reads.visiblePinRow(viewer, repinOfId), this.#urls);
    } catch (error) {
      // The source pin was deleted or is out of the viewer's sight: whom it came from is not theirs to know.
      if (error instanceof AppError && error.code === "NOT_FOUND") return null;
      throw error;
    }
  }
}

/** Registers GET /v3/pins/{id}/. */
export function registerPinFieldRoutes(
  app: FastifyInstance,
  context: AppContext,
  reads: PinReadService,
  urls: ImageUrls,
): void {
  const sets = new PinFieldSets(context.db, reads, new PinExtrasService(context.db), urls);
  registerEndpoint(app, pinFieldsEndpoint, (query, { viewer, params }) =>
    sets.fields(viewer, params.id, query.fields),
  );
}
