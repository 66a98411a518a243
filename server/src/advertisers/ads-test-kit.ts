import type { AdvertiserRole } from "@corkboard/core/ads";
import { currencyForCountry } from "@corkboard/core/ads";
import { eq } from "drizzle-orm";
import type { Database } from "../platform/db/index.ts";
import { advertiserMembers, advertisers, users } from "../platform/db/schema/index.ts";

// Test helpers of the business side: old-enough accounts and advertisers. Signed-in people
// come from test/signed-in.ts, as everywhere.

/** Makes an account `days` old, so the "new account" promote check passes (PIN-073). */
export async function backdate(db: Database, userId: string, days = 30) {
  await db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(users.id, userId));
}

/** An advertiser owned by `ownerUserId` with members and roles. */
export async function buildAdvertiser(
  db: Database,
  ownerUserId: string,
  members: Record<string, AdvertiserRole>,
  country = "US",
) {
  const [row] = await db
    .insert(advertisers)
    .values({ ownerUserId, name: "Test Ads", country, currency: currencyForCountry(country) })
    .returning();
  if (!row) throw new Error("insert failed");
  const entries = Object.entries(members);
  if (entries.length > 0) {
    await db
      .insert(advertiserMembers)
      .values(entries.map(([userId, role]) => ({ advertiserId: row.id, userId, role })));
  }
  return row;
}
