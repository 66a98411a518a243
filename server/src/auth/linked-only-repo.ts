import { eq } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";

const { accounts, users } = schema;

/**
 * The providers linked to the account with this email when it has no password (a password
 * login can never succeed for it); null when there is no such account or it has a password.
 */
export async function passwordlessProviders(db: Executor, email: string): Promise<string[] | null> {
  const rows = await db
    .select({ providerId: accounts.providerId, password: accounts.password })
    .from(users)
    .innerJoin(accounts, eq(accounts.userId, users.id))
    .where(eq(users.email, email));
  if (rows.length === 0) return null;
  const hasPassword = rows.some((row) => row.providerId === "credential" && row.password !== null);
  return hasPassword ? null : rows.map((row) => row.providerId);
}
