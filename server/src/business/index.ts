import type { FastifyInstance } from "fastify";
import type { FeatureDeps } from "../platform/feature.ts";
import { registerBusinessRoutes } from "./routes.ts";

export { assertPinBuilderSave } from "./pin-builder-access.ts";
// The business feature: business accounts and profiles, acting as a profile, the pin-builder gate.
export { assertPinBuilderCreate, evaluateGate, killSwitchFor, pinBuilderViewer } from "./pin-builder-gate.ts";
export { actingViewer, assertMayActAs, convertToBusiness, isPartnerAccount } from "./service.ts";

/** Registers the business routes. */
export function register(app: FastifyInstance, { context, urls }: FeatureDeps): void {
  registerBusinessRoutes(app, context, urls);
}
