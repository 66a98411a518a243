import { readFile as readBytes } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pinterestSource } from "./pinterest.ts";
import { FIXTURES, formatError, readAll, readFile, scratch } from "./source-test-kit.ts";

const EXPORT = path.join(FIXTURES, "pinterest", "pinterest-export.html");

describe("issue 20: the Pinterest account export source", () => {
  let files: Awaited<ReturnType<typeof scratch>>;
  let html: string;

  beforeAll(async () => {
    files = await scratch();
    html = await readBytes(EXPORT, "utf8");
  });
  afterAll(() => files.done());

  it("issue 20: boards with description, date and secret flag; a board named only by id goes to the catch-all", async () => {
    const { boards } = await readFile(pinterestSource, EXPORT);
    expect(boards).toEqual([
      {
        kind: "board",
        key: "board:Kitchen ideas",
        name: "Kitchen ideas",
        description: "Warm wood & brass",
        secret: false,
        createdAt: new Date(Date.UTC(2019, 3, 2, 8, 15, 0)),
      },
      {
        kind: "board",
        key: "board:Gift list",
        name: "Gift list",
        secret: true,
        createdAt: new Date(Date.UTC(2021, 10, 20, 19, 0, 59)),
      },
      { kind: "board", key: "board:Imported from Pinterest", name: "Imported from Pinterest", secret: false },
    ]);
  });

  it("issue 20: every pin field is mapped: title, details, alt text, link, image, section, date", async () => {
    const { sections, pins } = await readFile(pinterestSource, EXPORT);
    expect(sections).toEqual([
      {
        kind: "section",
        key: "board:Kitchen ideas/section:Hardware",
        boardKey: "board:Kitchen ideas",
        title: "Hardware",
      },
    ]);
    expect(pins[0]).toEqual({
      kind: "pin",
      boardKey: "board:Kitchen ideas",
      sectionKey: "board:Kitchen ideas/section:Hardware",
      title: "Brass cabinet pulls",
      description: 'Knurled pulls, 128 mm centres — "aged" finish',
      altText: "Six brass pulls on a walnut drawer front",
      link: "https://shop.example.com/pulls/knurled?ref=pin&size=128",
      image: {
        kind: "url",
        url: "https://i.pinimg.com/736x/0a/1b/2c/0a1b2c3d4e5f60718293a4b5c6d7e8f9.jpg",
      },
      createdAt: new Date(Date.UTC(2020, 2, 14, 9, 26, 53)),
      sourceRef: "https://www.pinterest.com/pin/111111111111111111/",
    });
    expect(pins).toHaveLength(4);
  });

  it("issue 20: 'No data', odd dates and missing images leave the field out; markup and scripts become plain text", async () => {
    const { pins } = await readFile(pinterestSource, EXPORT);
    const shelf = pins[1];
    expect(shelf?.title).toBeUndefined();
    expect(shelf?.altText).toBeUndefined();
    expect(shelf?.link).toBeUndefined();
    expect(shelf?.createdAt).toBeUndefined();
    expect(shelf?.description).toBe("Open shelving above the sink");
    expect(shelf?.image).toEqual({ kind: "url", url: "https://i.pinimg.com/originals/aa/bb/cc/aabbcc.png" });
    const byId = pins[3];
    expect(byId?.boardKey).toBe("board:Imported from Pinterest");
    expect(byId?.image).toBeNull();
    expect(byId?.createdAt).toEqual(new Date(Date.UTC(2018, 6, 1)));
    for (const pin of pins) {
      expect(JSON.stringify(pin)).not.toMatch(/<script|document\.cookie|<b>/);
    }
  });

  it("issue 20: a private pin keeps its board secret; a javascript: link is dropped", async () => {
    const { boards, pins } = await readFile(pinterestSource, EXPORT);
    const scarf = pins[2];
    expect(scarf?.boardKey).toBe("board:Gift list");
    expect(scarf?.link).toBeUndefined();
    expect(scarf?.createdAt).toEqual(new Date("2022-12-01T10:00:00Z"));
    expect(boards.find((board) => board.key === "board:Gift list")?.secret).toBe(true);
    // A private pin on a board the export calls public makes that board secret: privacy wins.
    const file = await files.file(
      "private-pin.html",
      html.replace(
        'Private: False<br><br>\n<a href="https://www.pinterest.com/pin/2222',
        'Private: True<br><br>\n<a href="https://www.pinterest.com/pin/2222',
      ),
    );
    const read = await readFile(pinterestSource, file);
    expect(read.boards.find((board) => board.key === "board:Kitchen ideas")?.secret).toBe(true);
  });

  it("issue 20: the people followed become follow records", async () => {
    const { follows } = await readFile(pinterestSource, EXPORT);
    expect(follows).toEqual(["grace"]);
  });

  it("issue 20: the zip Pinterest sends is read, and an image it carries is a file record", async () => {
    const zip = await files.zip("export.zip", {
      "ada_pins/ada_pins.html": html,
      "ada_pins/images/ffeeddccbbaa99887766554433221100.png": Buffer.from("PNG bytes"),
    });
    const records = await readAll(pinterestSource, { kind: "file", path: zip });
    const scarf = records.find((record) => record.kind === "pin" && record.title === "A scarf for Mum");
    expect(scarf?.kind === "pin" && scarf.image?.kind).toBe("file");
    if (scarf?.kind !== "pin" || scarf.image?.kind !== "file") throw new Error("no file image");
    expect(scarf.image.name).toBe("ada_pins/images/ffeeddccbbaa99887766554433221100.png");
    expect(records.filter((record) => record.kind === "pin")).toHaveLength(4);
  });

  it("issue 20: a truncated file, a damaged zip and a wrong format end with a clear ImportFormatError", async () => {
    const cut = await files.file("cut.html", html.slice(0, html.indexOf("Board Id: 555000111")));
    expect((await formatError(readAll(pinterestSource, { kind: "file", path: cut }))).detail).toMatch(
      /truncated/,
    );
    const lastCut = await files.file(
      "last-cut.html",
      html.slice(html.indexOf("<div"), html.indexOf("<br>Private: False<br><br>\n<h1")),
    );
    expect((await formatError(readAll(pinterestSource, { kind: "file", path: lastCut }))).detail).toMatch(
      /last pin is incomplete/,
    );
    const zip = await readBytes(await files.zip("whole.zip", { "a.html": html }));
    const damaged = await files.file("damaged.zip", zip.subarray(0, Math.floor(zip.length / 2)));
    expect((await formatError(readAll(pinterestSource, { kind: "file", path: damaged }))).detail).toMatch(
      /not a zip archive|damaged|incomplete/,
    );
    const netscape = await files.file(
      "bookmarks.html",
      '<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<H1>Bookmarks</H1>\n<DL><p><DT><A HREF="https://example.com/">Example</A></DL>',
    );
    expect((await formatError(readAll(pinterestSource, { kind: "file", path: netscape }))).detail).toMatch(
      /not a Pinterest export/,
    );
    const other = await files.zip("other.zip", { "readme.txt": "hello", "page.html": "<h1>Hello</h1>" });
    expect((await formatError(readAll(pinterestSource, { kind: "file", path: other }))).detail).toMatch(
      /not a Pinterest export/,
    );
  });
});
