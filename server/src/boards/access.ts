import type { Viewer } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { notFound } from "../platform/http/app-error.ts";
import { ownerOnly } from "./errors.ts";
import { type BoardAccessFacts, canViewBoard } from "./policy.ts";
import { findBoardAccessFacts, findSectionAccessFacts } from "./repo.ts";

/** A policy the viewer must pass on a board they can see. */
export type BoardRule = (viewer: Viewer, board: BoardAccessFacts) => boolean;

/**
 * The board's facts when the viewer passes `rule`. A board the viewer may not see is
 * NOT_FOUND (secret boards are not probeable); one they see but may not change is FORBIDDEN.
 */
export async function boardFor(db: Executor, viewer: Viewer, boardId: string, rule: BoardRule) {
  const facts = await findBoardAccessFacts(db, boardId, viewer.id);
  if (!facts || !canViewBoard(viewer, facts)) throw notFound("Board");
  if (!rule(viewer, facts)) throw ownerOnly();
  return facts;
}

/** The section's facts (with its board's) when the viewer passes `rule` on its board. */
export async function sectionFor(db: Executor, viewer: Viewer, sectionId: string, rule: BoardRule) {
  const facts = await findSectionAccessFacts(db, sectionId, viewer.id);
  if (!facts || !canViewBoard(viewer, facts)) throw notFound("Section");
  if (!rule(viewer, facts)) throw ownerOnly();
  return facts;
}
