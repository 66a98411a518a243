import {
  v5PinCreateEndpoint,
  v5PinDeleteEndpoint,
  v5PinGetEndpoint,
  v5PinSaveEndpoint,
  v5PinsListEndpoint,
  v5SearchPinsEndpoint,
  v5UserAccountEndpoint,
} from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../platform/http/index.ts";
import type { V5Deps } from "./deps.ts";
import { presentV5Account, presentV5Pin, presentV5PinPage } from "./presenter.ts";

/** Pins, the own-pin search and the account under /v5/ (D-058), through the pins and users features. */
export function registerV5PinRoutes(app: FastifyInstance, deps: V5Deps): void {
  const { pins, pinWrites, users, urls } = deps;

  registerEndpoint(app, v5UserAccountEndpoint, async (_query, { viewer }) =>
    presentV5Account(await users.account(viewer)),
  );

  registerEndpoint(app, v5PinsListEndpoint, async (query, { viewer }) => {
    const page = { pageSize: query.page_size, bookmark: query.bookmark };
    return presentV5PinPage(await pins.ownPinRows(viewer, page), viewer.id, urls);
  });

  // Pinterest's search/pins searches the caller's own pins; so does this one.
  registerEndpoint(app, v5SearchPinsEndpoint, async (query, { viewer }) => {
    const page = { pageSize: query.page_size, bookmark: query.bookmark };
    return presentV5PinPage(await pins.ownPinRows(viewer, page, query.query.trim()), viewer.id, urls);
  });

  registerEndpoint(app, v5PinGetEndpoint, async (_query, { viewer, params }) =>
    presentV5Pin(await pins.visiblePinRow(viewer, params.pin_id), viewer.id, urls),
  );

  registerEndpoint(app, v5PinCreateEndpoint, async (body, { viewer }) => {
    const source = body.media_source;
    const saved = await pinWrites.create(viewer, {
      board_id: body.board_id,
      section: body.board_section_id ?? null,
      title: body.title ?? undefined,
      description: body.description ?? undefined,
      alt_text: body.alt_text ?? undefined,
      link: body.link ?? null,
      method: source.source_type === "image_url" ? "scraped" : "uploaded",
      is_buyable_pin: false,
      ...(source.source_type === "image_url"
        ? { image_url: source.url }
        : { image_base64: `data:${source.content_type};base64,${source.data}` }),
    });
    return presentV5Pin(await pins.visiblePinRow(viewer, saved.id), viewer.id, urls);
  });

  registerEndpoint(app, v5PinSaveEndpoint, async (body, { viewer, params }) => {
    const saved = await pinWrites.repin(viewer, {
      pin_id: params.pin_id,
      board_id: body.board_id,
      section: body.board_section_id ?? null,
      method: "button",
      is_buyable_pin: false,
    });
    return presentV5Pin(await pins.visiblePinRow(viewer, saved.id), viewer.id, urls);
  });

  registerEndpoint(app, v5PinDeleteEndpoint, async (_body, { viewer, params }) => {
    await pinWrites.delete(viewer, params.pin_id);
    return null;
  });
}
