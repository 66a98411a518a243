import type { FollowState } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { useEffect, useRef } from "react";
import { openAuthModal, openVerifyEmailReminder } from "../auth/index.ts";
import { ApiError, errorMessage } from "../platform/api/index.ts";
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { Button, CheckIcon, IconButton, PlusIcon, showToast } from "../ui/index.ts";
import { type FollowTarget, type FollowWrite, useFollowWrite } from "./api.ts";
import { rememberPendingFollow, takePendingFollow } from "./pending-follow.ts";
import "./follows.css";

/**
 * The follow button's looks (FOLLOW-017, FOLLOW-018 DECISION): "primary" — a red "Follow",
 * a gray "Following"; "compact" — a round icon button (+, ✓); "text" — a link-like text
 * button. Every look reads "This is you", disabled, on the viewer themselves (FOLLOW-016).
 */
export type FollowButtonVariant = "primary" | "compact" | "text";

/** The person a button follows, with the viewer's relation to them. */
export interface FollowButtonUser extends FollowTarget {
  explicitly_followed_by_me: boolean;
  /** The person is the viewer (the server's word for it, where it sent one). */
  is_viewer?: boolean | undefined;
}

export interface FollowButtonProps {
  user: FollowButtonUser;
  variant?: FollowButtonVariant | undefined;
  /** The pin whose card the button sits on (aux_data.pin_id, FOLLOW-005). */
  pinId?: string | undefined;
}

function nameOf(user: FollowTarget): string {
  return user.full_name.trim() || user.username;
}

/**
 * The login prompt a follow opens for a visitor who is not signed in (FOLLOW-014): signup
 * headed "Join Corkboard to follow", or login headed "Log in to unfollow" (FOLLOW-015), in
 * the follow container with the person's avatar as the signup image (AUTH-041). The request
 * is kept, and carried out once they are signed in.
 */
export function openFollowPrompt(user: FollowTarget, follow: boolean): void {
  rememberPendingFollow(user.id, follow);
  void openAuthModal({
    mode: follow ? "signup" : "login",
    source: "followButton",
    container: "follow",
    title: t(follow ? "follow.prompt.follow" : "follow.prompt.unfollow"),
    creator: user,
  });
}

function followSucceeded(_state: FollowState, write: FollowWrite): void {
  // FOLLOW-009: only a follow says so; an unfollow's changed button is enough.
  if (write.follow) showToast(t("follow.toast.followed"), "notice");
}

/**
 * After the rollback (FOLLOW-003, FOLLOW-004): an unverified email gets the verification
 * reminder instead of a toast (FOLLOW-012); a lapsed session the login prompt; anything
 * else "Error following {name}." or "Error unfollowing {name}." (FOLLOW-010, FOLLOW-011),
 * unless the request itself failed (offline, rate limit), which says so.
 */
function followFailed(error: Error, write: FollowWrite): void {
  if (error instanceof ApiError && error.code === "EMAIL_NOT_VERIFIED") {
    void openVerifyEmailReminder();
    return;
  }
  if (error instanceof ApiError && error.code === "UNAUTHORIZED") {
    openFollowPrompt(write.user, write.follow);
    return;
  }
  const messageKey = write.follow ? "follow.toast.followFailed" : "follow.toast.unfollowFailed";
  const text = errorMessage(error, { rule: () => ({ messageKey, values: { name: nameOf(write.user) } }) });
  showToast(text, "error");
}

/** Follow / Following / This is you, in the look the place asks for (FOLLOW-016…018). */
export function FollowButton({ user, variant = "primary", pinId }: FollowButtonProps) {
  const viewer = getBootstrap().viewer;
  const signedIn = viewer.is_auth;
  const isViewer = Boolean(user.is_viewer) || (signedIn && viewer.user?.id === user.id);
  const followed = signedIn && user.explicitly_followed_by_me;
  const write = useFollowWrite({ onSuccess: followSucceeded, onError: followFailed });
  const { mutate } = write;

  // The follow a visitor asked for before signing in (FOLLOW-014), once, when this
  // person's button is back on screen and they are signed in.
  const latest = useRef({ user, followed, pinId });
  latest.current = { user, followed, pinId };
  useEffect(() => {
    if (!signedIn || isViewer) return;
    const pending = takePendingFollow(user.id);
    const now = latest.current;
    if (pending && pending.follow !== now.followed) {
      mutate({ user: now.user, follow: pending.follow, pinId: now.pinId });
    }
  }, [signedIn, isViewer, user.id, mutate]);

  if (isViewer) {
    return (
      <Button className={`cb-follow cb-follow--${variant}`} disabled>
        {t("follow.button.thisIsYou")}
      </Button>
    );
  }

  const toggle = () => {
    if (!signedIn) {
      openFollowPrompt(user, true);
      return;
    }
    // One write at a time: the second would snapshot the first's optimistic state.
    if (write.isPending) return;
    write.mutate({ user, follow: !followed, pinId });
  };
  const label = t(followed ? "follow.button.following" : "follow.button.follow");

  if (variant === "compact") {
    return (
      <IconButton
        className={`cb-follow cb-follow--compact${followed ? " cb-follow--on" : ""}`}
        size="sm"
        label={label}
        aria-pressed={followed}
        icon={followed ? <CheckIcon size={16} /> : <PlusIcon size={16} />}
        onClick={toggle}
      />
    );
  }
  if (variant === "text") {
    return (
      <button
        type="button"
        className={`cb-follow cb-follow--text${followed ? " cb-follow--on" : ""}`}
        aria-pressed={followed}
        onClick={toggle}
      >
        {label}
      </button>
    );
  }
  return (
    <Button
      className="cb-follow cb-follow--primary"
      variant={followed ? "secondary" : "primary"}
      aria-pressed={followed}
      onClick={toggle}
    >
      {label}
    </Button>
  );
}
