import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";

/**
 * GET /v3/users/settings/ (PIN-050): what the post-create upsell decides on — whether the
 * viewer connected their social photo account (none can be connected yet, so false), the
 * website they list (a business profile's website), and the upsells already seen.
 */
export const userSettingsEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/users/settings/",
  summary: "The signed-in viewer's settings the post-create upsell reads",
  tag: "users",
  access: "signedIn",
  query: z.object({}),
  data: z.object({
    connected_to_instagram: z.boolean(),
    listed_website_url: z.string().nullable(),
    claiming_upsells_seen: z.array(z.string()),
  }),
});
