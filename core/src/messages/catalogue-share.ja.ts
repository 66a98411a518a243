import type { shareMessages } from "./catalogue-share.ts";
import type { Translations } from "./locales.ts";

/** Sharing a pin, in Japanese (D-051). */
export const shareMessagesJa: Translations<typeof shareMessages> = {
  "share.button": "共有",
  "share.title": "このピンを共有",
  "share.linkLabel": "このピンへのリンク",
  "share.copy": "リンクをコピー",
  "share.copied": "リンクをコピーしました",
  "share.copyFailed": "リンクをコピーできませんでした。リンクを選択してコピーしてください。",
  "share.system": "その他の共有方法",
  "share.email": "メールで送る",
  "share.conversationNote":
    "Corkboard にはメッセージ機能がありません。代わりにメールやほかのアプリでリンクを送ってください。",
};
