import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";

// The SQL of pin disclosures: paid partnerships and affiliate links (D-035).

const { businessProfiles, pinDisclosures, pins, users } = schema;

/** A pin's owner (its pinner), or undefined when there is no such pin. */
export async function findPinOwner(db: Executor, pinId: string): Promise<string | undefined> {
  const [row] = await db.select({ pinnerId: pins.pinnerId }).from(pins).where(eq(pins.id, pinId));
  return row?.pinnerId;
}

/** A pin's disclosures with the named business's username, name and account state. */
export async function findDisclosures(db: Executor, pinId: string) {
  const [row] = await db
    .select({
      sponsorId: pinDisclosures.sponsorId,
      sponsorshipStatus: pinDisclosures.sponsorshipStatus,
      affiliateLink: pinDisclosures.affiliateLink,
      sponsorUsername: users.username,
      sponsorName: sql<string | null>`coalesce(${businessProfiles.businessName}, ${users.fullName})`,
      sponsorState: users.state,
    })
    .from(pinDisclosures)
    .leftJoin(users, eq(users.id, pinDisclosures.sponsorId))
    .leftJoin(businessProfiles, eq(businessProfiles.userId, pinDisclosures.sponsorId))
    .where(eq(pinDisclosures.pinId, pinId));
  return row;
}

/** A pin's disclosures as `findDisclosures` answers them. */
export type DisclosureRow = NonNullable<Awaited<ReturnType<typeof findDisclosures>>>;

/** An account by username (case-insensitive), with its state and whether it is a business. */
export async function findAccountByUsername(db: Executor, username: string) {
  const [row] = await db
    .select({
      id: users.id,
      state: users.state,
      isBusiness: sql<boolean>`${businessProfiles.userId} is not null`,
    })
    .from(users)
    .leftJoin(businessProfiles, eq(businessProfiles.userId, users.id))
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row;
}

/** Writes a pin's disclosures (one row per pin). */
export async function upsertDisclosures(
  db: Executor,
  values: {
    pinId: string;
    sponsorId: string | null;
    sponsorshipStatus: number | null;
    affiliateLink: boolean;
  },
): Promise<void> {
  await db
    .insert(pinDisclosures)
    .values({ ...values, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: pinDisclosures.pinId,
      set: {
        sponsorId: values.sponsorId,
        sponsorshipStatus: values.sponsorshipStatus,
        affiliateLink: values.affiliateLink,
        updatedAt: new Date(),
      },
    });
}

/**
 * Sets the answer of a paid partnership that names `businessId`; false when the pin names
 * another business, or none.
 */
export async function answerSponsorship(
  db: Executor,
  pinId: string,
  businessId: string,
  status: number,
): Promise<boolean> {
  const rows = await db
    .update(pinDisclosures)
    .set({ sponsorshipStatus: status, updatedAt: new Date() })
    .where(
      and(
        eq(pinDisclosures.pinId, pinId),
        eq(pinDisclosures.sponsorId, businessId),
        isNotNull(pinDisclosures.sponsorshipStatus),
      ),
    )
    .returning({ pinId: pinDisclosures.pinId });
  return rows.length > 0;
}
