import { randomBytes } from "node:crypto";
import type { SocialConnectMessage, SsoConnectMessage } from "@corkboard/core/auth";

/**
 * The page the provider's redirect lands on, inside the popup (AUTH-099): it posts the
 * outcome to its opener — only to our own origin, so no other site that opened the popup
 * can read a sign-up ticket — and closes. The SSO popup (D-044) uses it for its code and state. Opened without a popup (blocked popups, a
 * bookmarked URL), it goes on to the flow's same-origin next path, or home.
 */
export function connectPage(
  message: SocialConnectMessage | SsoConnectMessage,
  origin: string,
): { html: string; csp: string } {
  const nonce = randomBytes(16).toString("base64");
  // JSON inside <script>: "<" escaped so no "</script>" in a provider's name can end it.
  const json = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");
  const fallback =
    message.type === "social-connect-complete" && message.outcome === "signedIn" ? message.next : "/";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Corkboard</title><meta name="referrer" content="no-referrer"></head>
<body><script nonce="${nonce}">
const message = ${json(message)};
if (window.opener) {
  window.opener.postMessage(message, ${json(origin)});
  window.close();
} else {
  window.location.replace(${json(fallback)});
}
</script></body></html>`;
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  return { html, csp };
}
