import { readFile as readBytes } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { karakeepSource } from "./karakeep.ts";
import { FIXTURES, formatError, readAll, readFile, scratch, skipsOf } from "./source-test-kit.ts";

const EXPORT = path.join(FIXTURES, "karakeep", "karakeep-export.json");

describe("issue 20: the Karakeep JSON export source", () => {
  let files: Awaited<ReturnType<typeof scratch>>;
  beforeAll(async () => {
    files = await scratch();
  });
  afterAll(() => files.done());

  it("issue 20: manual lists become secret boards, a nested list 'Parent / Child'; smart lists are not boards", async () => {
    const { boards } = await readFile(karakeepSource, EXPORT);
    expect(boards).toEqual([
      { kind: "board", key: "list:l-bread", name: "Bread", description: "Loaves & starters", secret: true },
      { kind: "board", key: "list:l-rye", name: "Bread / Rye", secret: true },
      { kind: "board", key: "list:l-weekend", name: "Weekend", secret: true },
      { kind: "board", key: "karakeep:unlisted", name: "Imported from Karakeep", secret: true },
    ]);
  });

  it("issue 20: a link bookmark maps title, note, tags as hashtags, URL and date; a pin per list it is in", async () => {
    const { pins } = await readFile(karakeepSource, EXPORT);
    const starter = pins.filter((pin) => pin.title === "Sourdough starter guide");
    expect(starter.map((pin) => pin.boardKey)).toEqual(["list:l-bread", "list:l-weekend"]);
    expect(starter[0]).toEqual({
      kind: "pin",
      boardKey: "list:l-bread",
      title: "Sourdough starter guide",
      description: "Feed twice a day\n\n#baking #bread_basics",
      link: "https://bakery.example.org/starter",
      image: null,
      createdAt: new Date(1717243200 * 1000),
      sourceRef: "bookmarks[0]",
    });
    expect(pins.find((pin) => pin.title === "Rye ratios")?.boardKey).toBe("list:l-rye");
  });

  it("issue 20: a bookmark in no list (or only in smart lists) goes to the catch-all board; missing fields stay out", async () => {
    const { pins } = await readFile(karakeepSource, EXPORT);
    const untitled = pins.find((pin) => pin.link === "https://news.example.com/story?id=7&amp=1");
    expect(untitled).toEqual({
      kind: "pin",
      boardKey: "karakeep:unlisted",
      description: "#later",
      link: "https://news.example.com/story?id=7&amp=1",
      image: null,
      createdAt: new Date(1690000000 * 1000),
      sourceRef: "bookmarks[2]",
    });
    const smart = pins.find((pin) => pin.title === "In a smart list only");
    expect(smart?.boardKey).toBe("karakeep:unlisted");
    expect(smart?.createdAt).toBeUndefined();
  });

  it("issue 20: a note with a link is kept (its text the description, plain); one without a link and unsafe links are skipped", async () => {
    const { pins } = await readFile(karakeepSource, EXPORT);
    const note = pins.find((pin) => pin.link === "https://recipes.example.net/focaccia");
    expect(note?.title).toBe("A note with a link");
    expect(note?.description).toBe("Try the recipe at https://recipes.example.net/focaccia tonight");
    expect(pins.some((pin) => pin.title === "Shopping list")).toBe(false);
    expect(pins.some((pin) => pin.title === "Unsafe")).toBe(false);
    expect(pins).toHaveLength(6);
    // What is left out is said, with where and why, for the import's report.
    expect(await skipsOf(karakeepSource, EXPORT)).toEqual([
      ["bookmarks[4]", "importSources.skip.noteWithoutLink"],
      ["bookmarks[5]", "importSources.skip.notWebLink"],
    ]);
  });

  it("issue 20: an export without lists (older Karakeep) puts everything on the catch-all board", async () => {
    const file = await files.file(
      "old.json",
      JSON.stringify({
        bookmarks: [
          {
            createdAt: 1,
            title: "Old",
            tags: [],
            content: { type: "link", url: "https://a.example/" },
            note: null,
          },
        ],
      }),
    );
    const { boards, pins } = await readFile(karakeepSource, file);
    expect(boards.map((board) => board.key)).toEqual(["karakeep:unlisted"]);
    expect(pins[0]?.createdAt).toBeUndefined();
  });

  it("issue 20: a truncated file and a wrong format end with a clear ImportFormatError", async () => {
    const whole = await readBytes(EXPORT, "utf8");
    const cut = await files.file("cut.json", whole.slice(0, 400));
    expect((await formatError(readAll(karakeepSource, { kind: "file", path: cut }))).detail).toMatch(
      /truncated/,
    );
    const linkwarden = await files.file("lw.json", JSON.stringify({ collections: [] }));
    expect((await formatError(readAll(karakeepSource, { kind: "file", path: linkwarden }))).detail).toBe(
      "The file is not a Karakeep export: it has no “bookmarks” list.",
    );
    const html = await files.file("page.html", "<html><body>hi</body></html>");
    expect((await formatError(readAll(karakeepSource, { kind: "file", path: html }))).detail).toMatch(
      /not a Karakeep export: it is not valid JSON/,
    );
  });
});
