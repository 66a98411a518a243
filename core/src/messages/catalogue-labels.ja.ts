import type { labelMessages } from "./catalogue-labels.ts";
import type { Translations } from "./locales.ts";

/** Paid partnerships, affiliate links and their answers, in Japanese (D-035, D-036). */
export const labelMessagesJa: Translations<typeof labelMessages> = {
  "labels.editor.heading": "開示情報",
  "labels.editor.sponsor": "タイアップ先（ビジネスアカウントのユーザー名）",
  "labels.editor.sponsorHelp": "ビジネスに承認を依頼します。タイアップがない場合は空欄のままにしてください。",
  "labels.editor.affiliate": "このリンクはアフィリエイトリンクです",
  "labels.editor.save": "開示情報を保存",
  "labels.editor.saved": "開示情報を保存しました",
  "labels.editor.status.0": "{name} の承認待ち",
  "labels.editor.status.1": "{name} が承認しました",
  "labels.editor.status.2": "{name} が辞退しました",
  "labels.editor.status.3": "このビジネスアカウントは利用できなくなりました",
  "labels.notification.request": "{name} さんがピンをあなたとのタイアップとしてマークしました",
  "labels.notification.approve": "承認",
  "labels.notification.decline": "辞退",
  "labels.notification.approved": "承認済み",
  "labels.notification.declined": "辞退済み",
  "error.SPONSOR_NOT_BUSINESS": "タイアップ先に指定できるのはビジネスアカウントだけです。",
};
