import { describe, expect, it } from "vitest";
import {
  adsMessages,
  authMessages,
  boardManageMessages,
  legalMessages,
  messages,
  pinMessages,
  settingsMessages,
  t,
} from "./index.ts";

describe("board management messages (CONST-003, CONST-005)", () => {
  it("every key carries its prefix and never redefines another catalogue's key", () => {
    const others = [messages, adsMessages, authMessages, legalMessages, pinMessages, settingsMessages];
    for (const key of Object.keys(boardManageMessages)) {
      expect(key).toMatch(/^(manage|invite|pinEdit|importSources)\./);
      for (const other of others) expect(key in other).toBe(false);
    }
  });

  it("never says 'the product' and uses {name} placeholders", () => {
    for (const text of Object.values(boardManageMessages)) {
      expect(text.toLowerCase()).not.toContain("the product");
      expect(text).not.toContain("{{");
    }
  });

  it("counts pins in the selection and move texts (BOARD-066)", () => {
    expect(t("manage.select.count", { count: 0 })).toBe("No Pins selected");
    expect(t("manage.select.count", { count: 1 })).toBe("1 Pin selected");
    expect(t("manage.move.title", { count: 3 })).toBe("Move 3 Pins");
  });
});
