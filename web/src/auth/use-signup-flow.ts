import {
  type AuthField,
  type ConsentState,
  calendarDateAt,
  isSignupRateLimited,
  isUnderageBlocked,
  type LoginCredentials,
  nextSignupStep,
  normalizeEmail,
  type SignupAnswers,
  type SignupFormValues,
  type SignupNotice,
  type SignupStep,
  signupErrorUi,
  signupRateLimitNotice,
  signupRedirectPath,
  ssoInfoFromWire,
  underageCookieValue,
} from "@corkboard/core/auth";
import { BRAND_NAME, type MessageKey, t } from "@corkboard/core/messages";
import { useRef, useState } from "react";
import { useLocation } from "wouter";
import { ApiError, errorMessage, isRequestFailure, usePlainMutation } from "../platform/api/index.ts";
import { getBootstrap, isExperimentOn } from "../platform/bootstrap/index.ts";
import { pageLoad } from "../platform/navigation/page-load.ts";
import { showToast } from "../ui/index.ts";
import { emailExists, registerUser, validateEmail } from "./api.ts";
import type { AuthFlowOptions } from "./auth-options.ts";
import { leaveAfterLogin } from "./login-success.ts";
import { fetchSsoInfo } from "./sso-api.ts";
import { continueWithSso } from "./sso-sign-in.ts";
import { useRecaptchaV3Token } from "./use-recaptcha-v3.ts";

/** The steps of the signup family the flow can move to. */
export type SignupView = "signup" | "consents" | "UnderageConfirmation";

interface UseSignupFlowOptions {
  options: AuthFlowOptions;
  onStep: (step: SignupView) => void;
  /** The email has an account: log in with what was typed (AUTH-095). */
  onSwitchToLogin: (credentials: LoginCredentials, submit: boolean) => void;
}

/** Where the signup time is kept for the signup redirect (AUTH-062). */
export const SIGNUP_TIMESTAMP_KEY = "cb_signup_at";

function underageCookie(): string | null {
  return underageCookieValue(document.cookie);
}

function today() {
  // The visitor's own calendar day: the birthday rules count whole days where they are.
  return calendarDateAt(Date.now(), -new Date().getTimezoneOffset());
}

/** The server's text for a failure, where it carries one for the field. */
function serverText(error: ApiError): string {
  return error.fields[0]?.message ?? error.message;
}

/**
 * Runs core's email signup flow (AUTH-093…AUTH-096) against the server: each call step is
 * made and its answer fed back until the flow ends in an error, another step, a switch to
 * login, or the registration. Answers are kept per email, so coming back from the consents
 * step does not ask the server again.
 */
export function useSignupFlow({ options, onStep, onSwitchToLogin }: UseSignupFlowOptions) {
  const cache = useRef<{ email: string; answers: SignupAnswers }>({ email: "", answers: {} });
  const [errors, setErrors] = useState<Partial<Record<AuthField, string>>>({});
  const [blocked, setBlocked] = useState<MessageKey | null>(() =>
    isUnderageBlocked(underageCookie()) ? "auth.underage.ineligible" : null,
  );
  const [accountExists, setAccountExists] = useState<boolean | undefined>(undefined);
  // A rate-limit message stays until dismissed: in a toast it was gone before it was read.
  const [notice, setNotice] = useState<SignupNotice | null>(null);
  const [, navigate] = useLocation();
  const v3Token = useRecaptchaV3Token("web_auth");

  /** Shows the rate-limit notice for an answer over the address's limit; true when it was one. */
  function rateLimited(error: unknown): boolean {
    if (!(error instanceof ApiError) || !isSignupRateLimited(error.code, error.status)) return false;
    setNotice(signupRateLimitNotice(error.context.retry_after_seconds));
    return true;
  }

  async function answer(call: Extract<SignupStep, { kind: "call" }>["call"], email: string) {
    // A failed check is "not SSO" (the password sign-up still works).
    if (call === "ssoInfo") return { sso: await fetchSsoInfo(email).then(ssoInfoFromWire, () => null) };
    if (call === "emailExists") {
      const exists = await emailExists(email);
      setAccountExists(exists);
      return { emailExists: exists };
    }
    const { is_valid } = await validateEmail(email);
    return { emailValid: is_valid };
  }

  /** An SSO email typed into the sign-up form (AUTH-094, AUTH-109): the IdP decides from here. */
  async function ssoSignIn(step: Extract<SignupStep, { kind: "ssoLogin" }>) {
    const outcome = await continueWithSso(step.email, step.authorizationUri);
    if (outcome.kind === "signedIn") leaveAfterLogin(options);
    else if (outcome.kind === "signup") pageLoad.assign(outcome.path);
    else if (outcome.kind === "refused") showToast(errorMessage(outcome.error), "error");
    else if (outcome.kind === "error") showToast(outcome.message, "error");
  }

  async function register(step: Extract<SignupStep, { kind: "register" }>, cookieBefore: string | null) {
    const { client_context } = getBootstrap();
    try {
      const recaptchaV3Token = v3Token();
      await registerUser({
        ...step.options,
        ...(recaptchaV3Token ? { recaptchaV3Token } : {}),
        country: client_context.country,
        birthday_source_site: BRAND_NAME,
        email_source_site: BRAND_NAME,
        ...(options.source ? { signup_source: options.source } : {}),
        ...(options.container ? { container: options.container } : {}),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A CSRF refusal or another failure of the request is about the request, not the form:
      // its own words, not "Sorry! Something went wrong" (D-026). Over the sign-up limit is
      // the notice below (AUTH-175).
      if (isRequestFailure(error) && !isSignupRateLimited(error.code, error.status)) {
        showToast(errorMessage(error), "error");
        return;
      }
      // The cookie as it was before this attempt: the server sets it with its first UNDERAGE
      // answer, and that first answer still deserves the confirmation (AUTH-136).
      const ui = signupErrorUi(error.code, {
        serverMessage: serverText(error),
        underageCookie: cookieBefore,
        httpStatus: error.status,
        retryAfterSeconds: error.context.retry_after_seconds,
      });
      if (ui.kind === "rateLimited") setNotice(ui);
      else if (ui.kind === "field")
        setErrors({ [ui.field]: ui.serverMessage ?? t(ui.messageKey, ui.values) });
      else if (ui.kind === "underageConfirmation") onStep("UnderageConfirmation");
      else if (ui.kind === "blocked") setBlocked(ui.messageKey);
      else if (ui.kind === "switchToLogin")
        onSwitchToLogin({ usernameOrEmail: step.options.email, password: step.options.password }, true);
      else if (ui.kind === "consents") {
        showToast(t(ui.toast.messageKey), "error", false, ui.toast.durationMs);
        onStep("consents");
      } else showToast(t(ui.messageKey), "error", false, ui.durationMs);
      return;
    }
    try {
      window.localStorage.setItem(SIGNUP_TIMESTAMP_KEY, String(Date.now()));
    } catch {
      // Without storage the timestamp is lost; the redirect still happens.
    }
    pageLoad.assign(signupRedirectPath(options.next));
  }

  async function emailCheckFailed(error: unknown) {
    if (rateLimited(error)) return;
    // AUTH-176: the server's words for a bad email, else the seed's format message. A
    // refused request (CSRF, …) says its own words: the email was never checked.
    if (isRequestFailure(error)) showToast(errorMessage(error), "error");
    else if (error instanceof ApiError) {
      const bad = error.code === "EMAIL_INVALID" || error.code === "INVALID_INPUT";
      setErrors({ email: bad ? serverText(error) : t("auth.email.format") });
    } else showToast(errorMessage(error), "error");
  }

  /** Continues the flow from the form (or the consents step, with its boxes). */
  async function runSteps({ values, consents }: { values: SignupFormValues; consents?: ConsentState }) {
    const cookieBefore = underageCookie();
    const key = normalizeEmail(values.email);
    if (cache.current.email !== key) cache.current = { email: key, answers: {} };
    if (consents) cache.current.answers = { ...cache.current.answers, consents };
    const bootstrap = getBootstrap();
    const context = {
      today: today(),
      minimumAge: bootstrap.config.minimum_age,
      consentStepEnabled: isExperimentOn(bootstrap, "kr_privacy_consent"),
      underageCookie: cookieBefore,
    };
    setErrors({});
    try {
      for (;;) {
        const step = nextSignupStep(values, cache.current.answers, context);
        if (step.kind === "call") {
          try {
            cache.current.answers = {
              ...cache.current.answers,
              ...(await answer(step.call, values.email.trim())),
            };
          } catch (error) {
            if (step.call === "emailExists") await emailCheckFailed(error);
            else if (!rateLimited(error)) showToast(errorMessage(error), "error");
            return;
          }
          continue;
        }
        if (step.kind === "fieldError")
          setErrors({ [step.failure.field]: t(step.failure.messageKey, step.failure.values) });
        else if (step.kind === "blocked") setBlocked(step.messageKey);
        else if (step.kind === "ssoSignup") navigate(step.path);
        else if (step.kind === "ssoLogin") await ssoSignIn(step);
        else if (step.kind === "switchToLogin")
          onSwitchToLogin({ usernameOrEmail: step.usernameOrEmail, password: step.password }, step.submit);
        else if (step.kind === "underageConfirmation") onStep("UnderageConfirmation");
        else if (step.kind === "consents") onStep("consents");
        else if (step.kind === "register") await register(step, cookieBefore);
        return;
      }
    } catch (error) {
      showToast(errorMessage(error), "error");
    }
  }

  // The flow's calls are one write from the form's point of view: busy until it ends (D-026).
  const flow = usePlainMutation(runSteps);
  const run = (values: SignupFormValues, consents?: ConsentState): Promise<void> =>
    flow.mutateAsync(consents ? { values, consents } : { values });

  return {
    run,
    errors,
    blocked,
    pending: flow.isPending,
    emailExists: accountExists,
    notice,
    dismissNotice: () => setNotice(null),
  };
}
