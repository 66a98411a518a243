import {
  isEmailFormat,
  normalizeEmail,
  type SsoConnectMessage,
  ssoConnectPath,
  ssoDomainOf,
} from "@corkboard/core/auth";
import { ssoInfoEndpoint, ssoTokenEndpoint } from "@corkboard/core/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../platform/context.ts";
import { registerEndpoint } from "../../platform/http/index.ts";
import { ipKey } from "../../platform/rate-limit/index.ts";
import { connectPage } from "../social/connect-page.ts";
import { exchangeSso, ssoCallbackUrl, startSso } from "./flow.ts";
import { findConnectionByDomain } from "./sso-repo.ts";

const text = z.string().max(4096).optional();

/**
 * Enterprise SSO (D-044): the SSO check (AUTH-219), the popup's two page visits —
 * /connect/sso/ redirects to the company's IdP, /connect/sso/callback/ posts the code and
 * state to the opener (AUTH-109) — and the exchange (AUTH-111). Logging in with the result
 * is session create's (sso_id_token), signing up is POST /v3/register/ type "sso".
 */
export function registerSsoRoutes(app: FastifyInstance, context: AppContext): void {
  const origin = context.config.publicOrigin;

  // Says whether the DOMAIN uses SSO; never whether an account exists (D-044).
  registerEndpoint(app, ssoInfoEndpoint, async ({ email }) => {
    const normalized = normalizeEmail(email);
    const domain = isEmailFormat(normalized) ? ssoDomainOf(normalized) : null;
    const connection = domain ? await findConnectionByDomain(context.db, domain) : null;
    return {
      is_sso: connection !== null,
      existing_user: null,
      existing_user_is_sso: null,
      authorization_uri: connection ? `${origin}${ssoConnectPath(normalized)}` : null,
      redirect_uri: connection ? ssoCallbackUrl(context) : null,
      exchange_code_to_token_info_url: connection ? `${origin}${ssoTokenEndpoint.path}` : null,
    };
  });

  registerEndpoint(app, ssoTokenEndpoint, async (query, { request, reply }) =>
    exchangeSso(context, query, request, reply),
  );

  app.get(
    "/connect/sso/",
    { schema: { hide: true, querystring: z.object({ email: z.string().max(254).default("") }) } },
    async (request, reply) => {
      // Each start stores a flow: the login policy's per-address limit bounds it (as /connect/google/).
      const allowed = await context.endpointLimits.login.consume(ipKey(request.ip));
      if (!allowed.allowed) {
        return reply.code(429).header("retry-after", String(allowed.retryAfterSeconds)).send();
      }
      const { email } = request.query as { email: string };
      noStore(reply);
      let url: string | null;
      try {
        url = await startSso(context, email, reply);
      } catch (error) {
        // The IdP's discovery failed: the popup says so to its opener instead of a bare 500.
        request.log.warn({ err: error }, "SSO IdP unreachable");
        return page(reply, { type: "sso-connect-error", code: "failed" });
      }
      if (!url) return reply.code(404).send();
      return reply.redirect(url, 303);
    },
  );

  app.get(
    "/connect/sso/callback/",
    {
      schema: {
        hide: true,
        querystring: z.object({ state: text, code: text, error: text, iss: text }).loose(),
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      // Nothing is checked here: the code is worthless without the verifier and the state
      // cookie, which only the exchange (in the opener's same-origin POST) has.
      const message: SsoConnectMessage =
        query.code && query.state && !query.error
          ? {
              type: "sso-connect-complete",
              code: query.code,
              state: query.state,
              ...(query.iss ? { iss: query.iss } : {}),
            }
          : { type: "sso-connect-error", code: query.error === "access_denied" ? "cancelled" : "failed" };
      noStore(reply);
      return page(reply, message);
    },
  );

  function page(reply: FastifyReply, message: SsoConnectMessage) {
    const built = connectPage(message, origin);
    return reply
      .header("content-security-policy", built.csp)
      .header("referrer-policy", "no-referrer")
      .type("text/html; charset=utf-8")
      .send(built.html);
  }
}

function noStore(reply: FastifyReply): void {
  reply.header("cache-control", "no-store");
}
