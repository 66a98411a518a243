import { type AnyEndpoint, type EndpointAccess, requiredScope } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import type { RequestApiToken } from "../auth/api-token.ts";
import type { Viewer } from "../auth/viewer.ts";
import { AppError } from "./app-error.ts";

/**
 * Checks a viewer against an endpoint's access level (core/src/contract/endpoint.ts):
 * UNAUTHORIZED without a session, EMAIL_NOT_VERIFIED for an unverified email where one is
 * needed, FORBIDDEN for a personal account where a business account is needed.
 */
export function checkAccess(access: EndpointAccess, viewer: Viewer | null): void {
  if (access === "public") return;
  if (!viewer) throw new AppError("UNAUTHORIZED", t("error.UNAUTHORIZED"));
  // Tests may build a viewer without its record; the session hook always reads it.
  if (access === "verifiedEmail" && viewer.user?.email_verified !== true) {
    throw new AppError("EMAIL_NOT_VERIFIED", t("auth.verifyEmail.body"));
  }
  if (access === "business" && viewer.user?.is_partner !== true) {
    throw new AppError("FORBIDDEN", t("error.FORBIDDEN"), { detail: "a business account is needed" });
  }
}

/**
 * Checks a personal API token against the scope the endpoint needs (D-057): TOKEN_SCOPE_MISSING
 * when the token lacks it, and always for a `none` endpoint (the account's security is
 * never a token's business). Cookie and logged-out requests pass: they carry no token.
 */
export function checkTokenScope(endpoint: AnyEndpoint, token: RequestApiToken | null): void {
  if (!token) return;
  const scope = requiredScope(endpoint);
  if (scope !== "none" && token.scopes.has(scope)) return;
  throw new AppError("TOKEN_SCOPE_MISSING", t("error.TOKEN_SCOPE_MISSING"), {
    detail: scope === "none" ? "not available to API tokens" : `needs the ${scope} scope`,
  });
}
