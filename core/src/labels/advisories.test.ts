import { describe, expect, it } from "vitest";
import { ADVISORY_MAX_WORDS, advisoryPhrases, foldAdvisoryText } from "./advisory-match.ts";
import { ADVISORY_SEVERITY, advisoryEffect } from "./severity.ts";

describe("advisory matching (D-035)", () => {
  it("folds case, accents, punctuation and whitespace away", () => {
    expect(foldAdvisoryText("  Séance\t  SPIRITS!! ")).toBe("seance spirits");
    expect(foldAdvisoryText("Self-Harm")).toBe("self harm");
    expect(foldAdvisoryText("Ｆｕｌｌ width")).toBe("full width");
    expect(foldAdvisoryText("?!")).toBe("");
  });

  it("a term matches a run of whole words of the query, in order", () => {
    const phrases = advisoryPhrases("Self-Harm quotes");
    expect(phrases).toContain("self harm");
    expect(phrases).toContain("harm quotes");
    expect(phrases).toContain("self harm quotes");
    expect(advisoryPhrases("selfharmony")).not.toContain("self harm");
    expect(advisoryPhrases("harm self")).not.toContain("self harm");
  });

  it("reads at most 12 words, so at most 78 phrases", () => {
    const phrases = advisoryPhrases(Array.from({ length: 40 }, (_, i) => `w${i}`).join(" "));
    expect(ADVISORY_MAX_WORDS).toBe(12);
    expect(phrases).toHaveLength(78);
    expect(advisoryPhrases("")).toEqual([]);
  });
});

describe("advisory severities", () => {
  it("SEARCH-039: ABUSIVE 0, SENSITIVE 1, BRAND_UNSAFE 2", () => {
    expect(ADVISORY_SEVERITY).toEqual({ ABUSIVE: 0, SENSITIVE: 1, BRAND_UNSAFE: 2 });
  });

  it("SEARCH-040: ABUSIVE shows the notice instead of results, SENSITIVE above them, BRAND_UNSAFE results without ads", () => {
    expect(advisoryEffect(0)).toEqual({ results: false, notice: "instead", ads: false });
    expect(advisoryEffect(1)).toEqual({ results: true, notice: "above", ads: false });
    expect(advisoryEffect(2)).toEqual({ results: true, notice: "none", ads: false });
    // An unknown severity lifts no guard.
    expect(advisoryEffect(9)).toEqual(advisoryEffect(0));
  });
});
