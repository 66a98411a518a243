import type { FastifyInstance } from "fastify";
import type { FeatureDeps } from "../platform/feature.ts";
import { DisclosureService, type SponsorshipNotifier } from "./disclosures.ts";
import { registerLabelRoutes } from "./routes.ts";

// The labels feature's public face (D-035): its registration, the advisories' service (the
// search asks it; the admin CLI drives it). It imports no other feature: the notifications
// it sends go through the notifier the composition root hands in.
export { AdvisoryInputError, AdvisoryService } from "./advisories.ts";
export type { SponsorshipNotifier } from "./disclosures.ts";

/** What the labels feature is registered with. */
export interface LabelDeps extends FeatureDeps {
  notifySponsorship: SponsorshipNotifier;
}

/** Registers a pin's disclosures (owner) and the named business's answer. */
export function register(app: FastifyInstance, { context, notifySponsorship }: LabelDeps): void {
  registerLabelRoutes(app, new DisclosureService(context.db, notifySponsorship));
}
