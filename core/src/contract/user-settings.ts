import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";
import { localeSchema } from "./viewer.ts";

/** The viewer's settings, as read and as written back. */
const userSettingsSchema = z.object({
  connected_to_instagram: z.boolean(),
  listed_website_url: z.string().nullable(),
  claiming_upsells_seen: z.array(z.string()),
  /** The language they chose (IMPL-045, D-036); null follows their browser's languages. */
  locale: localeSchema.nullable(),
});

/**
 * GET /v3/users/settings/ (PIN-050): what the post-create upsell decides on — whether the
 * viewer connected their social photo account (none can be connected yet, so false), the
 * website they list (a business profile's website), and the upsells already seen — and the
 * account settings page: the language.
 */
export const userSettingsEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/users/settings/",
  summary: "The signed-in viewer's settings: upsells seen, listed website, language",
  tag: "users",
  access: "signedIn",
  query: z.object({}),
  data: userSettingsSchema,
});

/**
 * POST /resource/UserSettingsResource/update/ (IMPL-045, D-036): changes the viewer's
 * settings. The language is the one setting written here so far: a supported locale, or
 * null to follow the browser. Answers the settings as they now are.
 */
export const userSettingsUpdateEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/UserSettingsResource/update/",
  summary: "Change the signed-in viewer's settings (the language)",
  tag: "users",
  access: "signedIn",
  query: z.object({ locale: localeSchema.nullable() }),
  data: userSettingsSchema,
});
