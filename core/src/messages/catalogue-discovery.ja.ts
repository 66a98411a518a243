import type { discoveryMessages } from "./catalogue-discovery.ts";
import type { Translations } from "./locales.ts";

/** The discovery pages in Japanese (D-036). */
export const discoveryMessagesJa: Translations<typeof discoveryMessages> = {
  "discovery.ideas": "アイデア",
  "discovery.ideasIntro": "みんなが保存しているものを、共有されたハッシュタグとボードごとに紹介します。",
  "discovery.today": "今日",
  "discovery.todayIntro": "最近保存されたもの。",
  "discovery.shopping": "ショッピング",
  "discovery.shoppingIntro": "購入できるものにつながるピンから集めたアイデア。",
  "discovery.videos": "動画",
  "discovery.videosIntro": "動画ピンから集めたアイデア。",
  "discovery.topics": "トピック",
  "discovery.topicsIntro": "すべてのトピックを A から Z まで。",
  "discovery.empty":
    "まだ何もありません。公開ピンが保存されてタグ付けされると、ここにアイデアが表示されます。",
  "discovery.videosEmpty": "動画ピンはまだありません。",
  "discovery.pins": "{count, plural, other {# 件のピン}}",
  "discovery.interestPins": "{name} のピン",
  "discovery.interestEmpty": "{name} のピンはまだありません。",
  "discovery.notFound": "そのアイデアは見つかりませんでした。",
};
