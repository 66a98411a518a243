import type { videoMessages } from "./catalogue-video.ts";
import type { Translations } from "./locales.ts";

/** Video and animated-GIF pins in Japanese (D-036, D-050). */
export const videoMessagesJa: Translations<typeof videoMessages> = {
  "video.uploading": "動画をアップロードしています… {percent}%",
  "video.status.uploaded": "動画をアップロードしました",
  "video.status.processing": "動画を処理しています…",
  "video.status.ready": "動画の準備ができました",
  "video.status.failed": "その動画を処理できませんでした。",
  "video.status.progress": "動画の処理",
  "video.duration": "動画、長さ {duration}",
  "video.play": "動画を再生",
  "video.kind": "動画",
  "video.limits": "MP4、WebM、MOV、4 秒から 15 分、200 MB まで。",
  "error.VIDEO_UNREADABLE":
    "その動画を読み込めませんでした。MP4、WebM、MOV ファイルをアップロードしてください。",
  "error.VIDEO_TRUNCATED": "その動画ファイルは不完全です。ファイル全体をアップロードしてください。",
  "error.VIDEO_DURATION": "動画の長さは 4 秒から 15 分にしてください。",
  "error.VIDEO_CODEC_UNSUPPORTED":
    "その動画はブラウザで再生できない形式です。H.264、VP9、AV1 を使ってください。",
};
