import { Readable } from "node:stream";
import type { ImportRun } from "@corkboard/core/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { csrfHeaders, type TestEnvelope } from "../test/inject.ts";
import { signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { ended, fixture, importBody, started, startSite, type TestSite, upload } from "./import-test-kit.ts";

// Issue 20 (D-054): every bad file of the issue ends with a clear error and nothing half
// imported. Zip bombs belong to the zip reader (another branch).

let t: TestApp;
let site: TestSite;

beforeAll(async () => {
  site = await startSite();
  // Production's fetch rules: private addresses are never fetched.
  t = await buildTestApp({ importMaxBytes: 256 * 1024 });
});
afterAll(async () => {
  await t.close();
  await site.close();
});

async function countOf(userId: string) {
  const boards = await t.database.db.select().from(schema.boards).where(eq(schema.boards.ownerId, userId));
  const pins = await t.database.db.select().from(schema.pins).where(eq(schema.pins.pinnerId, userId));
  return { boards: boards.length, pins: pins.length };
}

describe("issue 20: bad import files", () => {
  it("issue 20: a file that is not the format: 'auto' refuses it at once, a declared format fails the run", async () => {
    const user = await signedIn(t, "notformat");
    const refused = await upload(t, user, Buffer.from('{"greeting": "hello"}'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resource_response.error.code).toBe("IMPORT_BAD_FILE");
    const run = await started(t, user, Buffer.from("just some words\n"), "netscape");
    const failed = await ended(user, run.id);
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(/not a browser bookmark file/);
    expect(await countOf(user.id)).toEqual({ boards: 0, pins: 0 });
  });

  it("issue 20: a truncated file fails in the check and creates nothing", async () => {
    const user = await signedIn(t, "truncated");
    const whole = fixture("firefox.html", site.origin).toString("utf8");
    const cut = Buffer.from(whole.slice(0, whole.indexOf("Lemon cake")));
    const failed = await ended(user, (await started(t, user, cut)).id);
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(/cut off/);
    expect(failed.created).toBe(0);
    expect(await countOf(user.id)).toEqual({ boards: 0, pins: 0 });
  });

  it("issue 20: an empty file is refused", async () => {
    const user = await signedIn(t, "empty");
    const refused = await upload(t, user, Buffer.alloc(0));
    expect(refused.json().resource_response.error.code).toBe("IMPORT_BAD_FILE");
  });

  it("issue 20: a file over the limit is PAYLOAD_TOO_LARGE by its declared length, and while it streams", async () => {
    const user = await signedIn(t, "large");
    const big = Buffer.alloc(300 * 1024, "a");
    const declared = await upload(t, user, big);
    expect(declared.statusCode).toBe(413);
    expect(declared.json().resource_response.error.code).toBe("PAYLOAD_TOO_LARGE");

    // 200 MB streamed without a length: cut soon after the limit, not read to the end.
    const total = 200 * 1000 * 1000;
    let sent = 0;
    const { contentType, payload } = importBody(Buffer.alloc(0));
    const tailLength = Buffer.byteLength(`\r\n--${contentType.split("boundary=")[1]}--\r\n`);
    const head = payload.subarray(0, payload.length - tailLength);
    const tail = payload.subarray(payload.length - tailLength);
    const chunk = Buffer.alloc(64 * 1024, "b");
    const stream = new Readable({
      read() {
        if (sent === 0) this.push(head);
        if (sent >= total) {
          this.push(tail);
          this.push(null);
          return;
        }
        sent += chunk.length;
        this.push(chunk);
      },
    });
    const streamed = await t.app.inject({
      method: "POST",
      url: "/v3/imports/",
      headers: { ...csrfHeaders(), cookie: user.browser.cookieHeader(), "content-type": contentType },
      payload: stream,
    });
    expect(streamed.statusCode, streamed.body).toBe(413);
    expect((streamed.json() as TestEnvelope).resource_response.error?.code).toBe("PAYLOAD_TOO_LARGE");
    expect(sent).toBeLessThan(total / 10);
    expect(await countOf(user.id)).toEqual({ boards: 0, pins: 0 });
  });

  it("issue 20: HTML with scripts is read as text: nothing runs, nothing is stored as HTML, data: links are dropped", async () => {
    const user = await signedIn(t, "scripts");
    const done = await ended(user, (await started(t, user, fixture("scripts.html", site.origin))).id);
    expect(done).toMatchObject({ status: "done", total: 2, created: 1, failed: 1 });
    expect(done.report.find((item) => item.outcome === "failed")?.reason).toMatch(/link dropped/);
    const [pin] = await t.database.db.select().from(schema.pins).where(eq(schema.pins.pinnerId, user.id));
    expect(pin?.title).toBe("Nice title");
    expect(pin?.description).toBe("Plain words <script>not a tag</script>");
    expect(site.hits.some((hit) => hit.startsWith("/steal"))).toBe(false);
  });

  it("issue 20: links to private addresses are not fetched: the pin keeps its link, image unavailable", async () => {
    const user = await signedIn(t, "private");
    const file = Buffer.from(
      `<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n<DT><H3>Inside</H3>\n<DL><p>\n` +
        `<DT><A HREF="${site.origin}/page/secret">Loopback</A>\n` +
        `<DT><A HREF="http://169.254.169.254/latest/meta-data/">Metadata</A>\n` +
        `<DT><A HREF="http://localhost:${new URL(site.origin).port}/page/local">Localhost</A>\n` +
        "</DL><p>\n</DL><p>\n",
    );
    const before = site.hits.length;
    const done = await ended(user, (await started(t, user, file)).id);
    expect(done).toMatchObject({ status: "done", created: 3, image_unavailable: 3 });
    expect(done.report.filter((item) => /private address/.test(item.reason))).toHaveLength(3);
    expect(site.hits.length).toBe(before);
    const pins = await t.database.db.select().from(schema.pins).where(eq(schema.pins.pinnerId, user.id));
    expect(pins.every((pin) => pin.imageUnavailable && pin.link?.startsWith("http"))).toBe(true);
    // The pin page and tiles say so (image_unavailable on the pin's wire shape).
    const read = await user.browser.get<{ image_unavailable?: boolean; link: string }>(
      "/resource/PinResource/get/",
      { id: pins[0]?.id ?? "" },
    );
    expect(read.body.resource_response.data).toMatchObject({ image_unavailable: true });
  });

  it("issue 20: a run of a failed file can still be listed and its (empty) undo is harmless", async () => {
    const user = await signedIn(t, "failedundo");
    const run: ImportRun = await started(t, user, Buffer.from("nope"), "netscape");
    await ended(user, run.id);
    const undone = await user.browser.post<ImportRun>(`/v3/imports/${run.id}/undo/`);
    expect(undone.status).toBe(200);
    expect(undone.body.resource_response.data.undone_at).not.toBeNull();
  });
});
