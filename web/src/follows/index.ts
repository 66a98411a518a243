// Following (seed 001 §1–§8, D-031): the follow button, creator cards, user rows and the
// followers and following lists. The pages that show them load them lazily, so a page's
// first paint does without the follow code and its write path.
import { lazy } from "react";

export type { FollowButtonProps, FollowButtonUser, FollowButtonVariant } from "./follow-button.tsx";
export type { FollowListKind } from "./follow-list.tsx";

/** Follow / Following / This is you (FOLLOW-016…018), loaded on first render. */
export const FollowButton = lazy(() =>
  import("./follow-button.tsx").then((m) => ({ default: m.FollowButton })),
);

/** The pin page's creator card with its follow button (FOLLOW-022). */
export const PinCreatorCard = lazy(() =>
  import("./pin-creators.tsx").then((m) => ({ default: m.PinCreatorCard })),
);

/** The pin-created dialog's follow card for the link domain's official user (FOLLOW-021). */
export const OfficialUserFollowCard = lazy(() =>
  import("./pin-creators.tsx").then((m) => ({ default: m.OfficialUserFollowCard })),
);

/** Opens a profile's followers or following list (IMPL-025). */
export async function openFollowList(kind: "followers" | "following", username: string, name: string) {
  const { openFollowListDialog } = await import("./follow-list.tsx");
  openFollowListDialog(kind, username, name);
}
