import { describe, expect, it } from "vitest";
import { BRAND_NAME, messages } from "./catalogue.ts";
import { authMessages } from "./catalogue-auth.ts";
import { formatDate, formatNumber, formatText, t } from "./format.ts";

describe("message catalogue (CONST-003, CONST-005)", () => {
  it("fills {name} placeholders and leaves missing ones visible", () => {
    expect(formatText("Saved to {board}", { board: "Kitchen" })).toBe("Saved to Kitchen");
    expect(formatText("Saved to {board}")).toBe("Saved to {board}");
  });

  it("formats plurals with the count", () => {
    expect(t("profile.followers", { count: 1 })).toBe("1 follower");
    expect(t("profile.followers", { count: 1234 })).toBe("1,234 followers");
    expect(t("board.pins", { count: 0 })).toBe("0 Pins");
  });

  it("never says 'the product': the brand stands in its place", () => {
    for (const text of [...Object.values(messages), ...Object.values(authMessages)]) {
      expect(text.toLowerCase()).not.toContain("the product");
    }
    expect(BRAND_NAME).toBe("Corkboard");
  });

  it("CONST-002 the seed's strings that say 'the product' say the brand in its place", () => {
    expect(authMessages["auth.oneTap.welcome"]).toBe(`Welcome to ${BRAND_NAME}!`);
    expect(authMessages["auth.title.joinToFollow"]).toBe(`Join ${BRAND_NAME} to follow`);
    expect(authMessages["auth.social.mustAuthorize"]).toBe(
      `Couldn't connect. You must authorize ${BRAND_NAME}.`,
    );
  });

  it("keeps the seed's generic error wording exactly (seed 001 §8)", () => {
    expect(t("error.INTERNAL")).toBe("Sorry! Something went wrong on our end.");
    expect(t("error.generic")).toBe("Uh oh! Something went wrong.");
  });

  it("feature catalogues share the key space and never redefine a base key", () => {
    for (const key of Object.keys(authMessages)) expect(key in messages).toBe(false);
    expect(t("auth.verifyEmail.sent")).toBe("Email sent");
  });
});

describe("dates and numbers in the active language (IMPL-045)", () => {
  it("formats a date and a number in English or in Japanese", () => {
    const day = Date.UTC(2026, 6, 1);
    expect(formatDate(day, { dateStyle: "long", timeZone: "UTC" }, "en")).toBe("July 1, 2026");
    expect(formatDate(day, { dateStyle: "long", timeZone: "UTC" }, "ja")).toBe("2026年7月1日");
    expect(formatNumber(1234567, "ja")).toBe("1,234,567");
  });
});
