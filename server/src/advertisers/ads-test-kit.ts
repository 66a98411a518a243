import type { AdvertiserRole } from "@corkboard/core/ads";
import { currencyForCountry } from "@corkboard/core/ads";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { signUp } from "../auth/auth-test-kit.ts";
import type { Database } from "../platform/db/index.ts";
import { advertiserMembers, advertisers, users } from "../platform/db/schema/index.ts";

/** Test helpers of the business side: signed-in people, old-enough accounts, advertisers. */

let counter = 0;

/** Signs a new account up through the real route; its id and browser. */
export async function signedIn(app: FastifyInstance, db: Database, label = "ads") {
  const email = `${label}.${Date.now().toString(36)}.${counter++}@fastmail.com`;
  const browser = await signUp(app, email);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error("signed-up user not found");
  return { browser, id: row.id, email };
}

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
