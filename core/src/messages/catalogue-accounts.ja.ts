import type { accountMessages } from "./catalogue-accounts.ts";
import type { Translations } from "./locales.ts";

/** Remembered accounts, switching and connected accounts in Japanese (D-036, D-045). */
export const accountMessagesJa: Translations<typeof accountMessages> = {
  "accounts.menu.switchTo": "{name} に切り替える",
  "accounts.menu.add": "アカウントを追加",
  "accounts.menu.logOutOf": "{name} からログアウト",
  "accounts.menu.logOutAll": "すべてのアカウントからログアウト",
  "accounts.full.title": "先にアカウントを削除してください",
  "accounts.full.body":
    "このデバイスに保存できるアカウントは {max} 件までです。追加するには 1 件削除してください。",
  "accounts.full.remove": "{name} を削除",
  "accounts.switchFailed": "そのアカウントに切り替えられませんでした。もう一度ログインしてください。",
  "accounts.connected.heading": "連携済みアカウント",
  "accounts.connected.help": "これらのアカウントで Corkboard にログインできます。",
  "accounts.connected.google": "Google",
  "accounts.connected.facebook": "Facebook",
  "accounts.connected.line": "LINE",
  "accounts.connected.on": "連携済み",
  "accounts.connected.off": "未連携",
  "accounts.connected.connect": "{network} と連携",
  "accounts.connected.disconnect": "{network} との連携を解除",
  "accounts.connected.linked": "{network} と連携しました。",
  "accounts.connected.unlinked": "{network} との連携を解除しました。",
  "accounts.password.setHeading": "パスワードを設定",
  "accounts.password.setHelp":
    "このアカウントにはまだパスワードがありません。設定するとメールアドレスでもログインできます。",
  "accounts.password.setButton": "パスワードを設定",
  "accounts.password.setDone": "パスワードを設定しました。",
  "error.REMEMBERED_ACCOUNTS_FULL":
    "このデバイスに保存できるアカウントは 5 件までです。追加するには 1 件削除してください。",
  "error.LAST_SIGN_IN_METHOD":
    "これが唯一のログイン方法です。連携を解除する前に、パスワードを設定するか別のアカウントと連携してください。",
  "error.SOCIAL_ACCOUNT_IN_USE": "そのアカウントはすでに別の Corkboard アカウントと連携しています。",
  "error.PASSWORD_ALREADY_SET":
    "このアカウントにはすでにパスワードがあります。パスワードの変更から変更してください。",
};
