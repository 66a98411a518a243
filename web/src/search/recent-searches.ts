/** Recent searches kept at most. */
export const MAX_RECENT_SEARCHES = 5;

const key = (userId: string) => `cb.recentSearches.${userId}`;

/**
 * The signed-in viewer's recent searches, newest first. They stay in this browser only
 * (localStorage, per account): nothing about them is sent to the server. A storage that
 * refuses (private windows, quotas) simply keeps none.
 */
export function readRecentSearches(storage: Storage, userId: string): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key(userId)) ?? "[]");
    return Array.isArray(stored)
      ? stored.filter((item): item is string => typeof item === "string").slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

/** Puts a search first (once, whatever its case), keeping at most five; answers the new list. */
export function rememberSearch(storage: Storage, userId: string, query: string): string[] {
  const text = query.trim();
  if (!text) return readRecentSearches(storage, userId);
  const rest = readRecentSearches(storage, userId).filter(
    (item) => item.toLowerCase() !== text.toLowerCase(),
  );
  const next = [text, ...rest].slice(0, MAX_RECENT_SEARCHES);
  try {
    storage.setItem(key(userId), JSON.stringify(next));
  } catch {
    // Kept for this page only.
  }
  return next;
}

/** Forgets the viewer's recent searches. */
export function clearRecentSearches(storage: Storage, userId: string): void {
  try {
    storage.removeItem(key(userId));
  } catch {
    // Nothing was kept.
  }
}
