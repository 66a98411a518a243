import { businessCreatePath, safeNextPath } from "@corkboard/core/auth";
import { t } from "@corkboard/core/messages";
import { Link } from "wouter";
import type { AuthPresentation } from "./auth-options.ts";

interface AuthFooterProps {
  /** The form shown now; the toggle offers the other one. */
  mode: "login" | "signup";
  presentation: AuthPresentation;
  next?: string | null | undefined;
  onToggle: () => void;
  onLeave?: (() => void) | undefined;
  /** Business login: "Create new account" to /business/create instead of the toggle (AUTH-026). */
  business?: string | null | undefined;
}

function withNext(path: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  return safe ? `${path}?${new URLSearchParams({ next: safe })}` : path;
}

/**
 * The footer of the login and signup forms (AUTH-045, AUTH-085, AUTH-086): the toggle to
 * the other form — a link between the /login and /signup pages, a button inside a modal or
 * flyout — and the "Are you a business?" prompt.
 */
export function AuthFooter({ mode, presentation, next, onToggle, onLeave, business }: AuthFooterProps) {
  const other = mode === "login" ? "signup" : "login";
  const label = t(other === "signup" ? "auth.signup.submit" : "auth.login.submit");
  let toggle = (
    <button type="button" className="cb-link-button" onClick={onToggle}>
      {label}
    </button>
  );
  if (business) {
    toggle = (
      <Link className="cb-link" href={business} onClick={onLeave}>
        {t("auth.login.createNewAccount")}
      </Link>
    );
  } else if (presentation === "page") {
    toggle = (
      <Link className="cb-link" href={withNext(`/${other}/`, next)}>
        {label}
      </Link>
    );
  }
  return (
    <div className="cb-auth-footer">
      <p>
        {business ? null : t(mode === "login" ? "auth.footer.notOnCorkboard" : "auth.footer.alreadyMember")}{" "}
        {toggle}
      </p>
      <p>
        {t("auth.signup.businessPrompt")}{" "}
        <Link className="cb-link" href={businessCreatePath()} onClick={onLeave}>
          {t("auth.signup.businessLink")}
        </Link>
      </p>
    </div>
  );
}
