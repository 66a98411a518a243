import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detectFormat } from "./detect-format.ts";
import { ImportFormatError } from "./import-records.ts";
import { FIXTURES, scratch } from "./sources/source-test-kit.ts";

describe("issue 20: recognising an uploaded file's format (detectFormat)", () => {
  let files: Awaited<ReturnType<typeof scratch>>;
  beforeAll(async () => {
    files = await scratch();
  });
  afterAll(() => files.done());

  it("issue 20: Pinterest (zip or page), Karakeep and Linkwarden exports are recognised by content", async () => {
    const pinterest = path.join(FIXTURES, "pinterest", "pinterest-export.html");
    expect(await detectFormat(pinterest)).toBe("pinterest");
    const zip = await files.zip("named-anything.bin", { "u/u.html": await readFile(pinterest) });
    expect(await detectFormat(zip)).toBe("pinterest");
    expect(await detectFormat(path.join(FIXTURES, "karakeep", "karakeep-export.json"))).toBe("karakeep");
    expect(await detectFormat(path.join(FIXTURES, "linkwarden", "linkwarden-export.json"))).toBe(
      "linkwarden",
    );
  });

  it("issue 20: a truncated Karakeep or Linkwarden export is still named, so its source can say it is cut", async () => {
    const karakeep = await readFile(path.join(FIXTURES, "karakeep", "karakeep-export.json"), "utf8");
    expect(await detectFormat(await files.file("k.json", karakeep.slice(0, 300)))).toBe("karakeep");
    const linkwarden = await readFile(path.join(FIXTURES, "linkwarden", "linkwarden-export.json"), "utf8");
    expect(await detectFormat(await files.file("l.json", linkwarden.slice(0, 700)))).toBe("linkwarden");
  });

  it("issue 20: a Netscape bookmark file by its first bytes, Corkboard's archive by its corkboard.json", async () => {
    const netscape =
      '<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<H1>Bookmarks</H1>\n<DL><p><DT><A HREF="https://a.example/">A</A></DL>';
    expect(await detectFormat(await files.file("b.html", netscape))).toBe("netscape");
    const archive = await files.zip("export.zip", { "corkboard.json": "{}", "images/a.jpg": "x" });
    expect(await detectFormat(archive)).toBe("corkboard");
  });

  it("issue 20: anything else is null: other JSON, other zips, text, an empty file", async () => {
    expect(await detectFormat(await files.file("o.json", '{"boards": []}'))).toBeNull();
    expect(await detectFormat(await files.file("a.json", "[1, 2]"))).toBeNull();
    expect(
      await detectFormat(await files.zip("c.zip", { "manifest.json": "{}", "images/a.jpg": "x" })),
    ).toBeNull();
    expect(await detectFormat(await files.file("t.txt", "hello"))).toBeNull();
    expect(await detectFormat(await files.file("e.bin", ""))).toBeNull();
  });

  it("issue 20: a damaged zip is refused with the archive reader's words", async () => {
    const zip = await readFile(await files.zip("w.zip", { "a.html": "<h1>Pins</h1>".repeat(1000) }));
    const damaged = await files.file("d.zip", zip.subarray(0, 40));
    const error = await detectFormat(damaged).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as ImportFormatError).detail).toMatch(/not a zip archive|damaged|incomplete/);
  });
});
