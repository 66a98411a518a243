import { t } from "@corkboard/core/messages";
import { openModal } from "../ui/index.ts";

/**
 * Opens the email-verification reminder as a dialog (the banner's words and its "Resend
 * email"): what a call refused with EMAIL_NOT_VERIFIED shows instead of an error toast
 * (FOLLOW-012). Its code and the auth catalogue load on the first use.
 */
export async function openVerifyEmailReminder(): Promise<void> {
  const { VerifyEmailPrompt } = await import("./verify-email-banner.tsx");
  openModal({ title: t("auth.verifyEmail.title"), body: <VerifyEmailPrompt /> });
}
