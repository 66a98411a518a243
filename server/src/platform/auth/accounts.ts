import { randomInt } from "node:crypto";
import { isReservedUsername } from "@corkboard/core/paths";
import { sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { users } from "../db/schema/index.ts";

const USERNAME_MAX = 30;
const USERNAME_MIN = 3;

/**
 * A free username for a new account, from the email's local part: letters, digits and
 * underscores, 3–30 long, never a reserved path segment (/settings/ …). Taken names get a
 * random numeric suffix, as people expect ("jane" → "jane4821").
 */
export async function pickUsername(db: Database, email: string): Promise<string> {
  const local = email.split("@")[0] ?? "";
  let base = local.replace(/[^A-Za-z0-9_]/g, "").slice(0, USERNAME_MAX - 5);
  if (base.length < USERNAME_MIN) base = `${base}user`.slice(0, USERNAME_MAX - 5);
  for (let attempt = 0; attempt < 20; attempt++) {
    // Widen the suffix as attempts fail, so a crowded base name still finds room quickly.
    const suffix = attempt === 0 ? "" : String(randomInt(10 ** Math.min(1 + attempt, 5)));
    const candidate = `${base}${suffix}`;
    if (isReservedUsername(candidate)) continue;
    const taken = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${candidate})`)
      .limit(1);
    if (taken.length === 0) return candidate;
  }
  return `${base.slice(0, USERNAME_MAX - 12)}${Date.now().toString(36)}`;
}
