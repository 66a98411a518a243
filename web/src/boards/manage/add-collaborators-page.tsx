import type { Board } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { serverMessage } from "@corkboard/core/pins";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { useDocumentTitle } from "../../platform/document/use-document-title.ts";
import { Button, buttonClass, FormError, showToast } from "../../ui/index.ts";
import { CollaboratorEntry, type Invitee } from "../create/collaborator-entry.tsx";
import { inviteCollaborators } from "../picker/board-calls.ts";
import { boardCollaboratorsPath } from "./manage-paths.ts";
import { OwnerBoardPage } from "./owner-board-page.tsx";
import { registerManageMessages } from "./register-messages.ts";
import "./manage.css";
import { serverErrorOf } from "../../platform/api/index.ts";

registerManageMessages();

/**
 * The owner's invite form: people and email addresses gathered with the create-board flow's
 * entry ("Keep typing!", "Click to send!", "Done!"), sent together; then the collaborators
 * page, where the new invites wait for an answer.
 */
function AddCollaboratorsForm({ board }: { board: Board }) {
  const [invitees, setInvitees] = useState<Invitee[]>([]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  useDocumentTitle(t("manage.addCollaborators.title"));

  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      await inviteCollaborators(board.id, {
        userIds: invitees.flatMap((i) => (i.kind === "user" ? [i.id] : [])),
        emails: invitees.flatMap((i) => (i.kind === "email" ? [i.email] : [])),
      });
      await queryClient.invalidateQueries();
      showToast(t("manage.addCollaborators.sent", { count: invitees.length }));
      navigate(boardCollaboratorsPath(board.id));
    } catch (error) {
      setFailure(serverMessage(serverErrorOf(error)) ?? t("error.generic"));
      setSending(false);
    }
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
          onClick={() => void send()}
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
