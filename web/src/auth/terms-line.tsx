import { PRIVACY_POLICY_PATH, TERMS_OF_SERVICE_PATH } from "@corkboard/core/auth";
import { t } from "@corkboard/core/messages";
import { richText } from "../platform/i18n/rich-text.tsx";

/**
 * The terms line under the login and signup forms (AUTH-020, AUTH-036). The links open in
 * a new tab, so reading the terms never loses what was typed into the form.
 */
export function TermsLine() {
  const link = (href: string, text: string) => (
    <a className="cb-link" href={href} target="_blank" rel="noopener">
      {text}
      <span className="cb-visually-hidden"> {t("pin.opensInNewTab")}</span>
    </a>
  );
  return (
    <p className="cb-auth-terms">
      {richText("auth.terms", {
        terms: link(TERMS_OF_SERVICE_PATH, t("auth.terms.termsLink")),
        privacy: link(PRIVACY_POLICY_PATH, t("auth.terms.privacyLink")),
      })}
    </p>
  );
}
