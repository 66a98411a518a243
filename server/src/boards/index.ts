// The boards feature's public face for other features (DESIGN §2): access rules and the
// one-bulk-action-per-board lock.

export { canSaveToBoardSql, collaboratesSql } from "./access-sql.ts";
export { type BoardAction, withBoardLocks } from "./action-lock.ts";
export {
  type BoardAccessFacts,
  canEditSections,
  canManageBoard,
  canRemoveCollaborator,
  canSaveToBoard,
  canViewBoard,
  canViewPinOnBoard,
  isListedOnProfile,
} from "./policy.ts";
export { findBoardAccessFacts, findSectionAccessFacts } from "./repo.ts";
