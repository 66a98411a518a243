import type { Board, BoardInvite, UserSummary } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { profilePath } from "@corkboard/core/paths";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { type ConfirmWriteProps, errorMessage, openConfirmWrite } from "../../platform/api/index.ts";
import { Avatar, Button, showToast } from "../../ui/index.ts";
import { removeCollaboratorWrite, useCancelInvite } from "../api.ts";

/** A person's display name: the full name, else the username. */
function displayName(user: UserSummary): string {
  return user.full_name.trim() || user.username;
}

type BoardRef = Pick<Board, "id" | "name">;

/**
 * Taking someone off the board (IMPL-028) after a confirmation: the owner removes a
 * collaborator (the list reloads), a collaborator leaves (and goes to their profile, as the
 * board may be secret). The server decides who may remove whom.
 */
function useRemoveFromBoard(board: BoardRef) {
  const [, navigate] = useLocation();
  const confirm = (
    title: string,
    text: string,
    confirmLabel: string,
    body: Pick<ConfirmWriteProps<unknown>, "write" | "onDone">,
  ) =>
    openConfirmWrite({
      title,
      children: <p>{text}</p>,
      confirmLabel,
      cancelLabel: t("manage.cancel"),
      ...body,
    });
  return {
    remove: (user: UserSummary) =>
      confirm(
        t("manage.collaborators.removeTitle"),
        t("manage.collaborators.removeBody", { name: displayName(user), board: board.name }),
        t("manage.collaborators.remove"),
        {
          write: removeCollaboratorWrite(board.id, user.id, { leaving: false }),
          onDone: () => showToast(t("manage.collaborators.removed")),
        },
      ),
    leave: (viewer: UserSummary) =>
      confirm(
        t("manage.collaborators.leaveTitle"),
        t("manage.collaborators.leaveBody", { board: board.name }),
        t("manage.collaborators.leaveConfirm"),
        {
          write: removeCollaboratorWrite(board.id, viewer.id, { leaving: true }),
          onDone: () => {
            showToast(t("manage.collaborators.left", { board: board.name }));
            navigate(profilePath(viewer.username));
          },
        },
      ),
  };
}

/** The owner's "Cancel invite" on a pending invite: no confirmation, it can be sent again. */
function CancelInviteButton({ board, invite, name }: { board: BoardRef; invite: BoardInvite; name: string }) {
  const cancel = useCancelInvite(board.id, {
    onSuccess: () => showToast(t("manage.collaborators.inviteCancelled")),
    onError: (error) => showToast(errorMessage(error, { serverWords: true }), "error"),
  });
  return (
    <Button
      aria-label={t("manage.collaborators.cancelInviteLabel", { name })}
      disabled={cancel.isPending}
      onClick={() => cancel.mutate({ board_id: board.id, invite_id: invite.id })}
    >
      {t("manage.collaborators.cancelInvite")}
    </Button>
  );
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

/** An invite not yet answered: the invited person, or the address it went to. */
function PendingInviteRow({
  board,
  invite,
  canCancel,
}: {
  board: BoardRef;
  invite: BoardInvite;
  canCancel: boolean;
}) {
  const name = invite.invitee ? displayName(invite.invitee) : (invite.email ?? "");
  const cancel = canCancel ? <CancelInviteButton board={board} invite={invite} name={name} /> : undefined;
  if (invite.invitee) return <PersonRow user={invite.invitee} action={cancel} />;
  return (
    <li className="cb-people__row">
      <span className="cb-people__name">{invite.email}</span>
      {cancel}
    </li>
  );
}

interface CollaboratorListProps {
  board: BoardRef;
  owner: UserSummary;
  collaborators: UserSummary[];
  /** Only the owner's answer carries them. */
  pendingInvites: BoardInvite[];
  /** The signed-in viewer: the owner manages everyone, a collaborator may leave. */
  viewerId: string | undefined;
}

/**
 * A board's people (IMPL-027, IMPL-028): the owner, the collaborators and, for the owner,
 * the open invites. The owner removes collaborators and cancels invites; a collaborator
 * can leave; everyone else on the page only reads.
 */
export function CollaboratorList({
  board,
  owner,
  collaborators,
  pendingInvites,
  viewerId,
}: CollaboratorListProps) {
  const { remove, leave } = useRemoveFromBoard(board);
  const isOwner = viewerId === owner.id;
  const actionFor = (user: UserSummary) => {
    if (isOwner) {
      return (
        <Button
          aria-label={t("manage.collaborators.removeLabel", { name: displayName(user) })}
          onClick={() => remove(user)}
        >
          {t("manage.collaborators.remove")}
        </Button>
      );
    }
    if (user.id === viewerId)
      return <Button onClick={() => leave(user)}>{t("manage.collaborators.leave")}</Button>;
    return undefined;
  };
  return (
    <>
      <ul className="cb-people" aria-label={t("manage.collaborators.title")}>
        <PersonRow user={owner} role={t("manage.collaborators.owner")} />
        {collaborators.map((user) => (
          <PersonRow key={user.id} user={user} action={actionFor(user)} />
        ))}
      </ul>
      {collaborators.length === 0 ? <p className="cb-muted">{t("manage.collaborators.none")}</p> : null}
      {pendingInvites.length > 0 ? (
        <>
          <h2>{t("manage.collaborators.pending")}</h2>
          <ul className="cb-people" aria-label={t("manage.collaborators.pending")}>
            {pendingInvites.map((invite) => (
              <PendingInviteRow key={invite.id} board={board} invite={invite} canCancel={isOwner} />
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
