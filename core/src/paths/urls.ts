/** URL builders for the pages of the web app, so no screen spells a path by hand. */

/** The closeup page of a pin. */
export function pinPath(pinId: string): string {
  return `/pin/${pinId}/`;
}

/** A user's profile (seed 001 §2: profile links take the form /{username}/). */
export function profilePath(username: string): string {
  return `/${username}/`;
}

/** A board page: /{username}/{board-slug}/ (IMPL-026). */
export function boardPath(username: string, boardSlug: string): string {
  return `/${username}/${boardSlug}/`;
}

/** A section page: /{username}/{board-slug}/{section-slug}/ (IMPL-026). */
export function sectionPath(username: string, boardSlug: string, sectionSlug: string): string {
  return `/${username}/${boardSlug}/${sectionSlug}/`;
}

/** The home feed. */
export function homePath(): string {
  return "/";
}

/** The pin search results page for a query (IMPL-035). */
export function searchPinsPath(query: string): string {
  return `/search/pins/?${new URLSearchParams({ q: query.trim() })}`;
}
