/**
 * What the server-rendered shell tells search engines about a page (D-028): meta
 * descriptions where the content has none of its own. Only the server says these, so the
 * web bundle never carries them.
 */
export const seoMessages = {
  "seo.homeDescription":
    "Corkboard is where people save and share ideas as Pins on boards. See the newest Pins and find something to try.",
  "seo.pinDescription": "A Pin saved by {name} to {board} on Corkboard.",
  "seo.boardDescription":
    "{name}: {count, plural, one {# Pin} other {# Pins}} saved by {owner} on Corkboard.",
  "seo.profileDescription":
    "See what {name} (@{username}) saves on Corkboard: {boards, plural, one {# board} other {# boards}}, {followers, plural, one {# follower} other {# followers}}.",
} as const;
