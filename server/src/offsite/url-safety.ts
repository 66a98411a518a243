import { readFileSync } from "node:fs";
import { z } from "zod";

/**
 * The URL-safety list behind the offsite check (ADS-071, ADS-072, IMPL-042): host names per
 * status; a host matches its own entry and every subdomain of it. Read once at start from
 * the configuration's URL_SAFETY_FILE (a JSON file) and URL_SAFETY_JSON (inline JSON, its
 * lists added to the file's), e.g.
 * {"blocked": ["malware.example"], "suspicious": [], "porn": ["adult.example"]}.
 */

/** Statuses the check answers; only `ok` links are opened (ADS-072). */
export type RedirectStatus = "ok" | "blocked" | "suspicious" | "porn";

/** Host lists per unsafe status. */
export interface UrlSafetyRules {
  blocked: readonly string[];
  suspicious: readonly string[];
  porn: readonly string[];
}

const listSchema = z.array(z.string().min(1).max(253)).default([]);
const rulesSchema = z.object({ blocked: listSchema, suspicious: listSchema, porn: listSchema }).strict();

const normalizeHost = (host: string) => host.trim().toLowerCase().replace(/^\*\./, "").replace(/\.$/, "");

/** Parses one JSON document of rules; throws a readable error when it is malformed. */
export function parseUrlSafetyRules(json: string, source: string): UrlSafetyRules {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error(`Invalid configuration: ${source} is not JSON`);
  }
  const parsed = rulesSchema.safeParse(value);
  if (!parsed.success) throw new Error(`Invalid configuration: ${source}: ${z.prettifyError(parsed.error)}`);
  return {
    blocked: parsed.data.blocked.map(normalizeHost),
    suspicious: parsed.data.suspicious.map(normalizeHost),
    porn: parsed.data.porn.map(normalizeHost),
  };
}

/** Where the rules come from (AppConfig.urlSafety). */
export interface UrlSafetySource {
  filePath: string | null;
  json: string | null;
}

/** The configured rules: the file's, plus the inline JSON's; empty lists when neither is set. */
export function loadUrlSafetyRules(source: UrlSafetySource): UrlSafetyRules {
  const parts: UrlSafetyRules[] = [];
  if (source.filePath)
    parts.push(parseUrlSafetyRules(readFileSync(source.filePath, "utf8"), "URL_SAFETY_FILE"));
  if (source.json?.trim()) parts.push(parseUrlSafetyRules(source.json, "URL_SAFETY_JSON"));
  return {
    blocked: parts.flatMap((part) => part.blocked),
    suspicious: parts.flatMap((part) => part.suspicious),
    porn: parts.flatMap((part) => part.porn),
  };
}

function hostMatches(host: string, entry: string): boolean {
  return host === entry || host.endsWith(`.${entry}`);
}

/**
 * The status of an http(s) URL: the most severe list its host is on (blocked, then porn, then
 * suspicious), else ok.
 */
export function classifyUrl(url: URL, rules: UrlSafetyRules): RedirectStatus {
  const host = normalizeHost(url.hostname);
  if (rules.blocked.some((entry) => hostMatches(host, entry))) return "blocked";
  if (rules.porn.some((entry) => hostMatches(host, entry))) return "porn";
  if (rules.suspicious.some((entry) => hostMatches(host, entry))) return "suspicious";
  return "ok";
}

/** An absolute http(s) URL, or null (javascript:, data:, relative… are never followed). */
export function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}
