import { isReservedUsername } from "./reserved.ts";

/**
 * The path classifier (seed 002 §6a; GATE-015…028): which kind of page a URL is, plus the
 * imgViewer hash and the invite_code parameter.
 */

/** Kinds of page (GATE-028). */
export const PATH_KINDS = [
  "pin",
  "pin_creation",
  "board",
  "conversation",
  "safety",
  "auth",
  "discovery",
  "settings",
  "oauth",
  "business",
  "advertiser",
  "profile",
  "unknown",
] as const;

/** A kind of page (GATE-028). */
export type PathKind = (typeof PATH_KINDS)[number];

/** The experiment that moves notification settings out of the settings kind (GATE-023, GATE-028). */
export const NOTIFICATION_SETTINGS_EXPERIMENT = "web_notification_settings_split";

/** What a URL was classified as. `pattern` is the matched route, e.g. "/pin/{id}/comments". */
export interface PathClassification {
  kind: PathKind;
  pattern: string | null;
  params: Record<string, string>;
  /** The URL's hash is #imgViewer (GATE-027). */
  imageViewer: boolean;
  /** The invite_code query parameter, or null (GATE-027). */
  inviteCode: string | null;
}

/** Options of the classifier. */
export interface ClassifyOptions {
  /** True when web_notification_settings_split is on for the viewer (GATE-023). */
  notificationSettingsSplit?: boolean;
}

const BUSINESS_ACCESS_VIEWS = [
  "dashboard",
  "asset-groups",
  "catalogs",
  "shared-tags",
  "brand-safety",
  "audiences",
  "security",
  "invoice-management",
  "ad-accounts/cee-migration",
];
const BUSINESS_HIERARCHY_VIEWS = ["dashboard", "hierarchy", "business_security", "managers"];

/** Routes in match order; `{x}` matches one segment, a trailing "*" any rest. */
const ROUTES: ReadonlyArray<readonly [string, PathKind]> = [
  // Pins (GATE-016). /pin/create/ comes before /pin/{id}.
  ["/pin/create", "pin"],
  ["/pin/{id}", "pin"],
  ["/pin/{id}/comments", "pin"],
  ["/pin/{id}/edit", "pin"],
  ["/pin/{id}/repin", "pin"],
  ["/pin/{id}/visual-search", "pin"],
  ["/pin/{id}/visual-search/products", "pin"],
  ["/pin_redirect", "pin"],
  // Creation tools (GATE-017); the TV studio is a creation tool too (GATE-022).
  ["/pin-builder", "pin_creation"],
  ["/pin-editor", "pin_creation"],
  ["/idea-ads-tool", "pin_creation"],
  ["/story-pin-builder", "pin_creation"],
  ["/idea-pin-builder", "pin_creation"],
  ["/pin-creation-tool", "pin_creation"],
  ["/tv/studio", "pin_creation"],
  // Boards (GATE-018).
  ["/board/{id}/edit", "board"],
  ["/board/{id}/edit/collaborators", "board"],
  ["/board/{id}/edit/add_collaborators", "board"],
  ["/boardsection/{id}/edit", "board"],
  // Conversation and safety (GATE-019).
  ["/conversation/{id}", "conversation"],
  ["/appealed-pin", "safety"],
  ["/reports-and-violations", "safety"],
  ["/age-appeal", "safety"],
  // Auth and account (GATE-020).
  ["/login", "auth"],
  ["/signup", "auth"],
  ["/signup/sso-business-account", "auth"],
  ["/password/reset", "auth"],
  ["/pw/{username}", "auth"],
  ["/secure/panic", "auth"],
  ["/email/subscription", "auth"],
  ["/email/user_survey", "auth"],
  ["/email_verification_error", "auth"],
  ["/notifications", "auth"],
  // Discovery (GATE-021); the home feed and the search scopes (IMPL-035) count too.
  ["/", "discovery"],
  ["/search", "discovery"],
  ["/search/{scope}", "discovery"],
  ["/ideas", "discovery"],
  ["/ideas/{interest}/{id}", "discovery"],
  ["/videos", "discovery"],
  ["/videos/{category}/{id}", "discovery"],
  ["/shopping", "discovery"],
  ["/shopping/{category}/{id}", "discovery"],
  ["/topics", "discovery"],
  ["/today", "discovery"],
  ["/today/article", "discovery"],
  ["/today/best", "discovery"],
  ["/today/trending", "discovery"],
  ["/today/popular", "discovery"],
  ["/today/shop", "discovery"],
  ["/discover/article/{x}", "discovery"],
  // Settings and OAuth (GATE-022, GATE-023).
  ["/settings", "settings"],
  ["/settings/*", "settings"],
  ["/oauth", "oauth"],
  ["/oauth/*", "oauth"],
  ["/app-factory-oauth", "oauth"],
  ["/app-factory-oauth/*", "oauth"],
  // Business and advertiser (GATE-024…026, ADS-005).
  ["/advertiser/quick-promote", "advertiser"],
  ["/advertiser/*", "advertiser"],
  ["/business/convert", "business"],
  ["/business/hub", "business"],
  ["/business/invite", "business"],
  ["/business/commerce-integrations", "business"],
  ["/business/catalogs/{userBizId}", "business"],
  ...BUSINESS_ACCESS_VIEWS.flatMap((view) => [
    [`/business/business-access/{userBizId}/${view}`, "business"] as const,
    [`/business/business-manager/{businessId}/${view}`, "business"] as const,
  ]),
  ...BUSINESS_HIERARCHY_VIEWS.map(
    (view) => [`/business/hierarchy/{businessHierarchyId}/${view}`, "business"] as const,
  ),
  // Profiles and their boards (GATE-018, GATE-028); reserved names are never usernames.
  ["/{username}/{boardId}/{boardSectionId}", "board"],
  ["/{username}/{boardId}", "board"],
  ["/{username}", "profile"],
];

/** Every route pattern the classifier knows, in match order (user-path.test.ts reads them). */
export const CLASSIFIER_PATTERNS: readonly string[] = ROUTES.map(([pattern]) => pattern);

function segmentsOf(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

function match(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = segmentsOf(pattern);
  const rest = parts.at(-1) === "*";
  if (rest ? segments.length < parts.length : segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    if (part === "*") break;
    const segment = segments[i] ?? "";
    if (part.startsWith("{")) params[part.slice(1, -1)] = decodeSegment(segment);
    else if (part !== segment) return null;
  }
  if (params.username !== undefined && isReservedUsername(params.username)) return null;
  return params;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** True for notification settings under /settings (GATE-023). */
function isNotificationSettings(segments: readonly string[]): boolean {
  return segments[0] === "settings" && (segments[1] ?? "").includes("notification");
}

/**
 * Classifies a path or URL (with query and hash) into its kind (GATE-015…028). Notification
 * settings leave the settings kind when web_notification_settings_split is on (GATE-023).
 */
export function classifyPath(url: string, options: ClassifyOptions = {}): PathClassification {
  const parsed = new URL(url, "http://classifier.invalid");
  const segments = segmentsOf(parsed.pathname);
  const base = {
    imageViewer: parsed.hash === "#imgViewer",
    inviteCode: parsed.searchParams.get("invite_code"),
  };
  if (options.notificationSettingsSplit && isNotificationSettings(segments)) {
    return { kind: "unknown", pattern: null, params: {}, ...base };
  }
  for (const [pattern, kind] of ROUTES) {
    const params = match(pattern, segments);
    if (params) return { kind, pattern, params, ...base };
  }
  return { kind: "unknown", pattern: null, params: {}, ...base };
}
