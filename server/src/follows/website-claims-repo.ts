import { and, asc, count, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { Database, Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { listableSql } from "./follow-repo.ts";

// The SQL of website claims (IMPL-016) and of a domain's official user (FOLLOW-021).

const { users, websiteClaims } = schema;

/** A website claim row. */
export type WebsiteClaimRow = typeof websiteClaims.$inferSelect;

/** The user's claims, oldest first. */
export function findClaims(db: Executor, userId: string): Promise<WebsiteClaimRow[]> {
  return db
    .select()
    .from(websiteClaims)
    .where(eq(websiteClaims.userId, userId))
    .orderBy(asc(websiteClaims.createdAt));
}

/** The user's claim of `domain`, if any. */
export async function findClaim(db: Executor, userId: string, domain: string) {
  const rows = await db
    .select()
    .from(websiteClaims)
    .where(and(eq(websiteClaims.userId, userId), eq(websiteClaims.domain, domain)))
    .limit(1);
  return rows[0];
}

/** How many websites the user has claimed. */
export async function countClaims(db: Executor, userId: string): Promise<number> {
  const rows = await db.select({ n: count() }).from(websiteClaims).where(eq(websiteClaims.userId, userId));
  return rows[0]?.n ?? 0;
}

/**
 * Makes the claim (or takes the one there, updating the home page to the one given now:
 * the scheme or port may have been corrected).
 */
export async function upsertClaim(
  db: Executor,
  claim: { userId: string; domain: string; homePage: string; token: string },
): Promise<WebsiteClaimRow> {
  const [row] = await db
    .insert(websiteClaims)
    .values(claim)
    .onConflictDoUpdate({
      target: [websiteClaims.userId, websiteClaims.domain],
      set: { homePage: claim.homePage },
    })
    .returning();
  if (!row) throw new Error("website claim upsert returned nothing");
  return row;
}

/**
 * Marks the claim verified and releases the domain from anyone who held it before (the
 * latest proof wins, D-031), in one transaction; the partial unique index keeps one verified
 * claim per domain even against a concurrent verification.
 */
export async function markVerified(
  db: Database,
  claimId: string,
  domain: string,
  proof: "meta_tag" | "dns_txt",
): Promise<WebsiteClaimRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(websiteClaims)
      .set({ verifiedAt: null, verifiedBy: null })
      .where(
        and(
          eq(websiteClaims.domain, domain),
          ne(websiteClaims.id, claimId),
          isNotNull(websiteClaims.verifiedAt),
        ),
      );
    const [row] = await tx
      .update(websiteClaims)
      .set({ verifiedAt: sql`now()`, verifiedBy: proof })
      .where(eq(websiteClaims.id, claimId))
      .returning();
    if (!row) throw new Error("website claim vanished while verifying");
    return row;
  });
}

/** Deletes the user's claim of `domain`; true when there was one. */
export async function deleteClaim(db: Executor, userId: string, domain: string): Promise<boolean> {
  const rows = await db
    .delete(websiteClaims)
    .where(and(eq(websiteClaims.userId, userId), eq(websiteClaims.domain, domain)))
    .returning({ id: websiteClaims.id });
  return rows.length > 0;
}

/** The official user of a domain (linkDomain.officialUser): who verified it, if still listable. */
export async function findOfficialUserId(db: Executor, domain: string): Promise<string | null> {
  const rows = await db
    .select({ userId: websiteClaims.userId })
    .from(websiteClaims)
    .innerJoin(users, eq(users.id, websiteClaims.userId))
    .where(and(eq(websiteClaims.domain, domain), isNotNull(websiteClaims.verifiedAt), listableSql()))
    .limit(1);
  return rows[0]?.userId ?? null;
}
