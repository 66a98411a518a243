import type { CreateRouteRequest, PinSaveMethod } from "@corkboard/core/pins";
import type { PinDraft } from "../save/index.ts";

/**
 * The save method of a /pin/create/{method} request: the method query parameter when it is
 * one a save may use, "button" for the bookmarklet and the save button (which becomes
 * button_external without a guid, PIN-035), otherwise "scraped" (PIN-026).
 */
export function createMethod(request: CreateRouteRequest): PinSaveMethod {
  if (request.method) return request.method;
  if (request.routeMethod === "bookmarklet" || request.routeMethod === "button") return "button";
  return "scraped";
}

/** What /pin/create/{method} saves: the image, its page, description, colour and guid (PIN-004, PIN-027). */
export function draftFromRoute(request: CreateRouteRequest): PinDraft {
  return {
    method: createMethod(request),
    ...(request.media ? { imageUrl: request.media } : {}),
    link: request.url,
    ...(request.description ? { description: request.description } : {}),
    color: request.color,
    guid: request.guid,
  };
}
