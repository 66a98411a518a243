import {
  type AuthField,
  type LoginCredentials,
  type LoginFieldError,
  type LoginFlowState,
  passwordResetPath,
} from "@corkboard/core/auth";
import { t } from "@corkboard/core/messages";
import { type FormEvent, lazy, type ReactNode, Suspense } from "react";
import { Link } from "wouter";
import { Button, Spinner, TextField } from "../ui/index.ts";
import { AuthFooter } from "./auth-footer.tsx";
import type { AuthPresentation } from "./auth-options.ts";
import { TermsLine } from "./terms-line.tsx";
import { fieldErrorText, type LoginDispatch } from "./use-login.ts";
import { useSsoDetection } from "./use-sso-detection.ts";
import { useSsoLogin } from "./use-sso-login.ts";

// The proof of work and the reCAPTCHA loader are needed only after a "too fast" answer.
const HumanCheck = lazy(() => import("./human-check.tsx").then((m) => ({ default: m.HumanCheck })));

interface LoginStepProps {
  login: LoginFlowState;
  dispatch: LoginDispatch;
  /** The login call is running (its write's isPending, D-026): Log in waits. */
  pending: boolean;
  presentation: AuthPresentation;
  /** Account-switch mode (AUTH-027): the switch line instead of the footer. */
  accountSwitch?: boolean | undefined;
  /** The business-account link when this is the business login (AUTH-025). */
  business: string | null;
  next?: string | null | undefined;
  onLeave?: (() => void) | undefined;
}

/** The seed's wrong-password line, with its "Reset your password" words as the link (AUTH-163, AUTH-162). */
function ErrorText({
  error,
  resetHref,
  onLeave,
}: {
  error: LoginFieldError;
  resetHref: string;
  onLeave?: (() => void) | undefined;
}) {
  const text = fieldErrorText(error);
  const link = t("auth.login.resetYourPassword");
  // AUTH-163's wrong password and AUTH-162's "strange activity" both say "Reset your password".
  const linked = error.code === "WRONG_PASSWORD" || error.code === "PASSWORD_RESET_REQUIRED";
  const at = linked ? text.lastIndexOf(link) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <Link className="cb-link" href={resetHref} onClick={onLeave}>
        {link}
      </Link>
      {text.slice(at + link.length)}
    </>
  );
}

/**
 * The login form (AUTH-020…AUTH-026): email or username, password, "Forgot your
 * password?" (to /password/reset with the typed email as ue), Log in, the terms line and
 * the footer; "Welcome back" with "Not you?" for a recognised visitor (AUTH-023, AUTH-024).
 */
export function LoginStep(props: LoginStepProps) {
  const { login, dispatch, pending, presentation, onLeave } = props;
  const { credentials, remembered, localFailure: local } = login;
  const onCredentials = (typed: LoginCredentials) => dispatch({ type: "typed", credentials: typed });
  const resetHref = passwordResetPath(credentials.usernameOrEmail);
  // An SSO domain's email (AUTH-022, AUTH-106): the company IdP instead of a password.
  const sso = useSsoDetection(credentials.usernameOrEmail);
  const ssoLogin = useSsoLogin(dispatch);
  const busy = pending || ssoLogin.pending;

  const errorFor = (field: AuthField): ReactNode => {
    if (local?.field === field) return t(local.messageKey, local.values);
    // Errors for a Facebook or Google button go to the email field: this instance has neither.
    const error = login.errors.find((e) =>
      field === "email" ? e.field !== "password" && e.field !== "code" : e.field === field,
    );
    return error ? <ErrorText error={error} resetHref={resetHref} onLeave={onLeave} /> : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sso) void ssoLogin.start(credentials.usernameOrEmail, sso);
    else dispatch({ type: "login_submitted" });
  };

  return (
    <form className="cb-auth-form" aria-label={t("auth.login.submit")} noValidate onSubmit={submit}>
      {remembered ? (
        <div className="cb-auth-remembered">
          {remembered.image_url ? <img src={remembered.image_url} alt="" width={64} height={64} /> : null}
          <button type="button" className="cb-link-button" onClick={() => dispatch({ type: "not_you" })}>
            {t("auth.login.notYou")}
          </button>
        </div>
      ) : null}
      {props.business ? (
        <p>
          {t("auth.login.noBusinessAccount")}{" "}
          <Link className="cb-link" href={props.business} onClick={onLeave}>
            {t("auth.login.createOneForFree")}
          </Link>
        </p>
      ) : null}
      <TextField
        label={t("auth.field.email")}
        type="email"
        name="username"
        autoComplete="username"
        value={credentials.usernameOrEmail}
        onChange={(event) => onCredentials({ ...credentials, usernameOrEmail: event.target.value })}
        error={errorFor("email")}
        description={login.note ? <span role="tooltip">{t(login.note)}</span> : undefined}
      />
      {sso ? null : (
        <TextField
          label={t("auth.field.password")}
          type="password"
          name="password"
          autoComplete="current-password"
          value={credentials.password}
          onChange={(event) => onCredentials({ ...credentials, password: event.target.value })}
          error={errorFor("password")}
        />
      )}
      {sso ? null : (
        <Link className="cb-link cb-auth-forgot" href={resetHref} onClick={onLeave}>
          {t("auth.login.forgotPassword")}
        </Link>
      )}
      {login.humanCheck ? (
        <div className="cb-auth-human-check">
          <p role="alert">{t(login.humanCheck)}</p>
          <Suspense fallback={<Spinner />}>
            <HumanCheck onSolved={(answer) => dispatch({ type: "human_check_solved", answer })} />
          </Suspense>
        </div>
      ) : null}
      <Button type="submit" variant="primary" size="lg" disabled={busy} aria-busy={busy}>
        {t(sso ? "auth.login.continueWithSso" : "auth.login.submit")}
      </Button>
      <TermsLine />
      {/* Account-switch mode has no signup toggle, only the invitation to switch (AUTH-027/028). */}
      {props.accountSwitch ? (
        <p className="cb-auth-switch-line">{t("auth.login.switchAccounts")}</p>
      ) : (
        <AuthFooter
          mode="login"
          presentation={presentation}
          next={props.next}
          onToggle={() => dispatch({ type: "toggled", to: "signup" })}
          onLeave={onLeave}
          business={props.business}
        />
      )}
    </form>
  );
}
