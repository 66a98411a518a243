import type { FastifyInstance } from "fastify";
import type { FeatureDeps } from "../platform/feature.ts";
import { testPaymentProvider } from "./payment-provider.ts";
import { registerAdvertiserRoutes } from "./routes.ts";
import { promoteSettings } from "./settings.ts";

// The advertisers feature (seed 002): its routes, and the promote rule other features ask.
export { adError } from "./ad-error.ts";
export { assertMayMakeBoardsFor } from "./board-rule.ts";
export { promoteFlag } from "./eligibility.ts";
export { type PromoteSettings, promoteSettings } from "./settings.ts";

/** Registers the advertiser area; promote settings come from the config. */
export function register(app: FastifyInstance, { context }: FeatureDeps): void {
  registerAdvertiserRoutes(app, context, {
    promote: promoteSettings(context.config),
    // Corkboard takes no real payments: a clearly labelled TEST provider (IMPL-040).
    payments: testPaymentProvider,
  });
}
