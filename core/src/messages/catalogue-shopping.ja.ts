import type { shoppingMessages } from "./catalogue-shopping.ts";
import type { Translations } from "./locales.ts";

/** The shopping filter bar in Japanese (D-036). */
export const shoppingMessagesJa: Translations<typeof shoppingMessages> = {
  "filters.label": "結果を絞り込む",
  "filters.apply": "適用",
  "filters.clear": "クリア",
  "filters.clearAll": "すべての絞り込みをクリア",
  "filters.any": "指定なし",
  "filters.withCount": "{title} · {count}",
  "filters.option": "{label}（{count}）",
  "filters.priceMin": "最低価格（{unit}）",
  "filters.priceMax": "最高価格（{unit}）",
  "filters.priceOrder": "最低価格は最高価格以下にしてください。",
  "filters.priceSummary": "{min}〜{max} {unit}",
  "filters.failed": "絞り込みを適用できませんでした。もう一度お試しください。",
  "filters.noOptions": "ここで絞り込める項目はありません。",
};
