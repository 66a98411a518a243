import { z } from "zod";
import { viewerBoardSchema } from "./boards-write.ts";
import { bookmarkParamSchema } from "./bookmark.ts";
import { pageSizeSchema, usernameSchema } from "./browse.ts";
import { defineEndpoint } from "./endpoint.ts";
import { pageSchema, pinSummarySchema, userSummarySchema } from "./entities.ts";
import { idSchema } from "./ids.ts";

/**
 * Following creators (seed 001 §1–§8: FOLLOW-001…023), the followers and following lists
 * (IMPL-025), the followed feed, the creators behind a pin (the pin-created dialog's follow
 * card, FOLLOW-021/022; the graph query's linkDomain.officialUser, IMPL-002) and website
 * claims (IMPL-016). Decisions: docs/decisions.md D-031.
 */

const paged = { bookmark: bookmarkParamSchema, page_size: pageSizeSchema };

/** The most people one bulk follow may name (FOLLOW-008). */
export const BULK_FOLLOW_MAX = 50;

/** The viewer's relation to one person after a follow or unfollow (FOLLOW-002). */
export const followStateSchema = z.object({
  user_id: idSchema,
  /** The viewer follows this person. */
  explicitly_followed_by_me: z.boolean(),
  /** Equal to explicitly_followed_by_me: there are no board follows (D-031). */
  followed_by_me: z.boolean(),
  /** Their follower count after the call. */
  follower_count: z.number().int().min(0),
});
/** The viewer's relation to one person. */
export type FollowState = z.infer<typeof followStateSchema>;

/** What UserFollowResource create and delete both take (seed 001 §7). */
const followFields = {
  user_id: idSchema,
  /** Where the follow was made (the pin whose card was used); kept for the web's logging. */
  aux_data: z.object({ pin_id: idSchema.optional() }).optional(),
  /** The web's tracking blob; accepted and ignored (there is no tracking). */
  client_tracking_params: z.string().max(2000).optional(),
};

/**
 * Follow a person (FOLLOW-001, FOLLOW-005). Needs a verified email (FOLLOW-013:
 * EMAIL_NOT_VERIFIED, which the web answers with the verification reminder, FOLLOW-012).
 * Following someone already followed answers the same state (idempotent). Refused:
 * oneself (CANNOT_FOLLOW_SELF, FOLLOW-016); unknown, suspended or deactivated people
 * (NOT_FOUND). With `invite_code` (the token of a board invite from this person) the invite
 * is accepted too (FOLLOW-007) and answered in `invite` for the web's success handler.
 */
export const userFollowEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/UserFollowResource/create/",
  summary: "Follow a person; with invite_code, also accept their board invite",
  tag: "follows",
  access: "verifiedEmail",
  rateLimit: "follow",
  query: z.object({ ...followFields, invite_code: z.string().min(1).max(128).optional() }),
  data: followStateSchema.extend({
    /** The board invite the invite code accepted; null without one. */
    invite: z.object({ status: z.literal("accepted"), board: viewerBoardSchema.nullable() }).nullable(),
  }),
});

/**
 * Unfollow a person (FOLLOW-006; no invite_code). Unfollowing someone not followed answers
 * the same not-followed state; unknown, suspended or deactivated people are NOT_FOUND.
 */
export const userUnfollowEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/UserFollowResource/delete/",
  summary: "Unfollow a person",
  tag: "follows",
  access: "verifiedEmail",
  rateLimit: "follow",
  query: z.object(followFields),
  data: followStateSchema,
});

/**
 * Bulk follow (FOLLOW-008): `followee_ids` comma-joined, at most 50 distinct people. All or
 * nothing: if any one cannot be followed (unknown, suspended, deactivated, oneself) the call
 * fails with that one's code and nothing changes, matching the web's "revert all on
 * failure". Each followee spends one point of the follow rate limit.
 */
export const bulkFollowEndpoint = defineEndpoint({
  method: "PUT",
  path: "/v3/users/follow/",
  summary: "Follow up to 50 people at once (comma-joined ids), all or nothing",
  tag: "follows",
  access: "verifiedEmail",
  rateLimit: "follow",
  query: z.object({
    followee_ids: z
      .string()
      .max(20 * BULK_FOLLOW_MAX)
      .regex(/^[0-9]{1,19}(,[0-9]{1,19})*$/, "must be comma-joined ids"),
  }),
  data: z.object({ users: z.array(followStateSchema) }),
});

/** A person in a followers or following list (FOLLOW-019: avatar, name, follow button). */
export const followListUserSchema = userSummarySchema.extend({
  follower_count: z.number().int().min(0),
  explicitly_followed_by_me: z.boolean(),
  followed_by_me: z.boolean(),
  /** The row is the viewer (the button is disabled and reads "This is you", FOLLOW-016). */
  is_viewer: z.boolean(),
});
/** A person in a followers or following list. */
export type FollowListUser = z.infer<typeof followListUserSchema>;

/**
 * The people following a profile (IMPL-025), most recent first, keyset-paged. Suspended and
 * deactivated accounts are never listed.
 */
export const userFollowersEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/UserFollowersResource/get/",
  summary: "People who follow a user, most recent first",
  tag: "follows",
  access: "public",
  cache: "loggedOut",
  query: z.object({ username: usernameSchema, ...paged }),
  data: pageSchema(followListUserSchema),
});

/** The people a profile follows (IMPL-025), most recently followed first, keyset-paged. */
export const userFollowingEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/UserFollowingResource/get/",
  summary: "People a user follows, most recently followed first",
  tag: "follows",
  access: "public",
  cache: "loggedOut",
  query: z.object({ username: usernameSchema, ...paged }),
  data: pageSchema(followListUserSchema),
});

/**
 * The followed feed: pins created or saved by the people the viewer follows, newest first
 * (FOLLOW-009: "Their created Pins will show up in your home feed"). The home feed puts
 * these first; this endpoint serves them alone (a "Following" tab).
 */
export const followingFeedEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/FollowingFeedResource/get/",
  summary: "Pins from the people the viewer follows, newest first",
  tag: "follows",
  access: "signedIn",
  query: z.object(paged),
  data: pageSchema(pinSummarySchema),
});

/**
 * A creator card (FOLLOW-022): the person with their follower count and the viewer's follow
 * state. A pin's pinner card carries the pin's paid partnership (LABEL-006: sponsor_name,
 * sponsor_username, sponsorship_status, the pin label's rules, D-035); other cards leave them
 * null. `is_promoted` is false (promotion is the ads' word, D-031).
 */
export const creatorCardSchema = userSummarySchema.extend({
  profile_url: z.string(),
  follower_count: z.number().int().min(0),
  /** No identity verification exists yet: always false. */
  is_verified_identity: z.boolean(),
  /** A business account with a verified website (D-031). */
  is_verified_merchant: z.boolean(),
  /** The website domain this person has verified, if any. */
  verified_domain: z.string().nullable(),
  is_promoted: z.boolean(),
  sponsor_name: z.string().nullable(),
  sponsor_username: z.string().nullable(),
  sponsorship_status: z.number().int().nullable(),
  explicitly_followed_by_me: z.boolean(),
  followed_by_me: z.boolean(),
  is_viewer: z.boolean(),
});
/** A creator card. */
export type CreatorCard = z.infer<typeof creatorCardSchema>;

/**
 * The people behind a pin, as the graph query answers them (IMPL-002): its pinner's creator
 * card, and its link's domain with the domain's official user — the person who verified the
 * website (linkDomain.officialUser). The pin-created dialog shows a follow card for the
 * official user when the viewer is signed in, is not that person and does not follow them
 * (FOLLOW-021). A pin the viewer may not see is NOT_FOUND.
 */
export const pinCreatorsEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/PinCreatorsResource/get/",
  summary: "A pin's pinner and the official user of its link's domain, as creator cards",
  tag: "follows",
  access: "public",
  cache: "loggedOut",
  query: z.object({ pin_id: idSchema }),
  data: z.object({
    id: idSchema,
    /** Null when the pinner's account is suspended or deactivated. */
    pinner: creatorCardSchema.nullable(),
    link_domain: z.object({ domain: z.string(), official_user: creatorCardSchema.nullable() }).nullable(),
  }),
});

/** How a website claim was proven. */
export const websiteProofSchema = z.enum(["meta_tag", "dns_txt"]);

/** The name of the verification meta tag and the prefix of the DNS TXT record. */
export const SITE_VERIFICATION_NAME = "corkboard-site-verification";

/**
 * A website claim (IMPL-016): a domain the viewer says is theirs, with the two ways to prove
 * it — the meta tag on the site's home page, or the TXT record on the domain.
 */
export const websiteClaimSchema = z.object({
  domain: z.string(),
  status: z.enum(["pending", "verified"]),
  /** The home page the meta tag is looked for on. */
  home_page: z.string(),
  verification_token: z.string(),
  /** `<meta name="corkboard-site-verification" content="TOKEN">`, to paste into <head>. */
  meta_tag: z.string(),
  /** `corkboard-site-verification=TOKEN`, as a TXT record on the domain. */
  dns_txt_record: z.string(),
  verified_by: websiteProofSchema.nullable(),
  verified_at: z.string().nullable(),
  created_at: z.string(),
});
/** A website claim. */
export type WebsiteClaim = z.infer<typeof websiteClaimSchema>;

/** A website as the user types it: a URL or a bare host ("example.com"). */
const websiteUrl = z.string().min(1).max(2048);

/** The viewer's website claims. */
export const websiteClaimsEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/users/website/claims/",
  summary: "The viewer's website claims",
  tag: "follows",
  access: "signedIn",
  query: z.object({}),
  data: z.object({ claims: z.array(websiteClaimSchema) }),
});

/**
 * Claim a website (IMPL-016, /settings/claim/): answers the claim with its token, the meta
 * tag and the TXT record to publish. Claiming again answers the same claim. At most 5 claims
 * per account.
 */
export const websiteClaimEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/users/website/claim/",
  summary: "Claim a website: answers the meta tag and DNS record that prove it",
  tag: "follows",
  access: "verifiedEmail",
  query: z.object({ website_url: websiteUrl }),
  data: websiteClaimSchema,
});

/**
 * Verify a claimed website: looks for the meta tag on its home page (fetched through the
 * SSRF-safe fetcher) and for the TXT record, or only the `proof` named. A verified domain
 * makes the viewer its official user (linkDomain.officialUser); a later proof by another
 * account moves it to them (D-031). Neither found: WEBSITE_NOT_VERIFIED.
 */
export const websiteVerifyEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/users/website/verify/",
  summary: "Verify a claimed website by its meta tag or DNS TXT record",
  tag: "follows",
  access: "verifiedEmail",
  rateLimit: "urlFetch",
  query: z.object({ website_url: websiteUrl, proof: websiteProofSchema.optional() }),
  data: websiteClaimSchema,
});

/** Give a website claim up (the domain then has no official user). Unknown: NOT_FOUND. */
export const websiteUnclaimEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/users/website/unclaim/",
  summary: "Give up a website claim",
  tag: "follows",
  access: "verifiedEmail",
  query: z.object({ website_url: websiteUrl }),
  data: z.object({ domain: z.string() }),
});
