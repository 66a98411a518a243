import { describe, expect, it } from "vitest";
import { pickerLayout, pickerLists } from "./picker-layout.ts";
import {
  filterBoardsByQuery,
  foldForSearch,
  highlightRanges,
  matchesBoardQuery,
  shouldHighlight,
} from "./search.ts";

describe("board search", () => {
  it("BOARD-023 matching ignores accents and case", () => {
    expect(foldForSearch("Crème BRÛLÉE")).toBe("creme brulee");
    expect(matchesBoardQuery("Crème brûlée", "CREME")).toBe(true);
    expect(matchesBoardQuery("creme brulee", "brûlée")).toBe(true);
  });

  it("BOARD-023 every word of the query must be found, in order", () => {
    expect(matchesBoardQuery("Summer garden ideas", "sum ide")).toBe(true);
    expect(matchesBoardQuery("Summer garden ideas", "ideas summer")).toBe(false);
    expect(matchesBoardQuery("Summer garden ideas", "garden pool")).toBe(false);
    // The same word twice needs two occurrences.
    expect(matchesBoardQuery("cake", "cake cake")).toBe(false);
    expect(matchesBoardQuery("cake and cake", "cake cake")).toBe(true);
  });

  it("BOARD-023 a blank query matches every board; filtering keeps the given order", () => {
    expect(matchesBoardQuery("Anything", "   ")).toBe(true);
    const boards = [{ name: "Zürich trip" }, { name: "Recipes" }, { name: "zurich food" }];
    expect(filterBoardsByQuery(boards, "zur").map((b) => b.name)).toEqual(["Zürich trip", "zurich food"]);
  });

  it("BOARD-024 highlighting needs a query longer than 1 character", () => {
    expect(shouldHighlight("a")).toBe(false);
    expect(shouldHighlight(" a ")).toBe(false);
    expect(shouldHighlight("ab")).toBe(true);
    expect(highlightRanges("Art", "a")).toEqual([]);
  });

  it("BOARD-024 highlight ranges point into the original name, one per word", () => {
    expect(highlightRanges("Crème brûlée", "creme BRU")).toEqual([
      { start: 0, end: 5 },
      { start: 6, end: 9 },
    ]);
    // A decomposed accent (e + combining mark) is covered whole.
    const name = "Cafe\u0301 time";
    expect(highlightRanges(name, "cafe")).toEqual([{ start: 0, end: 5 }]);
    expect(highlightRanges("Recipes", "zz")).toEqual([]);
  });
});

describe("picker layout", () => {
  it("BOARD-021 at most 3 boards show one list", () => {
    expect(pickerLayout(0, "")).toBe("single_list");
    expect(pickerLayout(3, "")).toBe("single_list");
  });

  it("BOARD-022 search text of 1 character or more shows filtered results", () => {
    expect(pickerLayout(4, "a")).toBe("filtered");
    expect(pickerLayout(4, "   ")).toBe("top_choices_and_all");
  });

  it("BOARD-021 otherwise Top choices plus All boards", () => {
    expect(pickerLayout(4, "")).toBe("top_choices_and_all");
  });
});

describe("picker lists", () => {
  const boards = ["Art", "Bikes", "Cakes", "Décor", "2026"].map((name, i) => ({ id: String(i + 1), name }));

  it("BOARD-012 BOARD-021 Top choices come from the shortlist in its order, above All boards", () => {
    const lists = pickerLists(boards, ["3", "99", "1"], "");
    expect(lists.layout).toBe("top_choices_and_all");
    if (lists.layout !== "top_choices_and_all") return;
    expect(lists.topChoices.map((b) => b.name)).toEqual(["Cakes", "Art"]);
    expect(lists.allBoards).toHaveLength(5);
  });

  it("BOARD-022 BOARD-023 typed text shows the matching boards", () => {
    expect(pickerLists(boards, ["1"], "deco")).toEqual({ layout: "filtered", boards: [boards[3]] });
  });

  it("BOARD-021 a small list stays one list, still narrowed by the search text", () => {
    const few = boards.slice(0, 3);
    expect(pickerLists(few, ["1"], "")).toEqual({ layout: "single_list", boards: few });
    expect(pickerLists(few, ["1"], "bik")).toEqual({ layout: "single_list", boards: [few[1]] });
  });
});
