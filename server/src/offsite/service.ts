import { t } from "@corkboard/core/messages";
import { findVisiblePin } from "../pins/index.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { AppError, notFound } from "../platform/http/app-error.ts";
import { signOffsiteToken, verifyOffsiteToken } from "./token.ts";
import { classifyUrl, parseHttpUrl, type RedirectStatus, type UrlSafetyRules } from "./url-safety.ts";

/** What the offsite check and redirect are built from. */
export interface OffsiteSettings {
  secret: string;
  rules: UrlSafetyRules;
  now: () => number;
}

/**
 * Only links the pin carries are signed (its link, or a URL in its description): otherwise
 * anyone could mint a token for any address and use /offsite/ as an open redirect.
 */
function pinCarries(pin: { link: string | null; description: string }, url: URL): boolean {
  const link = pin.link ? parseHttpUrl(pin.link) : null;
  return (
    link?.href === url.href ||
    pin.description.includes(url.href) ||
    pin.description.includes(url.href.replace(/\/$/, ""))
  );
}

/**
 * GET /v3/offsite/ (ADS-071, ADS-074): the link's safety status and, for an ok link, a token
 * that lets /offsite/ redirect to it.
 */
export async function checkOffsite(
  db: Executor,
  viewer: Viewer | null,
  query: { url: string; pin_id: string },
  settings: OffsiteSettings,
) {
  const url = parseHttpUrl(query.url);
  if (!url) {
    const message = t("ads.destinationUrl.invalid");
    throw new AppError("INVALID_INPUT", message, { detail: message, fields: [{ field: "url", message }] });
  }
  const pin = await findVisiblePin(db, viewer, query.pin_id);
  if (!pinCarries(pin, url)) throw notFound("Link");
  const status: RedirectStatus = classifyUrl(url, settings.rules);
  if (status !== "ok") return { redirect_status: status, url: url.href, token: null, expires_at: null };
  const signed = signOffsiteToken(settings.secret, url.href, query.pin_id, settings.now());
  return {
    redirect_status: status,
    url: url.href,
    token: signed.token,
    expires_at: new Date(signed.expiresAt).toISOString(),
  };
}

/** Where /offsite/ sends the browser, or why it does not (ADS-073, ADS-074). */
export type OffsiteDecision =
  | { kind: "redirect"; location: string }
  | { kind: "invalid" }
  | { kind: "blocked"; status: RedirectStatus };

/**
 * GET /offsite/: a valid, unexpired token for exactly this url and pin, and a status that is
 * still ok (the list may have changed since the check); anything else never redirects.
 */
export function decideOffsite(
  query: { token?: string | undefined; url?: string | undefined; pin?: string | undefined },
  settings: OffsiteSettings,
): OffsiteDecision {
  const url = query.url ? parseHttpUrl(query.url) : null;
  if (!url || !query.token || !query.pin) return { kind: "invalid" };
  if (!verifyOffsiteToken(settings.secret, query.token, url.href, query.pin, settings.now()))
    return { kind: "invalid" };
  const status = classifyUrl(url, settings.rules);
  return status === "ok" ? { kind: "redirect", location: url.href } : { kind: "blocked", status };
}
