import { SOCIAL_NETWORKS, type SocialConnectMessage, type SocialNetwork } from "@corkboard/core/auth";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { viewerOf } from "../../platform/auth/viewer.ts";
import type { AppContext } from "../../platform/context.ts";
import { ipKey } from "../../platform/rate-limit/index.ts";
import { ConnectFailure, finishConnect, startConnect } from "./connect.ts";
import { connectPage } from "./connect-page.ts";
import { configuredProviders } from "./providers.ts";

const params = z.object({ network: z.enum(SOCIAL_NETWORKS) });
const text = z.string().max(4096).optional();

/**
 * The popup's two page visits (D-039): /connect/{network}/ redirects to the provider, and
 * /connect/{network}/callback/ is where the provider sends the browser back. They answer a
 * redirect and a page, not the envelope, like /email/verify/. A network that is not
 * configured is NOT_FOUND.
 */
export function registerSocialRoutes(app: FastifyInstance, context: AppContext): void {
  const providers = configuredProviders(context.config.socialProviders);
  const providerOf = (network: SocialNetwork) => providers.get(network);

  app.get(
    "/connect/:network/",
    {
      schema: {
        hide: true,
        params,
        querystring: z.object({ next: text, login_hint: z.string().max(254).optional() }),
      },
    },
    async (request, reply) => {
      const { network } = request.params as z.infer<typeof params>;
      const provider = providerOf(network);
      if (!provider) return reply.code(404).send();
      // Each start stores a flow: the login policy's per-address limit bounds what a script
      // can make the database keep (AUTH-146's 100 per 15 minutes).
      const allowed = await context.endpointLimits.login.consume(ipKey(request.ip));
      if (!allowed.allowed) {
        return reply.code(429).header("retry-after", String(allowed.retryAfterSeconds)).send();
      }
      const { next, login_hint: loginHint } = request.query as { next?: string; login_hint?: string };
      noStore(reply);
      return reply.redirect(await startConnect(context, provider, next, reply, { loginHint }), 303);
    },
  );

  // Link mode (settings → connected accounts, D-045): the same flow, bound to the signed-in
  // account. Only a same-origin popup may start it; signed out, the popup reports a failure.
  app.get(
    "/connect/:network/link/",
    { schema: { hide: true, params, querystring: z.object({ next: text }) } },
    async (request, reply) => {
      const { network } = request.params as z.infer<typeof params>;
      const provider = providerOf(network);
      if (!provider) return reply.code(404).send();
      const viewer = viewerOf(request);
      const site = request.headers["sec-fetch-site"];
      if (!viewer || (site !== undefined && site !== "same-origin")) {
        return sendPage(reply, { type: "social-connect-error", network, code: "SOCIAL_LOGIN_FAILED" });
      }
      const allowed = await context.endpointLimits.login.consume(ipKey(request.ip));
      if (!allowed.allowed) {
        return reply.code(429).header("retry-after", String(allowed.retryAfterSeconds)).send();
      }
      const { next } = request.query as { next?: string };
      noStore(reply);
      return reply.redirect(await startConnect(context, provider, next, reply, { linkTo: viewer.id }), 303);
    },
  );

  app.get(
    "/connect/:network/callback/",
    {
      schema: {
        hide: true,
        params,
        querystring: z.object({ state: text, code: text, error: text, iss: text }).loose(),
      },
    },
    async (request, reply) => {
      const { network } = request.params as z.infer<typeof params>;
      const provider = providerOf(network);
      if (!provider) return reply.code(404).send();
      let message: SocialConnectMessage;
      try {
        message = await finishConnect(
          context,
          provider,
          request as typeof request & { query: Record<string, string | undefined> },
          reply,
        );
      } catch (error) {
        if (!(error instanceof ConnectFailure)) throw error;
        message = {
          type: "social-connect-error",
          network,
          code: error.code,
          ...(error.deactivationReason ? { deactivation_reason: error.deactivationReason } : {}),
          ...(error.authOption ? { auth_option: error.authOption } : {}),
        };
      }
      return sendPage(reply, message);
    },
  );

  function sendPage(reply: FastifyReply, message: SocialConnectMessage) {
    const page = connectPage(message, context.config.publicOrigin);
    noStore(reply);
    return reply
      .header("content-security-policy", page.csp)
      .header("referrer-policy", "no-referrer")
      .type("text/html; charset=utf-8")
      .send(page.html);
  }
}

function noStore(reply: FastifyReply): void {
  reply.header("cache-control", "no-store");
}
