import { describe, expect, it } from "vitest";
import { decodeBookmark, encodeBookmark } from "./bookmark.ts";
import { decodeRankBookmark, encodeRankBookmark } from "./search.ts";

describe("keyset bookmarks (DESIGN §5)", () => {
  it("round-trips a position and is URL-safe", () => {
    const position = { createdAt: "2026-03-04T05:06:07.089Z", id: "1234567890123456789" };
    const bookmark = encodeBookmark(position);
    expect(bookmark).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeBookmark(bookmark)).toEqual(position);
  });

  it("D-031 carries an optional feed tag for feeds that chain two lists; untagged bookmarks stay as they were", () => {
    const tagged = { createdAt: "2026-03-04T05:06:07.089Z", id: "42", feed: "followed" };
    expect(decodeBookmark(encodeBookmark(tagged))).toEqual(tagged);
    const plain = encodeBookmark({ createdAt: "2026-03-04T05:06:07.089Z", id: "42" });
    expect(plain).toBe(btoa('["2026-03-04T05:06:07.089Z","42"]').replace(/=+$/, ""));
    expect(decodeBookmark(btoa('["2026-03-04T05:06:07.089Z","42","Not-A-Tag"]'))).toBeNull();
  });

  it("rejects tampered or malformed bookmarks instead of throwing", () => {
    for (const bad of [
      "",
      "***",
      "e30",
      btoa('["not a date","1"]'),
      btoa('["2026-01-01T00:00:00Z","-1"]'),
      "a".repeat(500),
    ]) {
      expect(decodeBookmark(bad)).toBeNull();
    }
  });
});

describe("ranked bookmarks (D-038)", () => {
  it("D-038 a strict page's bookmark says so; an older two-field bookmark still reads", () => {
    const strict = encodeRankBookmark({ score: 1.5, id: "42", strict: true });
    expect(decodeRankBookmark(strict)).toEqual({ score: 1.5, id: "42", strict: true });
    const plain = encodeRankBookmark({ score: 1.5, id: "42", strict: false });
    expect(decodeRankBookmark(plain)).toEqual({ score: 1.5, id: "42" });
    expect(decodeRankBookmark(btoa(JSON.stringify([1, "42", "x"])))).toBeNull();
  });
});
