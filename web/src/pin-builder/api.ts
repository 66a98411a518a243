import {
  boardEndpoint,
  boardFeedEndpoint,
  homeFeedEndpoint,
  pinCreateEndpoint,
  userBoardsEndpoint,
} from "@corkboard/core/contract";
import type { PinBuilderScenario } from "@corkboard/core/gates";
import { uploadImage } from "../pins/index.ts";
import { endpointKey, fetchEndpoint, useApiMutation } from "../platform/api/index.ts";

// The pin builder's server calls (D-026); its page reads the gate and the boards itself.

/** What the pin builder publishes. */
export interface PinBuilderDraft {
  file: File;
  title: string;
  description: string;
  link: string;
  boardId: string;
  /** The builder's scenario; the server checks it against the gate (GATE-009). */
  scenario: PinBuilderScenario;
}

/**
 * Creates the pin on the board from the chosen image (method "pinbuilder", never buyable):
 * the file goes up through the streamed upload (IMPL-029, with progress), then PinResource
 * create names the upload.
 */
export async function savePinFromBuilder(
  draft: PinBuilderDraft,
  onProgress: (fraction: number) => void = () => {},
): Promise<{ id: string }> {
  const upload = await uploadImage(draft.file, onProgress);
  return fetchEndpoint(pinCreateEndpoint, {
    board_id: draft.boardId,
    section: null,
    title: draft.title.trim(),
    description: draft.description.trim(),
    link: draft.link.trim() || null,
    method: "pinbuilder",
    is_buyable_pin: false,
    media_upload_id: upload.media_upload_id,
    pin_builder_scenario: draft.scenario,
  });
}

/**
 * Publishing from the builder: the board the pin lands on, its count and the home feed
 * read fresh; the page leaves for the new pin, so none of them refetches now.
 */
export function usePublishPin(onProgress?: (fraction: number) => void) {
  return useApiMutation({
    mutationFn: (draft: PinBuilderDraft) => savePinFromBuilder(draft, onProgress),
    invalidates: (_pin, draft) => [
      endpointKey(boardFeedEndpoint, { board_id: draft.boardId }),
      boardEndpoint,
      userBoardsEndpoint,
      homeFeedEndpoint,
    ],
    refetch: "none",
  });
}
