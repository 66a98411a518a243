import { z } from "zod";
import { TOKEN_EXPIRIES } from "../tokens/expiry.ts";
import { API_SCOPES } from "./api-scopes.ts";
import { defineEndpoint } from "./endpoint.ts";
import { idSchema } from "./ids.ts";

/**
 * Personal API tokens (issue 20, D-057): list, create, revoke. Cookie sessions only — the
 * `tokens` tag's scope is `none`, so a token can neither see nor make tokens.
 */

/** One token as its owner's list shows it; the secret is never in it. */
export const apiTokenSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The token's public part (`cbp_<prefix>`), to tell tokens apart. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** Null: never expires. */
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
/** One token as its owner's list shows it. */
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** GET the signed-in viewer's tokens, newest first (revoked ones included, marked). */
export const apiTokensListEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/users/api_tokens/",
  summary: "The signed-in viewer's personal API tokens",
  tag: "tokens",
  access: "signedIn",
  query: z.object({}),
  data: z.object({ items: z.array(apiTokenSchema) }),
});

/** Creates a token: its full string is in this answer once and never again. */
export const apiTokenCreateEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/users/api_tokens/create/",
  summary: "Create a personal API token (the token is answered once)",
  tag: "tokens",
  access: "signedIn",
  query: z.object({
    name: z.string().trim().min(1).max(100),
    scopes: z
      .array(z.enum(API_SCOPES))
      .min(1)
      .max(API_SCOPES.length)
      .refine((scopes) => new Set(scopes).size === scopes.length, "scopes must not repeat"),
    expiry: z.enum(TOKEN_EXPIRIES),
  }),
  data: z.object({ token: apiTokenSchema, secret_token: z.string() }),
});

/** Revokes one of the viewer's tokens (NOT_FOUND for anyone else's); revoking twice is fine. */
export const apiTokenRevokeEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/users/api_tokens/revoke/",
  summary: "Revoke one of the signed-in viewer's personal API tokens",
  tag: "tokens",
  access: "signedIn",
  query: z.object({ token_id: idSchema }),
  data: apiTokenSchema,
});
