import {
  apiTokenCreateEndpoint,
  apiTokenRevokeEndpoint,
  apiTokensListEndpoint,
} from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { registerEndpoint } from "../../platform/http/index.ts";
import { ApiTokenService } from "./tokens-service.ts";

/** The personal API token endpoints (D-057): cookie sessions only (their scope is `none`). */
export function registerApiTokenRoutes(app: FastifyInstance, context: AppContext): void {
  const tokens = new ApiTokenService(context.db);
  registerEndpoint(app, apiTokensListEndpoint, (_query, { viewer }) => tokens.list(viewer));
  registerEndpoint(app, apiTokenCreateEndpoint, (body, { viewer }) => tokens.create(viewer, body));
  registerEndpoint(app, apiTokenRevokeEndpoint, (body, { viewer }) => tokens.revoke(viewer, body.token_id));
}
