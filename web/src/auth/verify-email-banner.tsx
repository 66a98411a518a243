import type { ViewerUser } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { useId } from "react";
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { registerAuthMessages } from "./register-messages.ts";
import { ResendVerificationButton } from "./resend-verification-button.tsx";
import "./verify-email-banner.css";

registerAuthMessages();

/** The reminder a signed-in person with an unverified email sees on every page (AUTH-155). */
export function VerifyEmailBanner({ user }: { user: ViewerUser }) {
  const titleId = useId();
  return (
    <section className="cb-verify-banner" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className="cb-verify-banner__title">
          {t("auth.verifyEmail.title")}
        </h2>
        <p>{t("auth.verifyEmail.body", { email: user.email ?? "" })}</p>
      </div>
      <ResendVerificationButton />
    </section>
  );
}

/**
 * The same reminder as a dialog's body, for a call the server refused with
 * EMAIL_NOT_VERIFIED (a follow, FOLLOW-012): the dialog carries the title.
 */
export function VerifyEmailPrompt() {
  const email = getBootstrap().viewer.user?.email ?? "";
  return (
    <div className="cb-verify-prompt">
      <p>{t("auth.verifyEmail.body", { email })}</p>
      <ResendVerificationButton />
    </div>
  );
}
