import type { FastifyReply, FastifyRequest } from "fastify";
import { authCall, authHeaders, cookiePairs } from "../../platform/auth/http.ts";
import type { AppContext } from "../../platform/context.ts";
import { authError } from "../failures.ts";
import { type LoginOutcome, maskEmail } from "../login.ts";
import { findUserIdByEmail } from "../repo.ts";
import { findLinkedUserId } from "../social/social-repo.ts";
import { returnSsoIdentity, ssoProviderId, takeSsoIdentity } from "./flow.ts";
import { linkAccount } from "./sso-repo.ts";

/**
 * Session create with sso_id_token (AUTH-073, AUTH-109, AUTH-113; D-044). The handle is
 * taken once. The IdP's subject signs in the account linked to it; an account with the
 * IdP's email but no link yet is linked now (the operator registered the domain for this
 * IdP, which controls those mailboxes and could reset the password by mail anyway); no
 * account at all puts the handle back and answers SSO_SIGNUP_REQUIRED, and the web goes to
 * the SSO sign-up with it (AUTH-108). The session is minted through better-auth, so account
 * states (suspended, deactivated … → their recovery codes) and a second factor where
 * enrolled apply as to a password login.
 */
export async function logInWithSso(
  context: AppContext,
  ticket: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<LoginOutcome> {
  const identity = await takeSsoIdentity(context.db, ticket);
  if (!identity) throw authError("SOCIAL_LOGIN_FAILED");
  const providerId = ssoProviderId(identity.connectionId);
  if (!(await findLinkedUserId(context.db, providerId, identity.sub))) {
    const owner = await findUserIdByEmail(context.db, identity.email);
    if (!owner) {
      await returnSsoIdentity(context.db, ticket, identity);
      throw authError("SSO_SIGNUP_REQUIRED");
    }
    await linkAccount(context.db, owner.id, providerId, identity.sub);
  }
  const api = context.auth.api;
  const { response, setCookies } = await authCall(reply, () =>
    api.socialSignIn({
      body: { providerId, accountId: identity.sub },
      headers: authHeaders(request),
      returnHeaders: true,
    }),
  );
  if (!("twoFactorRedirect" in response)) return { kind: "signedIn", userId: response.user.id };
  // As for Google (D-039): the code goes by mail at once; the login's code step continues it.
  await authCall(reply, () =>
    api.sendTwoFactorOTP({
      body: {},
      headers: authHeaders(request, cookiePairs(setCookies)),
      returnHeaders: true,
    }),
  );
  throw authError("MFA_REQUIRED", {
    mfa_methods: ["email"],
    phone_number_end: null,
    email_hint: maskEmail(identity.email),
  });
}
