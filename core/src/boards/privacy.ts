import type { BoardPrivacy } from "../contract/index.ts";
import type { BoardCreateRequest } from "./contract.ts";

/** Who creates the board: the viewer and, when acting for an ad account, its owner. */
export interface BoardCreator {
  viewerId: string;
  /** The ad account the viewer acts for (its owner's user id and advertiser id); null otherwise. */
  advertiser: { ownerId: string; advertiserId: string; ownerUsername: string } | null;
}

/**
 * True when the viewer acts for someone else's ad account: the advertiser owner differs
 * from the viewer (BOARD-034).
 */
export function isAdAccountCollaborator(creator: BoardCreator): boolean {
  return creator.advertiser !== null && creator.advertiser.ownerId !== creator.viewerId;
}

/** The privacy control the create-board form shows (BOARD-033, BOARD-035). */
export type PrivacyControl =
  /** A public/secret toggle, default public. */
  | { kind: "secret_toggle"; defaultSecret: false }
  /** A disabled switch "Protected board (not listed on user's profile)". */
  | { kind: "protected_switch"; disabled: true };

/** Which privacy control the create-board form shows to this creator (BOARD-033, BOARD-035). */
export function privacyControl(creator: BoardCreator): PrivacyControl {
  return isAdAccountCollaborator(creator)
    ? { kind: "protected_switch", disabled: true }
    : { kind: "secret_toggle", defaultSecret: false };
}

/**
 * The privacy of a new board: protected for an ad-account collaborator whatever the toggle
 * says (BOARD-034), otherwise secret or public by the toggle (BOARD-033).
 */
export function newBoardPrivacy(creator: BoardCreator, secret: boolean): BoardPrivacy {
  if (isAdAccountCollaborator(creator)) return "protected";
  return secret ? "secret" : "public";
}

/** True when a board's privacy may be changed: protected never changes (BOARD-036). */
export function canChangePrivacy(current: BoardPrivacy): boolean {
  return current !== "protected";
}

/** True when a privacy change is allowed: to or from protected never is (BOARD-036). */
export function isPrivacyChangeAllowed(from: BoardPrivacy, to: BoardPrivacy): boolean {
  return from === to || (canChangePrivacy(from) && to !== "protected");
}

/**
 * Builds the BoardResource create request: the trimmed name, the privacy, and advertiser_id
 * for an ad-account collaborator (BOARD-034, BOARD-039).
 */
export function boardCreateRequest(creator: BoardCreator, name: string, secret: boolean): BoardCreateRequest {
  const request: BoardCreateRequest = {
    name: name.trim(),
    privacy: newBoardPrivacy(creator, secret),
    aux_data: { source: "board_picker" },
  };
  if (isAdAccountCollaborator(creator) && creator.advertiser) {
    return { ...request, advertiser_id: creator.advertiser.advertiserId };
  }
  return request;
}

/**
 * The picker's board filter: protected boards only for an ad-account collaborator, all
 * otherwise (BOARD-038, BOARD-046 DECISION).
 */
export function pickerBoardFilter(creator: BoardCreator): "protected" | "all" {
  return isAdAccountCollaborator(creator) ? "protected" : "all";
}

/**
 * True when an ad-account collaborator may save to the board: a protected board of the ad
 * account's owner (BOARD-037, BOARD-038). Other viewers are not restricted by this rule.
 */
export function isBoardInCollaboratorScope(
  creator: BoardCreator,
  board: { privacy: BoardPrivacy; owner: { username: string } },
): boolean {
  if (!isAdAccountCollaborator(creator) || !creator.advertiser) return true;
  return board.privacy === "protected" && board.owner.username === creator.advertiser.ownerUsername;
}
