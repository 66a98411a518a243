/**
 * Sharing a pin (IMPL-021, D-051). The seeds give no words for the share sheet: every line
 * is ours.
 */
export const shareMessages = {
  // The share sheet (IMPL-021).
  "share.button": "Share",
  "share.title": "Share this Pin",
  "share.linkLabel": "Link to this Pin",
  "share.copy": "Copy link",
  "share.copied": "Link copied",
  "share.copyFailed": "Couldn't copy the link. Select it and copy it yourself.",
  "share.system": "More ways to share",
  "share.secretNote":
    "This Pin is on a board that isn't public: only people who can see that board can open the link.",
  "share.email": "Send by email",
  "share.conversationNote":
    "Corkboard has no conversations. Send the link by email or through another app instead.",
  // /conversation/{id}, the seed's conversation path (IMPL-021, D-051).
  "share.conversation.title": "Corkboard has no conversations",
  "share.conversation.body":
    "Messages between people are not part of Corkboard. To send someone a Pin, open it, choose Share, and copy its link or send it by email.",
  "share.conversation.home": "Go to the home feed",
} as const;
