import { legalMessages, type MessageKey, registerMessages, t } from "@corkboard/core/messages";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import "./legal.css";

registerMessages(legalMessages);

type Section = readonly [title: MessageKey, body: MessageKey];

const PRIVACY: readonly Section[] = [
  ["legal.privacy.collectTitle", "legal.privacy.collect"],
  ["legal.privacy.cookiesTitle", "legal.privacy.cookies"],
  ["legal.privacy.shareTitle", "legal.privacy.share"],
  ["legal.privacy.choicesTitle", "legal.privacy.choices"],
];

const TERMS: readonly Section[] = [
  ["legal.terms.useTitle", "legal.terms.use"],
  ["legal.terms.contentTitle", "legal.terms.content"],
  ["legal.terms.operatorTitle", "legal.terms.operator"],
];

function LegalPage({ title, sections }: { title: MessageKey; sections: readonly Section[] }) {
  useDocumentTitle(t(title));
  return (
    <article className="cb-page cb-legal">
      <h1>{t(title)}</h1>
      <p>{t("legal.selfHosted")}</p>
      {sections.map(([heading, body]) => (
        <section key={heading}>
          <h2>{t(heading)}</h2>
          <p>{t(body)}</p>
        </section>
      ))}
    </article>
  );
}

/** /_/_/policy/privacy-policy/, linked from the signup terms (AUTH-036). */
export function PrivacyPolicyPage() {
  return <LegalPage title="legal.privacy.title" sections={PRIVACY} />;
}

/** /_/_/policy/terms-of-service/, linked from the terms line. */
export function TermsOfServicePage() {
  return <LegalPage title="legal.terms.title" sections={TERMS} />;
}
