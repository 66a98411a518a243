import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bigId, createdAt, idPrimaryKey } from "./columns.ts";
import { users } from "./users.ts";

/**
 * user → user follows (FOLLOW-001). `users.follower_count` and `following_count` follow the
 * rows through a row trigger (migration 0009, D-031), so they are exact under concurrency.
 */
export const follows = pgTable(
  "follows",
  {
    followerId: bigId()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followeeId: bigId()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    // Also "does the viewer follow X" and the followed feed's outer scan (follower first).
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    // The followers and following lists, keyset over (created_at, the other person's id);
    // ascending, scanned backward (see pins_created_idx).
    index("follows_followee_created_idx").on(table.followeeId, table.createdAt, table.followerId),
    index("follows_follower_created_idx").on(table.followerId, table.createdAt, table.followeeId),
    check("follows_not_self_chk", sql`${table.followerId} <> ${table.followeeId}`),
  ],
);

/** How a website claim was proven (IMPL-016). */
export const websiteProof = pgEnum("website_proof", ["meta_tag", "dns_txt"]);

/**
 * Websites people claim (IMPL-016). A verified claim makes its user the domain's official
 * user (linkDomain.officialUser, FOLLOW-021); one verified claim per domain, the latest
 * proof winning (D-031).
 */
export const websiteClaims = pgTable(
  "website_claims",
  {
    id: idPrimaryKey(),
    userId: bigId()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Lower-case host without a leading "www." and without a port. */
    domain: text().notNull(),
    /** The home page the meta tag is looked for on: scheme, host and port as claimed. */
    homePage: text().notNull(),
    /** Published on the site by its owner, so not a secret; random per claim. */
    token: text().notNull(),
    verifiedAt: timestamp({ withTimezone: true, precision: 3 }),
    verifiedBy: websiteProof(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("website_claims_user_domain_idx").on(table.userId, table.domain),
    uniqueIndex("website_claims_verified_domain_idx")
      .on(table.domain)
      .where(sql`${table.verifiedAt} is not null`),
  ],
);
