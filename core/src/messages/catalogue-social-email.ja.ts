import type { socialEmailMessages } from "./catalogue-social-email.ts";
import type { Translations } from "./locales.ts";

/** The social sign-up's email steps in Japanese (D-036, D-042). */
export const socialEmailMessagesJa: Translations<typeof socialEmailMessages> = {
  "auth.emailAlreadyExist.otherEmail": "別のメールアドレスを使う",
  "auth.emailCollection.body":
    "{provider} からメールアドレスが共有されませんでした。登録を完了するにはメールアドレスを追加してください。",
};
