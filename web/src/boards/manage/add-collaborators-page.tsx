import type { Board } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { errorMessage } from "../../platform/api/index.ts";
import { useDocumentTitle } from "../../platform/document/use-document-title.ts";
import { Button, buttonClass, FormError, showToast } from "../../ui/index.ts";
import { useInviteCollaborators } from "../api.ts";
import { CollaboratorEntry, type Invitee } from "../create/collaborator-entry.tsx";
import { boardCollaboratorsPath } from "./manage-paths.ts";
import { OwnerBoardPage } from "./owner-board-page.tsx";
import { registerManageMessages } from "./register-messages.ts";
import "./manage.css";

registerManageMessages();

/**
 * The owner's invite form: people and email addresses gathered with the create-board flow's
 * entry ("Keep typing!", "Click to send!", "Done!"), sent together; then the collaborators
 * page, where the new invites wait for an answer.
 */
function AddCollaboratorsForm({ board }: { board: Board }) {
  const [invitees, setInvitees] = useState<Invitee[]>([]);
  const invite = useInviteCollaborators(board.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [, navigate] = useLocation();
  useDocumentTitle(t("manage.addCollaborators.title"));
  // Busy from the click until the page is left: a sent form is not sent twice.
  const sending = invite.isPending || invite.isSuccess;

  const send = () => {
    setFailure(null);
    invite.mutate(
      {
        userIds: invitees.flatMap((i) => (i.kind === "user" ? [i.id] : [])),
        emails: invitees.flatMap((i) => (i.kind === "email" ? [i.email] : [])),
      },
      {
        onSuccess: () => {
          showToast(t("manage.addCollaborators.sent", { count: invitees.length }));
          navigate(boardCollaboratorsPath(board.id));
        },
        onError: (error) => setFailure(errorMessage(error, { serverWords: true })),
      },
    );
  };

  return (
    <div className="cb-page cb-pin-edit">
      <h1>{t("manage.addCollaborators.title")}</h1>
      <p className="cb-muted">{t("manage.addCollaborators.hint")}</p>
      <CollaboratorEntry
        invitees={invitees}
        onChange={(next) => {
          setFailure(null);
          setInvitees(next);
        }}
        boardId={board.id}
      />
      <FormError message={failure} />
      <div className="cb-form__actions">
        <Link to={boardCollaboratorsPath(board.id)} className={buttonClass({ variant: "secondary" })}>
          {t("manage.cancel")}
        </Link>
        <Button
          variant="primary"
          disabled={invitees.length === 0 || sending}
          aria-busy={sending}
          onClick={send}
        >
          {t("manage.addCollaborators.send")}
        </Button>
      </div>
    </div>
  );
}

/**
 * /board/{id}/edit/add_collaborators/ (IMPL-027, IMPL-028): the owner invites people by
 * user or by email. Anyone else finds no such page.
 */
export function AddCollaboratorsPage() {
  return <OwnerBoardPage>{(board) => <AddCollaboratorsForm board={board} />}</OwnerBoardPage>;
}
