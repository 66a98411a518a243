import type { exportMessages } from "./catalogue-exports.ts";
import type { Translations } from "./locales.ts";

/** Settings → Export in Japanese (D-036, D-056). */
export const exportMessagesJa: Translations<typeof exportMessages> = {
  "exports.title": "データをエクスポート",
  "exports.intro":
    "ここにあるあなたのすべてを 1 つのアーカイブでダウンロードできます：ボード（シークレットボードも含む）、セクション、すべての詳細を含むピン、元の画像と動画、フォロー中とフォロワー、そしてどのブラウザでも読み込めるブックマークファイル。",
  "exports.start": "データをエクスポート",
  "exports.starting": "開始しています…",
  "exports.progressLabel": "エクスポートの進行状況",
  "exports.queued": "開始を待っています…",
  "exports.running": "アーカイブを準備しています：{total} 件中 {done} 件",
  "exports.failed": "このエクスポートは失敗しました。もう一度お試しください。",
  "exports.download": "アーカイブをダウンロード",
  "exports.recent": "最近のエクスポート",
  "exports.none": "まだデータをエクスポートしていません。",
  "exports.row": "{date} · {size}",
  "exports.rowExpires": "{date} までにダウンロードしてください",
  "exports.statusQueued": "待機中",
  "exports.statusRunning": "処理中",
  "exports.statusDone": "準備完了",
  "exports.statusFailed": "失敗",
  "exports.expired": "期限切れ",
  "exports.sizeKb": "{size} KB",
  "exports.sizeMb": "{size} MB",
};
