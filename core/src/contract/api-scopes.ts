/**
 * The scopes a personal API token may hold (issue 20, D-057). The names are Pinterest's v5
 * scope names where Pinterest has one, so a v5 client's expectations match; follows and ads
 * are ours (Pinterest's ads scopes share the names). A `_secret` scope lets a token see
 * (read) or change (write) secret boards and the pins on them; without it a token sees only
 * what a logged-out visitor would, and a secret thing is NOT_FOUND.
 */
export const API_SCOPES = [
  "boards:read",
  "boards:read_secret",
  "boards:write",
  "boards:write_secret",
  "pins:read",
  "pins:read_secret",
  "pins:write",
  "pins:write_secret",
  "user_accounts:read",
  "user_accounts:write",
  "follows:read",
  "follows:write",
  "ads:read",
  "ads:write",
] as const;

/** One scope a token may hold. */
export type ApiScope = (typeof API_SCOPES)[number];

/**
 * The scope an endpoint needs when called with a token: one of API_SCOPES, or `none` for
 * the endpoints that manage the account's security (sign-in, password, email, second
 * factor, sessions, connected and remembered accounts, tokens, SSO), which a token never
 * reaches.
 */
export type EndpointScope = ApiScope | "none";

/** The resource a tag's endpoints act on, or `none`: the one table the defaults come from. */
const TAG_RESOURCES: Readonly<
  Record<string, "boards" | "pins" | "user_accounts" | "follows" | "ads" | "none">
> = {
  boards: "boards",
  board_sections: "boards",
  pins: "pins",
  browse: "pins",
  search: "pins",
  labels: "pins",
  offsite: "pins",
  videos: "pins",
  users: "user_accounts",
  user_account: "user_accounts",
  platform: "user_accounts",
  analytics: "user_accounts",
  notifications: "user_accounts",
  follows: "follows",
  ads: "ads",
  // Security: sign-in, sessions, second factor, connected accounts, business switching.
  auth: "none",
  account: "none",
  business: "none",
  tokens: "none",
};

/**
 * The scope an endpoint needs (D-057): its declared `scope`, else its tag's resource with
 * `read` for GET and `write` for any other method. A tag not in the table needs `none`, so
 * a new area is closed to tokens until someone decides otherwise.
 */
export function requiredScope(endpoint: {
  method: string;
  tag: string;
  scope?: EndpointScope;
}): EndpointScope {
  if (endpoint.scope) return endpoint.scope;
  const resource = TAG_RESOURCES[endpoint.tag] ?? "none";
  if (resource === "none") return "none";
  return `${resource}:${endpoint.method === "GET" ? "read" : "write"}`;
}

/** True when `value` names a scope. */
export function isApiScope(value: string): value is ApiScope {
  return (API_SCOPES as readonly string[]).includes(value);
}
