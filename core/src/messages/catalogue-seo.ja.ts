import type { seoMessages } from "./catalogue-seo.ts";
import type { Translations } from "./locales.ts";

/** What the server-rendered shell tells search engines, in Japanese (D-036). */
export const seoMessagesJa: Translations<typeof seoMessages> = {
  "seo.homeDescription":
    "Corkboard は、アイデアをピンとしてボードに保存し、共有する場所です。最新のピンを見て、試してみたいものを見つけましょう。",
  "seo.pinDescription": "{name} さんが Corkboard の {board} に保存したピン。",
  "seo.boardDescription": "{name}: {owner} さんが Corkboard に保存した{count, plural, other {# 件のピン}}。",
  "seo.profileDescription":
    "{name}（@{username}）さんが Corkboard に保存しているものを見てみましょう: {boards, plural, other {# 件のボード}}、{followers, plural, other {フォロワー # 人}}。",
};
