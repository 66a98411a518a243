import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";

/**
 * The social profile and login-data lookups of seed 000 §3 and §7 (AUTH-079, AUTH-080,
 * AUTH-215…218). Each answers only after the server verified the provider token it is
 * given (D-043): Facebook's with debug_token for our app, Google's ID token against the
 * issuer's keys with our client id as audience.
 */

const token = z.string().min(1).max(4096);

/** The social profile data record (AUTH-079). */
export const socialProfileDataSchema = z.object({
  access_token: z.string(),
  birthday: z.string().nullable(),
  email: z.string().nullable(),
  first_name: z.string(),
  gender: z.string().nullable(),
  id: z.string(),
  last_name: z.string(),
  picture: z.string().nullable(),
});
/** The social profile data record. */
export type SocialProfileData = z.infer<typeof socialProfileDataSchema>;

/** The login-data record's server form (AUTH-080); connected_to_facebook is ours (D-043). */
export const loginDataSchema = z.object({
  connected_to_gplus: z.boolean(),
  connected_to_google: z.boolean(),
  connected_to_facebook: z.boolean(),
  has_password: z.boolean(),
});

/** The profile fields Graph is asked for by default (AUTH-216 [DECISION]). */
export const FACEBOOK_PROFILE_FIELDS = "id,first_name,last_name,email,gender,birthday,picture";

/** POST /v3/facebook/profile_data/ (AUTH-215, AUTH-216): the Facebook profile behind a token of our app. */
export const facebookProfileDataEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/facebook/profile_data/",
  summary: "The Facebook profile behind an access token issued to this app",
  tag: "auth",
  access: "public",
  rateLimit: "accountLookup",
  query: z.object({
    access_token: token,
    pii_safe_birthday: z.boolean().optional(),
    fields: z
      .string()
      .max(200)
      .regex(/^[a-z_]+(,[a-z_]+)*$/)
      .optional(),
  }),
  data: socialProfileDataSchema,
});

/** GET /v3/facebook/login_data/ (AUTH-217): how the account behind a Facebook identity signs in. */
export const facebookLoginDataEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/facebook/login_data/",
  summary: "How the account behind a verified Facebook identity signs in",
  tag: "auth",
  access: "public",
  rateLimit: "accountLookup",
  query: z.object({ facebook_id: z.string().min(1).max(64), facebook_token: token }),
  data: loginDataSchema,
});

/** GET /v3/google/login_data/ (AUTH-218 [DECISION]): the Google twin, with an ID token. */
export const googleLoginDataEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/google/login_data/",
  summary: "How the account behind a verified Google ID token signs in",
  tag: "auth",
  access: "public",
  rateLimit: "accountLookup",
  query: z.object({ google_open_id_token: token }),
  data: loginDataSchema,
});
