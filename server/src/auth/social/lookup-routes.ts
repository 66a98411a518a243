import {
  facebookLoginDataEndpoint,
  facebookProfileDataEndpoint,
  googleLoginDataEndpoint,
} from "@corkboard/core/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { registerEndpoint } from "../../platform/http/index.ts";
import { SocialLookups } from "./lookups.ts";

/** Answers about one person's token: never kept by a cache on the way. */
function noStore(reply: FastifyReply): void {
  reply.header("cache-control", "no-store");
}

/** The social profile and login-data lookups (AUTH-215…218, D-043). */
export function registerSocialLookupRoutes(app: FastifyInstance, context: AppContext): void {
  const lookups = new SocialLookups(context);
  registerEndpoint(app, facebookProfileDataEndpoint, (body, { request, reply }) => {
    noStore(reply);
    return lookups.facebookProfile(body, request.log);
  });
  registerEndpoint(app, facebookLoginDataEndpoint, (query, { request, reply }) => {
    noStore(reply);
    return lookups.facebookLoginData(query, request.log);
  });
  registerEndpoint(app, googleLoginDataEndpoint, (query, { request, reply }) => {
    noStore(reply);
    return lookups.googleLoginData(query, request.log);
  });
}
