// Issue "Sign-up, log-in…" — logins per second and p99 on PostgreSQL at 32 connections,
// side by side with the bare argon2id cost measured in the same run.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench -- login
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { performance } from "node:perf_hooks";
import type autocannon from "autocannon";
import { hashPassword, verifyPassword } from "../server/src/platform/auth/password.ts";
import { runLoad } from "./support/load.ts";
import { startBenchServer } from "./support/processes.ts";
import { writeResult } from "./support/report.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("login needs DATABASE_URL (PostgreSQL)");
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 15);
const USERS = 200;
const PASSWORD = "bench-lantern-harbor-42";
// The origin the SPA would be served from: CSRF checks Origin against it.
const ORIGIN = "http://bench.corkboard.test";

// 1. Bare hashing cost: one verify at a time (latency) and as many as libuv runs at once.
const stored = await hashPassword(PASSWORD);
const sequential: number[] = [];
for (let i = 0; i < 100; i++) {
  const start = performance.now();
  await verifyPassword(stored, PASSWORD);
  sequential.push(performance.now() - start);
}
sequential.sort((a, b) => a - b);
const parallelStart = performance.now();
const parallelCount = 400;
await Promise.all(Array.from({ length: parallelCount }, () => verifyPassword(stored, PASSWORD)));
const bareVerifiesPerSecond = Math.round(parallelCount / ((performance.now() - parallelStart) / 1000));

// 2. Accounts to log in as, written straight to the database (sign-up is rate limited).
// Per-IP limits count X-Forwarded-For only behind a trusted proxy: the load spreads over
// many client addresses, as real traffic does, instead of tripping the human check.
const { app, client, stop } = await startBenchServer(databaseUrl, ORIGIN, { TRUST_PROXY: "true" });
try {
  const emails: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const email = `bench-login-${i}@fastmail.com`;
    emails.push(email);
    const { rows } = await client.query<{ id: string }>(
      `insert into users (username, full_name, email, email_verified) values ($1, 'Bench', $2, true)
       on conflict (email) do update set state = 'active' returning id::text`,
      [`benchlogin${i}`, email],
    );
    await client.query(
      `insert into accounts (id, user_id, account_id, provider_id, password) values ($1, $2::bigint, $2::text, 'credential', $3)
       on conflict (provider_id, account_id) do update set password = excluded.password`,
      [randomBytes(16).toString("hex"), rows[0]?.id, stored],
    );
  }
  const csrf = randomBytes(32).toString("base64url");
  // autocannon replays a request list from its start on every connection, so each request
  // is set up afresh instead: a random account from a random client address.
  let sequence = 0;
  const requests = [
    {
      method: "POST" as const,
      path: "/resource/UserSessionResource/create/",
      setupRequest: (request: autocannon.Request): autocannon.Request => {
        const n = sequence++;
        return {
          ...request,
          headers: {
            "content-type": "application/json",
            origin: ORIGIN,
            cookie: `csrftoken=${csrf}`,
            "x-csrftoken": csrf,
            "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({ username_or_email: emails[n % USERS], password: PASSWORD }),
        };
      },
    },
  ];
  await runLoad("warm-up", app.url, [], { connections, durationSeconds: 3, requests });
  const result = await runLoad("login (session create)", app.url, [], {
    connections,
    durationSeconds,
    requests,
  });
  const table = [
    {
      scenario: "bare argon2id verify, one at a time",
      "per second": Math.round(1000 / (sequential[50] ?? 1)),
      "p50 ms": Number((sequential[50] ?? 0).toFixed(1)),
      "p99 ms": Number((sequential[98] ?? 0).toFixed(1)),
      errors: 0,
    },
    {
      scenario: "bare argon2id verify, all threads",
      "per second": bareVerifiesPerSecond,
      "p50 ms": "",
      "p99 ms": "",
      errors: 0,
    },
    {
      scenario: `login over HTTP, ${connections} connections`,
      "per second": result.requestsPerSecond,
      "p50 ms": result.p50Ms,
      "p99 ms": result.p99Ms,
      errors: result.errors + result.non2xx,
    },
  ];
  console.table(table);
  writeResult("login", {
    cores: availableParallelism(),
    connections,
    durationSeconds,
    users: USERS,
    results: table,
  });
} finally {
  await stop();
}
