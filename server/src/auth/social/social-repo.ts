import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/index.ts";
import { schema } from "../../platform/db/index.ts";

const { accounts, verifications } = schema;

/**
 * Keeps a short-lived value (a sign-in flow's secrets, a verified identity awaiting its
 * sign-up) in better-auth's verifications table under a key of ours. Our keys start with
 * "social:", better-auth's are base64url digests, so they never meet.
 */
export async function stashValue(
  db: Executor,
  key: string,
  value: string,
  ttlSeconds: number,
): Promise<void> {
  await db.insert(verifications).values({
    id: randomBytes(16).toString("hex"),
    identifier: key,
    value,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
}

/** Takes a stashed value once: deleted as it is read, so two racing requests cannot both have it. */
export async function takeValue(db: Executor, key: string): Promise<string | null> {
  const rows = await db
    .delete(verifications)
    .where(eq(verifications.identifier, key))
    .returning({ value: verifications.value, expiresAt: verifications.expiresAt });
  const row = rows[0];
  return row && row.expiresAt.getTime() > Date.now() ? row.value : null;
}

/** The user a provider's subject is linked to, if any. */
export async function findLinkedUserId(
  db: Executor,
  providerId: string,
  accountId: string,
): Promise<string | null> {
  const rows = await db
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(and(eq(accounts.providerId, providerId), eq(accounts.accountId, accountId)))
    .limit(1);
  return rows[0]?.userId ?? null;
}
