import {
  boardEndpoint,
  boardFeedEndpoint,
  boardSectionEndpoint,
  boardSectionsRepinEndpoint,
  claimingUpsellSeenEndpoint,
  findPinImagesEndpoint,
  homeFeedEndpoint,
  type MediaUpload,
  type PinSaveResult,
  pinAlreadySavedEndpoint,
  pinCreateEndpoint,
  pinCreateEventEndpoint,
  pinDeleteEndpoint,
  pinEndpoint,
  pinImagePrefetchEndpoint,
  pinUpdateEndpoint,
  relatedPinsEndpoint,
  repinCreateEndpoint,
  searchTypeaheadEndpoint,
  sectionPinsEndpoint,
  userBoardsEndpoint,
  userSettingsEndpoint,
} from "@corkboard/core/contract";
import { buildSaveCall, type CreateRouteRequest, type SaveInput, UPSELL_SEEN } from "@corkboard/core/pins";
import { useQuery } from "@tanstack/react-query";
import type { SaveTarget } from "../boards/index.ts";
import {
  type ApiMutationOptions,
  endpointKey,
  fetchEndpoint,
  type Invalidation,
  useApiMutation,
  useEndpointMutation,
} from "../platform/api/index.ts";

// The pins feature's server calls (D-026): saving, editing and deleting a pin with the
// queries each makes stale, and the reads and fire-and-forget calls of the create screens.
// Uploads go through create/upload-image.ts, which needs XMLHttpRequest for progress.

/** What is being saved, whatever board it goes to (PIN-022, PIN-027). */
export type PinDraft = Omit<SaveInput, "boardId" | "boardPrivacy" | "sectionId">;

/** Sends a save: PinResource create, or RepinResource create for an existing pin (PIN-034). */
export function sendSave(draft: PinDraft, target: SaveTarget): Promise<PinSaveResult> {
  const call = buildSaveCall({
    ...draft,
    boardId: target.board.id,
    boardPrivacy: target.board.privacy,
    sectionId: target.section?.id ?? null,
  });
  return call.resource === "RepinResource"
    ? fetchEndpoint(repinCreateEndpoint, call.payload)
    : fetchEndpoint(pinCreateEndpoint, call.payload);
}

/** One save: what is saved and where to. */
export interface PinSave {
  draft: PinDraft;
  target: SaveTarget;
}

/**
 * Saving a pin to a board (PIN-043). The board or section it landed on reads fresh
 * (PIN-037) in the background: the board's row says "Saved" without waiting for a grid.
 */
export function useSavePinCall() {
  return useApiMutation({
    mutationFn: ({ draft, target }: PinSave) => sendSave(draft, target),
    invalidates: (_result, { target }) =>
      target.section
        ? [endpointKey(sectionPinsEndpoint, { section_id: target.section.id }), boardSectionEndpoint]
        : [endpointKey(boardFeedEndpoint, { board_id: target.board.id })],
    refetch: "background",
  });
}

/** The pin_create_success / pin_create_fail event (PIN-008, PIN-042); its answer is ignored. */
export function logCreateEvent(draft: PinDraft, path: string, pinId?: string): void {
  const query: Record<string, string> = {};
  if (draft.color) query.color = draft.color;
  if (draft.imageUrl) query.media = draft.imageUrl;
  if (draft.description) query.description = draft.description;
  if (draft.link) query.url = draft.link;
  if (draft.guid) query.guid = draft.guid;
  void fetchEndpoint(pinCreateEventEndpoint, {
    event: pinId ? "pin_create_success" : "pin_create_fail",
    ...(pinId ? { pin_id: pinId } : {}),
    path: path.slice(0, 64),
    query,
  }).catch(() => {});
}

// A pin shows on its page, in feeds, and in its board's counts and section previews.
const PIN_SHOWN: readonly Invalidation[] = [
  pinEndpoint,
  homeFeedEndpoint,
  relatedPinsEndpoint,
  boardFeedEndpoint,
  sectionPinsEndpoint,
  boardEndpoint,
  boardSectionEndpoint,
  boardSectionsRepinEndpoint,
  userBoardsEndpoint,
];

/** PinResource update (IMPL-023): texts, link, board and section; wherever the pin shows reads fresh. */
export function useUpdatePin() {
  return useEndpointMutation(pinUpdateEndpoint, { invalidates: PIN_SHOWN });
}

/** PinResource delete (IMPL-023): the page leaves for the board, so nothing on it refetches. */
export function deletePinWrite(pinId: string): ApiMutationOptions<void, unknown> {
  return {
    mutationFn: () => fetchEndpoint(pinDeleteEndpoint, { id: pinId }),
    invalidates: PIN_SHOWN,
    refetch: "none",
  };
}

/** PinAlreadySavedResource: the board the viewer already saved this pin or image to (PIN-045). */
export function useAlreadySaved(pinId: string | null | undefined, imageSignature: string | null | undefined) {
  const query = {
    ...(pinId ? { pin_id: pinId } : {}),
    ...(imageSignature ? { image_signature: imageSignature } : {}),
  };
  return useQuery({
    queryKey: endpointKey(pinAlreadySavedEndpoint, query),
    queryFn: ({ signal }) => fetchEndpoint(pinAlreadySavedEndpoint, query, { signal }),
    enabled: Boolean(pinId || imageSignature),
    retry: false,
  });
}

/** Pre-fetches an image by URL (PIN-030): its upload's signature feeds the already-saved banner. */
export function prefetchImage(imageUrl: string): Promise<MediaUpload> {
  return fetchEndpoint(pinImagePrefetchEndpoint, { image_url: imageUrl });
}

/** The page's other images for the pin-created grid (PIN-032); a failure is swallowed (PIN-033). */
export function useSiteImages(request: CreateRouteRequest) {
  const query = { url: request.url ?? "", scrapeMetric: request.routeMethod };
  return useQuery({
    queryKey: endpointKey(findPinImagesEndpoint, query),
    queryFn: ({ signal }) => fetchEndpoint(findPinImagesEndpoint, query, { signal }),
    enabled: Boolean(request.url),
    retry: false,
  });
}

/**
 * Hashtags starting with what is typed after "#" (PIN-038), at most `count`, from the search
 * typeahead with the "#" term (SEARCH-016, LABEL-015, D-032).
 */
export function useHashtagSuggestions(term: string, count: number) {
  const query = { term: `#${term}`, pin_scope: "true" as const, count };
  return useQuery({
    queryKey: endpointKey(searchTypeaheadEndpoint, query),
    queryFn: ({ signal }) => fetchEndpoint(searchTypeaheadEndpoint, query, { signal }),
    enabled: term.length > 0,
    retry: false,
  });
}

/** The viewer's settings the post-create upsell reads (PIN-049…PIN-054). */
export function fetchUserSettings() {
  return fetchEndpoint(userSettingsEndpoint, {});
}

/** Records on the server that the upsell was shown (PIN-054); a failure changes nothing. */
export function markUpsellSeenOnServer(): void {
  void fetchEndpoint(claimingUpsellSeenEndpoint, { upsell: UPSELL_SEEN.value }).catch(() => {});
}
