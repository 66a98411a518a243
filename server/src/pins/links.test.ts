import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { solidImage } from "../platform/images/test-images.ts";
import { buildBoard, buildPin } from "../test/factories.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

const CREATE = "/resource/PinResource/create/";
const UPDATE = "/resource/PinResource/update/";
const NOT_WEB = [
  "javascript:alert(document.cookie)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<b>x</b>",
  "vbscript:x",
  "file:///etc/passwd",
  "//evil.example/x",
  "https://",
];

describe("a pin's link is a web address on every write path (issue 18, adversary item 2)", () => {
  let t: TestApp;
  let owner: SignedInUser;
  let board: Awaited<ReturnType<typeof buildBoard>>;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedIn(t, "linker");
    board = await buildBoard(t.database.db, owner.id, { name: "Links" });
  });
  afterAll(() => t.close());

  it("creating a pin with a link that is not http(s) is INVALID_INPUT, saying 'Enter a valid URL'; nothing is stored", async () => {
    const image = (await solidImage(200, 300, "#aa0000", "png")).toString("base64");
    for (const link of NOT_WEB) {
      const answer = await owner.browser.post(CREATE, {
        board_id: board.id,
        image_base64: image,
        method: "uploaded",
        link,
        is_buyable_pin: false,
      });
      expect(answer.status, link).toBe(400);
      expect(answer.body.resource_response.error).toMatchObject({
        code: "INVALID_INPUT",
        message: "Enter a valid URL",
        fields: [{ field: "link", message: "Enter a valid URL" }],
      });
    }
    const stored = await t.database.db.select().from(schema.pins).where(eq(schema.pins.boardId, board.id));
    expect(stored).toEqual([]);
    const fine = await owner.browser.post(CREATE, {
      board_id: board.id,
      image_base64: image,
      method: "uploaded",
      link: " https://example.com/lamp?id=1 ",
      is_buyable_pin: false,
    });
    expect(fine.status).toBe(200);
  });

  it("editing a pin's link to one that is not http(s) is refused and the link kept", async () => {
    const pin = await buildPin(t.database.db, board, { link: "https://example.com/kept" });
    for (const link of NOT_WEB) {
      const answer = await owner.browser.post(UPDATE, { id: pin.id, link });
      expect(answer.status, link).toBe(400);
      expect(answer.body.resource_response.error?.code).toBe("INVALID_INPUT");
    }
    const [row] = await t.database.db.select().from(schema.pins).where(eq(schema.pins.id, pin.id));
    expect(row?.link).toBe("https://example.com/kept");
  });

  it("migration 0012 drops the links stored before, keeping the pins and the web links", async () => {
    const db = t.database.db;
    const bad = await buildPin(db, board, { link: "javascript:alert(1)" });
    const good = await buildPin(db, board, { link: "HTTPS://example.com/ok" });
    const statements = readFileSync(
      new URL("../../drizzle/0012_adversary_fixes.sql", import.meta.url),
      "utf8",
    )
      .split("--> statement-breakpoint")
      .filter((statement) => /UPDATE "pins"/.test(statement));
    expect(statements).toHaveLength(1);
    await db.execute(sql.raw(statements[0] ?? ""));
    const links = await db
      .select({ id: schema.pins.id, link: schema.pins.link })
      .from(schema.pins)
      .where(sql`${schema.pins.id} in (${bad.id}, ${good.id})`);
    expect(new Map(links.map((row) => [row.id, row.link]))).toEqual(
      new Map([
        [bad.id, null],
        [good.id, "HTTPS://example.com/ok"],
      ]),
    );
  });
});
