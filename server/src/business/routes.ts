import {
  businessConvertEndpoint,
  businessCreateEndpoint,
  businessProfileSwitchEndpoint,
  businessProfilesEndpoint,
  pinBuilderGateEndpoint,
} from "@corkboard/core/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireViewer, viewerOf } from "../platform/auth/viewer.ts";
import type { AppContext } from "../platform/context.ts";
import { registerEndpoint } from "../platform/http/index.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { evaluateGate, killSwitchFor, pinBuilderViewer } from "./pin-builder-gate.ts";
import {
  assertMayActAs,
  convertToBusiness,
  createBusiness,
  isPartnerAccount,
  listProfiles,
  switchProfile,
} from "./service.ts";

function requestLanguage(request: FastifyRequest, language: string | undefined): string {
  if (language) return language;
  const header = request.headers["accept-language"];
  return (typeof header === "string" ? header.split(",")[0]?.split(";")[0]?.trim() : "") || "en";
}

/** Business accounts, business profiles and the pin-builder gate (IMPL-017, ACCT-009…021, GATE-…). */
export function registerBusinessRoutes(app: FastifyInstance, context: AppContext, urls: ImageUrls): void {
  registerEndpoint(app, businessCreateEndpoint, async (query, request) =>
    createBusiness(context.db, requireViewer(request), query),
  );

  registerEndpoint(app, businessConvertEndpoint, async (query, request) =>
    convertToBusiness(context.db, requireViewer(request), query),
  );

  registerEndpoint(app, businessProfilesEndpoint, async (_query, request) =>
    listProfiles(context.db, requireViewer(request), urls),
  );

  registerEndpoint(app, businessProfileSwitchEndpoint, async ({ profile_id }, request) =>
    switchProfile(context.db, requireViewer(request), profile_id, urls),
  );

  registerEndpoint(app, pinBuilderGateEndpoint, async (query, request) => {
    const viewer = viewerOf(request);
    const subject = query.orbac_subject_id;
    if (viewer && subject) await assertMayActAs(context.db, viewer, subject, urls);
    const isActingAs = viewer !== null && subject !== undefined && subject !== viewer.id;
    const isPartner = viewer
      ? await isPartnerAccount(context.db, isActingAs && subject ? subject : viewer.id)
      : false;
    const gateViewer = pinBuilderViewer(
      viewer,
      { isPartner, isActingAs, language: requestLanguage(request, query.language) },
      context.experiments,
    );
    return evaluateGate(gateViewer, query.scenario, killSwitchFor(viewer, context.experiments));
  });
}
