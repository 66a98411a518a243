import type { oneTapMessages } from "./catalogue-onetap.ts";
import type { Translations } from "./locales.ts";

/** Google one-tap and the recover-account banners in Japanese (D-036, D-043). */
export const oneTapMessagesJa: Translations<typeof oneTapMessages> = {
  "auth.oneTap.label": "Google でログイン",
  "auth.oneTap.continueAs": "{name} として続行",
  "auth.oneTap.dismiss": "閉じる",
  "auth.oneTap.progress": "ログインしています",
  "auth.banner.google": "Google で登録されたようです。Google で続行してログインしてください。",
  "auth.banner.email":
    "すでにアカウントをお持ちのようです。メールアドレスとパスワードでログインしてください。",
  "auth.banner.fbOnly": "Facebook で登録されたようです。Facebook で続行してログインしてください。",
  "auth.banner.default": "すでにアカウントをお持ちのようです。ログインしてください。",
  "auth.banner.socialSignupUnavailable":
    "現在 {provider} での登録はご利用いただけません。メールアドレスで登録してください。",
};
