/**
 * The profile switcher's session state (ACCT-014): the active profile and whether the
 * switcher shows, kept in sessionStorage for the signed-in person it belongs to, so another
 * account signed in on the same tab never inherits them.
 */

const KEY = "cb_business_profile";

/** What the switcher keeps for the tab (ACCT-014). */
export interface ProfileSession {
  /** The signed-in person the state belongs to. */
  userId: string;
  /** The profile acted as; the viewer's own id by default (ACCT-012). */
  activeId: string;
  /** Whether the switcher shows (ACCT-013). */
  visible: boolean;
}

/** The kept state for this person, or null. */
export function readProfileSession(userId: string): ProfileSession | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Partial<ProfileSession> | null;
    if (
      value?.userId !== userId ||
      typeof value.activeId !== "string" ||
      typeof value.visible !== "boolean"
    ) {
      return null;
    }
    return { userId, activeId: value.activeId, visible: value.visible };
  } catch {
    return null;
  }
}

/** Keeps the state for the tab (ACCT-014). */
export function writeProfileSession(session: ProfileSession): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Storage may be off; the switcher still works for this page.
  }
}
