import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Enterprise single sign-on (AUTH-006, AUTH-109…113, IMPL-014; D-044): a company's OpenID
// Connect identity provider, registered by an operator (`npm run admin -- sso add`), and the
// email domains it vouches for.

const ts = () => timestamp({ withTimezone: true, precision: 3 });

/** One company's IdP: its issuer and our client there. */
export const ssoConnections = pgTable("sso_connections", {
  /** Random hex; linked accounts carry providerId `sso:<id>`. */
  id: text().primaryKey(),
  /** The issuer URL, discovered when the connection was added (https, or http on loopback). */
  issuer: text().notNull(),
  clientId: text().notNull(),
  clientSecret: text().notNull(),
  createdAt: ts().notNull().defaultNow(),
});

/** An email domain (lower case, e.g. "acme.com") whose people sign in through one IdP. */
export const ssoDomains = pgTable(
  "sso_domains",
  {
    domain: text().primaryKey(),
    connectionId: text()
      .notNull()
      .references(() => ssoConnections.id, { onDelete: "cascade" }),
  },
  (table) => [index("sso_domains_connection_idx").on(table.connectionId)],
);
