import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configuredOrPersistedSecret } from "./secrets.ts";

describe("server secrets", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "corkboard-secrets-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("prefers the configured value", () => {
    expect(configuredOrPersistedSecret("from-env", dir, "x")).toBe("from-env");
  });

  it("makes a random secret once, keeps it private, and returns the same after a restart", () => {
    const first = configuredOrPersistedSecret(undefined, dir, "altcha");
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(configuredOrPersistedSecret(undefined, dir, "altcha")).toBe(first);
    expect(statSync(path.join(dir, "altcha.key")).mode & 0o777).toBe(0o600);
    expect(configuredOrPersistedSecret(undefined, dir, "other")).not.toBe(first);
  });
});
