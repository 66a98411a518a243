import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A server secret: the configured value when there is one; otherwise (the embedded default,
 * one process) a random one made on first start and kept in `secretsDir`, so sessions, bot
 * checks and signed links survive restarts. Scaled-out deployments must configure it,
 * because every process has to share it.
 */
export function configuredOrPersistedSecret(
  configured: string | undefined,
  secretsDir: string,
  name: string,
): string {
  if (configured) return configured;
  const file = path.join(secretsDir, `${name}.key`);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(secretsDir, { recursive: true, mode: 0o700 });
    const secret = randomBytes(32).toString("base64url");
    // "wx": never overwrite a secret another process wrote a moment ago.
    try {
      writeFileSync(file, `${secret}\n`, { flag: "wx", mode: 0o600 });
      return secret;
    } catch {
      return readFileSync(file, "utf8").trim();
    }
  }
}
