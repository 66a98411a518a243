import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";
import { idSchema } from "./ids.ts";

/**
 * A pin's disclosures (LABEL-001…007, D-035): the paid partnership its creator marked —
 * naming a business account, which approves or declines through its notifications — and
 * whether the pin's link is an affiliate link. Only the pin's owner reads or writes them;
 * anyone else's pin is NOT_FOUND.
 */

/** A username as people type it (`@` allowed in front). */
const sponsorUsernameSchema = z
  .string()
  .trim()
  .max(100)
  .transform((name) => name.replace(/^@/, ""));

/** What the pin editor shows of the disclosures. */
export const pinDisclosuresSchema = z.object({
  pin_id: idSchema,
  /** The named business's username, or null for no paid partnership. */
  sponsor_username: z.string().nullable(),
  /** The display name of the named business (for the editor's status line). */
  sponsor_name: z.string().nullable(),
  /** SPONSORSHIP_STATUS (core/src/labels), or null for no paid partnership. */
  sponsorship_status: z.number().int().min(0).nullable(),
  affiliate_link: z.boolean(),
});
/** What the pin editor shows of the disclosures. */
export type PinDisclosures = z.infer<typeof pinDisclosuresSchema>;

/** The owner's view of a pin's disclosures. */
export const pinDisclosuresEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/PinDisclosuresResource/get/",
  summary: "A pin's paid partnership and affiliate-link disclosure, for its owner",
  tag: "labels",
  access: "signedIn",
  query: z.object({ pin_id: idSchema }),
  data: pinDisclosuresSchema,
});

/**
 * Sets a pin's disclosures (owner only). Naming a business other than the one named before
 * asks it again (PENDING, and a notification); the same one keeps its answer; an empty or
 * null `sponsor_username` removes the paid partnership. Naming an account that is not a
 * business is SPONSOR_NOT_BUSINESS; an unknown one NOT_FOUND.
 */
export const pinDisclosuresUpdateEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/PinDisclosuresResource/update/",
  summary: "Mark a pin as a paid partnership with a business, and its link as an affiliate link",
  tag: "labels",
  access: "signedIn",
  query: z.object({
    pin_id: idSchema,
    sponsor_username: sponsorUsernameSchema.nullable(),
    affiliate_link: z.boolean(),
  }),
  data: pinDisclosuresSchema,
});

/**
 * The named business approves or declines a paid partnership. Only the business the pin
 * names may answer; to anyone else the request is NOT_FOUND.
 */
export const sponsorshipAnswerEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/PinSponsorshipResource/update/",
  summary: "Approve or decline a paid partnership that names the viewer's business",
  tag: "labels",
  access: "business",
  query: z.object({ pin_id: idSchema, approve: z.boolean() }),
  data: z.object({ pin_id: idSchema, sponsorship_status: z.number().int().min(0) }),
});
