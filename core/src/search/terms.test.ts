import { describe, expect, it } from "vitest";
import { searchTerms } from "./terms.ts";

describe("search terms (D-032)", () => {
  it("reads words of any script and nothing else, so query syntax is never syntax", () => {
    expect(searchTerms(`a & | ! "quoted" back\\slash 'x' %_`)?.words.map((w) => w.text)).toEqual([
      "a",
      "quoted",
      "back",
      "slash",
      "x",
    ]);
    expect(searchTerms("Crème  brûlée")?.tsquery).toBe("Crème:* & brûlée:*");
    expect(searchTerms("東京 タワー")?.pattern).toBe("%東京%タワー%");
  });

  it("a query without a word has no terms (empty page, not an error)", () => {
    for (const q of ["", "   ", "!!!", "& | !", "#"]) expect(searchTerms(q)).toBeNull();
  });

  it("substring matching from three letters, at once for scripts without spaces; typos from four", () => {
    expect(searchTerms("a")?.words[0]).toMatchObject({ prefix: "a:*", substring: false, fuzzy: false });
    expect(searchTerms("lam")?.words[0]).toMatchObject({ substring: true, fuzzy: false });
    expect(searchTerms("lamp")?.words[0]).toMatchObject({ substring: true, fuzzy: true });
    expect(searchTerms("夜")?.words[0]).toMatchObject({ substring: true, fuzzy: false });
  });

  it("LABEL-012 a query that is one hashtag names its tag, lower-cased", () => {
    expect(searchTerms("#Summer_Vibes")?.hashtag).toBe("summer_vibes");
    expect(searchTerms(" #café ")?.hashtag).toBe("café");
    expect(searchTerms("#a #b")?.hashtag).toBeNull();
    expect(searchTerms("lamp #a")?.hashtag).toBeNull();
  });

  it("long queries are cut to 12 words of at most 64 characters", () => {
    const terms = searchTerms(`${"x".repeat(200)} ${"w ".repeat(40)}`);
    expect(terms?.words).toHaveLength(12);
    expect(terms?.words[0]?.text).toHaveLength(64);
  });
});
