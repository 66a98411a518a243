import type { Bootstrap } from "@corkboard/core/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { viewerOf } from "../auth/viewer.ts";
import type { AppContext } from "../context.ts";
import { clientContextFor } from "./client-context.ts";
import { visitorIdOf } from "./visitor-id.ts";

/**
 * The bootstrap of one request (IMPL-009). Sign-in will fill the viewer and the account
 * country; until then every visitor is UNAUTH.
 */
export function buildBootstrap(request: FastifyRequest, reply: FastifyReply, context: AppContext): Bootstrap {
  const viewer = viewerOf(request);
  const visitorId = visitorIdOf(request, reply, context.config.publicOrigin.startsWith("https:"));
  return {
    viewer: { type: viewer ? "AUTH" : "UNAUTH", is_auth: viewer !== null, is_partner: false },
    client_context: clientContextFor(request, {
      accountCountry: null,
      countryHeader: context.config.countryHeader,
    }),
    experiments: context.experiments.snapshotFor({ userId: viewer?.id ?? null, visitorId }),
    config: { minimum_age: context.config.minimumAge },
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
