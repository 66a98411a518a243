import type { FastifyInstance } from "fastify";
import type { FeatureDeps } from "../platform/feature.ts";
import type { BoardPinsReader } from "./board-pins.ts";
import type { AdvertiserBoardCheck } from "./board-writes.ts";
import type { InviteEvents } from "./invite-events.ts";
import { registerBoardReadRoutes } from "./routes.ts";
import type { BoardReadService } from "./service.ts";
import { type ActingViewer, registerBoardWriteRoutes } from "./write-routes.ts";

// The boards feature's public face for other features (DESIGN §2): its registration, its
// read service, the access rules and the one-bulk-action-per-board lock.

export { canListBoardSql, canSaveToBoardSql, collaboratesSql } from "./access-sql.ts";
export { type BoardAction, withBoardLocks } from "./action-lock.ts";
export type { BoardPinsReader } from "./board-pins.ts";
export {
  type AdvertiserBoardCheck,
  type BoardWriteDeps,
  createBoard,
  deleteBoard,
  updateBoard,
} from "./board-writes.ts";
export {
  finishImportedBoard,
  type ImportedBoardFacts,
  importBoard,
  importSection,
  removeImportedBoard,
  removeImportedSection,
} from "./import-targets.ts";
export { acceptInviteCode, type InviteAnswerDeps } from "./invite-answers.ts";
export type { InviteEvents } from "./invite-events.ts";
export {
  type BoardAccessFacts,
  canEditSections,
  canListBoard,
  canManageBoard,
  canRemoveCollaborator,
  canSaveToBoard,
  canViewBoard,
  canViewPinOnBoard,
  isListedOnProfile,
} from "./policy.ts";
export { type CoverImage, findBoardAccessFacts, findBoardCovers, findSectionAccessFacts } from "./repo.ts";
export { createSection, deleteSection, renameSection, type SectionDeps } from "./sections.ts";
export { BoardReadService } from "./service.ts";
export type { ActingViewer } from "./write-routes.ts";

/** What the boards feature is registered with. */
export interface BoardDeps extends FeatureDeps {
  reads: BoardReadService;
  /** The board pages' pin lists (the pins feature). */
  pins: BoardPinsReader;
  /** Acting as a business profile on board and section calls (the business feature). */
  actingViewer: ActingViewer;
  /** Throws unless a user may make boards for an ad account (the advertisers feature). */
  checkAdvertiser: AdvertiserBoardCheck;
  /** Told of invitations and acceptances (the notifications feature). */
  inviteEvents?: InviteEvents;
}

/** Registers the board reads, management, the picker, sections, collaborators and moves. */
export function register(
  app: FastifyInstance,
  { context, urls, reads, pins, actingViewer, checkAdvertiser, inviteEvents }: BoardDeps,
): void {
  registerBoardReadRoutes(app, reads, pins);
  registerBoardWriteRoutes(app, context, urls, actingViewer, checkAdvertiser, inviteEvents);
}
