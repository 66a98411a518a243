import { z } from "zod";
import { viewerBoardSchema } from "./boards-write.ts";
import { defineEndpoint } from "./endpoint.ts";
import { boardPrivacySchema, userSummarySchema } from "./entities.ts";
import { idSchema } from "./ids.ts";

/**
 * Board collaborators: suggestions, invites by user and by email, the accept page, and
 * removal (seed 001 §6, §7; BOARD-060…065, IMPL-028). Writes are POSTs with a JSON body.
 */

/** A collaborator suggestion (BOARD-009). `valid` is false for an email that fails the format rule. */
export const collaboratorSuggestionSchema = z.object({
  type: z.enum(["user_share_suggestion", "user", "email"]),
  /** The user's id; the email itself for type "email". */
  id: z.string(),
  title: z.string(),
  full_name: z.string(),
  username: z.string(),
  image_medium_url: z.string().nullable(),
  image_large_url: z.string().nullable(),
  valid: z.boolean(),
});
/** A collaborator suggestion. */
export type CollaboratorSuggestion = z.infer<typeof collaboratorSuggestionSchema>;

/** ShareSuggestionsResource (BOARD-061, BOARD-062): people the viewer follows, not yet on the board. */
export const shareSuggestionsEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/ShareSuggestionsResource/get/",
  summary: "Collaborator suggestions for a board",
  tag: "boards",
  access: "signedIn",
  query: z.object({ board_id: idSchema }),
  data: z.array(collaboratorSuggestionSchema),
});

/**
 * ShareSuggestionsTypeaheadResource (BOARD-062): users whose username or name matches the
 * term (people the viewer follows first); a term shaped like an email adds an "email" row.
 * Without board_id (a board still being created) nobody is excluded as already on it.
 */
export const shareSuggestionsTypeaheadEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/ShareSuggestionsTypeaheadResource/get/",
  summary: "Collaborator suggestions matching a term",
  tag: "boards",
  access: "signedIn",
  query: z.object({
    board_id: idSchema.optional(),
    term: z.string().max(254),
    count: z.coerce.number().int().min(1).max(20).default(5),
  }),
  data: z.array(collaboratorSuggestionSchema),
});

/** A board invite as its board's owner sees it. */
export const boardInviteSchema = z.object({
  id: idSchema,
  board_id: idSchema,
  status: z.enum(["pending", "accepted", "declined"]),
  invitee: userSummarySchema.nullable(),
  /** Set for an invite by email. */
  email: z.string().nullable(),
  created_at: z.string(),
});
/** A board invite. */
export type BoardInvite = z.infer<typeof boardInviteSchema>;

/**
 * Invite collaborators by user id (BOARD-060, BOARD-063). Owner only. Each invitee gets a
 * pending invite (and a mail with the accept link when they have an email); people already
 * collaborating or already invited are skipped.
 */
export const boardInviteUsersEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/BoardInviteResource/create/",
  summary: "Invite users to collaborate on a board",
  tag: "boards",
  access: "signedIn",
  rateLimit: "mailSend",
  query: z.object({ board_id: idSchema, invited_user_ids: z.array(idSchema).min(1).max(50) }),
  data: z.object({ invites: z.array(boardInviteSchema) }),
});

/**
 * Invite collaborators by email (BOARD-063, BOARD-065: the AUTH email format rule). Owner
 * only. Each address gets a mail with a link to /invite/board/{token}.
 */
export const boardInviteEmailsEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/BoardEmailInviteResource/create/",
  summary: "Invite people to collaborate on a board by email",
  tag: "boards",
  access: "signedIn",
  rateLimit: "mailSend",
  query: z.object({ board_id: idSchema, emails: z.array(z.string().max(254)).min(1).max(50) }),
  data: z.object({ invites: z.array(boardInviteSchema) }),
});

/** The people of a board: owner, collaborators, and (for the owner) pending invites. */
export const boardCollaboratorsEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/BoardCollaboratorsResource/get/",
  summary: "A board's owner, collaborators and pending invites",
  tag: "boards",
  access: "signedIn",
  query: z.object({ board_id: idSchema }),
  data: z.object({
    owner: userSummarySchema,
    collaborators: z.array(userSummarySchema),
    /** Empty unless the viewer owns the board. */
    pending_invites: z.array(boardInviteSchema),
  }),
});

/** Remove a collaborator (IMPL-028): the owner removes anyone, a collaborator themselves. */
export const collaboratorRemoveEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/BoardCollaboratorResource/delete/",
  summary: "Remove a collaborator from a board (or leave it)",
  tag: "boards",
  access: "signedIn",
  query: z.object({ board_id: idSchema, user_id: idSchema }),
  data: z.object({ board_id: idSchema, user_id: idSchema }),
});

/**
 * The owner takes back a pending invite (IMPL-028): its link stops working and it leaves
 * the invitee's list. An invite already answered, or not on this board, is NOT_FOUND.
 */
export const boardInviteCancelEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/BoardInviteResource/delete/",
  summary: "Cancel a pending board invite",
  tag: "boards",
  access: "signedIn",
  query: z.object({ board_id: idSchema, invite_id: idSchema }),
  data: z.object({ board_id: idSchema, invite_id: idSchema }),
});

/** How an invite is named: the token of its link, or (for the invited user) its id. */
const inviteRef = z.object({
  token: z.string().min(1).max(128).optional(),
  invite_id: idSchema.optional(),
});

/**
 * The inviter record (AUTH-043): who invited, as the invite page and the boardInvite
 * signup show them — first name for the greeting, whether the picture is the default one.
 */
export const inviterSchema = userSummarySchema.extend({
  first_name: z.string(),
  is_default_image: z.boolean(),
});

/** A pending invite as the accept page shows it (IMPL-028). */
export const inviteDescriptionSchema = z.object({
  id: idSchema,
  status: z.enum(["pending", "accepted", "declined"]),
  board: z.object({ id: idSchema, name: z.string(), privacy: boardPrivacySchema }),
  inviter: inviterSchema,
  /** Set when the invite went to an email address. */
  email: z.string().nullable(),
});
/** A pending invite as the accept page shows it. */
export type InviteDescription = z.infer<typeof inviteDescriptionSchema>;

/**
 * Describes a pending invite for the accept page at /invite/board/{token}; works logged out
 * (the web then sends the invitee to sign up with signup_source "boardInvite").
 */
export const boardInviteEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/BoardInviteResource/get/",
  summary: "A pending board invite, by its link's token",
  tag: "boards",
  access: "public",
  query: z.object({ token: z.string().min(1).max(128) }),
  data: inviteDescriptionSchema,
});

/** The viewer's pending invites (by user id or to their email). */
export const myBoardInvitesEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/BoardInvitesResource/get/",
  summary: "The viewer's pending board invites",
  tag: "boards",
  access: "signedIn",
  query: z.object({}),
  data: z.array(inviteDescriptionSchema),
});

/**
 * Accept or decline an invite (IMPL-028). Signed in; the invite's email must be the viewer's
 * or its invitee the viewer (else INVITE_WRONG_ACCOUNT). Accepting answers the board.
 */
export const boardInviteRespondEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/BoardInviteResource/update/",
  summary: "Accept or decline a board invite",
  tag: "boards",
  access: "signedIn",
  query: inviteRef.extend({ accept: z.boolean() }),
  data: z.object({
    status: z.enum(["accepted", "declined"]),
    board: viewerBoardSchema.nullable(),
  }),
});

/** Every collaborator and invite endpoint, for the server router and the OpenAPI document. */
export const boardCollaboratorEndpoints = [
  shareSuggestionsEndpoint,
  shareSuggestionsTypeaheadEndpoint,
  boardInviteUsersEndpoint,
  boardInviteEmailsEndpoint,
  boardCollaboratorsEndpoint,
  collaboratorRemoveEndpoint,
  boardInviteCancelEndpoint,
  boardInviteEndpoint,
  myBoardInvitesEndpoint,
  boardInviteRespondEndpoint,
] as const;
