import type { mailMessages } from "./catalogue-mail.ts";
import type { Translations } from "./locales.ts";

/** The server's mails in Japanese (D-036). */
export const mailMessagesJa: Translations<typeof mailMessages> = {
  "mail.greeting": "{name} さん",
  "mail.greetingNoName": "こんにちは",
  "mail.orOpenLink": "または次のリンクを開いてください:",
  "mail.days": "{count, plural, other {# 日間}}",
  "mail.hours": "{count, plural, other {# 時間}}",
  "mail.minutes": "{count, plural, other {# 分間}}",
  "mail.verify.subject": "Corkboard のメールアドレスを確認してください",
  "mail.verify.intro":
    "Corkboard アカウントの設定を完了するには、{email} があなたのメールアドレスであることを確認してください。",
  "mail.verify.expiry": "リンクの有効期間は {duration}です。",
  "mail.verify.action": "メールアドレスを確認",
  "mail.verify.footnote": "Corkboard アカウントを作成した覚えがない場合は、このメールを無視してください。",
  "mail.reset.subject": "Corkboard のパスワードを再設定",
  "mail.reset.intro": "{email} の Corkboard アカウントのパスワード再設定がリクエストされました。",
  "mail.reset.expiry": "リンクは {duration}、1 回だけ使えます。",
  "mail.reset.action": "パスワードを再設定",
  "mail.reset.footnote":
    "このリクエストに心当たりがない場合は、このメールを無視してください。パスワードは変更されません。",
  "mail.mfa.subject": "{code} は Corkboard の確認コードです",
  "mail.mfa.intro": "ログインを完了するには、このコードを入力してください。有効期間は {duration}です。",
  "mail.mfa.footnote":
    "ログインしようとしていない場合は、パスワードを誰かに知られている可能性があります。Corkboard の設定でパスワードを変更してください。",
  "mail.invite.subject": "{inviter} さんがボード「{board}」にあなたを招待しました",
  "mail.invite.intro":
    "{inviter} さんが、Corkboard のボード「{board}」で一緒にピンを保存しようとあなたを招待しました。",
  "mail.invite.action": "招待を見る",
  "mail.invite.footnote":
    "{inviter} さんが Corkboard であなたのメールアドレスを入力したため、このメールが送信されました。",
  "mail.invite.someone": "誰か",
};
