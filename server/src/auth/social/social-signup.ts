import { normalizeEmail, validateCollectedEmail, validateSignupEmail } from "@corkboard/core/auth";
import type { EndpointQuery, userRegisterEndpoint } from "@corkboard/core/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { pickUsername } from "../../platform/auth/accounts.ts";
import { authCall, authHeaders } from "../../platform/auth/http.ts";
import type { AppContext } from "../../platform/context.ts";
import { authError, ruleError } from "../failures.ts";
import { emailExists, saveSignupDetails } from "../repo.ts";
import { checkedBirthday, checkedConsents, refuseUnderageBrowser, withUniqueRetries } from "../signup.ts";
import { checkSourceSites, recordedSources } from "../signup-sources.ts";
import { PREVENT_REGISTER } from "./social-provider.ts";
import { takeIdentity } from "./tickets.ts";

type SocialRegisterQuery = Exclude<
  EndpointQuery<typeof userRegisterEndpoint>,
  { type: "email" } | { type: "sso" }
>;

/**
 * Finishes a social sign-up (AUTH-067, AUTH-071, AUTH-088): the birthday and consent rules
 * of every sign-up run first, so a refused birthday leaves the ticket for a corrected one;
 * then the ticket is taken (once) and the account made with the provider's identity, its
 * email verified only when the provider said so. Returns the new user's id; the session
 * cookie (or a second-factor challenge, never for a new account) is on the reply.
 */
export async function registerWithSocial(
  context: AppContext,
  query: SocialRegisterQuery,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  refuseUnderageBrowser(request);
  const { birthdayText, country } = checkedBirthday(context, query, reply);
  const consents = checkedConsents(context, query, request, reply);
  checkSourceSites(query, query.type);

  // A collected email (AUTH-089) is checked before the ticket is taken, so a refused one can
  // be corrected; the provider's own email, when it gave one, always wins over it.
  const collected = query.email === undefined ? null : normalizeEmail(query.email);
  if (collected !== null) {
    const failure = validateSignupEmail(collected);
    if (failure) throw ruleError(failure);
    // AUTH-090: the address has an account already (EmailAlreadyExist).
    if (await emailExists(context.db, collected)) throw authError("EMAIL_TAKEN");
  }

  const identity = await takeIdentity(context.db, query.social_ticket);
  if (!identity || identity.providerId !== query.type) throw authError("SOCIAL_LOGIN_FAILED");
  const email = identity.email ?? collected;
  // The web asks before it registers; a client that did not finds the ticket spent.
  if (!email) {
    const required = validateCollectedEmail("");
    throw required ? ruleError(required) : authError("SOCIAL_LOGIN_FAILED");
  }
  // Taken since the popup (or never linkable): no account is ever joined to another's email.
  if (await emailExists(context.db, email)) throw authError(PREVENT_REGISTER[query.type]);
  // Only the provider can vouch for an address; a collected one is proved by our mail.
  const emailVerified = identity.email !== null && identity.emailVerified;

  const firstName = query.first_name?.trim() || identity.firstName;
  const lastName = query.last_name?.trim() ?? identity.lastName;
  const name = [firstName, lastName].filter(Boolean).join(" ");
  const response = await withUniqueRetries(
    async () => {
      const username = await pickUsername(context.db, email);
      const { response } = await authCall(reply, () =>
        context.auth.api.socialSignUp({
          body: {
            providerId: identity.providerId,
            accountId: identity.accountId,
            email,
            emailVerified,
            name,
            image: identity.image,
            username,
            birthday: birthdayText,
            country,
          },
          headers: authHeaders(request),
          returnHeaders: true,
        }),
      );
      return response;
    },
    () => emailExists(context.db, email),
  );
  await saveSignupDetails(context.db, response.user.id, {
    birthday: birthdayText,
    consents,
    sources: recordedSources(query.type, identity.email !== null),
  });
  // An address the provider did not vouch for is proved the way an email sign-up's is.
  if (!emailVerified) {
    await context.auth.api.sendVerificationEmail({ body: { email }, headers: authHeaders(request) });
  }
  return response.user.id;
}
