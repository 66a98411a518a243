import { type PinDetail, pinEndpoint } from "@corkboard/core/contract";
import { registerMessages, t, videoMessages } from "@corkboard/core/messages";
import { formatVideoDuration } from "@corkboard/core/pins";
import { useEndpoint } from "../platform/api/index.ts";

registerMessages(videoMessages);

/** How often the pin page asks again while its video is processing. */
const PROCESSING_POLL_MS = 2000;

/**
 * A video pin on its page (IMPL-030, D-050): the video with the browser's own controls
 * (keyboard operable, named by the pin's text and its duration) once ready; until then the
 * poster with the processing state, which the page follows by asking again.
 */
export function PinVideo({
  pin,
  video,
  alt,
}: {
  pin: PinDetail;
  video: NonNullable<PinDetail["video"]>;
  alt: string;
}) {
  const poster = pin.images["736x"];
  const duration = formatVideoDuration(video.duration_ms);
  if (video.status !== "ready") {
    return (
      <>
        <img src={poster.url} width={poster.width} height={poster.height} alt={alt} decoding="async" />
        <p role="status" className="cb-closeup__video-status">
          {t(video.status === "failed" ? "video.status.failed" : "video.status.processing")}
        </p>
        {video.status === "failed" ? null : <FollowProcessing pinId={pin.id} />}
      </>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: uploads carry no caption file; captions are not offered yet (D-050)
    <video
      className="cb-closeup__video"
      controls
      playsInline
      preload="metadata"
      poster={poster.url}
      width={poster.width}
      height={poster.height}
      aria-label={`${alt}, ${t("video.duration", { duration })}`}
    >
      <source src={video.url} type={video.content_type} />
    </video>
  );
}

/** Asks for the pin again every 2 s; the page's own read shares the answer. */
function FollowProcessing({ pinId }: { pinId: string }) {
  useEndpoint(pinEndpoint, { id: pinId }, { pollMs: PROCESSING_POLL_MS });
  return null;
}
