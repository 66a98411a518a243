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
import { actingViewer } from "../business/index.ts";
import { requireViewer } from "../platform/auth/viewer.ts";
import { registerEndpoint } from "../platform/http/index.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { createBoard, deleteBoard, updateBoard } from "./board-writes.ts";
import {
  boardPeople,
  cancelInvite,
  removeCollaborator,
  shareSuggestions,
  shareTypeahead,
} from "./collaborators.ts";
import { describeInvite, myInvites, respondToInvite } from "./invite-answers.ts";
import { type InviteDeps, inviteEmails, inviteUsers } from "./invites.ts";
import { bulkEdit, bulkEditSelectAll, moveIntoSection, moveOutOfSection } from "./moves.ts";
import { boardPicker, boardShortlist, repinSections } from "./picker.ts";
import { createSection, deleteSection, renameSection } from "./sections.ts";

/**
 * Board management, the picker, sections, collaborators and moves (seed 001 §7, IMPL-027,
 * IMPL-028). Every call needs a signed-in viewer; access is checked in the services.
 */
export function registerBoardWriteRoutes(app: FastifyInstance, urls: ImageUrls): void {
  const { db, mailer, config, mailLimits } = app.appContext;
  const deps = { db, urls };
  const inviteDeps = (request: FastifyRequest): InviteDeps => ({
    ...deps,
    mailer,
    mailLimit: mailLimits.boardInviteMailsPerAccount,
    origin: config.publicOrigin,
    log: request.log,
  });

  // Board and section calls may act as a business profile the viewer manages (ACCT-020).
  const actor = (request: FastifyRequest, subjectId: string | undefined) =>
    actingViewer(db, requireViewer(request), subjectId, urls);

  registerEndpoint(app, boardCreateEndpoint, async (query, request) =>
    createBoard(deps, await actor(request, query.orbac_subject_id), query),
  );
  registerEndpoint(app, boardUpdateEndpoint, async (query, request) =>
    updateBoard(deps, await actor(request, query.orbac_subject_id), query),
  );
  registerEndpoint(app, boardDeleteEndpoint, async (query, request) =>
    deleteBoard(deps, await actor(request, query.orbac_subject_id), query.board_id),
  );

  registerEndpoint(app, boardPickerEndpoint, (query, request) =>
    boardPicker(deps, requireViewer(request), query),
  );
  registerEndpoint(app, boardShortlistEndpoint, (query, request) =>
    boardShortlist(deps, requireViewer(request), query.board_id, query.count),
  );
  registerEndpoint(app, boardSectionsRepinEndpoint, (query, request) =>
    repinSections(deps, requireViewer(request), query.board_id),
  );

  registerEndpoint(app, sectionCreateEndpoint, async (query, request) =>
    createSection(deps, await actor(request, query.orbac_subject_id), query),
  );
  registerEndpoint(app, sectionUpdateEndpoint, async (query, request) =>
    renameSection(deps, await actor(request, query.orbac_subject_id), query),
  );
  registerEndpoint(app, sectionDeleteEndpoint, async (query, request) =>
    deleteSection(deps, await actor(request, query.orbac_subject_id), query.section_id),
  );

  registerEndpoint(app, bulkEditEndpoint, (query, request) => bulkEdit(db, requireViewer(request), query));
  registerEndpoint(app, bulkEditSelectAllEndpoint, (query, request) =>
    bulkEditSelectAll(db, requireViewer(request), query),
  );
  registerEndpoint(app, sectionEditEndpoint, (query, request) =>
    moveIntoSection(db, requireViewer(request), query),
  );
  registerEndpoint(app, sectionPinsDeleteEndpoint, (query, request) =>
    moveOutOfSection(db, requireViewer(request), query),
  );

  registerEndpoint(app, shareSuggestionsEndpoint, (query, request) =>
    shareSuggestions(deps, requireViewer(request), query.board_id),
  );
  registerEndpoint(app, shareSuggestionsTypeaheadEndpoint, (query, request) =>
    shareTypeahead(deps, requireViewer(request), query),
  );
  registerEndpoint(app, boardCollaboratorsEndpoint, (query, request) =>
    boardPeople(deps, requireViewer(request), query.board_id),
  );
  registerEndpoint(app, collaboratorRemoveEndpoint, (query, request) =>
    removeCollaborator(deps, requireViewer(request), query),
  );
  registerEndpoint(app, boardInviteCancelEndpoint, (query, request) =>
    cancelInvite(deps, requireViewer(request), query),
  );
  registerEndpoint(app, boardInviteUsersEndpoint, (query, request) =>
    inviteUsers(inviteDeps(request), requireViewer(request), query),
  );
  registerEndpoint(app, boardInviteEmailsEndpoint, (query, request) =>
    inviteEmails(inviteDeps(request), requireViewer(request), query),
  );
  // The accept page reads its invite logged out too (the invitee may still have to sign up).
  registerEndpoint(app, boardInviteEndpoint, (query) => describeInvite(deps, query.token));
  registerEndpoint(app, myBoardInvitesEndpoint, (_query, request) => myInvites(deps, requireViewer(request)));
  registerEndpoint(app, boardInviteRespondEndpoint, (query, request) =>
    respondToInvite(deps, requireViewer(request), query),
  );
}
