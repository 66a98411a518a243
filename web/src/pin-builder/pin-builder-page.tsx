import { pinBuilderGateEndpoint, userBoardsEndpoint } from "@corkboard/core/contract";
import { PIN_BUILDER_SCENARIOS, type PinBuilderScenario, type PinFormat } from "@corkboard/core/gates";
import { type MessageKey, t } from "@corkboard/core/messages";
import { pinPath } from "@corkboard/core/paths";
import { useId, useState } from "react";
import { Link } from "wouter";
import { registerAdsMessages } from "../ads/index.ts";
import { PageError } from "../errors/index.ts";
import { VideoProcessingStatus } from "../pins/index.ts";
import { useEndpoint } from "../platform/api/index.ts";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { useSearchParams } from "../platform/navigation/navigation.ts";
import { Spinner } from "../ui/index.ts";
import type { PublishedPin } from "./api.ts";
import { PinBuilderForm } from "./pin-builder-form.tsx";
import "./pin-builder.css";
import { useSignedInViewer } from "../platform/navigation/use-signed-in-viewer.ts";

registerAdsMessages();

function scenarioOf(value: string | null): PinBuilderScenario {
  return (PIN_BUILDER_SCENARIOS as readonly string[]).includes(value ?? "")
    ? (value as PinBuilderScenario)
    : "default";
}

/**
 * /pin-builder/ (GATE-001…012, PIN-057): upload an image as a pin with title, description,
 * link and board. What the viewer may use comes from the server's gate (visitor type,
 * partner, video_upload_allowed, experiments, the kill switch); signed-out visitors log in.
 */
export function PinBuilderPage() {
  const user = useSignedInViewer();
  useDocumentTitle(t("pinBuilder.title"));
  if (!user) return null;
  return <PinBuilder username={user.username} />;
}

function PinBuilder({ username }: { username: string }) {
  const scenario = scenarioOf(useSearchParams().get("scenario"));
  const language = typeof navigator === "undefined" ? "en" : navigator.language;
  const gate = useEndpoint(pinBuilderGateEndpoint, { scenario, language });
  const boards = useEndpoint(userBoardsEndpoint, { username, page_size: 100 });
  const titleId = useId();
  const [published, setPublished] = useState<PublishedPin | null>(null);
  if (gate.isPending || boards.isPending) return <Spinner />;
  if (gate.isError) return <PageError error={gate.error} onRetry={() => void gate.refetch()} />;
  if (boards.isError) return <PageError error={boards.error} onRetry={() => void boards.refetch()} />;
  const refusal: MessageKey | null = gate.data.creation_blocked.web_pin
    ? "pinBuilder.disabled"
    : gate.data.scenario_allowed
      ? null
      : "pinBuilder.scenarioPartner";
  const storyScenario = scenario === "story_pin" || scenario === "story_pin_v2";
  const formats: PinFormat[] = storyScenario
    ? gate.data.creation_blocked.idea_pin
      ? []
      : ["story"]
    : ["single", ...(gate.data.features.includes("carousel") ? (["carousel"] as const) : [])];
  const boardList = boards.data.items.filter((board) => !board.archived);
  return (
    <div className="cb-page cb-pin-builder">
      <h1 id={titleId}>{t("pinBuilder.title")}</h1>
      {published ? (
        <>
          <p className="cb-pin-builder__done" role="status">
            {t("pinBuilder.published")} <Link to={pinPath(published.id)}>{t("pinBuilder.seePin")}</Link>
          </p>
          {published.videoUploadId ? <VideoProcessingStatus videoUploadId={published.videoUploadId} /> : null}
        </>
      ) : null}
      {refusal || formats.length === 0 ? (
        <p role="alert">{t(refusal ?? "pinBuilder.disabled")}</p>
      ) : boardList.length === 0 ? (
        <p>{t("pinBuilder.noBoards")}</p>
      ) : (
        <PinBuilderForm
          labelledBy={titleId}
          scenario={scenario}
          formats={formats}
          boards={boardList}
          canUploadVideo={gate.data.can_upload_video}
          onPublished={setPublished}
        />
      )}
    </div>
  );
}
