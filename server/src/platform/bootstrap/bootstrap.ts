import { offeredSocialNetworks, SOCIAL_NETWORKS } from "@corkboard/core/auth";
import type { Bootstrap, RememberedAccount } from "@corkboard/core/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { viewerOf } from "../auth/viewer.ts";
import type { AppContext } from "../context.ts";
import { clientContextFor } from "./client-context.ts";
import { visitorIdOf } from "./visitor-id.ts";

/** Finds the account last signed in on this browser (LIMITED_LOGIN), if any. */
export type RememberedLookup = (request: FastifyRequest) => Promise<RememberedAccount | null>;

/**
 * The bootstrap of one request (IMPL-009): AUTH with the viewer record when the session
 * hook found one; LIMITED_LOGIN when the browser remembers an account; else UNAUTH.
 */
export async function buildBootstrap(
  request: FastifyRequest,
  reply: FastifyReply,
  context: AppContext,
  remembered: RememberedLookup,
): Promise<Bootstrap> {
  const viewer = viewerOf(request);
  const visitorId = visitorIdOf(request, reply, context.config.publicOrigin.startsWith("https:"));
  const recognised = viewer ? null : await remembered(request);
  const type = viewer ? "AUTH" : recognised ? "LIMITED_LOGIN" : "UNAUTH";
  const clientContext = clientContextFor(request, {
    accountCountry: viewer?.user?.country ?? null,
    countryHeader: context.config.countryHeader,
  });
  const configured = SOCIAL_NETWORKS.filter((network) => context.config.socialProviders?.[network]);
  return {
    viewer: {
      type,
      is_auth: viewer !== null,
      is_partner: viewer?.user?.is_partner ?? false,
      user: viewer?.user ?? null,
      remembered: recognised,
    },
    client_context: clientContext,
    experiments: context.experiments.snapshotFor({ userId: viewer?.id ?? null, visitorId }),
    config: {
      minimum_age: context.config.minimumAge,
      // AUTH-029: LINE is offered only to visitors in Japan.
      social_networks: offeredSocialNetworks(configured, clientContext.country),
      ...(context.config.botCheck.kind === "recaptcha"
        ? { recaptcha_v3_site_key: context.config.botCheck.v3.siteKey }
        : {}),
    },
  };
}

/**
 * The bootstrap as an inert JSON script for the SPA shell. `<` is escaped so no string in it
 * can close the script element.
 */
export function bootstrapScript(bootstrap: Bootstrap): string {
  const json = JSON.stringify(bootstrap).replaceAll("<", "\\u003c");
  return `<script id="cb-bootstrap" type="application/json">${json}</script>`;
}
