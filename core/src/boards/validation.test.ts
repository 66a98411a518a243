import { describe, expect, it } from "vitest";
import { t } from "../messages/index.ts";
import { collaboratorEmailHint, collaboratorEmailState } from "./collaborators.ts";
import { BOARD_LIMITS } from "./constants.ts";
import {
  canAddSection,
  canCreateBoard,
  NAME_SOURCE,
  nameSourceOf,
  normalizeBoardName,
  validateBoardName,
  validateSectionName,
} from "./validation.ts";

describe("board name", () => {
  it("BOARD-029 a blank name is refused with the seed's message", () => {
    for (const raw of ["", "   "]) {
      const failure = validateBoardName(raw);
      expect(failure?.rule).toBe("required");
      expect(failure && t(failure.messageKey, failure.values)).toBe("Don't forget to name your board!");
    }
  });

  it("BOARD-030 BOARD-031 at most 50 characters after trimming", () => {
    expect(BOARD_LIMITS.nameMax).toBe(50);
    expect(validateBoardName(`  ${"a".repeat(50)}  `)).toBeNull();
    const failure = validateBoardName("a".repeat(51));
    expect(failure?.rule).toBe("too_long");
    expect(failure?.code).toBe("INVALID_INPUT");
    expect(failure && t(failure.messageKey, failure.values)).toBe("Please enter no more than 50 characters.");
  });

  it("BOARD-031 length counts characters, not UTF-16 units", () => {
    expect(validateBoardName("📌".repeat(50))).toBeNull();
    expect(validateBoardName("📌".repeat(51))?.rule).toBe("too_long");
  });

  it("BOARD-032 Create is disabled for a blank name, an error, or while saving", () => {
    expect(canCreateBoard({ name: "Trips", hasError: false, saving: false })).toBe(true);
    expect(canCreateBoard({ name: "  ", hasError: false, saving: false })).toBe(false);
    expect(canCreateBoard({ name: "Trips", hasError: true, saving: false })).toBe(false);
    expect(canCreateBoard({ name: "Trips", hasError: false, saving: true })).toBe(false);
  });
});

describe("section name", () => {
  it("BOARD-051 BOARD-053 Add (and Enter) need a trimmed name, no error, not saving", () => {
    expect(canAddSection({ name: " Mains ", hasError: false, saving: false })).toBe(true);
    expect(canAddSection({ name: "\t", hasError: false, saving: false })).toBe(false);
    expect(canAddSection({ name: "Mains", hasError: true, saving: false })).toBe(false);
    expect(canAddSection({ name: "Mains", hasError: false, saving: true })).toBe(false);
  });

  it("BOARD-054 the section name is trimmed before sending", () => {
    expect(normalizeBoardName("  Desserts \n")).toBe("Desserts");
  });

  it("BOARD-054 a section name over the shared limit is refused; blank has no message", () => {
    expect(validateSectionName("   ")).toBeNull();
    expect(validateSectionName("a".repeat(51))?.values).toEqual({ maxLength: 50 });
  });

  it("BOARD-006 name_source codes: 0 manual, 1 RECOMMENDATION, 2 EDITED_RECOMMENDATION", () => {
    expect(NAME_SOURCE).toEqual({ manual: 0, RECOMMENDATION: 1, EDITED_RECOMMENDATION: 2 });
    expect(nameSourceOf("Mains", null)).toBe(0);
    expect(nameSourceOf(" Mains ", "Mains")).toBe(1);
    expect(nameSourceOf("Main dishes", "Mains")).toBe(2);
  });
});

describe("collaborator email entry", () => {
  it("BOARD-064 BOARD-065 Keep typing! / Click to send! / Done!", () => {
    expect(t(collaboratorEmailHint(collaboratorEmailState("ada@", false)))).toBe("Keep typing!");
    expect(t(collaboratorEmailHint(collaboratorEmailState(" Ada@Example.com ", false)))).toBe(
      "Click to send!",
    );
    expect(t(collaboratorEmailHint(collaboratorEmailState("ada@example.com", true)))).toBe("Done!");
  });
});
