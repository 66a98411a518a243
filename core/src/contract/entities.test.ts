import { describe, expect, it } from "vitest";
import { boardSectionSchema } from "./entities.ts";

const section = {
  id: "21",
  title: "Crusts",
  slug: "crusts",
  type: "board_section",
  pin_count: 0,
  preview_pins: [],
};

describe("board section contract", () => {
  it("BOARD-004 a section's type is accepted in both spellings, board_section and boardsection", () => {
    expect(boardSectionSchema.parse(section).type).toBe("board_section");
    expect(boardSectionSchema.parse({ ...section, type: "boardsection" }).type).toBe("boardsection");
    for (const other of ["section", "board", "Board_Section", ""])
      expect(boardSectionSchema.safeParse({ ...section, type: other }).success).toBe(false);
  });
});
