import type { accountMessages } from "./catalogue-accounts.ts";
import type { adsMessages } from "./catalogue-ads.ts";
import type { adsToolMessages } from "./catalogue-ads-tools.ts";
import type { authMessages } from "./catalogue-auth.ts";
import type { boardManageMessages } from "./catalogue-boards.ts";
import type { discoveryMessages } from "./catalogue-discovery.ts";
import type { exportMessages } from "./catalogue-exports.ts";
import type { followMessages } from "./catalogue-follows.ts";
import type { importMessages } from "./catalogue-imports.ts";
import type { labelMessages } from "./catalogue-labels.ts";
import type { legalMessages } from "./catalogue-legal.ts";
import type { mailMessages } from "./catalogue-mail.ts";
import type { oneTapMessages } from "./catalogue-onetap.ts";
import type { pinMessages } from "./catalogue-pins.ts";
import type { productMessages } from "./catalogue-product.ts";
import type { seoMessages } from "./catalogue-seo.ts";
import type { settingsMessages } from "./catalogue-settings.ts";
import type { shareMessages } from "./catalogue-share.ts";
import type { shoppingMessages } from "./catalogue-shopping.ts";
import type { socialEmailMessages } from "./catalogue-social-email.ts";
import type { ssoMessages } from "./catalogue-sso.ts";
import type { tokenMessages } from "./catalogue-tokens.ts";
import type { videoMessages } from "./catalogue-video.ts";

/**
 * The message catalogue: every user-facing string, with ICU-style `{name}` placeholders
 * (CONST-005). Strings marked "seed" are the seeds' words exactly, with "the product"
 * replaced by the brand (CONST-003). Others are ours, written in the same voice.
 */

/** The brand substituted wherever a seed says "the product" (CONST-003). */
export const BRAND_NAME = "Corkboard";

export const messages = {
  // Generic errors, by stable error code (the web maps codes to these).
  "error.INVALID_INPUT": "Some of that doesn't look right. Check it and try again.",
  "error.NOT_FOUND": "Sorry, we couldn't find that.",
  "error.FORBIDDEN": "You don't have access to that.",
  "error.UNAUTHORIZED": "Log in to continue.",
  // The double-submit token or the Origin did not match: an expired session, or a copy of
  // the page served from another address (auth/csrf.ts on the server).
  "error.CSRF_FAILED":
    "Your session has expired or this page is open from another address. Reload the page and try again.",
  "error.RATE_LIMITED": "You're going a bit fast. Wait a moment and try again.",
  "error.PAYLOAD_TOO_LARGE": "That file is too large.",
  "error.IMAGE_TOO_SMALL": "Images must be at least {minSide} pixels on each side.",
  "error.IMAGE_UNREADABLE": "We couldn't read that image.",
  "error.UNAVAILABLE": "Corkboard is starting up. Try again in a moment.",
  /** seed 001 §8 / seed 002 §8 */
  "error.INTERNAL": "Sorry! Something went wrong on our end.",
  /** seed 001 §8 (board creation default) */
  "error.generic": "Uh oh! Something went wrong.",
  "error.offline": "You're offline. Check your connection and try again.",

  // App shell (IMPL-043).
  "shell.home": "Home",
  "shell.logoLabel": "Corkboard home",
  "shell.searchPlaceholder": "Search",
  "shell.searchLabel": "Search Corkboard",
  "shell.login": "Log in",
  "shell.signup": "Sign up",
  "shell.skipToContent": "Skip to content",
  "shell.comingSoon": "Coming soon",
  "shell.explore": "Explore",

  // Feed and grid.
  "feed.title": "Home feed",
  "feed.empty": "Nothing here yet. Pins people save will show up here.",
  "feed.loadingMore": "Loading more Pins…",
  "feed.end": "You've seen all the Pins here.",
  "feed.retry": "Try again",
  "feed.loadFailed": "We couldn't load more Pins.",

  // Pin page (IMPL-020).
  "pin.visitSite": "Visit site",
  /** seed 001 §2 (the Save button) */ "pin.save": "Save",
  /** decision IMPL-034 */ "pin.downloadImage": "Download image",
  "pin.savedTo": "Saved to {board}",
  "pin.savedToSection": "Saved to {section} in {board}",
  "pin.savedBy": "Saved by",
  "pin.moreLikeThis": "More like this",
  "pin.followers": "{count, plural, one {# follower} other {# followers}}",
  "pin.imageAlt": "{title}",
  "pin.untitled": "Pin",
  "pin.imageUnavailable": "Image unavailable",
  "pin.back": "Back",

  // Labels on pins and creator cards (LABEL-001…011, D-035): on every grid, so in the base.
  /** seed LABEL-001 */ "labels.paidPartnership": "Paid partnership",
  /** seed LABEL-003 */ "labels.paidPartnershipWith": "Paid partnership with {name}",
  /** decision LABEL-007 */ "labels.affiliateLink": "Affiliate link",
  "labels.collaborators": "Collaborators",
  "labels.sensitive.reveal": "Show Pin",
  "labels.sensitive.covered": "This Pin is covered by a notice",

  // Profile (IMPL-024).
  "profile.followers": "{count, plural, one {# follower} other {# followers}}",
  "profile.following": "{count} following",
  "profile.boards": "Boards",
  "profile.noBoards": "{name} hasn't saved any boards yet.",
  "profile.avatarAlt": "{name}",

  // Board and section pages (IMPL-026).
  "board.pins": "{count, plural, one {# Pin} other {# Pins}}",
  "board.sections": "{count, plural, one {# section} other {# sections}}",
  "board.secret": "Secret board",
  "board.empty": "There aren't any Pins on this board yet.",
  "board.by": "by {name}",
  "section.empty": "There aren't any Pins in this section yet.",

  // Not found (IMPL-047).
  "notFound.title": "Sorry, we couldn't find that page",
  "notFound.body": "The link may be broken, or the page may have been removed or made secret.",
  "notFound.home": "Go to the home feed",
  "errorPage.title": "Sorry! Something went wrong on our end.",
  "errorPage.reload": "Reload",

  // Web app shell and pages (added with the browsing issue; IMPL-043, IMPL-044, IMPL-046).
  "title.page": "{page} | Corkboard",
  "title.search": "Search",
  "title.notFound": "Page not found",
  "title.error": "Something went wrong",
  "title.profile": "{name} (@{username})",
  "title.section": "{section} in {board}",
  "shell.mainNav": "Main",
  "shell.close": "Close",
  "shell.loading": "Loading…",
  "shell.dismiss": "Dismiss",
  // Under a server failure, the id to quote when reporting it (issue 18: request ids).
  "shell.errorReference": "Reference: {id}",
  "shell.notifications": "Notifications",
  "shell.notificationsUnread": "Notifications, {count} unread",
  "shell.websiteSettings": "Claimed websites",
  "shell.apiTokens": "API tokens",
  "shell.searchResultsFor": "Results for “{query}”",
  // The search page (IMPL-035, D-032); ours, the seeds show none.
  "search.scopes": "Search for",
  "search.suggestions": "Search suggestions",
  "search.recent": "Recent searches",
  "search.clearRecent": "Clear",
  "search.scopePins": "Pins",
  "search.scopeBoards": "Boards",
  "search.scopePeople": "People",
  "search.prompt": "Type in the search box to find Pins, boards and people.",
  "search.explore": "Or explore ideas.",
  "search.noPins": "No Pins match “{query}”. Try fewer words, or check the spelling.",
  "search.noBoards": "No boards match “{query}”. Try fewer words, or search Pins.",
  "search.noPeople": "Nobody matches “{query}”. Try a name or a username.",
  "search.pinsLabel": "Pins for “{query}”",
  "search.followers": "{count, plural, one {# follower} other {# followers}}",
  // The signed-in header (IMPL-005); in the base catalogue because the header is on every page.
  "shell.accountMenu": "Account options for {name}",
  "shell.yourProfile": "Your profile",
  "shell.securitySettings": "Security settings",
  "shell.exportData": "Export your data",
  "shell.import": "Import pins",
  /** The account menu's way into the advertiser area, for business accounts (IMPL-040, D-051). */
  "shell.ads": "Ads",
  "shell.accountSettings": "Account settings",
  "shell.logout": "Log out",
  // The header's "Create" menu: a pin from an upload (IMPL-029) or a board (D-030).
  "shell.create": "Create",
  "shell.createPin": "Pin",
  "shell.createBoard": "Board",
  // Dialogs of the design system (web/src/ui).
  "shell.cancel": "Cancel",
  "feed.pinsLabel": "Pins",
  "pin.opensInNewTab": "(opens in a new tab)",
  "profile.username": "@{username}",
  "board.sectionsHeading": "Sections",
  "board.pinsHeading": "Pins",
  "board.pinsInSections": "The Pins on this board are in its sections.",
  "section.ofBoard": "Section of {board}",
} as const;

/**
 * A key of the message catalogue: the base messages and every feature catalogue. Feature
 * catalogues are separate modules (loaded with their screens) but share one key space.
 */
export type MessageKey =
  | keyof typeof messages
  | keyof typeof accountMessages
  | keyof typeof adsMessages
  | keyof typeof adsToolMessages
  | keyof typeof authMessages
  | keyof typeof boardManageMessages
  | keyof typeof discoveryMessages
  | keyof typeof followMessages
  | keyof typeof labelMessages
  | keyof typeof legalMessages
  | keyof typeof mailMessages
  | keyof typeof oneTapMessages
  | keyof typeof pinMessages
  | keyof typeof seoMessages
  | keyof typeof settingsMessages
  | keyof typeof exportMessages
  | keyof typeof shareMessages
  | keyof typeof shoppingMessages
  | keyof typeof productMessages
  | keyof typeof socialEmailMessages
  | keyof typeof ssoMessages
  | keyof typeof tokenMessages
  | keyof typeof videoMessages
  | keyof typeof videoMessages
  | keyof typeof importMessages;
