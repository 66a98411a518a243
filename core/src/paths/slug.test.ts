import { describe, expect, it } from "vitest";
import { isReservedUsername } from "./reserved.ts";
import { slugify, uniqueSlug } from "./slug.ts";
import { boardPath, pinPath, profilePath, searchPinsPath, sectionPath } from "./urls.ts";

describe("slugs and URL builders", () => {
  it("folds accents and punctuation into hyphenated lower case", () => {
    expect(slugify("Crème Brûlée & Co.")).toBe("creme-brulee-co");
    expect(slugify("  ---  ")).toBe("board");
    expect(slugify("x".repeat(100))).toHaveLength(60);
  });

  it("makes slugs unique with a counter", () => {
    expect(uniqueSlug("kitchen", new Set(["kitchen", "kitchen-2"]))).toBe("kitchen-3");
    expect(uniqueSlug("garden", new Set())).toBe("garden");
  });

  it("builds page paths (seed 001 §2: profile links are /{username}/)", () => {
    expect(pinPath("42")).toBe("/pin/42/");
    expect(profilePath("ana")).toBe("/ana/");
    expect(boardPath("ana", "glazes")).toBe("/ana/glazes/");
    expect(sectionPath("ana", "glazes", "blue")).toBe("/ana/glazes/blue/");
    expect(searchPinsPath("  blue tiles & grout ")).toBe("/search/pins/?q=blue+tiles+%26+grout");
  });

  it("reserves app route segments so no username can shadow them", () => {
    expect(isReservedUsername("pin")).toBe(true);
    expect(isReservedUsername("Settings")).toBe(true);
    expect(isReservedUsername("ana")).toBe(false);
  });
});
