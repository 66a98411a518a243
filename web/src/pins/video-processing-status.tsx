import { videoStatusEndpoint } from "@corkboard/core/contract";
import { registerMessages, t, videoMessages } from "@corkboard/core/messages";
import { useEndpoint } from "../platform/api/index.ts";
import "./video-processing-status.css";

registerMessages(videoMessages);

/** How often the status is asked again while the video-process job works (D-050). */
export const VIDEO_STATUS_POLL_MS = 2000;

/**
 * Where an uploader waits on a video (issue 18): the video-process job's state, asked of
 * GET /v3/media/videos/{id}/ until it is ready or failed. The job reports stages
 * (uploaded → processing → ready), not fractions, so the bar is an indeterminate one while it
 * works; the words say which stage, in a live region.
 */
export function VideoProcessingStatus({ videoUploadId }: { videoUploadId: string }) {
  const params = { id: videoUploadId };
  const status = useEndpoint(videoStatusEndpoint, {}, { params });
  const state = status.data?.status ?? "uploaded";
  const working = state === "uploaded" || state === "processing";
  return (
    <div className="cb-video-processing">
      {working ? (
        <>
          <progress className="cb-video-processing__bar" aria-label={t("video.status.progress")} />
          <KeepAsking videoUploadId={videoUploadId} />
        </>
      ) : null}
      <p role={state === "failed" ? "alert" : "status"}>{t(`video.status.${state}`)}</p>
    </div>
  );
}

/** Mounted only while the job works, so asking stops when the video is ready or failed. */
function KeepAsking({ videoUploadId }: { videoUploadId: string }) {
  useEndpoint(videoStatusEndpoint, {}, { params: { id: videoUploadId }, pollMs: VIDEO_STATUS_POLL_MS });
  return null;
}
