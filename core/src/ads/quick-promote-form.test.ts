import { describe, expect, it } from "vitest";
import { parseQuickPromoteDraft, serializeQuickPromoteDraft } from "./draft.ts";
import {
  checkQuickPromoteForm,
  initialQuickPromoteForm,
  type PromotedPin,
  quickPromoteFormDraft,
  quickPromoteFormFromDraft,
  quickPromoteFormValues,
} from "./quick-promote-form.ts";

const pin: PromotedPin = {
  id: "9",
  title: "  Linen apron ",
  link: "https://shop.example.com/apron",
  imageUrl: null,
};

describe("quick-promote form", () => {
  it("ADS-036 ADS-038 ADS-041 starts from the pin, the recommended budget and the default duration", () => {
    expect(initialQuickPromoteForm(pin, "SE")).toMatchObject({
      name: "Linen apron",
      destinationUrl: "https://shop.example.com/apron",
      budget: "70",
      duration: "30",
      isOngoing: true,
      locations: "SE",
      isAutoTargeting: true,
      tag: null,
    });
    expect(initialQuickPromoteForm({ ...pin, link: null }, "US")).toMatchObject({
      destinationUrl: "",
      duration: "10",
    });
  });

  it("ADS-011 names the values as the rules do; a topic still being typed is not sent", () => {
    const form = { ...initialQuickPromoteForm(pin, "US"), interests: ["recipes", ""], duration: " 12 " };
    expect(quickPromoteFormValues(form, "5")).toMatchObject({
      advertiser_id: "5",
      interests: ["recipes"],
      duration: 12,
    });
    expect(quickPromoteFormValues({ ...form, duration: "12.5" }, "5").duration).toBeNaN();
  });

  it("ADS-024…027 ADS-043 splits the broken rules between the business and the billing form", () => {
    const form = initialQuickPromoteForm(pin, "US");
    expect(checkQuickPromoteForm(form, "5", "US")).toEqual({
      failures: [],
      businessValid: true,
      billingValid: true,
    });
    const business = checkQuickPromoteForm({ ...form, destinationUrl: "not a link" }, "5", "US");
    expect(business).toMatchObject({ businessValid: false, billingValid: true });
    const billing = checkQuickPromoteForm({ ...form, budget: "2" }, "5", "US");
    expect(billing).toMatchObject({ businessValid: true, billingValid: false });
    expect(billing.failures[0]).toMatchObject({ field: "budget", rule: "below_minimum" });
  });

  it("ADS-012 ADS-013 a draft keeps the typed values and lays them over a fresh form", () => {
    const form = {
      ...initialQuickPromoteForm(pin, "US"),
      name: "Spring aprons",
      budget: "9",
      ages: ["25-34" as const],
    };
    const draft = quickPromoteFormDraft(form, "9", "en-GB");
    expect(draft).toMatchObject({
      pin: "9",
      name: "Spring aprons",
      dailyBudget: "9",
      duration: 10,
      locale: "en-GB",
    });
    const stored = parseQuickPromoteDraft(serializeQuickPromoteDraft(draft));
    expect(stored).not.toBeNull();
    const restored = quickPromoteFormFromDraft(initialQuickPromoteForm(pin, "US"), stored ?? draft);
    expect(restored).toMatchObject({ name: "Spring aprons", budget: "9", ages: ["25-34"], duration: "10" });
    // A duration that was not a whole number is kept as 0 and falls back to the default.
    const odd = quickPromoteFormDraft({ ...form, duration: "abc" }, "9", "en");
    expect(odd.duration).toBe(0);
    expect(quickPromoteFormFromDraft(initialQuickPromoteForm(pin, "SE"), odd).duration).toBe("30");
  });
});
