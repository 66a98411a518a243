import { index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sessions } from "./auth.ts";
import { bigId } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Remembered accounts (ACCT-001…008, D-045): the accounts signed in on one browser, each
 * with its own better-auth session, grouped under a device group id. A row lives only as
 * long as its session (ON DELETE CASCADE): logging out, "log out everywhere", a password
 * reset or a suspension ends the session and so the account's place in the group.
 */
export const deviceAccounts = pgTable(
  "device_accounts",
  {
    groupId: text().notNull(),
    userId: bigId()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text()
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    /** The login-method code of the last sign-in or switch into this account (AUTH-083; 7 = switch). */
    loginMethod: smallint(),
    addedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** When the browser last made this account the active one. */
    activeAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    uniqueIndex("device_accounts_session_idx").on(table.sessionId),
    index("device_accounts_user_idx").on(table.userId),
  ],
);
