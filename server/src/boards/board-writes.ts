import { isPrivacyChangeAllowed } from "@corkboard/core/boards";
import type { BoardPrivacy, ViewerBoard } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { type Viewer, viewerHasScope } from "../platform/auth/viewer.ts";
import type { Database, Executor } from "../platform/db/index.ts";
import { isUniqueViolation } from "../platform/db/index.ts";
import { AppError } from "../platform/http/app-error.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { boardFor } from "./access.ts";
import {
  type BoardChanges,
  deleteBoardRow,
  findOwnerBoardNames,
  insertBoard,
  updateBoardRow,
} from "./board-writes-repo.ts";
import { boardError } from "./errors.ts";
import { checkBoardName, freeSlug, sameName } from "./names.ts";
import { canManageBoard } from "./policy.ts";
import { loadViewerBoard } from "./viewer-boards.ts";

/**
 * Throws unless a user may make boards for an ad account (a member who may write for it).
 * The advertiser feature answers it, wired by the composition root (it depends on boards).
 */
export type AdvertiserBoardCheck = (userId: string, advertiserId: string) => Promise<void>;

/** What board writes need. */
export interface BoardWriteDeps {
  db: Database;
  urls: ImageUrls;
  checkAdvertiser: AdvertiserBoardCheck;
}

/** BoardResource create input, as the contract validated it. */
export interface BoardCreateInput {
  name: string;
  privacy: BoardPrivacy;
  description?: string | undefined;
  advertiser_id?: string | undefined;
  /** An imported board keeps its date (issue 20); a board made here is made now. */
  createdAt?: Date | undefined;
}

/**
 * The name and slug a board of `ownerId` may take: BOARD_NAME_TAKEN when another of their
 * boards has the same name; the slug is the first free one (D-005).
 */
async function nameAndSlug(db: Executor, ownerId: string, rawName: string, exceptBoardId: string | null) {
  const name = checkBoardName(rawName);
  const others = await findOwnerBoardNames(db, ownerId, exceptBoardId);
  if (others.some((other) => sameName(other.name, name))) {
    throw boardError("BOARD_NAME_TAKEN", "boards.error.nameTaken", { field: "name" });
  }
  return { name, slug: freeSlug(name, new Set(others.map((other) => other.slug)), "board") };
}

/**
 * The privacy of a new board (BOARD-033, BOARD-034): protected whenever an advertiser_id
 * comes with it (the ad-account collaborator's create), else public or secret as asked;
 * protected without an ad account is refused (BOARD-036).
 */
function newPrivacy(input: BoardCreateInput): BoardPrivacy {
  if (input.advertiser_id !== undefined) return "protected";
  if (input.privacy === "protected") {
    throw boardError("BOARD_PRIVACY_LOCKED", "boards.error.privacyLocked", { field: "privacy" });
  }
  return input.privacy;
}

/** A personal API token makes a board secret only with boards:write_secret (D-057). */
function assertMayMakeSecret(viewer: Viewer, privacy: BoardPrivacy | undefined): void {
  if (privacy !== "secret" || viewerHasScope(viewer, "boards:write_secret")) return;
  throw new AppError("TOKEN_SCOPE_MISSING", t("error.TOKEN_SCOPE_MISSING"), {
    detail: "needs the boards:write_secret scope",
  });
}

/** Creates a board owned by the viewer (BOARD-039); answers it with its id and owner. */
export async function createBoard(
  deps: BoardWriteDeps,
  viewer: Viewer,
  input: BoardCreateInput,
): Promise<ViewerBoard> {
  const privacy = newPrivacy(input);
  assertMayMakeSecret(viewer, privacy);
  if (input.advertiser_id !== undefined) await deps.checkAdvertiser(viewer.id, input.advertiser_id);
  const { name, slug } = await nameAndSlug(deps.db, viewer.id, input.name, null);
  try {
    const id = await insertBoard(deps.db, {
      ownerId: viewer.id,
      name,
      slug,
      privacy,
      description: input.description?.trim() ?? "",
      advertiserId: input.advertiser_id ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    });
    return loadViewerBoard(deps.db, deps.urls, id, viewer.id);
  } catch (error) {
    // Two creates of the same name at once: the slug index refuses the second.
    if (isUniqueViolation(error))
      throw boardError("BOARD_NAME_TAKEN", "boards.error.nameTaken", { field: "name" });
    throw error;
  }
}

/** BoardResource update input. */
export interface BoardUpdateInput {
  board_id: string;
  name?: string | undefined;
  description?: string | undefined;
  privacy?: BoardPrivacy | undefined;
  archived?: boolean | undefined;
}

/**
 * Edits a board (IMPL-027): owner only. A rename moves the slug; privacy changes only
 * between public and secret (BOARD-036); archived sets or clears archived_at.
 */
export async function updateBoard(
  deps: BoardWriteDeps,
  viewer: Viewer,
  input: BoardUpdateInput,
): Promise<ViewerBoard> {
  const facts = await boardFor(deps.db, viewer, input.board_id, canManageBoard);
  const changes: BoardChanges = { updatedAt: new Date() };
  if (input.name !== undefined)
    Object.assign(changes, await nameAndSlug(deps.db, viewer.id, input.name, facts.id));
  if (input.description !== undefined) changes.description = input.description.trim();
  if (input.privacy !== undefined) {
    assertMayMakeSecret(viewer, input.privacy);
    if (!isPrivacyChangeAllowed(facts.privacy, input.privacy)) {
      throw boardError("BOARD_PRIVACY_LOCKED", "boards.error.privacyLocked", { field: "privacy" });
    }
    changes.privacy = input.privacy;
  }
  if (input.archived !== undefined)
    changes.archivedAt = input.archived ? (facts.archivedAt ?? new Date()) : null;
  try {
    await updateBoardRow(deps.db, facts.id, changes);
  } catch (error) {
    if (isUniqueViolation(error))
      throw boardError("BOARD_NAME_TAKEN", "boards.error.nameTaken", { field: "name" });
    throw error;
  }
  return loadViewerBoard(deps.db, deps.urls, facts.id, viewer.id);
}

/** Deletes a board with its sections and pins (IMPL-027): owner only. */
export async function deleteBoard(
  deps: BoardWriteDeps,
  viewer: Viewer,
  boardId: string,
): Promise<{ id: string }> {
  const facts = await boardFor(deps.db, viewer, boardId, canManageBoard);
  if (!(await deleteBoardRow(deps.db, facts.id))) throw new AppError("NOT_FOUND", t("error.NOT_FOUND"));
  return { id: facts.id };
}
