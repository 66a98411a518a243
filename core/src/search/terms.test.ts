import { describe, expect, it } from "vitest";
import { searchTerms, strictTerms } from "./terms.ts";

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

  it("D-038 strict terms keep word prefixes only, a plural's stem, and substrings where words have no spaces", () => {
    const terms = searchTerms("Rustic planters 夜景 cafe");
    if (terms === null) throw new Error("no terms");
    const strict = strictTerms(terms);
    expect(strict.words.map((word) => [word.prefix, word.substring, word.fuzzy])).toEqual([
      ["Rustic:*", false, false],
      ["planter:*", false, false],
      ["夜景:*", true, false],
      ["cafe:*", false, false],
    ]);
    expect(strict.tsquery).toBe("Rustic:* & planter:* & 夜景:* & cafe:*");
    expect(strict.phrase).toBe(terms.phrase);
  });
});
