import {
  businessConvertEndpoint,
  businessCreateEndpoint,
  businessProfileSwitchEndpoint,
  businessProfilesEndpoint,
  pinBuilderGateEndpoint,
} from "@corkboard/core/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../platform/context.ts";
import { registerEndpoint } from "../platform/http/index.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { pinBuilderGateFor } from "./pin-builder-access.ts";
import { convertToBusiness, createBusiness, listProfiles, switchProfile } from "./service.ts";

function requestLanguage(request: FastifyRequest, language: string | undefined): string {
  if (language) return language;
  const header = request.headers["accept-language"];
  return (typeof header === "string" ? header.split(",")[0]?.split(";")[0]?.trim() : "") || "en";
}

/** Business accounts, business profiles and the pin-builder gate (IMPL-017, ACCT-009…021, GATE-…). */
export function registerBusinessRoutes(app: FastifyInstance, context: AppContext, urls: ImageUrls): void {
  registerEndpoint(app, businessCreateEndpoint, async (query, { viewer }) =>
    createBusiness(context.db, viewer, query),
  );

  registerEndpoint(app, businessConvertEndpoint, async (query, { viewer }) =>
    convertToBusiness(context.db, viewer, query),
  );

  registerEndpoint(app, businessProfilesEndpoint, async (_query, { viewer }) =>
    listProfiles(context.db, viewer, urls),
  );

  registerEndpoint(app, businessProfileSwitchEndpoint, async ({ profile_id }, { viewer }) =>
    switchProfile(context.db, viewer, profile_id, urls),
  );

  registerEndpoint(app, pinBuilderGateEndpoint, async (query, { viewer, request }) =>
    pinBuilderGateFor(context, urls, viewer, query, requestLanguage(request, query.language)),
  );
}
