import {
  calendarDateAt,
  epochSecondsToCalendarDate,
  firstNameFromEmail,
  formatCalendarDate,
  isUnderageBlocked,
  minimumAgeFor,
  normalizeEmail,
  REQUIRED_CONSENT_KEYS,
  underageCookieString,
  underageCookieValue,
  validateBirthday,
  validateSignupEmail,
  validateSignupPassword,
} from "@corkboard/core/auth";
import type { EndpointQuery, userRegisterEndpoint } from "@corkboard/core/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { pickUsername } from "../platform/auth/accounts.ts";
import { appendSetCookie, authCall, authHeaders } from "../platform/auth/http.ts";
import { visitorIdOf } from "../platform/bootstrap/visitor-id.ts";
import type { AppContext } from "../platform/context.ts";
import { AppError } from "../platform/http/app-error.ts";
import { authError, ruleError } from "./failures.ts";
import { emailExists, saveSignupDetails } from "./repo.ts";
import { checkSourceSites, recordedSources } from "./signup-sources.ts";

type RegisterQuery = Extract<EndpointQuery<typeof userRegisterEndpoint>, { type: "email" }>;

/**
 * Email sign-up (AUTH-095/096, AUTH-065/071): every rule the web runs is run again here,
 * in the same order, because the server's answer is the one that counts. Returns the new
 * user's id; the session cookie is already on the reply.
 */
export async function registerWithEmail(
  context: AppContext,
  query: RegisterQuery,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  refuseUnderageBrowser(request);

  // The per-address limit is the endpoint's declared policy (`signup`).
  if (context.botCheck.kind === "recaptcha") {
    const verdict = await context.botCheck.verify(query.recaptchaV3Token, {
      action: "web_auth",
      remoteIp: request.ip,
    });
    if (!verdict.ok) throw authError("BOT_CHECK_FAILED");
  }

  const email = normalizeEmail(query.email);
  const emailFailure = validateSignupEmail(email);
  if (emailFailure) throw ruleError(emailFailure);
  const passwordFailure = validateSignupPassword(query.password, { email });
  if (passwordFailure) throw ruleError(passwordFailure);

  const { birthdayText, country } = checkedBirthday(context, query, reply);
  const consents = checkedConsents(context, query, request, reply);
  checkSourceSites(query, null);

  // A taken email is the sign-in form's business (AUTH-095); answer it before hashing.
  if (await emailExists(context.db, email)) throw authError("EMAIL_TAKEN");

  const firstName = query.first_name?.trim() || firstNameFromEmail(email);
  const fullName = [firstName, query.last_name?.trim() ?? ""].filter(Boolean).join(" ");
  const signUp = async (username: string) =>
    authCall(reply, () =>
      context.auth.api.signUpEmail({
        body: {
          email,
          password: query.password,
          name: fullName,
          username,
          ...(country ? { country } : {}),
          ...(birthdayText ? { birthday: birthdayText } : {}),
        },
        headers: authHeaders(request),
        returnHeaders: true,
      }),
    );
  const response = await withUniqueRetries(
    async () => (await signUp(await pickUsername(context.db, email))).response,
    () => emailExists(context.db, email),
  );
  await saveSignupDetails(context.db, response.user.id, {
    birthday: birthdayText,
    consents,
    sources: recordedSources(null, false),
  });
  return response.user.id;
}

/** AUTH-139: a browser that was told it is underage stays refused, whichever way it signs up. */
export function refuseUnderageBrowser(request: FastifyRequest): void {
  if (isUnderageBlocked(underageCookieValue(request.headers.cookie))) throw authError("UNDERAGE");
}

/** What every way of signing up asks besides its credentials (AUTH-071, AUTH-087). */
export interface SignupDetails {
  /** Epoch seconds (AUTH-207). */
  birthday: number | null;
  country?: string | undefined;
  kr_privacy_consent_opt_in?: boolean | undefined;
  marketing_notifs_opt_out?: boolean | undefined;
}

/**
 * The birthday rules (AUTH-135…139) for any sign-up: an underage answer also marks the
 * browser so it stays refused. Returns the birthday as stored and the country.
 */
export function checkedBirthday(
  context: AppContext,
  query: SignupDetails,
  reply: FastifyReply,
): { birthdayText: string | null; country: string | null } {
  const birthday = query.birthday === null ? null : epochSecondsToCalendarDate(query.birthday);
  const country = query.country?.toUpperCase() ?? null;
  const birthdayFailure = validateBirthday(
    birthday,
    calendarDateAt(Date.now()),
    minimumAgeFor(country, { default: context.config.minimumAge }),
  );
  if (birthdayFailure) {
    const secure = context.config.publicOrigin.startsWith("https://");
    if (birthdayFailure.code === "UNDERAGE") appendSetCookie(reply, [underageCookieString(secure)]);
    throw ruleError(birthdayFailure);
  }
  return { birthdayText: birthday ? formatCalendarDate(birthday) : null, country };
}

/** AUTH-087/128: with kr_privacy_consent on, the four required boxes are a must. Returns what to store. */
export function checkedConsents(
  context: AppContext,
  query: SignupDetails,
  request: FastifyRequest,
  reply: FastifyReply,
): Record<string, string> {
  const secure = context.config.publicOrigin.startsWith("https://");
  const visitorId = visitorIdOf(request, reply, secure);
  const consentsRequired = context.experiments.isOn("kr_privacy_consent", { userId: null, visitorId });
  if (consentsRequired && query.kr_privacy_consent_opt_in !== true) throw authError("CONSENT_REQUIRED");
  return consentTimestamps(query, consentsRequired);
}

// AUTH-072 DECISION: each consent key with when it was given; marketing only when not opted out.
function consentTimestamps(query: SignupDetails, asked: boolean): Record<string, string> {
  const now = new Date().toISOString();
  const consents: Record<string, string> = {};
  if (asked && query.kr_privacy_consent_opt_in) for (const key of REQUIRED_CONSENT_KEYS) consents[key] = now;
  if (query.marketing_notifs_opt_out === false) consents.optionalMarketingConsent = now;
  return consents;
}

/**
 * Two sign-ups racing can both pass the checks above and collide on a unique index, which
 * better-auth reports only as FAILED_TO_CREATE_USER. If the email exists by now it was
 * taken (EMAIL_TAKEN); otherwise it was the generated username, which gets another pick.
 */
export async function withUniqueRetries<T>(
  run: () => Promise<T>,
  emailTaken: () => Promise<boolean>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof AppError) || error.detail !== "FAILED_TO_CREATE_USER") throw error;
      if (await emailTaken()) throw authError("EMAIL_TAKEN");
      if (attempt >= 3) throw error;
    }
  }
}
