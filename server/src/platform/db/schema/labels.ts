import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { bigId, createdAt, idPrimaryKey } from "./columns.ts";
import { pins } from "./pins.ts";
import { users } from "./users.ts";

/**
 * A pin's disclosures (LABEL-001…007, D-035), one row per pin that has any: the paid
 * partnership its creator marked (the named business and SPONSORSHIP_STATUS of
 * core/src/labels) and whether its link is an affiliate link. Apart from `pins` so the hot
 * pin table and its writes carry nothing for the few pins that disclose.
 */
export const pinDisclosures = pgTable(
  "pin_disclosures",
  {
    pinId: bigId()
      .primaryKey()
      .references(() => pins.id, { onDelete: "cascade" }),
    /** The named business; null once that account is deleted (the label goes unnamed, status 3). */
    sponsorId: bigId().references(() => users.id, { onDelete: "set null" }),
    /** SPONSORSHIP_STATUS; null when the pin is no paid partnership. */
    sponsorshipStatus: smallint(),
    affiliateLink: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    // A business's requests, for its notifications' answers and for account clean-up.
    index("pin_disclosures_sponsor_idx").on(table.sponsorId).where(sql`${table.sponsorId} is not null`),
    check("pin_disclosures_status_chk", sql`${table.sponsorshipStatus} between 0 and 3`),
  ],
);

/**
 * Advisories (SEARCH-038/039, LABEL-008): an operator's named notice with its severity,
 * managed through `npm run admin -- advisory …`. `notices` holds the notices as the contract's
 * `noticeSchema` array, checked by the CLI before it is written.
 */
export const advisories = pgTable(
  "advisories",
  {
    id: idPrimaryKey(),
    /** The advisory's name (e.g. "self_harm"), unique; what `advisory` says on the wire. */
    name: text().notNull().unique(),
    /** ABUSIVE 0, SENSITIVE 1, BRAND_UNSAFE 2 (SEARCH-039). */
    severity: smallint().notNull(),
    advisoryType: text().notNull(),
    /** ISO 3166-1 alpha-2 of the resources' country, if the notices are for one. */
    resourceCountry: text(),
    notices: jsonb().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [check("advisories_severity_chk", sql`${table.severity} between 0 and 2`)],
);

/**
 * Search terms that raise an advisory, folded by core's `foldAdvisoryText` (D-035). A query
 * matches a term when the term is a run of whole words of the folded query.
 */
export const advisoryTerms = pgTable("advisory_terms", {
  term: text().primaryKey(),
  advisoryId: bigId()
    .notNull()
    .references(() => advisories.id, { onDelete: "cascade" }),
});

/** Pins an operator marked sensitive (LABEL-011): covered by the advisory's notice. */
export const sensitivePins = pgTable("sensitive_pins", {
  pinId: bigId()
    .primaryKey()
    .references(() => pins.id, { onDelete: "cascade" }),
  advisoryId: bigId()
    .notNull()
    .references(() => advisories.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});
