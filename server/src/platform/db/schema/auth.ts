import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bigId } from "./columns.ts";
import { users } from "./users.ts";

// better-auth's own tables (AUTH SPIKE). The export names are better-auth's model names in
// the plural (drizzleAdapter usePlural: users, sessions, accounts, verifications,
// twoFactors) and the property names
// are better-auth's field names, so no `fields` mapping is needed; the database's
// snake_case casing turns them into user_id, expires_at… Ids are better-auth's random
// 32-character strings (text): only users use next_id(). better-auth validates this schema
// against its expectations on first use (advanced.database.validateSchema).

const ts = (name?: string) =>
  name === undefined
    ? timestamp({ withTimezone: true, precision: 3 })
    : timestamp(name, { withTimezone: true, precision: 3 });
const userRef = () =>
  bigId()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** One row per signed-in browser; `token` is the cookie's value before its HMAC signature. */
export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    userId: userRef(),
    token: text().notNull(),
    expiresAt: ts().notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (table) => [uniqueIndex("sessions_token_idx").on(table.token), index("sessions_user_idx").on(table.userId)],
);

/**
 * Ways to sign in: providerId "credential" holds the argon2id hash in `password`; social
 * providers (google, facebook, line) hold their subject in accountId and tokens.
 */
export const accounts = pgTable(
  "accounts",
  {
    id: text().primaryKey(),
    userId: userRef(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: ts(),
    refreshTokenExpiresAt: ts(),
    scope: text(),
    password: text(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (table) => [
    index("accounts_user_idx").on(table.userId),
    uniqueIndex("accounts_provider_account_idx").on(table.providerId, table.accountId),
  ],
);

/** Single-use tokens and challenges: reset-password:…, 2fa-…, 2fa-otp-…, trust-device-…. */
export const verifications = pgTable(
  "verifications",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: ts().notNull(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/** TOTP secret and backup codes (both encrypted with the auth secret), one row per user. */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text().primaryKey(),
    userId: userRef(),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    verified: boolean().notNull().default(false),
    failedVerificationCount: integer().notNull().default(0),
    lockedUntil: ts(),
  },
  (table) => [uniqueIndex("two_factors_user_idx").on(table.userId)],
);
