import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bigId, createdAt, idPrimaryKey } from "./columns.ts";
import { images } from "./images.ts";

/** Account state (IMPL-015); only `active` may hold a session. */
export const userState = pgEnum("user_state", ["active", "suspended", "soft_banned", "deactivated"]);

/** Why an account is deactivated (AUTH-150, AUTH-152 DECISION). */
export const deactivationReason = pgEnum("deactivation_reason", [
  "community_guidelines",
  "unusual_activity",
  "user_request",
]);

/**
 * People. better-auth reads and writes this table as its `user` model: `name` is mapped onto
 * full_name and `image` onto image_url; credentials, sessions, tokens and 2FA secrets live
 * in auth.ts.
 */
export const users = pgTable(
  "users",
  {
    id: idPrimaryKey(),
    username: text().notNull(),
    fullName: text().notNull(),
    avatarImageId: bigId().references(() => images.id, { onDelete: "set null" }),
    /** Colour of the letter avatar shown when there is no image. */
    avatarColorIndex: smallint().notNull().default(0),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text(),
    /**
     * The language the person chose in settings (IMPL-045, D-036): a locale of
     * core/src/messages/locales.ts, or null to follow their browser's languages.
     */
    locale: text(),
    /** Stored lower-case (better-auth lower-cases before every write and lookup). Null for demo users. */
    email: text(),
    emailVerified: boolean().notNull().default(false),
    /** A provider's picture URL (better-auth `image`); our own avatar is avatarImageId. */
    imageUrl: text(),
    /** better-auth twoFactor plugin flag: every new session must pass a second factor. */
    twoFactorEnabled: boolean().notNull().default(false),
    state: userState().notNull().default("active"),
    deactivationReason: deactivationReason(),
    /** Date of birth (AUTH-065); null for accounts made before sign-up collected it. */
    birthday: date({ mode: "string" }),
    /**
     * Each consent key ticked at sign-up with when (AUTH-072 DECISION), e.g.
     * {"terms": "2026-11-21T10:00:00.000Z"}. Marketing opt-out is its absence.
     */
    consents: jsonb().$type<Record<string, string>>().notNull().default({}),
    /**
     * Where the birthday and email given at sign-up came from (AUTH-071, D-042): the product's
     * name or the social provider's, e.g. {"birthday": "Corkboard", "email": "line"}. Null for
     * accounts made before it was recorded.
     */
    signupSources: jsonb().$type<{ birthday: string; email: string }>(),
    /** Upsells the user has dismissed or seen, e.g. "instagram_claim" (PIN-054 upsell). */
    claimingUpsellsSeen: text().array().notNull().default(sql`'{}'::text[]`),
    /** People following this user; kept by the follows trigger (migration 0009, D-031). */
    followerCount: integer().notNull().default(0),
    /** People this user follows; kept by the same trigger. */
    followingCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${table.username})`),
    // People search by name and username (D-032): `search_fold` is migration 0010's.
    index("users_search_trgm_idx").using(
      "gin",
      sql`search_fold(${table.fullName} || ' ' || ${table.username}) gin_trgm_ops`,
    ),
    uniqueIndex("users_email_idx").on(table.email),
    check("users_email_lower_chk", sql`${table.email} = lower(${table.email})`),
  ],
);
