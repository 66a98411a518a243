import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { ended, started, startSite, type TestSite } from "./import-test-kit.ts";

// Issue 20 (D-054): what a source leaves out reaches the run's report, skipped, with its
// reason in the owner's words and counted — through ImportSourceContext.skipped.

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

describe("issue 20: a source's skipped items in the import's report", () => {
  it("issue 20: a Karakeep note without a link is skipped with its reason, counted; the link is imported", async () => {
    const user = await signedIn(t, "karakeepskip");
    const file = Buffer.from(
      JSON.stringify({
        bookmarks: [
          {
            createdAt: 1717243200,
            title: "Soup",
            tags: [],
            lists: [],
            content: { type: "link", url: `${site.origin}/page/soup` },
            note: null,
          },
          {
            createdAt: 1680000001,
            title: "Shopping list",
            tags: [],
            lists: [],
            content: { type: "text", text: "flour, salt, yeast" },
            note: null,
          },
        ],
        lists: [],
      }),
    );
    const run = await started(t, user, file, "karakeep");
    const done = await ended(user, run.id);
    expect(done).toMatchObject({ status: "done", total: 1, created: 1, skipped: 1, failed: 0 });
    expect(done.report).toEqual([
      {
        outcome: "skipped",
        reason: "A note without a link: a Pin needs a link or an image.",
        source_ref: "bookmarks[1]",
      },
    ]);
  });
});
