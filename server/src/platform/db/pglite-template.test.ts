import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migratedTemplate, templateFile, templateKey } from "./pglite-template.ts";

// D-059: a new embedded database starts from a cached, migrated template. A stale template
// would silently drop a migration, so the key must follow every migration file.
describe("the migrated template", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  function migrations(files: Record<string, string>): string {
    const folder = mkdtempSync(path.join(tmpdir(), "corkboard-migrations-"));
    folders.push(folder);
    for (const [name, sql] of Object.entries(files)) writeFileSync(path.join(folder, name), sql);
    return folder;
  }

  it("gets a new key when a migration is added or changed, or the extensions differ", () => {
    const base = templateKey(migrations({ "0000_a.sql": "create table a (id int);" }), ["pg_trgm"]);
    const changed = templateKey(migrations({ "0000_a.sql": "create table a (id bigint);" }), ["pg_trgm"]);
    const added = templateKey(
      migrations({ "0000_a.sql": "create table a (id int);", "0001_b.sql": "create table b (id int);" }),
      ["pg_trgm"],
    );
    const otherExtensions = templateKey(migrations({ "0000_a.sql": "create table a (id int);" }), []);
    expect(new Set([base, changed, added, otherExtensions]).size).toBe(4);
    expect(templateKey(migrations({ "0000_a.sql": "create table a (id int);" }), ["pg_trgm"])).toBe(base);
  });

  it("is built once and then served from the cache", async () => {
    // A migration set of its own, so the key (and the cache file) belongs to this test.
    const folder = migrations({ "0000_unique.sql": `-- ${process.pid} ${Date.now()} ${Math.random()}` });
    let builds = 0;
    const build = async () => {
      builds += 1;
      return new Blob([new TextEncoder().encode(`template ${builds}`)]);
    };
    const first = await migratedTemplate(folder, [], build);
    const second = await migratedTemplate(folder, [], build);
    expect(builds).toBe(1);
    expect(await second.text()).toBe(await first.text());
    rmSync(templateFile(folder, []), { force: true });
  });
});
