import { describe, expect, it } from "vitest";
import { distinctHashtags, extractHashtags, HASHTAG_PATTERN, hasHashtag } from "./hashtags.ts";

describe("hashtags", () => {
  it("LABEL-012 seed 001 §5 a hashtag is '#' then characters other than punctuation and whitespace", () => {
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

  it("LABEL-012 Unicode-aware: letters and digits of any script belong to the tag; any punctuation or space ends it", () => {
    expect(extractHashtags("#東京タワー #서울야경 #Straße #ÇaVa #١٢٣").map((h) => h.tag)).toEqual([
      "東京タワー",
      "서울야경",
      "Straße",
      "ÇaVa",
      "١٢٣",
    ]);
    // Unicode punctuation (the ideographic full stop, «», the em dash) and any space end it.
    expect(extractHashtags("#旅行。#voyage» «#été—#x\u00a0y\u3000#z").map((h) => h.tag)).toEqual([
      "旅行",
      "voyage",
      "été",
      "x",
      "z",
    ]);
  });

  it("LABEL-012 seed 001 §5 a lone or punctuated '#' is not a hashtag", () => {
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
