import { type AnyEndpoint, requiredScope } from "@corkboard/core/contract";
import { ENDPOINT_RATE_LIMITS } from "../rate-limit/endpoint-limits.ts";

const ACCESS_TEXT = {
  public: "Anyone may call it; a session, when sent, makes it the viewer's.",
  signedIn: "Needs a session (UNAUTHORIZED otherwise).",
  verifiedEmail: "Needs a session with a verified email (UNAUTHORIZED, EMAIL_NOT_VERIFIED otherwise).",
  business: "Needs a session on a business account (UNAUTHORIZED, FORBIDDEN otherwise).",
} as const;

/** The rules of an endpoint as its OpenAPI description shows them: access, rate limit, cache. */
export function describeRules(endpoint: AnyEndpoint): string {
  const lines = [`Access: ${endpoint.access}. ${ACCESS_TEXT[endpoint.access]}`];
  if (endpoint.rateLimit) {
    const { rule, code } = ENDPOINT_RATE_LIMITS[endpoint.rateLimit];
    lines.push(
      `Rate limit: ${endpoint.rateLimit}, ${rule.points} calls per ${rule.durationSeconds} s per client (429 ${code}).`,
    );
  }
  const scope = requiredScope(endpoint);
  lines.push(
    scope === "none"
      ? "Token scope: none. Not available to personal API tokens (403 TOKEN_SCOPE_MISSING); session cookie only."
      : `Token scope: ${scope}. A personal API token needs it (403 TOKEN_SCOPE_MISSING otherwise).`,
  );
  if (endpoint.cache === "loggedOut") lines.push("Cache: logged-out answers may be shared for a short time.");
  return lines.join("\n\n");
}

/**
 * The OpenAPI `security` of an operation (D-057): the session cookie, and a Bearer token
 * unless its scope is `none`; `{}` too where a logged-out call is allowed.
 */
export function securityOf(endpoint: AnyEndpoint): Record<string, string[]>[] {
  const ways: Record<string, string[]>[] = [{ sessionCookie: [] }];
  if (requiredScope(endpoint) !== "none") ways.push({ bearerToken: [] });
  if (endpoint.access === "public") ways.push({});
  return ways;
}
