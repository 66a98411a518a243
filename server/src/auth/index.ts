import type { FastifyInstance } from "fastify";
import type { FeatureDeps } from "../platform/feature.ts";
import { registerConnectedAccountRoutes, registerRememberedAccountRoutes } from "./accounts/routes.ts";
import { registerCsrfProtection } from "./csrf.ts";
import { registerAuthRoutes } from "./routes.ts";
import { registerSessionHook } from "./session-hook.ts";
import { registerSocialLookupRoutes } from "./social/lookup-routes.ts";
import { registerSocialRoutes } from "./social/routes.ts";
import { registerSsoRoutes } from "./sso/routes.ts";
import { registerApiTokenRoutes } from "./tokens/routes.ts";

// The sign-in feature (seed 000): sessions, CSRF, sign-up, log-in, recovery, security settings.
export {
  type AccountState,
  type DeactivationReason,
  listAccounts,
  setAccountState,
} from "./account-states.ts";
export { rememberedLookup } from "./remembered.ts";
export {
  addSsoConnection,
  listSsoConnections,
  removeSsoConnection,
  SsoInputError,
} from "./sso/connections.ts";

/**
 * Registers who is asking before any other feature's route: the CSRF check of every write
 * and the session hook that sets `request.viewer`; then the routes of seed 000 §7. The
 * composition root calls it before the other features.
 */
export function register(app: FastifyInstance, { context, urls }: FeatureDeps): void {
  registerCsrfProtection(app, context.config);
  registerSessionHook(app, context, urls);
  registerAuthRoutes(app, context, urls);
  registerSocialRoutes(app, context);
  registerRememberedAccountRoutes(app, context, urls);
  registerConnectedAccountRoutes(app, context, urls);
  registerSsoRoutes(app, context);
  registerSocialLookupRoutes(app, context);
  registerApiTokenRoutes(app, context);
}
