import {
  boardEndpoint,
  boardFeedEndpoint,
  homeFeedEndpoint,
  pinCreateEndpoint,
  userBoardsEndpoint,
} from "@corkboard/core/contract";
import type { PinBuilderScenario } from "@corkboard/core/gates";
import type { PublishEvent } from "@corkboard/core/pins";
import { uploadImage, uploadVideo } from "../pins/index.ts";
import { endpointKey, fetchEndpoint, useApiMutation } from "../platform/api/index.ts";

// The pin builder's server calls (D-026); its page reads the gate and the boards itself.

/** What the pin builder publishes. */
export interface PinBuilderDraft {
  file: File;
  title: string;
  description: string;
  /** The image's alt text (issue 20, D-055). */
  altText: string;
  link: string;
  boardId: string;
  /** The builder's scenario; the server checks it against the gate (GATE-009). */
  scenario: PinBuilderScenario;
}

/** True for a file the builder sends to the video upload (D-050). */
export function isVideoFile(file: File): boolean {
  return file.type.startsWith("video/");
}

/**
 * Creates the pin on the board from the chosen image or video (method "pinbuilder", never
 * buyable): the file goes up through the streamed upload (IMPL-029, IMPL-030, with
 * progress), then PinResource create names the upload — a video by `video_upload_id`, its
 * poster being the pin's image. `report` hears the upload flow's steps (PIN-064 (a)):
 * uploading with its progress, then publishing; the caller records the end.
 */
export async function savePinFromBuilder(
  draft: PinBuilderDraft,
  report: (event: PublishEvent) => void = () => {},
): Promise<PublishedPin> {
  const onProgress = (fraction: number) => report({ type: "progress", fraction });
  report({ type: "advance", to: "uploading" });
  const videoUploadId = isVideoFile(draft.file)
    ? (await uploadVideo(draft.file, onProgress)).video_upload_id
    : null;
  const media = videoUploadId
    ? { video_upload_id: videoUploadId }
    : { media_upload_id: (await uploadImage(draft.file, onProgress)).media_upload_id };
  report({ type: "advance", to: "publishing" });
  const pin = await fetchEndpoint(pinCreateEndpoint, {
    board_id: draft.boardId,
    section: null,
    title: draft.title.trim(),
    description: draft.description.trim(),
    alt_text: draft.altText.trim(),
    link: draft.link.trim() || null,
    method: "pinbuilder",
    is_buyable_pin: false,
    ...media,
    pin_builder_scenario: draft.scenario,
  });
  return { id: pin.id, videoUploadId };
}

/** A pin the builder published; a video pin's video is still being processed (D-050). */
export interface PublishedPin {
  id: string;
  videoUploadId: string | null;
}

/**
 * Publishing from the builder: the board the pin lands on, its count and the home feed
 * read fresh; the page leaves for the new pin, so none of them refetches now.
 */
export function usePublishPin(report?: (event: PublishEvent) => void) {
  return useApiMutation({
    mutationFn: (draft: PinBuilderDraft) => savePinFromBuilder(draft, report),
    invalidates: (_pin, draft) => [
      endpointKey(boardFeedEndpoint, { board_id: draft.boardId }),
      boardEndpoint,
      userBoardsEndpoint,
      homeFeedEndpoint,
    ],
    refetch: "none",
  });
}
