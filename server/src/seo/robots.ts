/**
 * Paths crawlers have no business in: settings and the dev outbox, the API, sign-in and
 * account flows, the business side, and the outbound-link redirector. Everything else —
 * home, pins, boards, profiles, images — is open.
 */
const DISALLOWED = [
  "/settings/",
  "/outbox/",
  "/resource/",
  "/v3/",
  "/vx/",
  "/ads/",
  "/api/",
  "/advertiser/",
  "/business/",
  "/offsite/",
  "/pin/create/",
  "/pin-builder/",
  "/invite/",
  "/password/",
  "/pw/",
];

/** The robots.txt of a site at `origin`, naming its sitemap. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
