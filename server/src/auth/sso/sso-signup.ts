import type { EndpointQuery, userRegisterEndpoint } from "@corkboard/core/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { convertToBusiness } from "../../business/index.ts";
import { pickUsername } from "../../platform/auth/accounts.ts";
import { authCall, authHeaders } from "../../platform/auth/http.ts";
import type { AppContext } from "../../platform/context.ts";
import { authError } from "../failures.ts";
import { emailExists } from "../repo.ts";
import { refuseUnderageBrowser, withUniqueRetries } from "../signup.ts";
import { ssoProviderId, takeSsoIdentity } from "./flow.ts";

type SsoRegisterQuery = Extract<EndpointQuery<typeof userRegisterEndpoint>, { type: "sso" }>;

/**
 * The SSO sign-up (AUTH-006, AUTH-108; D-044): POST /v3/register/ {type: "sso",
 * sso_id_token, business_name, country?} makes an account for the identity the IdP proved
 * (its email verified: the operator registered that domain for this IdP), linked to the
 * IdP's subject, and turns it into a business account with its advertiser (the business
 * sign-up's own code, ADS-006). Returns the new user's id; the session cookie is on the reply.
 */
export async function registerWithSso(
  context: AppContext,
  query: SsoRegisterQuery,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  refuseUnderageBrowser(request);
  const identity = await takeSsoIdentity(context.db, query.sso_id_token);
  if (!identity) throw authError("SOCIAL_LOGIN_FAILED");
  // An account for this email exists (made since the login that sent the person here): log in instead.
  if (await emailExists(context.db, identity.email)) throw authError("EMAIL_TAKEN");
  const country = query.country?.toUpperCase() ?? null;
  const response = await withUniqueRetries(
    async () => {
      const username = await pickUsername(context.db, identity.email);
      const { response } = await authCall(reply, () =>
        context.auth.api.socialSignUp({
          body: {
            providerId: ssoProviderId(identity.connectionId),
            accountId: identity.sub,
            email: identity.email,
            emailVerified: true,
            name: identity.name,
            image: null,
            username,
            birthday: null,
            country,
          },
          headers: authHeaders(request),
          returnHeaders: true,
        }),
      );
      return response;
    },
    () => emailExists(context.db, identity.email),
  );
  const userId = response.user.id;
  await convertToBusiness(
    context.db,
    { id: userId },
    { business_name: query.business_name, ...(country ? { country } : {}) },
  );
  return userId;
}
