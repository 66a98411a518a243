/**
 * Messages of following, the followers and following lists, website claims and
 * notifications (seed 001 §2, §4, §8; seed 002 §6a; FOLLOW-…, IMPL-016, IMPL-025, IMPL-039),
 * kept apart from the base catalogue so pages that never show them do not download them.
 * "seed" = the seed's words exactly; "decision" = the text a requirements [DECISION] line
 * supplies; unmarked lines are ours.
 */
export const followMessages = {
  // The follow button (FOLLOW-016, FOLLOW-018) and its toasts (FOLLOW-009…011).
  /** decision FOLLOW-018 */ "follow.button.follow": "Follow",
  /** decision FOLLOW-018 */ "follow.button.following": "Following",
  /** seed */ "follow.button.thisIsYou": "This is you",
  /** seed */ "follow.toast.followed": "Following! Their created Pins will show up in your home feed!",
  /** seed */ "follow.toast.followFailed": "Error following {name}.",
  /** seed */ "follow.toast.unfollowFailed": "Error unfollowing {name}.",
  /** decision FOLLOW-015 (AUTH titles, brand for "the product") */
  "follow.prompt.follow": "Join Corkboard to follow",
  /** decision FOLLOW-015 */ "follow.prompt.unfollow": "Log in to unfollow",
  // Errors the server answers (core/src/follows/codes.ts).
  "error.CANNOT_FOLLOW_SELF": "You can't follow yourself.",
  "error.WEBSITE_NOT_VERIFIED": "We couldn't verify that website yet.",
  "follows.website.notVerified":
    "We didn't find the verification tag on {homePage} or the TXT record on {domain}. It can take a while for a DNS change to show.",
  "follows.website.metaNotFound": "We didn't find the verification tag on {homePage}.",
  "follows.website.dnsNotFound":
    "We didn't find the TXT record on {domain}. It can take a while for a DNS change to show.",
  "follows.website.invalid": "Enter a website address, like example.com.",
  "follows.website.tooMany": "You can claim up to {max} websites.",
  "follows.bulk.tooMany": "You can follow up to {max} people at once.",
  // Followers and following lists (IMPL-025).
  "follows.followers.title": "Followers",
  "follows.following.title": "Following",
  "follows.followers.empty": "No followers yet.",
  "follows.following.empty": "Not following anyone yet.",
  "follows.list.more": "Show more",
  "follows.list.label": "{title} of {name}",
  // Creator cards (FOLLOW-022) and the pin-created dialog's follow card (FOLLOW-021).
  "follows.card.verifiedMerchant": "Verified merchant",
  "follows.card.officialTitle": "From {domain}",
  // Notifications (IMPL-039).
  "notifications.title": "Notifications",
  "notifications.empty":
    "Nothing new yet. When someone follows you or invites you to a board, you'll see it here.",
  "notifications.newFollower": "{name} followed you",
  "notifications.boardInvite": "{name} invited you to collaborate on {board}",
  "notifications.boardInviteAccepted": "{name} accepted your invitation to {board}",
  "notifications.markAllRead": "Mark all as read",
  "notifications.unread": "Unread",
} as const;
