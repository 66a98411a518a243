import { z } from "zod";
import { bookmarkParamSchema } from "./bookmark.ts";
import { pageSizeSchema } from "./browse.ts";
import { defineEndpoint } from "./endpoint.ts";
import { pageSchema, userSummarySchema } from "./entities.ts";
import { idSchema } from "./ids.ts";

/**
 * The notifications page /notifications/ (IMPL-039): new followers, board invitations and
 * accepted invitations, paid-partnership requests (D-035), newest first. Decisions: docs/decisions.md D-031.
 */

/** What happened. */
export const notificationTypeSchema = z.enum([
  "new_follower",
  "board_invite",
  "board_invite_accepted",
  /** A creator named the recipient's business as a pin's paid partner (D-035). */
  "sponsorship_request",
]);
/** What happened. */
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** One notification. */
export const notificationSchema = z.object({
  id: idSchema,
  type: notificationTypeSchema,
  /** Who did it: the new follower, the inviter, the person who accepted. */
  actor: userSummarySchema,
  /** The board of an invitation; null for a new follower. */
  board: z.object({ id: idSchema, name: z.string(), url: z.string() }).nullable(),
  /** The invitation (board_invite): its id for BoardInviteResource update, and its state. */
  invite: z.object({ id: idSchema, status: z.enum(["pending", "accepted", "declined"]) }).nullable(),
  /**
   * The pin of a paid-partnership request, with the request's current status
   * (SPONSORSHIP_STATUS) for the Approve / Decline buttons; null for other types.
   */
  pin: z
    .object({
      id: idSchema,
      title: z.string(),
      image_url: z.string(),
      sponsorship_status: z.number().int().min(0).nullable(),
    })
    .nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
/** One notification. */
export type NotificationItem = z.infer<typeof notificationSchema>;

/** The viewer's notifications, newest first, keyset-paged. */
export const notificationsEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/NotificationsResource/get/",
  summary: "The viewer's notifications, newest first",
  tag: "notifications",
  access: "signedIn",
  query: z.object({ bookmark: bookmarkParamSchema, page_size: pageSizeSchema }),
  data: pageSchema(notificationSchema),
});

/** The header badge: how many notifications are unread (counted up to 100). */
export const notificationCountEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/NotificationCountResource/get/",
  summary: "How many of the viewer's notifications are unread (up to 100)",
  tag: "notifications",
  access: "signedIn",
  query: z.object({}),
  data: z.object({ unread_count: z.number().int().min(0) }),
});

/**
 * Mark notifications read: one by `notification_id`, or every one with `all: true` (exactly
 * one of the two). Marking a read one again is harmless; another person's is NOT_FOUND.
 */
export const notificationsReadEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/NotificationsResource/update/",
  summary: "Mark one notification, or all of them, read",
  tag: "notifications",
  access: "signedIn",
  query: z
    .object({ notification_id: idSchema.optional(), all: z.literal(true).optional() })
    .refine((input) => (input.notification_id === undefined) !== (input.all === undefined), {
      message: "needs notification_id or all, not both",
      path: ["notification_id"],
    }),
  data: z.object({ unread_count: z.number().int().min(0) }),
});
