import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db/index.ts";
import { schema } from "../../platform/db/index.ts";

const { accounts, ssoConnections, ssoDomains } = schema;

/** A company's IdP as stored (D-044). */
export interface SsoConnectionRow {
  id: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Stores a connection and its domains in one transaction-free pair of inserts (the caller's transaction). */
export async function insertConnection(
  db: Executor,
  connection: SsoConnectionRow,
  domains: readonly string[],
): Promise<void> {
  await db.insert(ssoConnections).values(connection);
  await db.insert(ssoDomains).values(domains.map((domain) => ({ domain, connectionId: connection.id })));
}

/** Which of `domains` some connection already claims. */
export async function claimedDomains(db: Executor, domains: readonly string[]): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(inArray(ssoDomains.domain, [...domains]));
  return rows.map((row) => row.domain);
}

/** The connection that vouches for an email domain, if any. */
export async function findConnectionByDomain(db: Executor, domain: string): Promise<SsoConnectionRow | null> {
  const rows = await db
    .select({
      id: ssoConnections.id,
      issuer: ssoConnections.issuer,
      clientId: ssoConnections.clientId,
      clientSecret: ssoConnections.clientSecret,
    })
    .from(ssoDomains)
    .innerJoin(ssoConnections, eq(ssoConnections.id, ssoDomains.connectionId))
    .where(eq(ssoDomains.domain, domain))
    .limit(1);
  return rows[0] ?? null;
}

/** A connection by id. */
export async function findConnection(db: Executor, id: string): Promise<SsoConnectionRow | null> {
  const rows = await db.select().from(ssoConnections).where(eq(ssoConnections.id, id)).limit(1);
  const row = rows[0];
  return row
    ? { id: row.id, issuer: row.issuer, clientId: row.clientId, clientSecret: row.clientSecret }
    : null;
}

/** Every connection with its domains, oldest first (the secret is not read). */
export async function listConnections(db: Executor) {
  const rows = await db
    .select({
      id: ssoConnections.id,
      issuer: ssoConnections.issuer,
      clientId: ssoConnections.clientId,
      createdAt: ssoConnections.createdAt,
      domain: ssoDomains.domain,
    })
    .from(ssoConnections)
    .leftJoin(ssoDomains, eq(ssoDomains.connectionId, ssoConnections.id))
    .orderBy(ssoConnections.createdAt, ssoConnections.id, ssoDomains.domain);
  const byId = new Map<string, { id: string; issuer: string; clientId: string; domains: string[] }>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { id: row.id, issuer: row.issuer, clientId: row.clientId, domains: [] };
    if (row.domain) entry.domains.push(row.domain);
    byId.set(row.id, entry);
  }
  return [...byId.values()];
}

/** Deletes a connection (its domains go with it); true when there was one. */
export async function deleteConnection(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(ssoConnections)
    .where(eq(ssoConnections.id, id))
    .returning({ id: ssoConnections.id });
  return rows.length > 0;
}

/** The domains a connection vouches for. */
export async function domainsOf(db: Executor, connectionId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(eq(ssoDomains.connectionId, connectionId));
  return rows.map((row) => row.domain);
}

/** Links an IdP subject to an existing user, so the next SSO sign-in finds it directly. */
export async function linkAccount(
  db: Executor,
  userId: string,
  providerId: string,
  accountId: string,
): Promise<void> {
  await db
    .insert(accounts)
    .values({ id: randomBytes(16).toString("hex"), userId, providerId, accountId })
    .onConflictDoNothing();
}
