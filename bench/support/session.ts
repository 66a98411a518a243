import { randomBytes } from "node:crypto";
import type pg from "pg";
import { hashPassword } from "../../server/src/platform/auth/password.ts";

/** A signed-in bench account: its id and the headers of a same-origin write from the SPA. */
export interface BenchSession {
  userId: string;
  /** Cookie (session + CSRF), Origin and X-CSRFToken, as the SPA sends them. */
  headers: Record<string, string>;
}

/**
 * Makes (or reuses) an account straight in the database, aged 30 days, and logs it in
 * through the real route once; later requests reuse the session cookie.
 */
export async function benchSession(
  client: pg.Client,
  baseUrl: string,
  origin: string,
  name: string,
  /** Logs in from this address (X-Forwarded-For; the server must trust it): many bench
   * accounts then log in without tripping the per-address login limits. */
  forwardedFor?: string,
): Promise<BenchSession> {
  const password = "bench-lantern-harbor-42";
  const email = `${name}@fastmail.com`;
  const { rows } = await client.query<{ id: string }>(
    `insert into users (username, full_name, email, email_verified, country, created_at)
     values ($1, 'Bench', $2, true, 'US', now() - interval '30 days')
     on conflict (email) do update set state = 'active' returning id::text`,
    [name.replace(/[^a-z0-9_]/gi, "").slice(0, 30), email],
  );
  const userId = rows[0]?.id;
  if (!userId) throw new Error("bench user insert failed");
  await client.query(
    `insert into accounts (id, user_id, account_id, provider_id, password) values ($1, $2::bigint, $2::text, 'credential', $3)
     on conflict (provider_id, account_id) do update set password = excluded.password`,
    [randomBytes(16).toString("hex"), userId, await hashPassword(password)],
  );
  const csrf = randomBytes(32).toString("base64url");
  const response = await fetch(`${baseUrl}/resource/UserSessionResource/create/`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin,
      cookie: `csrftoken=${csrf}`,
      "x-csrftoken": csrf,
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
    body: JSON.stringify({ username_or_email: email, password }),
  });
  if (!response.ok) throw new Error(`bench login failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .filter((pair) => pair && !pair.endsWith("="));
  return {
    userId,
    headers: { origin, cookie: [`csrftoken=${csrf}`, ...cookies].join("; "), "x-csrftoken": csrf },
  };
}

/** Each bench session's newest session token, read from the database (the SQL-only loops sign in as it). */
export async function sessionTokens(client: pg.Client, sessions: BenchSession[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const session of sessions) {
    const { rows } = await client.query<{ token: string }>(
      "select token from sessions where user_id = $1 order by created_at desc limit 1",
      [session.userId],
    );
    tokens.push(rows[0]?.token ?? "");
  }
  return tokens;
}
