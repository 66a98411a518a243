import { randomBytes } from "node:crypto";
import { canRememberAnother, MAX_REMEMBERED_ACCOUNTS } from "@corkboard/core/accounts";
import { LOGIN_METHOD } from "@corkboard/core/auth";
import type { RememberedAccountRecord, RememberedAccounts, ViewerUser } from "@corkboard/core/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { appendSetCookie } from "../../platform/auth/http.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import type { AppContext } from "../../platform/context.ts";
import type { ImageUrls } from "../../platform/images/image-urls.ts";
import { authError } from "../failures.ts";
import { toViewerUser } from "../presenter.ts";
import { rememberedCookie } from "../remembered.ts";
import { findUserIdByEmail, findViewerRow, resolveLoginEmail } from "../repo.ts";
import {
  countGroupMembers,
  deleteSessions,
  findGroupOfSession,
  findLiveSession,
  findMemberSession,
  type GroupMember,
  groupSessionIds,
  insertMember,
  listGroupMembers,
  markActive,
} from "./device-accounts-repo.ts";
import {
  clearedSessionCookieLine,
  requestSession,
  sessionCookieLine,
  sessionTokenSet,
  withoutSessionCookie,
} from "./session-cookie.ts";

/**
 * Remembered accounts (ACCT-001…008, D-045). Each account a browser holds has its own
 * better-auth session; a device group (device_accounts) binds them. The group is always
 * found from the session the request carries — never from anything the client names — so
 * a group id seen in local storage or a log opens nothing (ACCT-008).
 */

/** Where an account-switch login started: the browser's session then, and its group. */
export interface AddAccountStart {
  from: { id: string; userId: string; token: string; expiresAt: Date } | null;
  groupId: string | null;
}

/**
 * Before a login in account-switch mode (AUTH-223, ACCT-005): notes the current session and
 * its group, refuses a sixth account (ACCT-007) before any password is checked, and hides
 * the current session from better-auth, which signs the new account in beside it.
 */
export async function beginAddAccount(
  context: AppContext,
  request: FastifyRequest,
  identifier: string | null,
): Promise<AddAccountStart> {
  const from = await requestSession(context, request);
  const groupId = from ? await findGroupOfSession(context.db, from.id) : null;
  if (groupId && identifier !== null) {
    const target = await findUserIdByEmail(context.db, await resolveLoginEmail(context.db, identifier));
    const already = target ? await findMemberSession(context.db, groupId, target.id) : null;
    if (!already && !canRememberAnother(await countGroupMembers(context.db, groupId))) {
      throw authError("REMEMBERED_ACCOUNTS_FULL");
    }
  }
  withoutSessionCookie(context, request);
  return { from, groupId };
}

/**
 * A switch-mode login that did not sign in (a wrong password, a second-factor step): the
 * browser keeps the account it had. better-auth clears the session cookie when it asks for
 * a second factor; the code step then continues beside the kept session.
 */
export function keepCurrentAccount(context: AppContext, reply: FastifyReply, start: AddAccountStart): void {
  if (start.from) appendSetCookie(reply, [sessionCookieLine(context, start.from)]);
}

/**
 * After a switch-mode login signed `userId` in: its new session joins the browser's group
 * (made now if the browser had none), replacing an older session of the same account, and
 * login method 7 (switch account) is recorded (ACCT-005).
 */
export async function finishAddAccount(
  context: AppContext,
  start: AddAccountStart,
  userId: string,
  reply: FastifyReply,
): Promise<void> {
  const token = sessionTokenSet(context, setCookieLines(reply));
  const session = token ? await findLiveSession(context.db, token) : null;
  if (!session) return;
  const db = context.db;
  let groupId = start.groupId;
  const stale: string[] = [];
  if (!groupId) {
    groupId = randomBytes(18).toString("base64url");
    if (start.from && start.from.userId !== userId) {
      await insertMember(db, {
        groupId,
        userId: start.from.userId,
        sessionId: start.from.id,
        loginMethod: null,
      });
    } else if (start.from) {
      stale.push(start.from.id);
    }
  }
  const previous = await findMemberSession(db, groupId, userId);
  // The password step checked the limit; a second-factor step finishing later checks again.
  if (!previous && start.groupId && !canRememberAnother(await countGroupMembers(db, groupId))) {
    await deleteSessions(db, [session.id]);
    keepCurrentAccount(context, reply, start);
    throw authError("REMEMBERED_ACCOUNTS_FULL");
  }
  if (previous && previous !== session.id) stale.push(previous);
  await deleteSessions(db, stale);
  await insertMember(db, { groupId, userId, sessionId: session.id, loginMethod: LOGIN_METHOD.switchAccount });
}

function setCookieLines(reply: FastifyReply): string[] {
  const header = reply.getHeader("set-cookie");
  if (header === undefined) return [];
  return Array.isArray(header) ? header.map(String) : [String(header)];
}

/** The remembered-account record (ACCT-002) of a viewer record. */
function toRecord(user: ViewerUser): RememberedAccountRecord {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    full_name: user.full_name,
    image_medium_url: user.image_medium_url,
    image_large_url: user.image_medium_url,
    ...(user.is_partner ? { partner: { is_create: true } } : {}),
  };
}

async function membersOf(context: AppContext, request: FastifyRequest) {
  const from = await requestSession(context, request);
  if (!from) throw authError("UNAUTHORIZED");
  const groupId = await findGroupOfSession(context.db, from.id);
  const members = groupId ? await listGroupMembers(context.db, groupId) : [];
  return { from, groupId, members };
}

/** The browser's remembered accounts, the active one first (ACCT-001, ACCT-003). */
export async function rememberedAccounts(
  context: AppContext,
  request: FastifyRequest,
  viewer: Viewer,
  urls: ImageUrls,
): Promise<RememberedAccounts> {
  const { groupId, members } = await membersOf(context, request);
  const records: RememberedAccountRecord[] = [];
  for (const member of [...members].sort((a, b) => rank(a, viewer) - rank(b, viewer))) {
    const row = await findViewerRow(context.db, member.userId);
    if (row) records.push(toRecord(toViewerUser(row, urls)));
  }
  if (records.length === 0 && viewer.user) records.push(toRecord(viewer.user));
  return {
    group_id: groupId,
    active_id: viewer.id,
    accounts: records,
    max_accounts: MAX_REMEMBERED_ACCOUNTS,
  };
}

const rank = (member: GroupMember, viewer: Viewer) => (member.userId === viewer.id ? 0 : 1);

/**
 * Switches the browser to another remembered account (ACCT-005, ACCT-008): only an account
 * of the caller's own group, with a live session, and only by the session the server keeps
 * for it. Anything else is NOT_FOUND, whatever the caller knows about other groups.
 */
export async function switchAccount(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  targetId: string,
  urls: ImageUrls,
): Promise<{ user: ViewerUser }> {
  const { groupId, members } = await membersOf(context, request);
  const target = members.find((member) => member.userId === targetId);
  const row = target ? await findViewerRow(context.db, target.userId) : undefined;
  if (!groupId || !target || !row) throw authError("NOT_FOUND");
  await activate(context, reply, groupId, target);
  return { user: toViewerUser(row, urls) };
}

async function activate(context: AppContext, reply: FastifyReply, groupId: string, target: GroupMember) {
  await markActive(context.db, groupId, target.userId, LOGIN_METHOD.switchAccount);
  const secure = context.config.publicOrigin.startsWith("https://");
  appendSetCookie(reply, [
    sessionCookieLine(context, target),
    rememberedCookie(context.config.authSecret, target.userId, secure),
  ]);
}

/**
 * Forgets one remembered account and ends its session (log out of one). Forgetting the
 * active account makes the most recently used other one active; the answer names it.
 */
export async function forgetAccount(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  targetId: string,
): Promise<{ active_username: string | null }> {
  const { from, groupId, members } = await membersOf(context, request);
  const viewerRow = await findViewerRow(context.db, from.userId);
  if (targetId !== from.userId) {
    const target = members.find((member) => member.userId === targetId);
    if (!target) throw authError("NOT_FOUND");
    await deleteSessions(context.db, [target.sessionId]);
    return { active_username: viewerRow?.username ?? null };
  }
  await deleteSessions(context.db, [from.id]);
  const next = members.find((member) => member.userId !== from.userId);
  const nextRow = next ? await findViewerRow(context.db, next.userId) : undefined;
  if (groupId && next && nextRow) {
    await activate(context, reply, groupId, next);
    return { active_username: nextRow.username };
  }
  appendSetCookie(reply, [clearedSessionCookieLine(context)]);
  return { active_username: null };
}

/** Ends the session of every account the browser remembers (log out of all). */
export async function logOutAllAccounts(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const { from, groupId } = await membersOf(context, request);
  const ids = groupId ? await groupSessionIds(context.db, groupId) : [];
  await deleteSessions(context.db, [...new Set([from.id, ...ids])]);
  appendSetCookie(reply, [clearedSessionCookieLine(context)]);
}
