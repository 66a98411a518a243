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
  "share.secretNote":
    "このピンは公開されていないボードにあります。リンクを開けるのは、そのボードを見られる人だけです。",
  "share.email": "メールで送る",
  "share.conversation.title": "Corkboard にはメッセージ機能がありません",
  "share.conversation.body":
    "Corkboard にはユーザー同士のメッセージ機能はありません。ピンを送るには、ピンを開いて「共有」を選び、リンクをコピーするかメールで送ってください。",
  "share.conversation.home": "ホームフィードへ",
  "share.conversationNote":
    "Corkboard にはメッセージ機能がありません。代わりにメールやほかのアプリでリンクを送ってください。",
};
