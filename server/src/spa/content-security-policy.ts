import type { AppConfig } from "../platform/config/index.ts";

/**
 * The Content-Security-Policy of the app's pages (issue 18, adversary item 6). The shell
 * holds no executable inline script — the bootstrap is a JSON data block, which a policy does
 * not govern — so scripts come from this origin only, with no nonce or hash to keep: a
 * stored-XSS payload that reached the page could not run. Styles allow inline attributes
 * (components set colours and sizes inline); images may come from any web origin (pins'
 * images from S3 or a CDN, and the page a pin is being saved from, which may be plain http)
 * and data:/blob: (previews). Pages cannot be framed, forms post
 * only here, and plugins are off. With reCAPTCHA configured, Google's script and frame are
 * allowed as its documentation asks; nothing else leaves the origin.
 */
export function contentSecurityPolicy(config: Pick<AppConfig, "botCheck">): string {
  const recaptcha = config.botCheck.kind === "recaptcha";
  const google = recaptcha ? " https://www.google.com https://www.gstatic.com" : "";
  return [
    "default-src 'self'",
    `script-src 'self'${google}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    `connect-src 'self'${google}`,
    `frame-src 'self'${recaptcha ? " https://www.google.com" : ""}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
