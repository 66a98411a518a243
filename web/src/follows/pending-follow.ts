/**
 * The follow a logged-out visitor asked for (FOLLOW-014): kept in session storage while they
 * sign in or sign up — which reloads the page — and carried out once they are signed in.
 */
export interface PendingFollow {
  userId: string;
  follow: boolean;
  /** When it was asked for (ms since the epoch); an old request is dropped. */
  at: number;
}

const KEY = "cb_pending_follow";
/** A request older than this was abandoned, not interrupted by a sign-in. */
export const PENDING_FOLLOW_MAX_AGE_MS = 30 * 60 * 1000;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled; the visitor then follows again after signing in.
    return null;
  }
}

/** Remembers the follow or unfollow a visitor asked for before being asked to sign in. */
export function rememberPendingFollow(userId: string, follow: boolean, now = Date.now()): void {
  storage()?.setItem(KEY, JSON.stringify({ userId, follow, at: now } satisfies PendingFollow));
}

/**
 * Takes the pending follow of `userId`, if one is waiting and recent: it is removed, so it
 * runs once. Another person's request stays for their button.
 */
export function takePendingFollow(userId: string, now = Date.now()): PendingFollow | null {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!store || !raw) return null;
  let pending: Partial<PendingFollow> | null = null;
  try {
    pending = JSON.parse(raw) as Partial<PendingFollow>;
  } catch {
    pending = null;
  }
  const valid =
    pending !== null &&
    typeof pending.userId === "string" &&
    typeof pending.follow === "boolean" &&
    typeof pending.at === "number" &&
    now - pending.at <= PENDING_FOLLOW_MAX_AGE_MS &&
    pending.at <= now;
  if (!valid) {
    store.removeItem(KEY);
    return null;
  }
  if (pending?.userId !== userId) return null;
  store.removeItem(KEY);
  return pending as PendingFollow;
}
