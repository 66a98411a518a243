// AUTH SPIKE — prints the tables and columns better-auth writes with our options
// (model → table export, field → Drizzle property). Run: npx node server/src/auth-spike/print-expected-schema.ts
import { getAuthTables } from "better-auth/db";
import { createAuthRateLimits, createLimiterStore } from "../platform/rate-limit/index.ts";
import { createSpikeAuth } from "./auth.ts";

const auth = createSpikeAuth({
  db: {} as never,
  publicOrigin: "https://corkboard.test",
  secret: "x".repeat(32),
  outbox: [],
  limits: createAuthRateLimits(await createLimiterStore({ kind: "memory" })),
  pickUsername: async () => "x",
  usedTotpCodes: (await createLimiterStore({ kind: "memory" })).limiter({
    name: "totp_used",
    points: 1,
    durationSeconds: 120,
    blockSeconds: 0,
  }),
});
for (const [model, table] of Object.entries(getAuthTables(auth.options))) {
  const fields = Object.entries(table.fields).map(
    ([key, f]) =>
      `${f.fieldName ?? key}${f.required ? "" : "?"}${f.references ? `→${f.references.model}` : ""}`,
  );
  console.log(`${model} → ${table.modelName}: id, ${fields.join(", ")}`);
}
