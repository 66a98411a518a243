import { type LoginDataRecord, NO_LOGIN_DATA, normalizeEmail } from "@corkboard/core/auth";
import { FACEBOOK_PROFILE_FIELDS, type SocialProfileData } from "@corkboard/core/contract";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../platform/context.ts";
import { notFound } from "../../platform/http/app-error.ts";
import { authError } from "../failures.ts";
import { type FacebookGraph, facebookGraph } from "./facebook-graph.ts";
import { type IdTokenVerifier, idTokenVerifier } from "./id-token.ts";
import { findLoginData } from "./login-data-repo.ts";

const graphProfile = z.object({
  id: z.string().min(1),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
  gender: z.string().optional(),
  birthday: z.string().optional(),
  picture: z
    .object({ data: z.object({ url: z.string().optional(), is_silhouette: z.boolean().optional() }) })
    .optional(),
});

/** The fields of the profile record (AUTH-079) Graph may be asked for; anything else is not asked. */
const PROFILE_FIELDS = new Set(FACEBOOK_PROFILE_FIELDS.split(","));

/** A lookup whose token did not verify: nothing about any account is said (D-043). */
class TokenRefused extends Error {}

/**
 * The social lookups (AUTH-079/080, AUTH-215…218, D-043). Every answer comes after the
 * provider token was verified server-side, and only about the token's own subject: the
 * account its identity is linked to, else the account with the email the provider gave.
 * A token that does not verify is SOCIAL_LOGIN_FAILED, whatever exists.
 */
export class SocialLookups {
  private readonly facebook: FacebookGraph | null;
  private readonly google: IdTokenVerifier | null;

  private readonly context: AppContext;

  constructor(context: AppContext) {
    this.context = context;
    const providers = context.config.socialProviders;
    this.facebook = providers?.facebook ? facebookGraph(providers.facebook) : null;
    this.google = providers?.google ? idTokenVerifier(providers.google) : null;
  }

  /** POST /v3/facebook/profile_data/ (AUTH-215/216). */
  async facebookProfile(
    query: { access_token: string; pii_safe_birthday?: boolean | undefined; fields?: string | undefined },
    log: FastifyBaseLogger,
  ): Promise<SocialProfileData> {
    const graph = this.requireFacebook();
    const asked = (query.fields ?? FACEBOOK_PROFILE_FIELDS).split(",").filter((f) => PROFILE_FIELDS.has(f));
    const fields = [...new Set(["id", ...asked])].join(",");
    const profile = await this.verified(async () => {
      const userId = await graph.userOfOurToken(query.access_token);
      const me = graphProfile.parse(await graph.me(query.access_token, fields));
      if (me.id !== userId) throw new TokenRefused("the token's user is not the profile's");
      return me;
    }, log);
    const picture = profile.picture?.data;
    return {
      access_token: query.access_token,
      // Only when the caller asked for the PII-safe form (AUTH-215 sends true) does a birthday leave.
      birthday: query.pii_safe_birthday === true ? (profile.birthday ?? null) : null,
      email: profile.email ? normalizeEmail(profile.email) : null,
      first_name: profile.first_name ?? "",
      gender: profile.gender ?? null,
      id: profile.id,
      last_name: profile.last_name ?? "",
      picture: picture?.url && picture.is_silhouette !== true ? picture.url : null,
    };
  }

  /** GET /v3/facebook/login_data/ (AUTH-217): the token must be our app's and belong to facebook_id. */
  async facebookLoginData(
    query: { facebook_id: string; facebook_token: string },
    log: FastifyBaseLogger,
  ): Promise<LoginDataRecord> {
    const graph = this.requireFacebook();
    const identity = await this.verified(async () => {
      const userId = await graph.userOfOurToken(query.facebook_token);
      if (userId !== query.facebook_id) throw new TokenRefused("facebook_id is not the token's user");
      const me = graphProfile.parse(await graph.me(query.facebook_token, "id,email"));
      if (me.id !== userId) throw new TokenRefused("the token's user is not the profile's");
      return { providerId: "facebook", accountId: me.id, email: me.email ? normalizeEmail(me.email) : null };
    }, log);
    return (await findLoginData(this.context.db, identity)) ?? NO_LOGIN_DATA;
  }

  /** GET /v3/google/login_data/ (AUTH-218): an ID token of our client, signed by the issuer. */
  async googleLoginData(
    query: { google_open_id_token: string },
    log: FastifyBaseLogger,
  ): Promise<LoginDataRecord> {
    const verify = this.google;
    if (!verify) throw notConfigured();
    const token = await this.verified(() => verify(query.google_open_id_token), log);
    const identity = { providerId: "google", accountId: token.sub, email: token.verifiedEmail };
    return (await findLoginData(this.context.db, identity)) ?? NO_LOGIN_DATA;
  }

  private requireFacebook(): FacebookGraph {
    if (!this.facebook) throw notConfigured();
    return this.facebook;
  }

  /** Runs a verification; any failure (bad token, provider's refusal, timeout) is one refusal. */
  private async verified<T>(check: () => Promise<T>, log: FastifyBaseLogger): Promise<T> {
    try {
      return await check();
    } catch (error) {
      log.warn({ err: error }, "social lookup token refused");
      throw authError("SOCIAL_LOGIN_FAILED");
    }
  }
}

const notConfigured = () => notFound("Sign-in provider");
