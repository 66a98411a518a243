import type { LoginDataRecord } from "@corkboard/core/auth";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/index.ts";
import { schema } from "../../platform/db/index.ts";

const { accounts, users } = schema;

// "users"."id" written out: drizzle leaves a lone table's columns unqualified, and inside
// these subqueries a bare "id" would be the accounts row's.
const linked = (provider: string) =>
  sql<boolean>`exists (select 1 from accounts a where a.user_id = "users"."id" and a.provider_id = ${provider})`;
const loginDataColumns = {
  hasPassword: sql<boolean>`exists (select 1 from accounts a where a.user_id = "users"."id" and a.provider_id = 'credential' and a.password is not null)`,
  google: linked("google"),
  facebook: linked("facebook"),
};

type LoginDataRow = { hasPassword: boolean; google: boolean; facebook: boolean };

const toRecord = (row: LoginDataRow): LoginDataRecord => ({
  // gplus is the old name of the same Google link (AUTH-080).
  connected_to_gplus: row.google,
  connected_to_google: row.google,
  connected_to_facebook: row.facebook,
  has_password: row.hasPassword,
});

/**
 * How the account behind a provider identity signs in (AUTH-080): the account the identity
 * is linked to, else the account with the email the provider vouched for; null for neither.
 */
export async function findLoginData(
  db: Executor,
  identity: { providerId: string; accountId: string; email: string | null },
): Promise<LoginDataRecord | null> {
  const byLink = await db
    .select(loginDataColumns)
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(accounts.providerId, identity.providerId), eq(accounts.accountId, identity.accountId)))
    .limit(1);
  if (byLink[0]) return toRecord(byLink[0]);
  if (!identity.email) return null;
  const byEmail = await db
    .select(loginDataColumns)
    .from(users)
    .where(eq(users.email, identity.email))
    .limit(1);
  return byEmail[0] ? toRecord(byEmail[0]) : null;
}
