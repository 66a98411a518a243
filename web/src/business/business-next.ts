import { safeNextPath } from "@corkboard/core/auth";

/**
 * Where a business create or convert goes next (ADS-004, ADS-006, PIN-076): the safe
 * same-origin `next` only (never another site), with a separate pinId parameter carried
 * into it when next has none; "/advertiser/" when next is missing or unsafe.
 */
export function businessNextPath(next: string | null, pinId: string | null): string {
  const safe = safeNextPath(next);
  if (!safe) return "/advertiser/";
  if (!pinId) return safe;
  const url = new URL(safe, "https://corkboard.invalid");
  if (!url.searchParams.has("pinId")) url.searchParams.set("pinId", pinId);
  return `${url.pathname}${url.search}${url.hash}`;
}
