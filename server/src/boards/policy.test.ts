import { describe, expect, it } from "vitest";
import { canViewBoard, canViewPinOnBoard, isListedOnProfile } from "./policy.ts";

const owner = { id: "1" };
const stranger = { id: "2" };
const board = (privacy: "public" | "secret" | "protected") => ({ ownerId: "1", privacy });

describe("board access policy", () => {
  it("public boards are open to everyone, logged out included", () => {
    for (const viewer of [null, owner, stranger]) expect(canViewBoard(viewer, board("public"))).toBe(true);
  });

  it("secret and protected board pages are only for their owner (default deny)", () => {
    for (const privacy of ["secret", "protected"] as const) {
      expect(canViewBoard(owner, board(privacy))).toBe(true);
      expect(canViewBoard(stranger, board(privacy))).toBe(false);
      expect(canViewBoard(null, board(privacy))).toBe(false);
    }
  });

  it("pins on protected boards stay visible; pins on secret boards only to the owner", () => {
    expect(canViewPinOnBoard(null, board("protected"))).toBe(true);
    expect(canViewPinOnBoard(stranger, board("secret"))).toBe(false);
    expect(canViewPinOnBoard(owner, board("secret"))).toBe(true);
  });

  it("IMPL-024 profile listing: secret only for the owner, protected never", () => {
    expect(isListedOnProfile(null, board("public"))).toBe(true);
    expect(isListedOnProfile(stranger, board("secret"))).toBe(false);
    expect(isListedOnProfile(owner, board("secret"))).toBe(true);
    expect(isListedOnProfile(owner, board("protected"))).toBe(false);
  });
});
