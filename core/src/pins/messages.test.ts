import { describe, expect, it } from "vitest";
import { authMessages, BRAND_NAME, hasMessage, messages, pinMessages, t } from "../messages/index.ts";

describe("pin and board messages (CONST-003, CONST-005)", () => {
  it("every key carries the pins. or boards. prefix and never redefines another catalogue's key", () => {
    for (const key of Object.keys(pinMessages)) {
      expect(key).toMatch(/^(pins|boards)\./);
      expect(key in messages).toBe(false);
      expect(key in authMessages).toBe(false);
      expect(hasMessage(key)).toBe(true);
    }
  });

  it("never says 'the product', and seed placeholders use {name}, never {{ name }}", () => {
    for (const text of Object.values(pinMessages)) {
      expect(text.toLowerCase()).not.toContain("the product");
      expect(text).not.toContain("{{");
    }
    expect(BRAND_NAME).toBe("Corkboard");
  });

  it("CONST-004 keeps the seed's wording exactly, its {{ board_name }} and {{ maxLength }} filled (seed 001 §2, §5, §8)", () => {
    expect(t("boards.name.required")).toBe("Don't forget to name your board!");
    expect(t("boards.name.tooLong", { maxLength: 50 })).toBe("Please enter no more than 50 characters.");
    expect(t("pins.alreadySaved", { board_name: "Tarts" })).toBe("Psst! You already saved this Pin to Tarts");
    expect(t("pins.move.busy")).toBe("Please wait until the previous board action finishes.");
    expect(t("boards.privacy.protected")).toBe("Protected board (not listed on user's profile)");
    expect(t("pins.save.failed")).toBe("Sorry! Something went wrong on our end.");
    expect(t("boards.create.failed")).toBe("Uh oh! Something went wrong.");
  });
});
