import { describe, expect, it } from "vitest";
import {
  canEditSections,
  canManageBoard,
  canRemoveCollaborator,
  canSaveToBoard,
  canViewBoard,
  canViewPinOnBoard,
  isListedOnProfile,
} from "./policy.ts";

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

  it("secret and protected boards open to collaborators too (D-006)", () => {
    const shared = { ...board("secret"), viewerIsCollaborator: true };
    expect(canViewBoard(stranger, shared)).toBe(true);
    expect(canViewPinOnBoard(stranger, shared)).toBe(true);
    expect(canViewBoard(null, shared)).toBe(false);
  });

  it("BOARD-019/037: the owner and collaborators save and move pins and edit sections; nobody else", () => {
    for (const privacy of ["public", "secret", "protected"] as const) {
      expect(canSaveToBoard(owner, board(privacy))).toBe(true);
      expect(canSaveToBoard(stranger, board(privacy))).toBe(false);
      expect(canSaveToBoard(stranger, board(privacy), true)).toBe(true);
      expect(canSaveToBoard(null, board(privacy), true)).toBe(false);
      expect(canEditSections(stranger, { ...board(privacy), viewerIsCollaborator: true })).toBe(true);
    }
  });

  it("an archived board is read-only: nobody saves, moves or adds sections until it is unarchived", () => {
    const archived = { ...board("public"), archivedAt: new Date(), viewerIsCollaborator: true };
    expect(canSaveToBoard(owner, archived)).toBe(false);
    expect(canSaveToBoard(stranger, archived)).toBe(false);
    expect(canEditSections(owner, archived)).toBe(false);
    expect(canManageBoard(owner, archived)).toBe(true);
  });

  it("IMPL-027/028: only the owner edits, archives, deletes and invites; a collaborator may only leave", () => {
    const shared = { ...board("public"), viewerIsCollaborator: true };
    expect(canManageBoard(owner, shared)).toBe(true);
    expect(canManageBoard(stranger, shared)).toBe(false);
    expect(canManageBoard(null, shared)).toBe(false);
    expect(canRemoveCollaborator(owner, shared, "9")).toBe(true);
    expect(canRemoveCollaborator(stranger, shared, stranger.id)).toBe(true);
    expect(canRemoveCollaborator(stranger, shared, "9")).toBe(false);
  });
});
