import { createHash, randomBytes } from "node:crypto";
import { isEmailFormat, normalizeEmail } from "@corkboard/core/auth";
import type { BoardInvite } from "@corkboard/core/contract";
import { type Locale, t, translate } from "@corkboard/core/messages";
import type { FastifyBaseLogger } from "fastify";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Database } from "../platform/db/index.ts";
import { AppError, notFound } from "../platform/http/app-error.ts";
import { mailLocale } from "../platform/i18n/request-locale.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { boardInviteMail, type Mailer } from "../platform/mail/index.ts";
import { accountKey, type Limiter } from "../platform/rate-limit/index.ts";
import { boardFor } from "./access.ts";
import type { InviteEvents } from "./invite-events.ts";
import {
  findActiveUsers,
  findBoardMembersAndInvitees,
  findBoardName,
  findFullName,
  findMemberEmails,
  type InviteRecord,
  insertInvites,
} from "./invites-repo.ts";
import { presentUserSummary } from "./people-presenter.ts";
import { findUserSummaries, type UserSummaryRow } from "./people-repo.ts";
import { canManageBoard } from "./policy.ts";

/** What sending invites needs. */
export interface InviteDeps {
  db: Database;
  urls: ImageUrls;
  mailer: Mailer;
  /** Invite mails per inviting account (RATE_LIMITED past it). */
  mailLimit: Limiter;
  /** The configured public origin: invite links never come from the Host header. */
  origin: string;
  log: FastifyBaseLogger;
  /** Told of invites by user id (the invitee's notification). */
  events?: InviteEvents | undefined;
}

/** The sha256 of an invite token, as stored (the token itself never is). */
export function hashInviteToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The path of an invite's accept page. */
export function invitePath(token: string): string {
  return `/invite/board/${token}`;
}

interface NewInvite {
  inviteeUserId: string | null;
  inviteeEmail: string | null;
  /** Where the mail goes; null when the invitee has no email. */
  mailTo: string | null;
  firstName: string | null;
  /** The mail's language (D-036): the invitee's setting, else (an address) the inviter's. */
  locale: Locale;
}

/** Inserts invites with fresh tokens and mails each accept link without holding the answer. */
async function sendInvites(
  deps: InviteDeps,
  viewer: Viewer,
  board: { id: string; name: string },
  invites: NewInvite[],
): Promise<BoardInvite[]> {
  if (invites.length === 0) return [];
  // Spent before anything is stored, so a refused batch leaves no invites behind.
  const mails = invites.filter((invite) => invite.mailTo !== null).length;
  if (mails > 0) {
    const key = accountKey(viewer.id);
    const limit = await deps.mailLimit.consume(key, mails);
    if (!limit.allowed) {
      // A refused batch sends nothing, so it must not use up what is left of the day.
      await deps.mailLimit.reward(key, mails);
      throw new AppError("RATE_LIMITED", t("error.RATE_LIMITED"), {
        context: { retry_after_seconds: limit.retryAfterSeconds },
      });
    }
  }
  const tokens = invites.map(() => randomBytes(32).toString("base64url"));
  const rows = await insertInvites(
    deps.db,
    invites.map((invite, i) => ({
      boardId: board.id,
      inviterId: viewer.id,
      inviteeUserId: invite.inviteeUserId,
      inviteeEmail: invite.inviteeEmail,
      tokenHash: hashInviteToken(tokens[i] ?? ""),
    })),
  );
  const inviterName = await findFullName(deps.db, viewer.id);
  invites.forEach((invite, i) => {
    if (invite.mailTo === null) return;
    const mail = boardInviteMail({
      to: invite.mailTo,
      origin: deps.origin,
      firstName: invite.firstName,
      locale: invite.locale,
      path: invitePath(tokens[i] ?? ""),
      inviterName: inviterName ?? translate(invite.locale, "mail.invite.someone"),
      boardName: board.name,
    });
    // Like recovery mails: the answer does not wait on SMTP, and a failure is logged.
    deps.mailer.send(mail).catch((err: unknown) => deps.log.error({ err }, "board invite mail failed"));
  });
  const byUser = rows.flatMap((row) =>
    row.inviteeUserId ? [{ inviteId: row.id, inviteeUserId: row.inviteeUserId }] : [],
  );
  if (byUser.length > 0)
    await deps.events?.invited({ boardId: board.id, inviterId: viewer.id, invites: byUser });
  const summaries = await findUserSummaries(
    deps.db,
    byUser.map((invite) => invite.inviteeUserId),
  );
  return rows.map((row) => presentInvite(row, summaries, deps.urls));
}

/** An invite row for its board's owner. */
export function presentInvite(
  row: InviteRecord,
  summaries: Map<string, UserSummaryRow>,
  urls: ImageUrls,
): BoardInvite {
  const invitee = row.inviteeUserId ? summaries.get(row.inviteeUserId) : undefined;
  return {
    id: row.id,
    board_id: row.boardId,
    status: row.status,
    invitee: invitee ? presentUserSummary(invitee, urls) : null,
    email: row.inviteeEmail,
    created_at: row.createdAt.toISOString(),
  };
}

/** Who is already on the board or invited to it: user ids and emails to skip. */
async function alreadyIn(db: Database, boardId: string) {
  const { collaborators, pending } = await findBoardMembersAndInvitees(db, boardId);
  return {
    userIds: new Set([
      ...collaborators.map((c) => c.userId),
      ...pending.flatMap((p) => (p.userId ? [p.userId] : [])),
    ]),
    emails: new Set(pending.flatMap((p) => (p.email ? [p.email] : []))),
  };
}

async function managedBoard(db: Database, viewer: Viewer, boardId: string) {
  const facts = await boardFor(db, viewer, boardId, canManageBoard);
  const board = await findBoardName(db, facts.id);
  if (!board) throw notFound("Board");
  return board;
}

/**
 * Invites users by id (BOARD-060, BOARD-063): owner only. The owner, collaborators and
 * people with a pending invite are skipped; an unknown or inactive user is NOT_FOUND.
 */
export async function inviteUsers(
  deps: InviteDeps,
  viewer: Viewer,
  input: { board_id: string; invited_user_ids: string[] },
): Promise<{ invites: BoardInvite[] }> {
  const board = await managedBoard(deps.db, viewer, input.board_id);
  const ids = [...new Set(input.invited_user_ids)];
  const found = await findActiveUsers(deps.db, ids);
  if (found.length !== ids.length) throw notFound("User");
  const skip = await alreadyIn(deps.db, board.id);
  const invites = found
    .filter((user) => user.id !== viewer.id && !skip.userIds.has(user.id))
    .map((user) => ({
      inviteeUserId: user.id,
      inviteeEmail: null,
      mailTo: user.email,
      firstName: user.fullName.split(" ")[0] ?? null,
      locale: mailLocale(user.locale, false),
    }));
  return { invites: await sendInvites(deps, viewer, board, invites) };
}

/**
 * Invites people by email (BOARD-063, BOARD-065: the AUTH email format rule): owner only.
 * Each new address gets a mail with /invite/board/{token}; addresses already invited, the
 * owner's own and current collaborators' are skipped.
 */
export async function inviteEmails(
  deps: InviteDeps,
  viewer: Viewer,
  input: { board_id: string; emails: string[] },
): Promise<{ invites: BoardInvite[] }> {
  const board = await managedBoard(deps.db, viewer, input.board_id);
  const emails = [...new Set(input.emails.map(normalizeEmail))];
  const bad = emails.findIndex((email) => !isEmailFormat(email));
  if (bad !== -1) {
    const message = t("error.INVALID_INPUT");
    throw new AppError("INVALID_INPUT", message, { fields: [{ field: `emails.${bad}`, message }] });
  }
  const skip = await alreadyIn(deps.db, board.id);
  const members = await findMemberEmails(deps.db, emails, viewer.id, [...skip.userIds]);
  const memberEmails = new Set(members.map((m) => m.email));
  const invites = emails
    .filter((email) => !skip.emails.has(email) && !memberEmails.has(email))
    // Nothing is known of whoever reads that address: the inviter's language is the best guess.
    .map((email) => ({
      inviteeUserId: null,
      inviteeEmail: email,
      mailTo: email,
      firstName: null,
      locale: mailLocale(null, true),
    }));
  return { invites: await sendInvites(deps, viewer, board, invites) };
}
