import { NON_PROMOTABLE_SITE_TYPE } from "../paths/site-types.ts";
import { pinPath } from "../paths/urls.ts";
import type { MessageRef } from "./saved.ts";

/**
 * The pin-created dialog title: "Saved to {board}", or "Saved to {section} in {board}" when
 * the pin went into a section (PIN-065).
 */
export function pinCreatedTitle(boardName: string, sectionName?: string | null): MessageRef {
  return sectionName
    ? { messageKey: "pins.created.titleInSection", values: { section: sectionName, board: boardName } }
    : { messageKey: "pins.created.title", values: { board: boardName } };
}

/** What decides "Promote your Pin" (PIN-072, PIN-073). */
export interface PromoteContext {
  signedIn: boolean;
  /** The viewer is a business partner. */
  isPartner: boolean;
  /**
   * The server's flag: not suspended or under an ads policy block, the account is not new
   * (7 days), and the pinner is the viewer or an account they may advertise for (PIN-073 DECISION).
   */
  canQuickPromote: boolean;
  /** The pin's site type; NON_PROMOTABLE_SITE_TYPE (3) never offers promotion. */
  siteType: number | null;
  /** The viewer's country is in the promote country list (the ads rules decide). */
  inPromoteCountry: boolean;
}

/** True when "Promote your Pin" shows: every PIN-072 condition holds. */
export function showPromote(context: PromoteContext): boolean {
  return (
    context.signedIn &&
    !context.isPartner &&
    context.canQuickPromote &&
    context.siteType !== NON_PROMOTABLE_SITE_TYPE &&
    context.inPromoteCountry
  );
}

/** The pin-created dialog's buttons (PIN-069…PIN-075). */
export interface PinCreatedButtons {
  showPromote: boolean;
  /** "Send" hides when Promote shows (PIN-075). */
  showSend: boolean;
  /** "See it now" is gray for partners or promotable viewers, red otherwise (PIN-074). */
  seeItNowColor: "gray" | "red";
}

/** The buttons of the pin-created dialog for this viewer and pin (PIN-072…PIN-075). */
export function pinCreatedButtons(context: PromoteContext): PinCreatedButtons {
  const promote = showPromote(context);
  return {
    showPromote: promote,
    showSend: !promote,
    seeItNowColor: context.isPartner || promote ? "gray" : "red",
  };
}

/** The "Send" target: /pin/{pinId}/?share=true (PIN-069). */
export function pinSendPath(pinId: string): string {
  return `${pinPath(pinId)}?share=true`;
}

/** The "See it now" target: /pin/{pinId}/ (PIN-070), in a new tab inside the bookmarklet popup (PIN-071 DECISION). */
export function seeItNowLink(pinId: string, inBookmarkletPopup: boolean): { href: string; newTab: boolean } {
  return { href: pinPath(pinId), newTab: inBookmarkletPopup };
}
