import { APP_TYPE, ssoConnectPath, ssoSignupPath } from "@corkboard/core/auth";
import { t } from "@corkboard/core/messages";
import { ApiError, errorMessage } from "../platform/api/index.ts";
import { createSession } from "./api.ts";
import { exchangeSsoCode } from "./sso-api.ts";
import { openSsoPopup, SsoPopupClosed, SsoWindowUndefined } from "./sso-popup.ts";

/** What an SSO sign-in came to (D-044). */
export type SsoOutcome =
  | { kind: "signedIn" }
  /** No account yet: the SSO business sign-up, with the handle kept for it (AUTH-108). */
  | { kind: "signup"; path: string }
  /** The server refused the login (account states, a second factor …): the login flow shows it. */
  | { kind: "refused"; error: ApiError }
  /** AUTH-112: "window undefined", "No tokens returned", or the server's error passed on. */
  | { kind: "error"; message: string }
  | { kind: "closed" };

const TICKET_KEY = "cb.sso_ticket";

/** Keeps the exchanged handle for the sign-up page (this tab only; it is single-use and short-lived). */
function keepTicket(email: string, ticket: string): void {
  try {
    sessionStorage.setItem(TICKET_KEY, JSON.stringify({ email, ticket }));
  } catch {}
}

/** The kept handle for `email`, taken (read and removed); null when there is none. */
export function takeKeptTicket(email: string): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(TICKET_KEY) ?? "null") as {
      email: string;
      ticket: string;
    } | null;
    sessionStorage.removeItem(TICKET_KEY);
    return kept && kept.email === email.trim().toLowerCase() ? kept.ticket : null;
  } catch {
    return null;
  }
}

/**
 * The IdP popup and the exchange (AUTH-109, AUTH-111): the single-use handle and the email
 * the IdP vouched for, or the outcome that ends the sign-in here.
 */
export async function ssoHandle(
  email: string,
  authorizationUri: string | null | undefined,
  win: Window = window,
): Promise<{ ticket: string; email: string } | Exclude<SsoOutcome, { kind: "signedIn" | "signup" }>> {
  let message: Awaited<ReturnType<typeof openSsoPopup>>;
  try {
    message = await openSsoPopup(authorizationUri || ssoConnectPath(email), win);
  } catch (error) {
    if (error instanceof SsoWindowUndefined) return { kind: "error", message: t("auth.sso.windowUndefined") };
    if (error instanceof SsoPopupClosed) return { kind: "closed" };
    throw error;
  }
  if (message.type === "sso-connect-error") {
    return message.code === "cancelled"
      ? { kind: "closed" }
      : { kind: "error", message: t("auth.login.cantLogIn") };
  }
  try {
    const token = await exchangeSsoCode({
      code: message.code,
      state: message.state,
      ...(message.iss ? { iss: message.iss } : {}),
    });
    if (!token.sso_id_token) return { kind: "error", message: t("auth.sso.noTokens") };
    return { ticket: token.sso_id_token, email: token.sso_email };
  } catch (error) {
    return { kind: "error", message: errorMessage(error) };
  }
}

/**
 * "Continue with SSO" (AUTH-022, AUTH-109): the IdP popup, the exchange, then session create
 * with the handle. No account yet → the SSO business sign-up (AUTH-108).
 */
export async function continueWithSso(
  email: string,
  authorizationUri: string | null | undefined,
  win: Window = window,
): Promise<SsoOutcome> {
  const handle = await ssoHandle(email, authorizationUri, win);
  if (!("ticket" in handle)) return handle;
  try {
    await createSession({ sso_id_token: handle.ticket, app_type_from_client: APP_TYPE.desktopWeb });
    return { kind: "signedIn" };
  } catch (error) {
    if (error instanceof ApiError && error.code === "SSO_SIGNUP_REQUIRED") {
      keepTicket(handle.email, handle.ticket);
      return { kind: "signup", path: ssoSignupPath(handle.email) };
    }
    if (error instanceof ApiError && error.code !== "CSRF_FAILED") return { kind: "refused", error };
    return { kind: "error", message: errorMessage(error) };
  }
}
