import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { exportArchiveSchema } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRichAccount } from "../exports/export-test-kit.ts";
import { openZip } from "../platform/archive/zip-reader.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { runExportCommand } from "./export-commands.ts";

describe("issue 20: npm run admin -- export <username|email> <file.zip> (D-056)", () => {
  let t: TestApp;
  let owner: SignedInUser;
  const file = path.join(tmpdir(), `corkboard-cli-export-${Date.now()}.zip`);

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedIn(t, "cli-export");
    await buildRichAccount(t, owner.id);
  });
  afterAll(async () => {
    await rm(file, { force: true });
    await t.close();
  });

  const run = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runExportCommand(
      t.app.appContext,
      args,
      (line) => out.push(line),
      (line) => err.push(line),
    );
    return { code, out, err };
  };

  it("issue 20: writes the account's archive (by email or username), secret boards included", async () => {
    const byEmail = await run("export", owner.email.toUpperCase(), file);
    expect(byEmail.code).toBe(0);
    expect(byEmail.out[0]).toMatch(
      new RegExp(`^exported ${owner.username} to .*: 2 boards, 5 pins, \\d+ bytes$`),
    );
    const zip = await openZip(file);
    try {
      const archive = exportArchiveSchema.parse(JSON.parse(await zip.readText("corkboard.json")));
      expect(archive.boards.map((board) => board.secret)).toEqual([false, true]);
      expect(zip.entries.filter((entry) => entry.name.startsWith("images/"))).toHaveLength(3);
    } finally {
      zip.close();
    }
    expect((await run("export", owner.username, file)).code).toBe(0);
  });

  it("issue 20: an unknown account is an error; missing arguments print the usage", async () => {
    const unknown = await run("export", "nobody-here", file);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toEqual(["no account with username or email nobody-here"]);
    const usage = await run("export", owner.username);
    expect(usage.code).toBe(2);
    expect(usage.out[0]).toMatch(/^Exports \(D-056\)/);
  });
});
