import { readFile as readBytes } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkwardenSource } from "./linkwarden.ts";
import { FIXTURES, formatError, readAll, readFile, scratch, skipsOf } from "./source-test-kit.ts";

const EXPORT = path.join(FIXTURES, "linkwarden", "linkwarden-export.json");

describe("issue 20: the Linkwarden JSON export source", () => {
  let files: Awaited<ReturnType<typeof scratch>>;
  beforeAll(async () => {
    files = await scratch();
  });
  afterAll(() => files.done());

  it("issue 20: top collections become boards with description, date and privacy (public stays public)", async () => {
    const { boards } = await readFile(linkwardenSource, EXPORT);
    expect(boards).toEqual([
      {
        kind: "board",
        key: "collection:1",
        name: "Tech",
        description: "Tools & docs",
        secret: true,
        createdAt: new Date("2024-02-01T10:00:00.000Z"),
      },
      {
        kind: "board",
        key: "collection:4",
        name: "Reading",
        description: "Shared with the world",
        secret: false,
        createdAt: new Date("2024-05-01T10:00:00.000Z"),
      },
    ]);
  });

  it("issue 20: nested collections become sections of the top board, titled by their path", async () => {
    const { sections, pins } = await readFile(linkwardenSource, EXPORT);
    expect(sections).toEqual([
      {
        kind: "section",
        key: "collection:2",
        boardKey: "collection:1",
        title: "Frontend",
        createdAt: new Date("2024-03-01T10:00:00.000Z"),
      },
      {
        kind: "section",
        key: "collection:3",
        boardKey: "collection:1",
        title: "Frontend / Frameworks",
        createdAt: new Date("2024-04-01T10:00:00.000Z"),
      },
    ]);
    const next = pins.find((pin) => pin.title === "Next.js");
    expect(next).toMatchObject({ boardKey: "collection:1", sectionKey: "collection:3" });
    // A preview stored as a path on the Linkwarden server is no address to fetch.
    expect(next?.image).toBeNull();
  });

  it("issue 20: every link field is mapped: name, description (plain) with tags, url, image, first-saved date", async () => {
    const { pins } = await readFile(linkwardenSource, EXPORT);
    expect(pins[0]).toEqual({
      kind: "pin",
      boardKey: "collection:1",
      title: "GitHub",
      description: "Where the code lives\n\n#dev #open_source",
      link: "https://github.com/",
      image: null,
      createdAt: new Date("2025-01-01T00:00:00.000Z"),
      sourceRef: "collections[0].links[0]",
    });
    expect(pins.find((pin) => pin.title === "React")).toEqual({
      kind: "pin",
      boardKey: "collection:1",
      sectionKey: "collection:2",
      title: "React",
      description: "The library for web UIs\n\n#js #ui",
      link: "https://react.dev/",
      image: { kind: "url", url: "https://react.dev/images/og-home.png" },
      createdAt: new Date("2019-06-01T00:00:00.000Z"),
      sourceRef: "collections[1].links[0]",
    });
  });

  it("issue 20: missing names and dates stay out; uploaded files and unsafe links are skipped", async () => {
    const { pins } = await readFile(linkwardenSource, EXPORT);
    const hn = pins.find((pin) => pin.link === "https://news.ycombinator.com/");
    expect(hn).toEqual({
      kind: "pin",
      boardKey: "collection:4",
      link: "https://news.ycombinator.com/",
      image: null,
      sourceRef: "collections[3].links[0]",
    });
    expect(pins.map((pin) => pin.title ?? "")).toEqual(["GitHub", "React", "Next.js", ""]);
    expect(await skipsOf(linkwardenSource, EXPORT)).toEqual([
      ["collections[0].links[1]", "importSources.skip.uploadedFile"],
      ["collections[3].links[1]", "importSources.skip.notWebLink"],
    ]);
  });

  it("issue 20: a sub-collection whose parent is missing, or a loop of parents, still lands somewhere", async () => {
    const file = await files.file(
      "odd.json",
      JSON.stringify({
        collections: [
          { id: 7, name: "Orphan", parentId: 99, links: [{ name: "A", url: "https://a.example/" }] },
          { id: 8, name: "Loop A", parentId: 9, links: [] },
          { id: 9, name: "Loop B", parentId: 8, links: [] },
        ],
      }),
    );
    const { boards, sections, pins } = await readFile(linkwardenSource, file);
    expect(boards.map((board) => board.name)).toEqual(["Orphan", "Loop A"]);
    expect(sections.map((section) => section.title)).toEqual(["Loop B"]);
    expect(pins).toHaveLength(1);
  });

  it("issue 20: a truncated file and a wrong format end with a clear ImportFormatError", async () => {
    const whole = await readBytes(EXPORT, "utf8");
    const cut = await files.file("cut.json", whole.slice(0, 500));
    expect((await formatError(readAll(linkwardenSource, { kind: "file", path: cut }))).detail).toMatch(
      /Linkwarden export stops early: the file is truncated/,
    );
    const karakeep = await files.file("kk.json", JSON.stringify({ bookmarks: [], lists: [] }));
    expect((await formatError(readAll(linkwardenSource, { kind: "file", path: karakeep }))).detail).toBe(
      "The file is not a Linkwarden export: it has no “collections” list.",
    );
  });
});
