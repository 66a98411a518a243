import type { FastifyRequest } from "fastify";

/** The signed-in person making a request. */
export interface Viewer {
  id: string;
}

/**
 * The viewer of a request, or null for a logged-out visitor. Sign-in (a later issue)
 * decorates the request with the session's user; until then every visitor is logged out.
 */
export function viewerOf(request: FastifyRequest): Viewer | null {
  return (request as FastifyRequest & { viewer?: Viewer | null }).viewer ?? null;
}
