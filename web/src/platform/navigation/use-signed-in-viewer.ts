import type { ViewerUser } from "@corkboard/core/contract";
import { getBootstrap } from "../bootstrap/index.ts";
import { useRawLocation } from "./navigation.ts";
import { useRedirectOnce } from "./use-redirect-once.ts";

/** The login page that comes back to `next` once the visitor has signed in. */
export function loginPathFor(next: string): string {
  return `/login/?${new URLSearchParams({ next })}`;
}

/**
 * The signed-in viewer of a page only people with an account use, or null while a visitor
 * is being sent to log in first, with this page (and its query) as next.
 */
export function useSignedInViewer(): ViewerUser | null {
  const user = getBootstrap().viewer.user;
  const { pathname, search } = useRawLocation();
  useRedirectOnce(user ? null : loginPathFor(pathname + search));
  return user;
}
