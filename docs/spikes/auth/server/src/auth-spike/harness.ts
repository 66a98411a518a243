// AUTH SPIKE — test harness: a database, an auth instance, a cookie jar.
import { randomBytes } from "node:crypto";
import { type Database, type OpenDatabase, schema } from "../platform/db/index.ts";
import { createAuthRateLimits, createLimiterStore } from "../platform/rate-limit/index.ts";
import { openTestDatabase } from "../test/test-database.ts";
import { createSpikeAuth, type SentMail, type SpikeAuth, type SpikeAuthOptions } from "./auth.ts";
import * as relations from "./relations.ts";

export const ORIGIN = "https://corkboard.test";
export const SECRET = "spike-secret-0123456789abcdef0123456789abcdef";

export interface Harness {
  database: OpenDatabase;
  /** SQL statements better-auth ran (only with countQueries). */
  queries: string[];
  auth: SpikeAuth;
  outbox: SentMail[];
  close(): Promise<void>;
}

let n = 0;
/** A fresh database (PGlite, or PostgreSQL when DATABASE_URL is set) and auth instance. */
export async function openHarness(
  overrides: Partial<
    Pick<SpikeAuthOptions, "mfaGuard" | "autoSignInAfterVerification" | "publicOrigin" | "joins">
  > & {
    countQueries?: boolean;
  } = {},
): Promise<Harness> {
  const { countQueries, ...authOverrides } = overrides;
  const database = await openTestDatabase();
  const queries: string[] = [];
  let queryDb: Database | undefined;
  if (countQueries) {
    // A second Drizzle handle on the same client, logging what better-auth sends.
    const client = (database.db as unknown as { $client: never }).$client;
    const logger = { logQuery: (query: string) => void queries.push(query) };
    const options = { client, schema: { ...schema, ...relations }, casing: "snake_case" as const, logger };
    queryDb = (database.kind === "pglite"
      ? (await import("drizzle-orm/pglite")).drizzle(options)
      : (await import("drizzle-orm/node-postgres")).drizzle(options)) as unknown as Database;
  }
  const store = await createLimiterStore({
    kind: "memory",
    namespace: `spike-${randomBytes(4).toString("hex")}`,
  });
  const outbox: SentMail[] = [];
  const auth = createSpikeAuth({
    db: database.db,
    publicOrigin: ORIGIN,
    secret: SECRET,
    outbox,
    limits: createAuthRateLimits(store),
    usedTotpCodes: store.limiter({ name: "totp_used", points: 1, durationSeconds: 120, blockSeconds: 0 }),
    pickUsername: async (email) => `${email.split("@")[0]?.replace(/\W/g, "").slice(0, 20)}_${n++}`,
    ...(queryDb ? { queryDb } : {}),
    ...authOverrides,
  });
  return { database, queries, auth, outbox, close: () => database.close() };
}

/** The browser's cookie store, fed with Set-Cookie headers. */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  /** Raw Set-Cookie lines seen last, for attribute checks. */
  lastSetCookie: string[] = [];

  absorb(headers: Headers | null | undefined): this {
    this.lastSetCookie = headers?.getSetCookie() ?? [];
    for (const line of this.lastSetCookie) {
      const [pair = "", ...attrs] = line.split(";").map((part) => part.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attrs.some((a) => /^max-age=0$/i.test(a) || /^max-age=-/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  headers(extra: Record<string, string> = {}): Headers {
    const headers = new Headers(extra);
    if (this.cookies.size) headers.set("cookie", this.header());
    return headers;
  }
}

/** The code and status of a better-auth APIError (or rethrows anything else). */
export async function apiError(
  run: () => Promise<unknown>,
): Promise<{ status: number; code: string; headers?: Headers }> {
  try {
    await run();
  } catch (error) {
    const e = error as { statusCode?: number; body?: { code?: string }; headers?: Headers };
    if (typeof e.statusCode === "number")
      return { status: e.statusCode, code: e.body?.code ?? "", headers: e.headers };
    throw error;
  }
  throw new Error("expected an APIError");
}
