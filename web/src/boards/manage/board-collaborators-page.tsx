import {
  type Board,
  boardCollaboratorsEndpoint,
  boardEndpoint,
  type EndpointData,
} from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { Link, useParams } from "wouter";
import { NotFoundPage, PageError } from "../../errors/index.ts";
import { useEndpoint } from "../../platform/api/index.ts";
import { getBootstrap } from "../../platform/bootstrap/index.ts";
import { useDocumentTitle } from "../../platform/document/use-document-title.ts";
import { richText } from "../../platform/i18n/rich-text.tsx";
import { buttonClass, Spinner } from "../../ui/index.ts";
import { CollaboratorList } from "./collaborator-list.tsx";
import { addCollaboratorsPath } from "./manage-paths.ts";
import { registerManageMessages } from "./register-messages.ts";
import "./manage.css";

registerManageMessages();

type People = EndpointData<typeof boardCollaboratorsEndpoint>;

function CollaboratorsView({ board, people, viewerId }: { board: Board; people: People; viewerId: string }) {
  const isOwner = viewerId === people.owner.id;
  // Titled here, not by the page: a viewer who may not see the list sees the 404's title.
  useDocumentTitle(t("manage.collaborators.title"));
  return (
    <div className="cb-page cb-pin-edit">
      <h1>{t("manage.collaborators.title")}</h1>
      <p>
        {richText("manage.collaborators.board", {
          board: (
            <Link to={board.url} className="cb-link">
              {board.name}
            </Link>
          ),
        })}
      </p>
      <CollaboratorList
        board={board}
        owner={people.owner}
        collaborators={people.collaborators}
        pendingInvites={people.pending_invites}
        viewerId={viewerId}
      />
      {isOwner ? (
        <div className="cb-form__actions">
          <Link to={addCollaboratorsPath(board.id)} className={buttonClass({ variant: "primary" })}>
            {t("manage.collaborators.add")}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

/**
 * /board/{id}/edit/collaborators/ (IMPL-027, IMPL-028): the owner sees the board's
 * collaborators, removes them, cancels open invites and goes on to invite more; a
 * collaborator reads the list and may leave the board.
 * Anyone else finds no such page.
 */
export function BoardCollaboratorsPage() {
  const { id = "" } = useParams();
  const board = useEndpoint(boardEndpoint, { board_id: id });
  const people = useEndpoint(boardCollaboratorsEndpoint, { board_id: id });
  const failed = board.error ?? people.error;
  if (failed) {
    const retry = () => void Promise.all([board.refetch(), people.refetch()]);
    return <PageError error={failed} onRetry={retry} />;
  }
  if (!board.data || !people.data) return <Spinner />;
  // The list itself says who may read it: the server answers it to anyone who may view the board.
  const viewerId = getBootstrap().viewer.user?.id;
  const isOwner = viewerId !== undefined && viewerId === people.data.owner.id;
  const collaborates = people.data.collaborators.some((user) => user.id === viewerId);
  if (viewerId === undefined || (!isOwner && !collaborates)) return <NotFoundPage />;
  return <CollaboratorsView board={board.data.board} people={people.data} viewerId={viewerId} />;
}
