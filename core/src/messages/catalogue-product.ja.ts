import type { productMessages } from "./catalogue-product.ts";
import type { Translations } from "./locales.ts";

/** Pins' product data in Japanese (D-036). */
export const productMessagesJa: Translations<typeof productMessages> = {
  "product.onSale": "セール中",
  "product.byBrand": "{brand}",
  "product.summary": "{price} · {brand}",
  "product.edit.heading": "商品の詳細",
  "product.edit.price": "価格",
  "product.edit.currency": "通貨（USD のような ISO コード）",
  "product.edit.brand": "ブランド",
  "product.edit.style": "スタイル",
  "product.edit.onSale": "セール中",
  "product.edit.availability": "在庫状況",
  "product.edit.availabilityUnknown": "記載なし",
  "product.edit.priceInvalid": "24.99 のように価格を入力してください。",
  "product.edit.currencyInvalid": "USD や EUR のように通貨コードを入力してください。",
  "product.edit.priceNeedsCurrency": "価格には通貨が、通貨には価格が必要です。",
  "product.availability.in_stock": "在庫あり",
  "product.availability.out_of_stock": "在庫切れ",
  "product.availability.pre_order": "予約注文",
  "product.availability.pre_sale": "先行販売",
  "product.availability.back_order": "取り寄せ",
  "product.availability.discontinued": "販売終了",
  "product.availability.in_store_only": "店舗限定",
  "product.availability.limited_availability": "在庫わずか",
  "product.availability.online_only": "オンライン限定",
  "product.availability.sold_out": "完売",
};
