import { createHmac, timingSafeEqual } from "node:crypto";
import type { RememberedLookup } from "../platform/bootstrap/bootstrap.ts";
import type { AppContext } from "../platform/context.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { toRememberedAccount, toViewerUser } from "./presenter.ts";
import { findViewerRow } from "./repo.ts";

/**
 * The "recognised returning visitor" cookie (AUTH-001 LIMITED_LOGIN, AUTH-023): the id of
 * the account last signed in on this browser, HMAC-signed so nobody can make the server
 * show another person's name and email by editing it. httpOnly; a year long.
 */
export const REMEMBERED_COOKIE = "cb_last";
const ONE_YEAR = 365 * 24 * 60 * 60;

function sign(secret: string, userId: string): string {
  return createHmac("sha256", secret).update(`remembered:${userId}`).digest("base64url");
}

/** The Set-Cookie line remembering `userId`. */
export function rememberedCookie(secret: string, userId: string, secure: boolean): string {
  const value = `${userId}.${sign(secret, userId)}`;
  return `${REMEMBERED_COOKIE}=${value}; Max-Age=${ONE_YEAR}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The remembered user id, when the cookie is there and its signature holds. */
export function rememberedUserId(secret: string, value: string | undefined): string | null {
  if (!value) return null;
  const dot = value.indexOf(".");
  const userId = value.slice(0, dot);
  if (dot <= 0 || !/^\d{1,20}$/.test(userId)) return null;
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(sign(secret, userId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/**
 * The bootstrap's LIMITED_LOGIN lookup: the remembered account, when the signed cookie
 * names an active account with an email.
 */
export function rememberedLookup(context: AppContext, urls: ImageUrls): RememberedLookup {
  return async (request) => {
    const userId = rememberedUserId(context.config.authSecret, request.cookies[REMEMBERED_COOKIE]);
    if (!userId) return null;
    const row = await findViewerRow(context.db, userId);
    if (row?.state !== "active") return null;
    return toRememberedAccount(toViewerUser(row, urls));
  };
}
