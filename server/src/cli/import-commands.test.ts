import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture, startSite, type TestSite } from "../imports/import-test-kit.ts";
import { createContext } from "../platform/create-context.ts";
import { schema } from "../platform/db/index.ts";
import { signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { runImportCommand } from "./import-commands.ts";

// Issue 20: `npm run admin -- import <user> <format> <file>` runs the import pipeline in the
// foreground, as the command's own context (no job workers) on the app's database.

let t: TestApp;
let site: TestSite;

beforeAll(async () => {
  site = await startSite();
  t = await buildTestApp({ fetchAllowPrivate: true });
});
afterAll(async () => {
  await t.close();
  await site.close();
});

const quiet = { info() {}, warn() {}, error() {} };

describe("npm run admin -- import", () => {
  it("issue 20: imports a bookmark file for a user in the foreground, with a progress line and the report", async () => {
    const user = await signedIn(t, "operator");
    const dir = mkdtempSync(path.join(tmpdir(), "import-cli-"));
    const file = path.join(dir, "bookmarks.html");
    writeFileSync(file, fixture("chrome.html", site.origin));
    const context = await createContext(t.config, t.database, undefined, { log: quiet, work: false });
    const lines: string[] = [];
    try {
      const code = await runImportCommand(context, [user.username, "auto", file], (line) => lines.push(line));
      expect(code).toBe(0);
    } finally {
      await context.close();
    }
    expect(lines.some((line) => /^\d+\/3 pins: /.test(line))).toBe(true);
    expect(lines).toContain("2 created, 0 skipped, 1 failed, 0 without their image");
    expect(lines.some((line) => /\tfailed\tlink dropped/.test(line))).toBe(true);
    const pins = await t.database.db.select().from(schema.pins).where(eq(schema.pins.pinnerId, user.id));
    expect(pins).toHaveLength(2);
  });

  it("issue 20: an unknown user or a bad format is refused with the usage", async () => {
    const errors: string[] = [];
    const context = await createContext(t.config, t.database, undefined, { log: quiet, work: false });
    try {
      expect(
        await runImportCommand(
          context,
          ["nobody-here", "auto", "/nope"],
          () => {},
          (l) => errors.push(l),
        ),
      ).toBe(1);
      expect(
        await runImportCommand(
          context,
          ["x", "gopher", "/nope"],
          () => {},
          (l) => errors.push(l),
        ),
      ).toBe(2);
    } finally {
      await context.close();
    }
    expect(errors[0]).toMatch(/no account/);
  });
});
