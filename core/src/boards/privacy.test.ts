import { describe, expect, it } from "vitest";
import {
  type BoardCreator,
  boardCreateRequest,
  canChangePrivacy,
  isAdAccountCollaborator,
  isBoardInCollaboratorScope,
  isPrivacyChangeAllowed,
  newBoardPrivacy,
  pickerBoardFilter,
  privacyControl,
} from "./privacy.ts";

const owner: BoardCreator = { viewerId: "1", advertiser: null };
const selfAdvertiser: BoardCreator = {
  viewerId: "1",
  advertiser: { ownerId: "1", advertiserId: "77", ownerUsername: "ada" },
};
const collaborator: BoardCreator = {
  viewerId: "1",
  advertiser: { ownerId: "2", advertiserId: "88", ownerUsername: "acme" },
};

describe("board privacy", () => {
  it("BOARD-033 new boards toggle public/secret, default public", () => {
    expect(privacyControl(owner)).toEqual({ kind: "secret_toggle", defaultSecret: false });
    expect(newBoardPrivacy(owner, false)).toBe("public");
    expect(newBoardPrivacy(owner, true)).toBe("secret");
    expect(newBoardPrivacy(selfAdvertiser, true)).toBe("secret");
  });

  it("BOARD-034 an ad-account collaborator creates protected boards with advertiser_id", () => {
    expect(isAdAccountCollaborator(owner)).toBe(false);
    expect(isAdAccountCollaborator(selfAdvertiser)).toBe(false);
    expect(isAdAccountCollaborator(collaborator)).toBe(true);
    expect(boardCreateRequest(collaborator, " Spring ", false)).toEqual({
      name: "Spring",
      privacy: "protected",
      advertiser_id: "88",
      aux_data: { source: "board_picker" },
    });
  });

  it("BOARD-039 the owner's create request carries no advertiser_id", () => {
    expect(boardCreateRequest(owner, "Spring", true)).toEqual({
      name: "Spring",
      privacy: "secret",
      aux_data: { source: "board_picker" },
    });
  });

  it("BOARD-035 the collaborator sees a disabled protected switch", () => {
    expect(privacyControl(collaborator)).toEqual({ kind: "protected_switch", disabled: true });
  });

  it("BOARD-036 protected privacy cannot be changed", () => {
    expect(canChangePrivacy("protected")).toBe(false);
    expect(canChangePrivacy("secret")).toBe(true);
    expect(isPrivacyChangeAllowed("public", "secret")).toBe(true);
    expect(isPrivacyChangeAllowed("protected", "public")).toBe(false);
    expect(isPrivacyChangeAllowed("public", "protected")).toBe(false);
    expect(isPrivacyChangeAllowed("protected", "protected")).toBe(true);
  });

  it("BOARD-038 BOARD-046 only collaborators are limited to the owner's protected boards", () => {
    expect(pickerBoardFilter(owner)).toBe("all");
    expect(pickerBoardFilter(collaborator)).toBe("protected");
    expect(
      isBoardInCollaboratorScope(collaborator, { privacy: "protected", owner: { username: "acme" } }),
    ).toBe(true);
    expect(isBoardInCollaboratorScope(collaborator, { privacy: "public", owner: { username: "acme" } })).toBe(
      false,
    );
    expect(
      isBoardInCollaboratorScope(collaborator, { privacy: "protected", owner: { username: "ada" } }),
    ).toBe(false);
    expect(isBoardInCollaboratorScope(owner, { privacy: "public", owner: { username: "ada" } })).toBe(true);
  });
});
