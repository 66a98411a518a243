import type { MessageKey } from "../messages/index.ts";
import { calendarDateToEpochSeconds, parseCalendarDate, validateBirthday } from "./birthday.ts";
import { type ConsentState, consentCanContinue, consentRegisterFields } from "./consent.ts";
import { checkEmailSyntax } from "./email.ts";
import { checkEmailBrand, checkEmailPlausible } from "./email-signup.ts";
import { firstNameFromEmail } from "./names.ts";
import { validateSignupPassword } from "./password.ts";
import { validateLoginPassword } from "./password-login.ts";
import { ssoSignupPath } from "./redirects.ts";
import { type SsoInfo, ssoRoute } from "./sso.ts";
import type { CalendarDate, RuleFailure } from "./types.ts";
import { isUnderageBlocked, underageOutcome } from "./underage.ts";

/** What the email signup form holds. `birthday` is "YYYY-MM-DD" or a calendar day. */
export interface SignupFormValues {
  email: string;
  password: string;
  birthday?: string | CalendarDate | null;
}

/** The server's answers so far; undefined = not asked yet. */
export interface SignupAnswers {
  /** POST /v3/sso/info/ (null when the check failed: treated as not SSO). */
  sso?: SsoInfo | null;
  /** POST /v3/register/exists/: true when the email already has an account. */
  emailExists?: boolean;
  /** /v3/email/validation/ is_valid. */
  emailValid?: boolean;
  /** The consent screen's state once "Next" was pressed. */
  consents?: ConsentState;
}

/** The setting the flow runs in. `today` comes from the caller: the rules never read a clock. */
export interface SignupFlowContext {
  today: CalendarDate;
  minimumAge?: number;
  /** Experiment kr_privacy_consent (AUTH-087). */
  consentStepEnabled: boolean;
  /** The underage cookie's value (AUTH-138). */
  underageCookie?: string | null;
  /** The server's maintained disposable-domain list, when the caller has it. */
  extraDisallowedDomains?: ReadonlySet<string>;
}

/** The email signup options sent to register (AUTH-065); the web adds country and the bot-check token. */
export interface EmailSignupOptions {
  type: "email";
  email: string;
  password: string;
  /** Epoch seconds (AUTH-207). */
  birthday: number;
  first_name: string;
  last_name: string;
  kr_privacy_consent_opt_in?: boolean;
  marketing_notifs_opt_out?: boolean;
}

/** What the email signup form does next. */
export type SignupStep =
  | { kind: "blocked"; messageKey: MessageKey }
  | { kind: "fieldError"; failure: RuleFailure }
  | { kind: "call"; call: "ssoInfo" | "emailExists" | "emailValidation" }
  | { kind: "ssoSignup"; path: string }
  | { kind: "ssoLogin"; email: string; authorizationUri: string | null }
  | { kind: "switchToLogin"; usernameOrEmail: string; password: string; submit: boolean }
  | { kind: "underageConfirmation" }
  | { kind: "consents" }
  | { kind: "register"; options: EmailSignupOptions };

/**
 * The email signup flow (seed 000 §4, AUTH-093…AUTH-096), as one decision over the form and
 * the answers so far. The web calls it on submit, runs any `call` step, adds the answer and
 * calls it again, until it gets an error, a route or `register`. Order:
 * 0. the underage cookie blocks everything (AUTH-138);
 * 1. empty or malformed email → email error (AUTH-093);
 * 2. SSO email → SSO signup or SSO login (AUTH-094, AUTH-107…AUTH-109);
 * 3. client plausibility check, then the existence check; an existing email switches the
 *    form to login with the typed password (AUTH-095);
 * 4. brand rule and server validation of the email, then the password rules, then the
 *    birthday (underage → UnderageConfirmation), then consents when on, then register (AUTH-096).
 */
export function nextSignupStep(
  values: SignupFormValues,
  answers: SignupAnswers,
  context: SignupFlowContext,
): SignupStep {
  if (isUnderageBlocked(context.underageCookie))
    return { kind: "blocked", messageKey: "auth.underage.ineligible" };
  const email = values.email.trim();
  const syntax = checkEmailSyntax(email);
  if (syntax) return { kind: "fieldError", failure: syntax };

  if (answers.sso === undefined) return { kind: "call", call: "ssoInfo" };
  const sso = ssoRoute(answers.sso);
  if (sso === "ssoSignup") return { kind: "ssoSignup", path: ssoSignupPath(email) };
  if (sso === "ssoLogin")
    return { kind: "ssoLogin", email, authorizationUri: answers.sso?.authorizationUri ?? null };

  const plausible = checkEmailPlausible(email, { extraDisallowed: context.extraDisallowedDomains });
  if (plausible) return { kind: "fieldError", failure: plausible };
  if (answers.emailExists === undefined) return { kind: "call", call: "emailExists" };
  if (answers.emailExists) {
    const submit = validateLoginPassword(values.password) === null;
    return { kind: "switchToLogin", usernameOrEmail: email, password: values.password, submit };
  }

  const brand = checkEmailBrand(email);
  if (brand) return { kind: "fieldError", failure: brand };
  if (answers.emailValid === undefined) return { kind: "call", call: "emailValidation" };
  if (!answers.emailValid) {
    return {
      kind: "fieldError",
      failure: {
        field: "email",
        rule: "undeliverable",
        code: "EMAIL_UNDELIVERABLE",
        messageKey: "auth.email.notValid",
      },
    };
  }

  const password = validateSignupPassword(values.password, { email });
  if (password) return { kind: "fieldError", failure: password };

  const birthdayFailure = validateBirthday(values.birthday, context.today, context.minimumAge);
  if (birthdayFailure?.rule === "underage") {
    const outcome = underageOutcome(context.underageCookie);
    return outcome.kind === "confirm"
      ? { kind: "underageConfirmation" }
      : { kind: "blocked", messageKey: outcome.messageKey };
  }
  if (birthdayFailure) return { kind: "fieldError", failure: birthdayFailure };

  if (context.consentStepEnabled && !(answers.consents && consentCanContinue(answers.consents))) {
    return { kind: "consents" };
  }
  const birthday = typeof values.birthday === "string" ? parseCalendarDate(values.birthday) : values.birthday;
  const options: EmailSignupOptions = {
    type: "email",
    email,
    password: values.password,
    // validateBirthday passed, so the day is real; the fallback only satisfies the types.
    birthday: birthday ? calendarDateToEpochSeconds(birthday) : 0,
    first_name: firstNameFromEmail(email),
    last_name: "",
    ...(context.consentStepEnabled && answers.consents ? consentRegisterFields(answers.consents) : {}),
  };
  return { kind: "register", options };
}
