import { registerMessages, settingsMessages, t } from "@corkboard/core/messages";
import { ConnectedAccountsSection, SetPasswordSection } from "../accounts/index.ts";
import { registerAuthMessages } from "../auth/index.ts";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { useSignedInViewer } from "../platform/navigation/use-signed-in-viewer.ts";
import { PasswordSection } from "./password-section.tsx";
import { SessionsSection } from "./sessions-section.tsx";
import { TwoFactorSection } from "./two-factor-section.tsx";
import "./settings.css";

// The page reuses the auth rules' messages (password rules, "incorrect") beside its own.
registerAuthMessages();
registerMessages(settingsMessages);

/**
 * /settings/security/: two-factor authentication, the password and the signed-in devices
 * (IMPL-004, IMPL-013). Only for a signed-in person; anyone else is sent to log in first,
 * with this page as next.
 */
export function SecurityPage() {
  const user = useSignedInViewer();
  useDocumentTitle(t("settings.security.title"));
  if (!user) return null;
  return (
    <div className="cb-page cb-settings">
      <h1>{t("settings.security.title")}</h1>
      <TwoFactorSection />
      {/* An account made with Google or Facebook sets a first password (IMPL-016, D-045). */}
      {user.has_password ? <PasswordSection user={user} /> : <SetPasswordSection user={user} />}
      <ConnectedAccountsSection user={user} />
      <SessionsSection />
    </div>
  );
}
