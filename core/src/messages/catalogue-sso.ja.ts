import type { ssoMessages } from "./catalogue-sso.ts";
import type { Translations } from "./locales.ts";

/** Enterprise single sign-on in Japanese (D-036, D-044). */
export const ssoMessagesJa: Translations<typeof ssoMessages> = {
  "sso.signup.title": "シングルサインオンでビジネスアカウントを作成",
  "sso.signup.body":
    "お勤め先は独自のサインインページから Corkboard にサインインします。完了するにはビジネス名を入力してください。",
  "sso.signup.email": "勤務先のメールアドレス",
  "sso.signup.submit": "SSO で続ける",
  "sso.signup.working": "勤務先でサインインしています…",
  "sso.signup.noEmail": "ログインページで勤務先のメールアドレスを入力してから始めてください。",
  "error.SSO_SIGNUP_REQUIRED": "この勤務先メールアドレスの Corkboard アカウントはまだありません。",
};
