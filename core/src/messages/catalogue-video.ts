/**
 * Video and animated-GIF pins (IMPL-030, PIN-061, PIN-066; D-050). The seeds show no video
 * text; every line here is ours.
 */
export const videoMessages = {
  "video.uploading": "Uploading video… {percent}%",
  "video.status.uploaded": "Video uploaded",
  "video.status.processing": "Processing video…",
  "video.status.ready": "Video ready",
  "video.status.failed": "We couldn't process that video.",
  "video.status.progress": "Video processing",
  "video.duration": "Video, {duration} long",
  "video.play": "Play video",
  "video.kind": "Video",
  "video.limits": "MP4, WebM or MOV, 4 seconds to 15 minutes, up to 200 MB.",
  "error.VIDEO_UNREADABLE": "We couldn't read that video. Upload an MP4, WebM or MOV file.",
  "error.VIDEO_TRUNCATED": "That video file is incomplete. Upload the whole file.",
  "error.VIDEO_DURATION": "Videos must be 4 seconds to 15 minutes long.",
  "error.VIDEO_CODEC_UNSUPPORTED": "That video uses a format browsers can't play. Use H.264, VP9 or AV1.",
} as const;
