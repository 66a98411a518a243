import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { idSchema } from "../ids.ts";

/** The caller's account in Pinterest API v5's fields (D-058). */
export const v5UserAccountSchema = z.object({
  id: idSchema,
  username: z.string(),
  account_type: z.enum(["PINNER", "BUSINESS"]),
  profile_image: z.string().nullable(),
  website_url: z.string().nullable(),
  about: z.string(),
  business_name: z.string().nullable(),
  board_count: z.number().int().min(0),
  pin_count: z.number().int().min(0),
  follower_count: z.number().int().min(0),
  following_count: z.number().int().min(0),
});
/** The caller's account in v5 fields. */
export type V5UserAccount = z.infer<typeof v5UserAccountSchema>;

/** GET /v5/user_account: the account the caller signed in (or holds a token) as. */
export const v5UserAccountEndpoint = defineEndpoint({
  method: "GET",
  path: "/v5/user_account",
  summary: "Pinterest API v5: the caller's account",
  tag: "users",
  access: "signedIn",
  wire: "v5",
  query: z.object({}),
  data: v5UserAccountSchema,
});
