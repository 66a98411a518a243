import { eq, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { prepared } from "../platform/db/prepared.ts";

const { apiTokens, images, sessions, users } = schema;

/**
 * The user's ways in, in one look at their accounts: "credential" when a password is set,
 * and each sign-in provider linked (D-039, D-042, D-044) — for AUTH-002/003's has_password
 * and connected_to_* (one index scan where four EXISTS probes were).
 */
const signInMethods = sql<
  string[]
>`array(select a.provider_id from accounts a where a.user_id = ${users.id} and (a.provider_id <> 'credential' or a.password is not null))`;
/** A business (partner) account has a business profile (ACCT-009, PIN-072). */
const isPartner = sql<boolean>`exists (select 1 from business_profiles b where b.user_id = ${users.id})`;

const viewerColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  emailVerified: users.emailVerified,
  imageUrl: users.imageUrl,
  avatarColorIndex: users.avatarColorIndex,
  country: users.country,
  locale: users.locale,
  twoFactorEnabled: users.twoFactorEnabled,
  state: users.state,
  createdAt: users.createdAt,
  signInMethods,
  isPartner,
  avatar: { storageKey: images.storageKey, width: images.width, height: images.height },
};

/** A row with its ways in read as the viewer record's flags. */
function withSignInFlags<Row extends { signInMethods: string[] | null }>(row: Row | undefined) {
  if (!row) return undefined;
  const methods = row.signInMethods ?? [];
  return {
    ...row,
    hasPassword: methods.includes("credential"),
    connectedToGoogle: methods.includes("google"),
    connectedToFacebook: methods.includes("facebook"),
    connectedToLine: methods.includes("line"),
  };
}

/** What the viewer record (AUTH-002/003) is built from: one indexed read. */
export async function findViewerRow(db: Executor, userId: string) {
  const rows = await db
    .select(viewerColumns)
    .from(users)
    .leftJoin(images, eq(images.id, users.avatarImageId))
    .where(eq(users.id, userId))
    .limit(1);
  return withSignInFlags(rows[0]);
}

/**
 * The viewer record of the session with this token, with the session's expiry, in one
 * indexed read: the session hook's fast path for every signed-in request.
 */
export async function findSessionViewer(db: Executor, token: string) {
  const query = prepared(db, "session_viewer", (db) =>
    db
      .select({ ...viewerColumns, sessionExpiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(images, eq(images.id, users.avatarImageId))
      .where(eq(sessions.token, sql.placeholder("token")))
      .limit(1)
      .prepare("session_viewer"),
  );
  const rows = await query.execute({ token });
  return withSignInFlags(rows[0]);
}

/**
 * The personal API token with this public prefix and its person's viewer record, in one
 * indexed read: the session hook's path for every Bearer request (D-057).
 */
export async function findTokenViewer(db: Executor, prefix: string) {
  const query = prepared(db, "token_viewer", (db) =>
    db
      .select({
        ...viewerColumns,
        token: {
          id: apiTokens.id,
          secretHash: apiTokens.secretHash,
          scopes: apiTokens.scopes,
          lastUsedAt: apiTokens.lastUsedAt,
          expiresAt: apiTokens.expiresAt,
          revokedAt: apiTokens.revokedAt,
        },
      })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .leftJoin(images, eq(images.id, users.avatarImageId))
      .where(eq(apiTokens.prefix, sql.placeholder("prefix")))
      .limit(1)
      .prepare("token_viewer"),
  );
  const rows = await query.execute({ prefix });
  return withSignInFlags(rows[0]);
}

/** Marks a token used now, unless it was marked within the last minute (one write a minute). */
export async function touchTokenUsed(db: Executor, tokenId: string, now: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      sql`${apiTokens.id} = ${tokenId} and (${apiTokens.lastUsedAt} is null or ${apiTokens.lastUsedAt} < ${new Date(now.getTime() - 60_000)})`,
    );
}

/** A viewer row. */
export type ViewerRow = NonNullable<Awaited<ReturnType<typeof findViewerRow>>>;

/** Whether an account has this email (AUTH-210); emails are stored lower-case. */
export async function emailExists(db: Executor, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

/**
 * The email behind username_or_email (AUTH-073): a value without "@" is a username. An
 * unknown username maps to an address that cannot exist, so the login runs the same path
 * (and costs the same) as for an unknown email.
 */
export async function resolveLoginEmail(db: Executor, value: string): Promise<string> {
  const trimmed = value.trim();
  if (trimmed.includes("@")) return trimmed.toLowerCase();
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${trimmed})`)
    .limit(1);
  return rows[0]?.email ?? `${trimmed.toLowerCase()}@unknown.invalid`;
}

/** The user id and state behind an email, for recovery bookkeeping. */
export async function findUserIdByEmail(db: Executor, email: string) {
  const rows = await db
    .select({ id: users.id, state: users.state })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return rows[0];
}

/** Records what the sign-up form carried beyond better-auth's fields (AUTH-071/072). */
export async function saveSignupDetails(
  db: Executor,
  userId: string,
  details: {
    birthday: string | null;
    consents: Record<string, string>;
    /** AUTH-071: where the birthday and email came from. */
    sources: { birthday: string; email: string };
  },
): Promise<void> {
  await db
    .update(users)
    .set({ birthday: details.birthday, consents: details.consents, signupSources: details.sources })
    .where(eq(users.id, userId));
}

/** A soft-banned account is active again once its owner set a new password (AUTH-148). */
export async function liftSoftBan(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ state: "active", updatedAt: new Date() })
    .where(sql`${users.id} = ${userId} and ${users.state} = 'soft_banned'`);
}

/** True when the user enrolled an authenticator app and confirmed it (IMPL-013). */
export async function hasVerifiedAuthenticator(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ verified: schema.twoFactors.verified })
    .from(schema.twoFactors)
    .where(eq(schema.twoFactors.userId, userId))
    .limit(1);
  return rows[0]?.verified === true;
}
