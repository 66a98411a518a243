import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/index.ts";
import { schema } from "../../platform/db/index.ts";

const { accounts } = schema;

/** The sign-in methods an account has: its providers, and whether a password is among them. */
export async function findSignInMethods(db: Executor, userId: string) {
  const rows = await db
    .select({ providerId: accounts.providerId, password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return {
    hasPassword: rows.some((row) => row.providerId === "credential" && row.password !== null),
    providers: rows.filter((row) => row.providerId !== "credential").map((row) => row.providerId),
  };
}

/** The user a provider's subject is linked to, if any. */
export async function findIdentityOwner(db: Executor, providerId: string, accountId: string) {
  const rows = await db
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(and(eq(accounts.providerId, providerId), eq(accounts.accountId, accountId)))
    .limit(1);
  return rows[0]?.userId ?? null;
}

/** Links a provider identity to a user, as better-auth's own account rows are made. */
export async function insertIdentity(
  db: Executor,
  userId: string,
  providerId: string,
  accountId: string,
): Promise<boolean> {
  // The (provider, subject) unique index decides a race between two accounts linking it.
  const rows = await db
    .insert(accounts)
    .values({ id: randomBytes(16).toString("hex"), userId, providerId, accountId })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** Removes a provider's link from a user. */
export async function deleteIdentity(db: Executor, userId: string, providerId: string): Promise<void> {
  await db.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, providerId)));
}
