import { describe, expect, it } from "vitest";
import { t } from "../messages/index.ts";
import { BOARD_ACTION_BUSY_CODES, checkMove, isBoardBusyCode, moveCall, moveFailureMessage } from "./move.ts";

describe("moving pins", () => {
  it("BOARD-067 a move to the same board and section is refused", () => {
    expect(checkMove({ boardId: "1", sectionId: null }, { boardId: "1", sectionId: null })?.rule).toBe(
      "same_place",
    );
    expect(checkMove({ boardId: "1", sectionId: "5" }, { boardId: "1", sectionId: "5" })).not.toBeNull();
    expect(checkMove({ boardId: "1", sectionId: "5" }, { boardId: "1", sectionId: null })).toBeNull();
    expect(checkMove({ boardId: "1", sectionId: null }, { boardId: "2", sectionId: null })).toBeNull();
    expect(moveCall({ boardId: "1", sectionId: null }, { boardId: "1", sectionId: null }, ["9"])).toBeNull();
  });

  it("BOARD-072 BOARD-073 codes 2171, 2172 and 2173 ask to wait", () => {
    expect(Object.values(BOARD_ACTION_BUSY_CODES)).toEqual([2171, 2172, 2173]);
    for (const code of [2171, 2172, 2173]) {
      const message = moveFailureMessage({ api_error_code: code, message: "locked" });
      expect("messageKey" in message && t(message.messageKey)).toBe(
        "Please wait until the previous board action finishes.",
      );
    }
    expect(isBoardBusyCode(2170)).toBe(false);
    expect(isBoardBusyCode(undefined)).toBe(false);
  });

  it("BOARD-072 other errors show the server message", () => {
    expect(moveFailureMessage({ api_error_code: 1, message: "Nope", message_detail: "Board gone" })).toEqual({
      text: "Board gone",
    });
    expect(moveFailureMessage({ message: "Nope" })).toEqual({ text: "Nope" });
    expect(moveFailureMessage({})).toEqual({ messageKey: "error.generic" });
  });

  it("BOARD-069 BOARD-070 BOARD-071 the move picks its call", () => {
    expect(moveCall({ boardId: "1", sectionId: null }, { boardId: "1", sectionId: "5" }, ["9"])).toEqual({
      resource: "BoardSectionEditResource",
      method: "update",
      payload: { section_id: "5", pins: ["9"] },
    });
    expect(moveCall({ boardId: "1", sectionId: "5" }, { boardId: "1", sectionId: null }, ["9"])).toEqual({
      resource: "BoardSectionPinsResource",
      method: "delete",
      payload: { section_id: "5", pins: ["9"] },
    });
    expect(moveCall({ boardId: "1", sectionId: "5" }, { boardId: "2", sectionId: "6" }, ["9"])).toEqual({
      resource: "BulkEditResource",
      method: "update",
      payload: { board_id: "2", section_id: "6", pin_ids: ["9"] },
    });
  });
});
