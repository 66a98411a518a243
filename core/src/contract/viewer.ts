import { z } from "zod";
import { LOCALES } from "../messages/locales.ts";
import { idSchema } from "./ids.ts";

/** A language Corkboard speaks (IMPL-045): "en" or "ja". */
export const localeSchema = z.enum(LOCALES);

/** The signed-in person (AUTH-002 viewer record, AUTH-003 viewer-info fields). */
export const viewerUserSchema = z.object({
  id: idSchema,
  username: z.string(),
  full_name: z.string(),
  first_name: z.string(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  image_small_url: z.string().nullable(),
  image_medium_url: z.string().nullable(),
  avatar_color_index: z.number().int().min(0),
  has_password: z.boolean(),
  two_factor_enabled: z.boolean(),
  is_partner: z.boolean(),
  country: z.string().nullable(),
  /** The language they chose (IMPL-045), or null to follow their browser's. */
  locale: localeSchema.nullable(),
  connected_to_facebook: z.boolean(),
  connected_to_google: z.boolean(),
  connected_to_line: z.boolean(),
});
/** The signed-in person. */
export type ViewerUser = z.infer<typeof viewerUserSchema>;

/**
 * A recognised returning visitor (LIMITED_LOGIN, AUTH-010/023): the account last signed in
 * on this browser, enough for "Welcome back, {name}".
 */
export const rememberedAccountSchema = z.object({
  first_name: z.string(),
  image_url: z.string().nullable(),
  email: z.string(),
  has_password: z.boolean(),
  connected_to_facebook: z.boolean(),
  connected_to_google: z.boolean(),
});
/** A recognised returning visitor's account. */
export type RememberedAccount = z.infer<typeof rememberedAccountSchema>;
