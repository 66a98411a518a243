import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { assertWritableDir, notWritable } from "./writable-dir.ts";

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
    assertWritableDir(secretsDir, 0o700);
    const secret = randomBytes(32).toString("base64url");
    // "wx": never overwrite a secret another process wrote a moment ago.
    try {
      writeFileSync(file, `${secret}\n`, { flag: "wx", mode: 0o600 });
      return secret;
    } catch (error) {
      if ((error as { code?: string }).code !== "EEXIST") throw notWritable(secretsDir, error);
      return readFileSync(file, "utf8").trim();
    }
  }
}
