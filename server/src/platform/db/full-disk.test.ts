import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";

// A full disk without privileges (issue 18). A small tmpfs needs mount rights a test cannot
// count on; a file-size limit (RLIMIT_FSIZE, `prlimit --fsize`, any user may lower it) makes
// the kernel refuse a write past the size with EFBIG, as a full disk refuses with ENOSPC, at
// the same call. Node ignores SIGXFSZ, so the process lives and sees the error. The limit is
// per file, above the 16 MiB WAL segments, so it is the growing table that hits it.
const FILE_SIZE_LIMIT = 17_000_000;

type Line =
  | { acknowledged: { id: number; sum: string } }
  | { refused: { code: string; status: number; detail?: string } }
  | { readable: number }
  | { media: unknown };

describe("the embedded database on a full disk (issue 18)", () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "corkboard-full-")), "pglite");
  afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it("a write the disk refuses answers 503 UNAVAILABLE (disk full), reads go on, nothing acknowledged is lost; a media file past the room is refused the same way", async () => {
    const child = spawn(
      "prlimit",
      [
        `--fsize=${FILE_SIZE_LIMIT}`,
        process.execPath,
        path.join(import.meta.dirname, "full-disk-child.ts"),
        dataDir,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const lines: Line[] = [];
    createInterface({ input: child.stdout }).on("line", (line) => lines.push(JSON.parse(line) as Line));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(0);

    const acknowledged = lines.flatMap((line) => ("acknowledged" in line ? [line.acknowledged] : []));
    const refused = lines.find((line) => "refused" in line);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(refused).toEqual({
      refused: { code: "UNAVAILABLE", status: 503, detail: "the database's disk is full" },
    });
    expect(lines.at(-2)).toEqual({ readable: acknowledged.length });
    expect(lines.at(-1)).toEqual({
      media: { code: "UNAVAILABLE", status: 503, detail: "the media directory is full" },
    });

    // Room again (no limit): every acknowledged row is there with its bytes, and writes work.
    const database = await openDatabase({ kind: "pglite", dataDir });
    try {
      if (database.queueConnection.kind !== "pglite") throw new Error("expected the embedded database");
      const client = database.queueConnection.client;
      const { rows } = await client.query<{ id: number; sum: string }>(
        "select id, md5(body) as sum from ballast order by id",
      );
      expect(rows).toEqual(acknowledged);
      await client.query("insert into ballast (body) values ('room again')");
    } finally {
      await database.close();
    }
  }, 240_000);
});
