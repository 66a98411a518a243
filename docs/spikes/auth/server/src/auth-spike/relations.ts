// AUTH SPIKE — Drizzle relations better-auth's joined reads (advanced.database.joins) need.
// NOT used by the design: joined reads return bigint ids through json_build_array, i.e. as
// JSON numbers, and lose precision (see the "joins" test). Kept only to prove that.
import { relations } from "drizzle-orm";
import { accounts, sessions, twoFactors, users } from "../platform/db/schema/index.ts";

export const usersAuthRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  accounts: many(accounts),
  twoFactors: many(twoFactors),
}));
export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));
export const accountsRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] }),
}));
export const twoFactorsRelations = relations(twoFactors, ({ one }) => ({
  user: one(users, { fields: [twoFactors.userId], references: [users.id] }),
}));
