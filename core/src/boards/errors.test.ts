import { describe, expect, it } from "vitest";
import { t } from "../messages/index.ts";
import { mobileSaveFailureText, saveFailureText, serverMessage } from "../pins/index.ts";
import {
  BOARD_CREATED_TOAST,
  boardCreateErrorLines,
  savedConfirmation,
  sectionCreateErrorText,
} from "./errors.ts";

describe("failure messages", () => {
  it("BOARD-041 board creation shows message plus message_detail, or the plain string", () => {
    expect(boardCreateErrorLines({ message: "Can't create", message_detail: "Name taken" })).toEqual({
      texts: ["Can't create", "Name taken"],
    });
    expect(boardCreateErrorLines("Board limit reached")).toEqual({ texts: ["Board limit reached"] });
  });

  it("BOARD-041 board creation defaults to 'Uh oh! Something went wrong.'", () => {
    for (const error of [null, undefined, "", { message: " " }]) {
      const lines = boardCreateErrorLines(error);
      expect("messageKey" in lines && t(lines.messageKey)).toBe("Uh oh! Something went wrong.");
    }
  });

  it("BOARD-055 section creation shows message_detail, else message", () => {
    expect(sectionCreateErrorText({ message: "Failed", message_detail: "Too many sections" })).toEqual({
      text: "Too many sections",
    });
    expect(sectionCreateErrorText({ message: "Failed" })).toEqual({ text: "Failed" });
    expect(sectionCreateErrorText(null)).toEqual({ messageKey: "boards.create.failed" });
  });

  it("PIN-044 the save-failure toast is message_detail, else message, else the seed's apology", () => {
    expect(saveFailureText({ message: "No", message_detail: "Board is gone" })).toEqual({
      text: "Board is gone",
    });
    expect(saveFailureText({ message: "No" })).toEqual({ text: "No" });
    const fallback = saveFailureText(undefined);
    expect("messageKey" in fallback && t(fallback.messageKey)).toBe(
      "Sorry! Something went wrong on our end.",
    );
    expect(serverMessage("  plain ")).toBe("plain");
  });

  it("PIN-018 the mobile creation failure always says the seed's apology", () => {
    const text = mobileSaveFailureText();
    expect("messageKey" in text && t(text.messageKey)).toBe("Sorry! Something went wrong on our end.");
  });

  it("BOARD-026 BOARD-027 BOARD-028 saved confirmation and board-created texts", () => {
    expect(t(savedConfirmation(true))).toBe("Saved! Find your Pins on your profile");
    expect(t(savedConfirmation(false))).toBe("Saved");
    expect(t(BOARD_CREATED_TOAST)).toBe("Board created");
  });
});
