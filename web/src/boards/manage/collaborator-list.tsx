import {
  type Board,
  type BoardInvite,
  collaboratorRemoveEndpoint,
  type UserSummary,
} from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { profilePath } from "@corkboard/core/paths";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { fetchEndpoint } from "../../platform/api/index.ts";
import { Avatar, Button, openModal, showToast } from "../../ui/index.ts";
import { ConfirmBody } from "./confirm-body.tsx";

/** A person's display name: the full name, else the username. */
function displayName(user: UserSummary): string {
  return user.full_name.trim() || user.username;
}

/**
 * Removing a collaborator (IMPL-028) after a confirmation; the list reloads. The server lets
 * only the owner remove others.
 */
function useRemoveCollaborator(board: Pick<Board, "id" | "name">) {
  const queryClient = useQueryClient();
  return (user: UserSummary) =>
    openModal({
      title: t("manage.collaborators.removeTitle"),
      body: (
        <ConfirmBody
          text={t("manage.collaborators.removeBody", { name: displayName(user), board: board.name })}
          confirmLabel={t("manage.collaborators.remove")}
          onConfirm={async () => {
            await fetchEndpoint(collaboratorRemoveEndpoint, { board_id: board.id, user_id: user.id });
            showToast(t("manage.collaborators.removed"));
            await queryClient.invalidateQueries();
          }}
        />
      ),
    });
}

function PersonRow({ user, role, action }: { user: UserSummary; role?: string; action?: ReactNode }) {
  return (
    <li className="cb-people__row">
      <Avatar user={user} size={40} />
      <span className="cb-people__name">
        <Link to={profilePath(user.username)} className="cb-link">
          {displayName(user)}
        </Link>
        {role ? <span className="cb-muted"> · {role}</span> : null}
      </span>
      {action}
    </li>
  );
}

interface CollaboratorListProps {
  board: Pick<Board, "id" | "name">;
  owner: UserSummary;
  collaborators: UserSummary[];
  /** Only the owner's answer carries them. */
  pendingInvites: BoardInvite[];
  /** The owner may remove collaborators; everyone else reads the list. */
  canRemove: boolean;
}

/** A board's people (IMPL-027): the owner, the collaborators and, for the owner, open invites. */
export function CollaboratorList({
  board,
  owner,
  collaborators,
  pendingInvites,
  canRemove,
}: CollaboratorListProps) {
  const remove = useRemoveCollaborator(board);
  return (
    <>
      <ul className="cb-people" aria-label={t("manage.collaborators.title")}>
        <PersonRow user={owner} role={t("manage.collaborators.owner")} />
        {collaborators.map((user) => (
          <PersonRow
            key={user.id}
            user={user}
            action={
              canRemove ? (
                <Button
                  aria-label={t("manage.collaborators.removeLabel", { name: displayName(user) })}
                  onClick={() => remove(user)}
                >
                  {t("manage.collaborators.remove")}
                </Button>
              ) : undefined
            }
          />
        ))}
      </ul>
      {collaborators.length === 0 ? <p className="cb-muted">{t("manage.collaborators.none")}</p> : null}
      {pendingInvites.length > 0 ? (
        <>
          <h2>{t("manage.collaborators.pending")}</h2>
          <ul className="cb-people" aria-label={t("manage.collaborators.pending")}>
            {pendingInvites.map((invite) =>
              invite.invitee ? (
                <PersonRow key={invite.id} user={invite.invitee} />
              ) : (
                <li key={invite.id} className="cb-people__row">
                  {invite.email}
                </li>
              ),
            )}
          </ul>
        </>
      ) : null}
    </>
  );
}
