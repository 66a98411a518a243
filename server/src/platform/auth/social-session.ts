import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";

/** The identity a provider vouched for, after its ID token was verified (auth/social). */
const verifiedIdentity = z.object({
  providerId: z.string(),
  accountId: z.string(),
});

const newSocialUser = verifiedIdentity.extend({
  email: z.string(),
  emailVerified: z.boolean(),
  name: z.string(),
  image: z.string().nullable(),
  username: z.string(),
  birthday: z.string().nullable(),
  country: z.string().nullable(),
});

/**
 * Two server-only endpoints that mint a session for an identity a social provider proved
 * (D-039). The OAuth/OIDC protocol itself runs in server/src/auth/social with
 * openid-client; these only create the user and the session inside better-auth, so the
 * session passes the same hooks as a password login: account states (corkboard-plugin's
 * session.create.before) and a second factor where enrolled (its after-hook, which treats
 * these paths like any non-password sign-in). better-auth's HTTP handler is never mounted:
 * only our code can call them, and only after verifying the provider's ID token.
 */
export function corkboardSocialSessions() {
  return {
    id: "corkboard-social",
    endpoints: {
      socialSignIn: createAuthEndpoint(
        "/corkboard/social/sign-in",
        { method: "POST", body: verifiedIdentity },
        async (ctx) => {
          const { providerId, accountId } = ctx.body;
          const owner = await ctx.context.internalAdapter.findAccountOwnerByKey({ providerId, accountId });
          const user = owner?.kind === "owned" ? owner.user : null;
          if (!user) throw new APIError("NOT_FOUND", { code: "SOCIAL_ACCOUNT_NOT_LINKED" });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ user: { id: user.id } });
        },
      ),
      socialSignUp: createAuthEndpoint(
        "/corkboard/social/sign-up",
        { method: "POST", body: newSocialUser },
        async (ctx) => {
          const { providerId, accountId, birthday, country, ...profile } = ctx.body;
          const created = await ctx.context.internalAdapter.createOAuthUser(
            {
              ...profile,
              ...(birthday ? { birthday } : {}),
              ...(country ? { country } : {}),
            },
            { providerId, accountId },
          );
          const session = await ctx.context.internalAdapter.createSession(created.user.id);
          await setSessionCookie(ctx, { session, user: created.user });
          return ctx.json({ user: { id: created.user.id } });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
