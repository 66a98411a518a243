import type { InviteDescription } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { useState } from "react";
import { useLocation, useParams } from "wouter";
import { AuthCard, AuthFlow, type AuthFrameProps, registerAuthMessages } from "../auth/index.ts";
import { registerManageMessages } from "../boards/index.ts";
import { PageError } from "../errors/index.ts";
import { ApiError, errorMessage, isNotFound } from "../platform/api/index.ts";
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { Avatar, Button, FormError, Spinner, showToast } from "../ui/index.ts";
import { useBoardInvite, useFollowInviter, useRespondToInvite } from "./api.ts";
import "./invites.css";

registerAuthMessages();
registerManageMessages();

function PageFrame({ title, children }: AuthFrameProps) {
  return <AuthCard title={title}>{children}</AuthCard>;
}

/** Who invited whom to what (AUTH-042: a board-invite signup shows the inviter). */
function InviteSummary({ invite }: { invite: InviteDescription }) {
  return (
    <div className="cb-invite__summary">
      <Avatar user={invite.inviter} size={48} />
      <p>
        {t("invite.body", {
          inviter: invite.inviter.full_name || invite.inviter.username,
          board: invite.board.name,
        })}
      </p>
    </div>
  );
}

/**
 * Accept, Accept and follow the inviter (FOLLOW-007: a follow with the invite's code, which
 * accepts it), or Decline, for a signed-in viewer; then the board, or a notice.
 */
function InviteAnswer({ token, invite }: { token: string; invite: InviteDescription }) {
  const respondTo = useRespondToInvite(token);
  const followInviter = useFollowInviter(token);
  const busy = respondTo.isPending || followInviter.isPending;
  const error = respondTo.error ?? followInviter.error;
  const failure = error ? errorMessage(error, { serverWords: true }) : null;
  const [declined, setDeclined] = useState(false);
  const [, navigate] = useLocation();

  // The invite's success handler, whichever call accepted it.
  const answered = (answer: {
    status: "accepted" | "declined";
    board: { name: string; url: string } | null;
  }) => {
    if (answer.status === "accepted" && answer.board) {
      showToast(t("invite.accepted", { board: answer.board.name }));
      navigate(answer.board.url);
      return;
    }
    setDeclined(true);
    showToast(t("invite.declined"));
  };
  const respond = (accept: boolean) => {
    followInviter.reset();
    respondTo.mutate({ token, accept }, { onSuccess: answered });
  };
  const acceptAndFollow = () => {
    respondTo.reset();
    followInviter.mutate(
      { user_id: invite.inviter.id, invite_code: token },
      { onSuccess: (answer) => answer.invite && answered(answer.invite) },
    );
  };

  if (declined) return <p role="status">{t("invite.declined")}</p>;
  return (
    <>
      <FormError message={failure} />
      <div className="cb-form__actions">
        <Button onClick={() => respond(false)} disabled={busy}>
          {t("invite.decline")}
        </Button>
        <Button onClick={acceptAndFollow} disabled={busy}>
          {t("invite.acceptAndFollow", { inviter: invite.inviter.full_name || invite.inviter.username })}
        </Button>
        <Button variant="primary" onClick={() => respond(true)} disabled={busy} aria-busy={busy}>
          {t("invite.accept")}
        </Button>
      </div>
    </>
  );
}

/**
 * /invite/board/{token}/ (IMPL-028): the invite (board and inviter) with Accept and
 * Decline for a signed-in viewer. A logged-out visitor sees the inviter above the login
 * panel, signup source boardInvite (AUTH-017, AUTH-018, AUTH-042), and comes back here after.
 * An invite already answered, or unknown, says it is no longer valid.
 */
export function InviteBoardPage() {
  const { token = "" } = useParams();
  const invite = useBoardInvite(token);
  const viewer = getBootstrap().viewer;
  useDocumentTitle(t("invite.title"), invite.isSuccess || invite.isError);

  if (invite.isPending) return <Spinner />;
  if (invite.isError) {
    if (
      isNotFound(invite.error) ||
      (invite.error instanceof ApiError && invite.error.code === "INVITE_INVALID")
    )
      return (
        <div className="cb-page cb-narrow-page">
          <h1>{t("invite.title")}</h1>
          <p>{t("invite.gone")}</p>
        </div>
      );
    return <PageError error={invite.error} onRetry={() => void invite.refetch()} />;
  }
  const pending = invite.data.status === "pending";
  if (viewer.user === null) {
    return (
      <div className="cb-page cb-narrow-page">
        <InviteSummary invite={invite.data} />
        <AuthFlow
          mode="login"
          source="boardInvite"
          container="login_page"
          next={`/invite/board/${encodeURIComponent(token)}/`}
          presentation="page"
          frame={PageFrame}
        />
      </div>
    );
  }
  return (
    <div className="cb-page cb-narrow-page">
      <h1>{t("invite.title")}</h1>
      <InviteSummary invite={invite.data} />
      {pending ? <InviteAnswer token={token} invite={invite.data} /> : <p>{t("invite.gone")}</p>}
    </div>
  );
}
