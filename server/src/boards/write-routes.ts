import {
  boardCollaboratorsEndpoint,
  boardCreateEndpoint,
  boardDeleteEndpoint,
  boardInviteCancelEndpoint,
  boardInviteEmailsEndpoint,
  boardInviteEndpoint,
  boardInviteRespondEndpoint,
  boardInviteUsersEndpoint,
  boardPickerEndpoint,
  boardSectionsRepinEndpoint,
  boardShortlistEndpoint,
  boardUpdateEndpoint,
  bulkEditEndpoint,
  bulkEditSelectAllEndpoint,
  collaboratorRemoveEndpoint,
  myBoardInvitesEndpoint,
  sectionCreateEndpoint,
  sectionDeleteEndpoint,
  sectionEditEndpoint,
  sectionPinsDeleteEndpoint,
  sectionUpdateEndpoint,
  shareSuggestionsEndpoint,
  shareSuggestionsTypeaheadEndpoint,
} from "@corkboard/core/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { AppContext } from "../platform/context.ts";
import { registerEndpoint } from "../platform/http/index.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { type AdvertiserBoardCheck, createBoard, deleteBoard, updateBoard } from "./board-writes.ts";
import {
  boardPeople,
  cancelInvite,
  removeCollaborator,
  shareSuggestions,
  shareTypeahead,
} from "./collaborators.ts";
import { describeInvite, myInvites, respondToInvite } from "./invite-answers.ts";
import type { InviteEvents } from "./invite-events.ts";
import { type InviteDeps, inviteEmails, inviteUsers } from "./invites.ts";
import { bulkEdit, bulkEditSelectAll, moveIntoSection, moveOutOfSection } from "./moves.ts";
import { boardPicker, boardShortlist, repinSections } from "./picker.ts";
import { createSection, deleteSection, renameSection } from "./sections.ts";

/**
 * The viewer a board or section call acts as: the viewer, or a business profile they manage
 * named by `orbac_subject_id` (ACCT-020). The business feature answers it, wired by the
 * composition root (boards must not depend on business, which depends on boards' users).
 */
export type ActingViewer = (viewer: Viewer, subjectId: string | undefined) => Promise<Viewer>;

/**
 * Board management, the picker, sections, collaborators and moves (seed 001 §7, IMPL-027,
 * IMPL-028). Every call needs a signed-in viewer; access is checked in the services.
 */
export function registerBoardWriteRoutes(
  app: FastifyInstance,
  context: AppContext,
  urls: ImageUrls,
  actingViewer: ActingViewer,
  checkAdvertiser: AdvertiserBoardCheck,
  inviteEvents?: InviteEvents,
): void {
  const { db, mailer, config, mailLimits } = context;
  const deps = { db, urls };
  const boardDeps = { ...deps, checkAdvertiser };
  const answerDeps = { ...deps, events: inviteEvents };
  const inviteDeps = (request: FastifyRequest): InviteDeps => ({
    ...answerDeps,
    mailer,
    mailLimit: mailLimits.boardInviteMailsPerAccount,
    origin: config.publicOrigin,
    log: request.log,
  });

  // Board and section calls may act as a business profile the viewer manages (ACCT-020).
  const actor = actingViewer;

  registerEndpoint(app, boardCreateEndpoint, async (query, { viewer }) =>
    createBoard(boardDeps, await actor(viewer, query.orbac_subject_id), query),
  );
  registerEndpoint(app, boardUpdateEndpoint, async (query, { viewer }) =>
    updateBoard(boardDeps, await actor(viewer, query.orbac_subject_id), query),
  );
  registerEndpoint(app, boardDeleteEndpoint, async (query, { viewer }) =>
    deleteBoard(boardDeps, await actor(viewer, query.orbac_subject_id), query.board_id),
  );

  registerEndpoint(app, boardPickerEndpoint, (query, { viewer }) => boardPicker(deps, viewer, query));
  registerEndpoint(app, boardShortlistEndpoint, (query, { viewer }) =>
    boardShortlist(deps, viewer, query.board_id, query.count),
  );
  registerEndpoint(app, boardSectionsRepinEndpoint, (query, { viewer }) =>
    repinSections(deps, viewer, query.board_id),
  );

  registerEndpoint(app, sectionCreateEndpoint, async (query, { viewer }) =>
    createSection(deps, await actor(viewer, query.orbac_subject_id), query),
  );
  registerEndpoint(app, sectionUpdateEndpoint, async (query, { viewer }) =>
    renameSection(deps, await actor(viewer, query.orbac_subject_id), query),
  );
  registerEndpoint(app, sectionDeleteEndpoint, async (query, { viewer }) =>
    deleteSection(deps, await actor(viewer, query.orbac_subject_id), query.section_id),
  );

  registerEndpoint(app, bulkEditEndpoint, (query, { viewer }) => bulkEdit(db, viewer, query));
  registerEndpoint(app, bulkEditSelectAllEndpoint, (query, { viewer }) =>
    bulkEditSelectAll(db, viewer, query),
  );
  registerEndpoint(app, sectionEditEndpoint, (query, { viewer }) => moveIntoSection(db, viewer, query));
  registerEndpoint(app, sectionPinsDeleteEndpoint, (query, { viewer }) =>
    moveOutOfSection(db, viewer, query),
  );

  registerEndpoint(app, shareSuggestionsEndpoint, (query, { viewer }) =>
    shareSuggestions(deps, viewer, query.board_id),
  );
  registerEndpoint(app, shareSuggestionsTypeaheadEndpoint, (query, { viewer }) =>
    shareTypeahead(deps, viewer, query),
  );
  registerEndpoint(app, boardCollaboratorsEndpoint, (query, { viewer }) =>
    boardPeople(deps, viewer, query.board_id),
  );
  registerEndpoint(app, collaboratorRemoveEndpoint, (query, { viewer }) =>
    removeCollaborator(deps, viewer, query),
  );
  registerEndpoint(app, boardInviteCancelEndpoint, (query, { viewer }) => cancelInvite(deps, viewer, query));
  registerEndpoint(app, boardInviteUsersEndpoint, (query, { viewer, request }) =>
    inviteUsers(inviteDeps(request), viewer, query),
  );
  registerEndpoint(app, boardInviteEmailsEndpoint, (query, { viewer, request }) =>
    inviteEmails(inviteDeps(request), viewer, query),
  );
  // The accept page reads its invite logged out too (the invitee may still have to sign up).
  registerEndpoint(app, boardInviteEndpoint, (query) => describeInvite(deps, query.token));
  registerEndpoint(app, myBoardInvitesEndpoint, (_query, { viewer }) => myInvites(deps, viewer));
  registerEndpoint(app, boardInviteRespondEndpoint, (query, { viewer }) =>
    respondToInvite(answerDeps, viewer, query),
  );
}
