import { BRAND_NAME } from "@corkboard/core/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { notFound } from "../http/app-error.ts";
import { ok } from "../http/envelope-plugin.ts";
import type { DevOutbox, OutboxMail } from "./dev-outbox.ts";
import { escapeHtml } from "./mail-layout.ts";

/** Who may read the outbox. */
export interface OutboxRouteOptions {
  /**
   * "loopback" (default): only requests whose TCP peer is this machine and that did not
   * come through a proxy. The outbox holds password-reset links, so on a reachable server
   * without SMTP anyone reading it could take over accounts. "anyone" is for test rigs.
   */
  access?: "loopback" | "anyone";
}

const PAGE_HEADERS = {
  "cache-control": "no-store",
  "x-robots-tag": "noindex",
  "referrer-policy": "no-referrer",
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

/**
 * GET /outbox/ (a page listing the dev outbox, newest first, links clickable) and
 * GET /outbox/latest.json?to=… (the newest mail to that address, for tests). Register only
 * when no SMTP is configured (IMPL-012).
 */
export function registerDevOutboxRoutes(
  app: FastifyInstance,
  outbox: DevOutbox,
  options: OutboxRouteOptions = {},
): void {
  const allowed = options.access === "anyone" ? () => true : isLocalDirectRequest;

  app.get("/outbox/", { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request)) throw notFound("Page");
    return reply.headers(PAGE_HEADERS).type("text/html; charset=utf-8").send(renderOutboxPage(outbox.list()));
  });

  app.get("/outbox/latest.json", { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request)) throw notFound("Page");
    const { to } = request.query as { to?: unknown };
    const mail = outbox.latest(typeof to === "string" && to !== "" ? to : undefined);
    if (!mail) throw notFound("Mail");
    return reply.header("cache-control", "no-store").send(ok({ ...mail, sentAt: mail.sentAt.toISOString() }));
  });
}

// The raw socket peer, not request.ip: the app trusts X-Forwarded-For, which anyone can send.
function isLocalDirectRequest(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? "";
  const loopback = peer === "::1" || peer.startsWith("127.") || peer.startsWith("::ffff:127.");
  return (
    loopback && request.headers["x-forwarded-for"] === undefined && request.headers.forwarded === undefined
  );
}

/** The outbox page: plain, accessible HTML with no script. */
export function renderOutboxPage(mails: readonly OutboxMail[]): string {
  const items = mails.map(
    (mail) => `<li><article aria-labelledby="m-${mail.id}">
<h2 id="m-${mail.id}">${escapeHtml(mail.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
<dt>Sent</dt><dd><time datetime="${mail.sentAt.toISOString()}">${mail.sentAt.toISOString()}</time></dd></dl>
<pre>${linkify(mail.text)}</pre>
<details><summary>HTML source</summary><pre>${escapeHtml(mail.html)}</pre></details>
</article></li>`,
  );
  const count = mails.length === 1 ? "1 mail" : `${mails.length} mails`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev outbox · ${escapeHtml(BRAND_NAME)}</title>
<style>
body{margin:0 auto;max-width:760px;padding:24px;font:16px/1.5 system-ui,sans-serif;color:#111}
ol{list-style:none;padding:0}li{border-top:1px solid #cdcdcd;padding:16px 0}
h2{font-size:18px;margin:0 0 8px}dl{display:grid;grid-template-columns:auto 1fr;gap:0 12px;margin:0 0 8px}
dt{font-weight:600}dd{margin:0}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f1f1f1;padding:12px}
a{color:#0a58ca}a:focus-visible,summary:focus-visible{outline:3px solid #0a58ca;outline-offset:2px}
</style></head>
<body><header><h1>Dev outbox</h1>
<p>Mail this server would have sent. No SMTP relay is configured, so the last 200 mails are kept in this process's memory, newest first, and are lost on restart.</p>
</header>
<main><p>${count}</p>
${mails.length === 0 ? "<p>No mail yet.</p>" : `<ol>${items.join("\n")}</ol>`}
</main></body></html>`;
}

// Only http(s) URLs become links; everything else stays escaped text.
function linkify(text: string): string {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}
