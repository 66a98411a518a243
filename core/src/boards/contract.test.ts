import { describe, expect, it } from "vitest";
import { boardCreateRequestSchema, sectionCreateRequestSchema } from "./contract.ts";
import { desktopPickerRequest, mobilePickerRequest } from "./picker-request.ts";
import { type BoardCreator, boardCreateRequest } from "./privacy.ts";
import { sectionCreateRequest } from "./validation.ts";

const owner: BoardCreator = { viewerId: "1", advertiser: null };
const collaborator: BoardCreator = {
  viewerId: "1",
  advertiser: { ownerId: "2", advertiserId: "88", ownerUsername: "acme" },
};

describe("board and section contract", () => {
  it("BOARD-039 the built create request passes the schema", () => {
    expect(boardCreateRequestSchema.parse(boardCreateRequest(collaborator, " Spring ", false))).toEqual({
      name: "Spring",
      privacy: "protected",
      advertiser_id: "88",
      aux_data: { source: "board_picker" },
    });
  });

  it("BOARD-029 BOARD-031 the server refuses blank names and names over 50 characters", () => {
    const ok = { name: "a".repeat(50), privacy: "public" };
    expect(boardCreateRequestSchema.safeParse(ok).success).toBe(true);
    expect(boardCreateRequestSchema.safeParse({ ...ok, name: "   " }).success).toBe(false);
    expect(boardCreateRequestSchema.safeParse({ ...ok, name: "a".repeat(51) }).success).toBe(false);
    expect(boardCreateRequestSchema.parse({ ...ok, name: ` ${"a".repeat(50)} ` }).name).toHaveLength(50);
    expect(boardCreateRequestSchema.safeParse({ ...ok, privacy: "hidden" }).success).toBe(false);
  });

  it("BOARD-054 BOARD-056 BOARD-057 BOARD-058 the section request from {boardId, name, pinImport}: trimmed name, name_source, pinImport → initial_pins", () => {
    const request = sectionCreateRequest({
      boardId: "10",
      name: "  Mains ",
      pickedRecommendation: "Mains",
      pinImport: ["5", "6"],
    });
    expect(request).toEqual({ board_id: "10", initial_pins: ["5", "6"], name: "Mains", name_source: 1 });
    expect(sectionCreateRequestSchema.parse(request)).toEqual(request);
    expect(sectionCreateRequest({ boardId: "10", name: "X", orbacSubjectId: "3" })).toMatchObject({
      orbac_subject_id: "3",
      name_source: 0,
      initial_pins: [],
    });
  });

  it("BOARD-005 BOARD-006 the section schema defaults and refuses bad name_source", () => {
    expect(sectionCreateRequestSchema.parse({ board_id: "10", name: " A " })).toEqual({
      board_id: "10",
      initial_pins: [],
      name: "A",
      name_source: 0,
    });
    expect(sectionCreateRequestSchema.safeParse({ board_id: "10", name: "A", name_source: 3 }).success).toBe(
      false,
    );
    expect(sectionCreateRequestSchema.safeParse({ board_id: "10", name: " " }).success).toBe(false);
  });
});

describe("picker requests", () => {
  it("BOARD-044 BOARD-046 the desktop picker asks for all boards, two shortlist suggestions", () => {
    expect(desktopPickerRequest(owner, "ada", "55")).toEqual({
      pin_id: "55",
      username: "ada",
      filter: "all",
      field_set_key: "board_picker",
      shortlist_suggestions: 2,
      isDesktop: true,
    });
  });

  it("BOARD-038 BOARD-046 a collaborator asks for the owner's protected boards", () => {
    expect(desktopPickerRequest(collaborator, "ada")).toEqual({
      username: "acme",
      advertiser_id: "88",
      filter: "protected",
      field_set_key: "board_picker",
      shortlist_suggestions: 2,
      isDesktop: true,
    });
  });

  it("BOARD-045 the mobile picker asks for every board of the viewer", () => {
    expect(mobilePickerRequest("1")).toEqual({
      filter: "all",
      field_set_key: "profile_grid_item",
      user_id: "1",
    });
  });
});
