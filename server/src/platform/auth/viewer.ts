import type { ApiScope, ViewerUser } from "@corkboard/core/contract";
import type { FastifyRequest } from "fastify";

/** The signed-in person making a request. */
export interface Viewer {
  id: string;
  /** Their viewer record, when the request came with a session (tests may omit it). */
  user?: ViewerUser;
  /** When their account was made (read with the session; promote rules ask, PIN-073). */
  accountCreatedAt?: Date;
  /**
   * The scopes of the personal API token the request came with (D-057); absent for a
   * session, which may do everything its person may.
   */
  scopes?: ReadonlySet<ApiScope>;
}

/**
 * Whether the viewer's request may use `scope`: always with a session, with a token only
 * when it holds it. The board rules ask it for the `_secret` scopes.
 */
export function viewerHasScope(viewer: Viewer | null, scope: ApiScope): boolean {
  return viewer !== null && (viewer.scopes === undefined || viewer.scopes.has(scope));
}

/**
 * The viewer of a request, or null for a logged-out visitor. The session hook
 * (auth/session-hook.ts) sets it from the session cookie; LIMITED_LOGIN visitors are null
 * here, because the server treats them as logged out (AUTH-012 DECISION).
 */
export function viewerOf(request: FastifyRequest): Viewer | null {
  return (request as FastifyRequest & { viewer?: Viewer | null }).viewer ?? null;
}

/** Sets the request's viewer. */
export function setViewer(request: FastifyRequest, viewer: Viewer | null): void {
  (request as FastifyRequest & { viewer?: Viewer | null }).viewer = viewer;
}

/**
 * The user id a search lists boards and pins as (D-057): the viewer's, so their own secret
 * and archived boards come up; "0" (nobody's) for a logged-out visitor and for a personal
 * API token without `pins:read_secret`, which sees what anyone may be listed.
 */
export function searchingViewerId(viewer: Viewer | null): string {
  return viewer && viewerHasScope(viewer, "pins:read_secret") ? viewer.id : "0";
}
