import { randomBytes } from "node:crypto";
import { resolveTxt as dnsResolveTxt } from "node:dns/promises";
import { SITE_VERIFICATION_NAME, type WebsiteClaim } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import type { Viewer } from "../platform/auth/viewer.ts";
import { type Database, isUniqueViolation } from "../platform/db/index.ts";
import { safeFetch } from "../platform/fetch/index.ts";
import { AppError, notFound } from "../platform/http/app-error.ts";
import { parseWebsite, type WebsiteAddress } from "./website-address.ts";
import * as repo from "./website-claims-repo.ts";

/** How many websites one account may claim. */
export const MAX_WEBSITE_CLAIMS = 5;
const HOME_PAGE_MAX_BYTES = 1024 * 1024;
const HOME_PAGE_TIMEOUT_MS = 8_000;
const DNS_TIMEOUT_MS = 5_000;

/** The TXT records of a domain, each as its chunks (node:dns `resolveTxt`'s shape). */
export type ResolveTxt = (domain: string) => Promise<string[][]>;

/** What verifying a website needs; tests hand in their own resolver. */
export interface WebsiteClaimDeps {
  db: Database;
  /** Private addresses the home-page fetch may reach (config FETCH_ALLOW_PRIVATE). */
  allowPrivate: boolean | readonly string[];
  /** node:dns resolveTxt unless given. */
  resolveTxt?: ResolveTxt;
}

/** The `content` of every `<meta name="corkboard-site-verification">` in a page's head. */
export function verificationTokensIn(html: string): string[] {
  // Only the head: a site that shows visitors' text in its body must not be claimable by them.
  const head = html.split(/<\/head\s*>|<body[\s>]/i)[0] ?? "";
  const tokens: string[] = [];
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const attributes = attributesOf(tag);
    if (attributes.get("name")?.toLowerCase() === SITE_VERIFICATION_NAME) {
      const content = attributes.get("content")?.trim();
      if (content) tokens.push(content);
    }
  }
  return tokens;
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;
  for (const match of tag.matchAll(pattern)) {
    const name = (match[1] ?? "").toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/** Whether the TXT records hold `corkboard-site-verification=TOKEN` (chunks joined, RFC 7208 style). */
export function dnsRecordsHold(records: string[][], token: string): boolean {
  const wanted = `${SITE_VERIFICATION_NAME}=${token}`;
  return records.some((chunks) => chunks.join("").trim() === wanted);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The wire shape of a claim. */
function presentClaim(row: repo.WebsiteClaimRow): WebsiteClaim {
  return {
    domain: row.domain,
    status: row.verifiedAt === null ? "pending" : "verified",
    home_page: row.homePage,
    verification_token: row.token,
    meta_tag: `<meta name="${SITE_VERIFICATION_NAME}" content="${row.token}">`,
    dns_txt_record: `${SITE_VERIFICATION_NAME}=${row.token}`,
    verified_by: row.verifiedBy,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Website claims (IMPL-016, IMPL-002's official user of a link domain): a person claims a
 * domain, publishes the claim's token as a meta tag on the home page or a DNS TXT record, and
 * on verification becomes the domain's official user.
 */
export class WebsiteClaims {
  readonly #deps: WebsiteClaimDeps;
  readonly #resolveTxt: ResolveTxt;

  constructor(deps: WebsiteClaimDeps) {
    this.#deps = deps;
    this.#resolveTxt = deps.resolveTxt ?? dnsResolveTxt;
  }

  /** The viewer's claims. */
  async list(viewer: Viewer): Promise<{ claims: WebsiteClaim[] }> {
    return { claims: (await repo.findClaims(this.#deps.db, viewer.id)).map(presentClaim) };
  }

  /** Claims a website (or answers the claim already made), with the proofs to publish. */
  async claim(viewer: Viewer, websiteUrl: string): Promise<WebsiteClaim> {
    const address = this.#parse(websiteUrl);
    const { db } = this.#deps;
    const existing = await repo.findClaim(db, viewer.id, address.domain);
    if (!existing && (await repo.countClaims(db, viewer.id)) >= MAX_WEBSITE_CLAIMS) {
      const message = t("follows.website.tooMany", { max: MAX_WEBSITE_CLAIMS });
      throw new AppError("INVALID_INPUT", message, { fields: [{ field: "website_url", message }] });
    }
    const row = await repo.upsertClaim(db, {
      userId: viewer.id,
      domain: address.domain,
      homePage: address.homePage,
      token: existing?.token ?? randomBytes(16).toString("hex"),
    });
    return presentClaim(row);
  }

  /**
   * Verifies a claimed website by the meta tag on its home page or the TXT record on its
   * domain (or only the `proof` named). Neither found: WEBSITE_NOT_VERIFIED, saying where
   * it looked; the claim stays as it was. Not claimed: NOT_FOUND.
   */
  async verify(viewer: Viewer, websiteUrl: string, proof?: "meta_tag" | "dns_txt"): Promise<WebsiteClaim> {
    const address = this.#parse(websiteUrl);
    const { db } = this.#deps;
    const claim = await repo.findClaim(db, viewer.id, address.domain);
    if (!claim) throw notFound("Website claim");
    let found: "meta_tag" | "dns_txt" | null = null;
    if (proof !== "dns_txt" && (await this.#metaTagHolds(claim))) found = "meta_tag";
    else if (proof !== "meta_tag" && (await this.#dnsRecordHolds(claim))) found = "dns_txt";
    if (found === null) {
      const values = { homePage: claim.homePage, domain: claim.domain };
      const key =
        proof === "meta_tag"
          ? "follows.website.metaNotFound"
          : proof === "dns_txt"
            ? "follows.website.dnsNotFound"
            : "follows.website.notVerified";
      throw new AppError("WEBSITE_NOT_VERIFIED", t("error.WEBSITE_NOT_VERIFIED"), { detail: t(key, values) });
    }
    try {
      return presentClaim(await repo.markVerified(db, claim.id, claim.domain, found));
    } catch (error) {
      // Someone else verified the same domain at this very moment: the latest proof wins.
      if (!isUniqueViolation(error)) throw error;
      return presentClaim(await repo.markVerified(db, claim.id, claim.domain, found));
    }
  }

  /** Gives a claim up; the domain then has no official user. */
  async unclaim(viewer: Viewer, websiteUrl: string): Promise<{ domain: string }> {
    const address = this.#parse(websiteUrl);
    if (!(await repo.deleteClaim(this.#deps.db, viewer.id, address.domain))) throw notFound("Website claim");
    return { domain: address.domain };
  }

  #parse(websiteUrl: string): WebsiteAddress {
    const address = parseWebsite(websiteUrl);
    if (address === null) {
      const message = t("follows.website.invalid");
      throw new AppError("INVALID_INPUT", message, { fields: [{ field: "website_url", message }] });
    }
    return address;
  }

  /**
   * The claim's token is in a verification meta tag of its home page, fetched through the
   * SSRF-safe fetcher; a redirect to another domain does not count (its owner proves nothing
   * about this one). Any fetch failure is "not found".
   */
  async #metaTagHolds(claim: repo.WebsiteClaimRow): Promise<boolean> {
    try {
      const page = await safeFetch(claim.homePage, {
        maxBytes: HOME_PAGE_MAX_BYTES,
        timeoutMs: HOME_PAGE_TIMEOUT_MS,
        allowPrivate: this.#deps.allowPrivate,
        accept: "text/html,application/xhtml+xml",
      });
      if (parseWebsite(page.url)?.domain !== claim.domain) return false;
      return verificationTokensIn(page.body.toString("utf8")).includes(claim.token);
    } catch {
      return false;
    }
  }

  /** The claim's token is in a TXT record of its domain. */
  async #dnsRecordHolds(claim: repo.WebsiteClaimRow): Promise<boolean> {
    try {
      return dnsRecordsHold(await withTimeout(this.#resolveTxt(claim.domain), DNS_TIMEOUT_MS), claim.token);
    } catch {
      return false;
    }
  }
}
