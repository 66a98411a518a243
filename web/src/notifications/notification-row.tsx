import type { NotificationItem } from "@corkboard/core/contract";
import { formatDate, t } from "@corkboard/core/messages";
import { pinPath, profilePath } from "@corkboard/core/paths";
import { Suspense } from "react";
import { Link } from "wouter";
import { SponsorshipAnswer } from "../labels/index.ts";
import { errorMessage } from "../platform/api/index.ts";
import { Avatar, Button, showToast } from "../ui/index.ts";
import { useMarkRead, useRespondToInvite } from "./api.ts";

/** What happened, in the catalogue's words (IMPL-039). */
function sentence(item: NotificationItem): string {
  const name = item.actor.full_name || item.actor.username;
  const board = item.board?.name ?? "";
  if (item.type === "new_follower") return t("notifications.newFollower", { name });
  if (item.type === "board_invite") return t("notifications.boardInvite", { name, board });
  if (item.type === "sponsorship_request") return t("labels.notification.request", { name });
  return t("notifications.boardInviteAccepted", { name, board });
}

/** Where the notification leads: the pin of a paid-partnership request, the board, or the new follower's profile. */
function target(item: NotificationItem): string {
  if (item.pin) return pinPath(item.pin.id);
  return item.board && item.type === "board_invite_accepted"
    ? item.board.url
    : profilePath(item.actor.username);
}

/** Accept or Decline, for an invitation still waiting for an answer. */
function InviteAnswer({ item }: { item: NotificationItem }) {
  const respond = useRespondToInvite();
  const invite = item.invite;
  if (invite?.status !== "pending") {
    return invite?.status === "declined" ? <span className="cb-muted">{t("invite.declined")}</span> : null;
  }
  const answer = (accept: boolean) =>
    respond.mutate(
      { invite_id: invite.id, accept },
      {
        onSuccess: (result) =>
          showToast(result.board ? t("invite.accepted", { board: result.board.name }) : t("invite.declined")),
        onError: (error) => showToast(errorMessage(error), "error"),
      },
    );
  return (
    <span className="cb-notification__actions">
      <Button variant="primary" disabled={respond.isPending} onClick={() => answer(true)}>
        {t("invite.accept")}
      </Button>
      <Button disabled={respond.isPending} onClick={() => answer(false)}>
        {t("invite.decline")}
      </Button>
    </span>
  );
}

/** One notification: who, what, when; unread ones are marked and become read when opened. */
export function NotificationRow({ item }: { item: NotificationItem }) {
  const markRead = useMarkRead();
  const open = () => {
    if (!item.read) markRead.mutate({ notification_id: item.id });
  };
  return (
    <li className={item.read ? "cb-notification" : "cb-notification cb-notification--unread"}>
      <Avatar user={item.actor} size={48} />
      <div className="cb-notification__body">
        <Link to={target(item)} onClick={open}>
          {sentence(item)}
        </Link>
        <time className="cb-muted" dateTime={item.created_at}>
          {formatDate(new Date(item.created_at), { dateStyle: "medium", timeStyle: "short" })}
        </time>
        {item.type === "board_invite" ? <InviteAnswer item={item} /> : null}
        {item.type === "sponsorship_request" ? (
          <Suspense fallback={null}>
            <SponsorshipAnswer item={item} />
          </Suspense>
        ) : null}
      </div>
      {item.read ? null : <span className="cb-visually-hidden">{t("notifications.unread")}</span>}
    </li>
  );
}
