import { pinCreateEndpoint } from "@corkboard/core/contract";
import type { PinBuilderScenario } from "@corkboard/core/gates";
import { uploadImage } from "../pins/index.ts";
import { fetchEndpoint } from "../platform/api/index.ts";

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
