import { describe, expect, it } from "vitest";
import {
  compareBoardNames,
  isPickableBoard,
  type PickerBoard,
  pickerBoards,
  sortBoardsByName,
} from "./ordering.ts";

function board(id: string, name: string, extra: Partial<PickerBoard> = {}): PickerBoard {
  return { id, name, owner: { id: "1" }, collaborated_by_me: false, archived_by_me_at: null, ...extra };
}

describe("board ordering", () => {
  it("BOARD-018 names starting with a digit go after the others", () => {
    const names = sortBoardsByName([
      board("1", "2024 trips"),
      board("2", "Recipes"),
      board("3", "10 ideas"),
      board("4", "art"),
    ]).map((b) => b.name);
    expect(names).toEqual(["art", "Recipes", "10 ideas", "2024 trips"]);
  });

  it("BOARD-019 sorts by name, case- and accent-insensitive, numbers by value", () => {
    expect(compareBoardNames("apple", "Banana")).toBeLessThan(0);
    expect(compareBoardNames("Été", "ete")).toBe(0);
    expect(compareBoardNames("Room 2", "Room 10")).toBeLessThan(0);
    expect(compareBoardNames("9 lives", "Zebra")).toBeGreaterThan(0);
  });

  it("BOARD-019 sorting does not change the given list", () => {
    const list = [board("1", "b"), board("2", "a")];
    sortBoardsByName(list);
    expect(list.map((b) => b.name)).toEqual(["b", "a"]);
  });
});

describe("picker filter", () => {
  it("BOARD-019 lists boards the viewer owns or collaborates on, not archived by them", () => {
    expect(isPickableBoard(board("1", "Mine"), "1")).toBe(true);
    expect(isPickableBoard(board("2", "Shared", { owner: { id: "9" }, collaborated_by_me: true }), "1")).toBe(
      true,
    );
    expect(isPickableBoard(board("3", "Theirs", { owner: { id: "9" } }), "1")).toBe(false);
    expect(isPickableBoard(board("4", "Old", { archived_by_me_at: "2026-01-01T00:00:00Z" }), "1")).toBe(
      false,
    );
  });

  it("BOARD-020 boards without covers stay in the picker, sorted with the others", () => {
    const boards = [
      board("1", "Zoo"),
      board("2", "1st"),
      board("3", "Hidden", { archived_by_me_at: "2026-01-01T00:00:00Z" }),
      board("4", "apple"),
    ];
    expect(pickerBoards(boards, "1").map((b) => b.id)).toEqual(["4", "1", "2"]);
  });
});
