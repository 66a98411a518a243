import { t } from "@corkboard/core/messages";
import { Link } from "wouter";
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { buttonClass } from "../ui/index.ts";
import { AuthCard } from "./auth-card.tsx";
import { registerAuthMessages } from "./register-messages.ts";
import { ResendVerificationButton } from "./resend-verification-button.tsx";

registerAuthMessages();

/**
 * /email_verification_error/: where a broken or expired verification link lands (IMPL-012).
 * A signed-in, unverified person can ask for a new link here; anyone else logs in first.
 */
export function EmailVerificationErrorPage() {
  const { user } = getBootstrap().viewer;
  return (
    <AuthCard title={t("auth.verifyEmail.title")}>
      <div className="cb-auth-form">
        <p>{t("auth.verifyEmail.failed")}</p>
        {user && !user.email_verified ? (
          <ResendVerificationButton />
        ) : user ? null : (
          <Link href="/login/" className={buttonClass({ variant: "primary", size: "lg" })}>
            {t("auth.login.submit")}
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
