import { describe, expect, it } from "vitest";
import { parseQuickPromoteDraft, type QuickPromoteDraft, serializeQuickPromoteDraft } from "./draft.ts";

const draft: QuickPromoteDraft = {
  pin: "12",
  dailyBudget: "7",
  destinationUrl: "https://shop.example.com/",
  duration: 10,
  locale: "en-US",
  name: "Spring",
  interests: ["910"],
  ages: ["18-24"],
  genders: ["male"],
  adType: null,
};

describe("quick-promote draft", () => {
  it("ADS-012 a draft holds pin, dailyBudget, destinationUrl, duration, locale, name, interests, ages, genders, adType", () => {
    expect(parseQuickPromoteDraft(serializeQuickPromoteDraft(draft))).toEqual(draft);
  });

  it("ADS-013 a missing, broken or foreign stored value restores nothing", () => {
    expect(parseQuickPromoteDraft(null)).toBeNull();
    expect(parseQuickPromoteDraft("{not json")).toBeNull();
    expect(parseQuickPromoteDraft(JSON.stringify({ ...draft, ages: ["12-17"] }))).toBeNull();
    expect(parseQuickPromoteDraft(JSON.stringify({ pin: "12" }))).toBeNull();
  });

  it("ADS-013 only the draft's fields are kept; a fractional duration or a non-draft is refused", () => {
    const stored = JSON.stringify({ ...draft, token: "secret" });
    expect(parseQuickPromoteDraft(stored)).toEqual(draft);
    expect(parseQuickPromoteDraft(JSON.stringify({ ...draft, duration: 1.5 }))).toBeNull();
    expect(parseQuickPromoteDraft(JSON.stringify({ ...draft, adType: 3 }))).toBeNull();
    expect(parseQuickPromoteDraft("null")).toBeNull();
    expect(() => serializeQuickPromoteDraft({ ...draft, pin: "" })).toThrow(TypeError);
  });
});
