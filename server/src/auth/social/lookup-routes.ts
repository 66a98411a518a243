import {
  facebookLoginDataEndpoint,
  facebookProfileDataEndpoint,
  googleLoginDataEndpoint,
} from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { registerEndpoint } from "../../platform/http/index.ts";
import { SocialLookups } from "./lookups.ts";

/** The social profile and login-data lookups (AUTH-215…218, D-043). */
export function registerSocialLookupRoutes(app: FastifyInstance, context: AppContext): void {
  const lookups = new SocialLookups(context);
  registerEndpoint(app, facebookProfileDataEndpoint, (body, { request }) =>
    lookups.facebookProfile(body, request.log),
  );
  registerEndpoint(app, facebookLoginDataEndpoint, (query, { request }) =>
    lookups.facebookLoginData(query, request.log),
  );
  registerEndpoint(app, googleLoginDataEndpoint, (query, { request }) =>
    lookups.googleLoginData(query, request.log),
  );
}
