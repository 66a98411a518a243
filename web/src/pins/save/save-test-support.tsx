import type { PinSaveResult, ViewerBoard } from "@corkboard/core/contract";
import { bootstrapWith, testViewerUser } from "../../auth/test-support.tsx";
import { type SaveFlowOptions, useSaveFlow } from "./use-save-flow.tsx";

// Fixtures for the save screens' component tests; only fetch is faked (auth/test-support).

/** A board of the viewer as the picker endpoint answers it. */
export function pickerBoard(id: string, name: string, extra: Partial<ViewerBoard> = {}): ViewerBoard {
  return {
    id,
    type: "board",
    name,
    slug: `board-${id}`,
    url: `/jo/board-${id}/`,
    description: "",
    privacy: "public",
    layout: "default",
    pin_count: 0,
    section_count: 0,
    image_cover_url: null,
    cover_images: [],
    owner: { id: "1", username: "jo" },
    archived: false,
    created_at: "2026-01-01T00:00:00.000Z",
    collaborated_by_me: false,
    is_collaborative: false,
    collaborator_count: 0,
    archived_by_me_at: null,
    advertiser_id: null,
    ...extra,
  };
}

/** The answer to a save. */
export function saveResult(extra: Partial<PinSaveResult> = {}): PinSaveResult {
  return {
    id: "900",
    pinner: { id: "1" },
    board: { id: "10", name: "Recipes" },
    section: null,
    image_signature: "sig-900",
    can_quick_promote: false,
    ...extra,
  };
}

/** A signed-in bootstrap. */
export function signedIn(user = testViewerUser()) {
  return bootstrapWith({ viewer: { type: "AUTH", is_auth: true, user } });
}

/** The save flow as a page would frame it: its title as a heading, then its body. */
export function SaveFlowHarness(options: SaveFlowOptions) {
  const flow = useSaveFlow(options);
  return (
    <section>
      <h1>{flow.title}</h1>
      {flow.screen !== "board_list" ? (
        <button type="button" onClick={flow.back}>
          back
        </button>
      ) : null}
      {flow.saving ? <p>saving-overlay</p> : null}
      {flow.body}
    </section>
  );
}
