import { registerMessages, settingsMessages, t } from "@corkboard/core/messages";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { useSignedInViewer } from "../platform/navigation/use-signed-in-viewer.ts";
import { LanguageSection } from "./language-section.tsx";
import "./settings.css";

registerMessages(settingsMessages);

/**
 * /settings/account/: the account's settings — so far its language (IMPL-045, D-036).
 * Only for a signed-in person; anyone else is sent to log in first, with this page as next.
 */
export function AccountSettingsPage() {
  const user = useSignedInViewer();
  useDocumentTitle(t("settings.account.title"));
  if (!user) return null;
  return (
    <div className="cb-page cb-settings">
      <h1>{t("settings.account.title")}</h1>
      <LanguageSection />
    </div>
  );
}
