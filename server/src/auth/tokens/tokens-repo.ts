import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/index.ts";
import { schema } from "../../platform/db/index.ts";

const { apiTokens, users } = schema;

const listColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  scopes: apiTokens.scopes,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  expiresAt: apiTokens.expiresAt,
  revokedAt: apiTokens.revokedAt,
};

/** A token row as its owner's list shows it (no hash). */
export type ApiTokenRow = {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
};

/** A user's tokens, newest first. */
export async function listTokens(db: Executor, userId: string): Promise<ApiTokenRow[]> {
  return db
    .select(listColumns)
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/**
 * Inserts a token unless the user already has `max` unrevoked ones: the user's row is locked
 * first, so two creates at once cannot both pass the count. Null when over the cap.
 */
export async function insertTokenUnderCap(
  db: Executor,
  token: {
    userId: string;
    name: string;
    prefix: string;
    secretHash: string;
    scopes: string[];
    expiresAt: Date | null;
  },
  max: number,
): Promise<ApiTokenRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, token.userId)).for("update");
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, token.userId), isNull(apiTokens.revokedAt)));
    if ((count?.n ?? 0) >= max) return null;
    const [row] = await tx.insert(apiTokens).values(token).returning(listColumns);
    return row ?? null;
  });
}

/** Revokes one of the user's tokens (keeping the first revocation time); null when not theirs. */
export async function revokeToken(
  db: Executor,
  userId: string,
  tokenId: string,
): Promise<ApiTokenRow | null> {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: sql`coalesce(${apiTokens.revokedAt}, now())` })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)))
    .returning(listColumns);
  return row ?? null;
}
