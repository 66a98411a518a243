import { offsiteCheckEndpoint, offsiteRedirectQuerySchema } from "@corkboard/core/contract";
import { BRAND_NAME, type Locale, translate } from "@corkboard/core/messages";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppContext } from "../platform/context.ts";
import { registerEndpoint } from "../platform/http/index.ts";
import { requestLocale } from "../platform/i18n/request-locale.ts";
import { checkOffsite, decideOffsite, type OffsiteSettings } from "./service.ts";
import type { UrlSafetyRules } from "./url-safety.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A small page for a link that is not followed: never a redirect, never the URL as a link;
 * in the reader's language (IMPL-045).
 */
function refusalPage(reply: FastifyReply, status: number, message: string, locale: Locale) {
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(BRAND_NAME)}</title></head><body><main><h1>${escapeHtml(message)}</h1><p><a href="/">${escapeHtml(BRAND_NAME)}</a></p></main></body></html>`;
  return reply.code(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
}

/** The offsite link check and the signed redirect (ADS-071…074, IMPL-042). */
export function registerOffsiteRoutes(
  app: FastifyInstance,
  context: AppContext,
  options: { rules: UrlSafetyRules; now?: () => number },
): void {
  const settings: OffsiteSettings = {
    secret: context.config.authSecret,
    rules: options.rules,
    now: options.now ?? Date.now,
  };

  registerEndpoint(app, offsiteCheckEndpoint, async (query, { viewer }) =>
    checkOffsite(context.db, viewer, query, settings),
  );

  app.get("/offsite/", { schema: { hide: true } }, async (request, reply) => {
    const parsed = offsiteRedirectQuerySchema.safeParse(request.query);
    const decision = parsed.success ? decideOffsite(parsed.data, settings) : ({ kind: "invalid" } as const);
    const locale = requestLocale(request);
    if (decision.kind === "invalid")
      return refusalPage(reply, 400, translate(locale, "ads.offsite.invalidLink"), locale);
    if (decision.kind === "blocked")
      return refusalPage(reply, 403, translate(locale, "ads.offsite.blocked"), locale);
    return reply
      .code(302)
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer")
      .redirect(decision.location, 302);
  });
}
