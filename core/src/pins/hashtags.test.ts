import { describe, expect, it } from "vitest";
import { distinctHashtags, extractHashtags, HASHTAG_PATTERN, hasHashtag } from "./hashtags.ts";

describe("hashtags", () => {
  it("seed 001 §5 a hashtag is '#' then characters other than punctuation and whitespace", () => {
    expect(extractHashtags("Love this #summer_vibes! and #café.")).toEqual([
      { tag: "summer_vibes", start: 10, end: 23 },
      { tag: "café", start: 29, end: 34 },
    ]);
    expect(extractHashtags("#2026 #trip#road")).toEqual([
      { tag: "2026", start: 0, end: 5 },
      { tag: "trip", start: 6, end: 11 },
      { tag: "road", start: 11, end: 16 },
    ]);
  });

  it("seed 001 §5 a lone or punctuated '#' is not a hashtag", () => {
    expect(extractHashtags("# heading, #, #!")).toEqual([]);
    expect(hasHashtag("no tags here")).toBe(false);
    expect(hasHashtag("yes #tag")).toBe(true);
  });

  it("seed 001 §5 the global pattern is safe to reuse", () => {
    expect(extractHashtags("#a #b")).toHaveLength(2);
    expect(extractHashtags("#a #b")).toHaveLength(2);
    expect(HASHTAG_PATTERN.flags).toContain("u");
  });

  it("distinct hashtags are lower-cased, first appearance first", () => {
    expect(distinctHashtags("#Tart #tart #Lemon")).toEqual(["tart", "lemon"]);
  });
});
