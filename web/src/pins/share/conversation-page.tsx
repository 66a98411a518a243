import { registerMessages, shareMessages, t } from "@corkboard/core/messages";
import { homePath } from "@corkboard/core/paths";
import { Link } from "wouter";
import { useDocumentTitle } from "../../platform/document/use-document-title.ts";
import { buttonClass } from "../../ui/index.ts";

registerMessages(shareMessages);

/**
 * /conversation/{id}, the seed's "send to a conversation" target (IMPL-021): Corkboard has no
 * conversations (D-051), so the path says so and how to send a Pin instead — never a bare
 * "page not found".
 */
export function ConversationPage() {
  useDocumentTitle(t("share.conversation.title"));
  return (
    <section className="cb-page cb-center">
      <h1>{t("share.conversation.title")}</h1>
      <p className="cb-muted">{t("share.conversation.body")}</p>
      <Link to={homePath()} className={buttonClass({ variant: "primary" })}>
        {t("share.conversation.home")}
      </Link>
    </section>
  );
}
