import { isUserPagePath } from "@corkboard/core/paths";
import type { ComponentType, ReactNode } from "react";
import { useLocation } from "wouter";
import { NotFoundPage } from "../errors/index.ts";

/**
 * /{username}/… routes open only for what the path classifier (seed 002 §6a, GATE-015…028)
 * calls a profile or a board: a first segment the app reserves (/settings/, /search/ …) is
 * a 404 until that page exists, never somebody's profile. It loads with the profile and
 * board pages, so other pages' first load does without it; it asks isUserPagePath, the
 * classifier's answer for these paths without its route table (D-073).
 */
export function UserPathGuard({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  return isUserPagePath(pathname) ? children : <NotFoundPage />;
}

/** A profile or board page behind the guard. */
export function guarded<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return function GuardedPage(props: P) {
    return (
      <UserPathGuard>
        <Page {...props} />
      </UserPathGuard>
    );
  };
}
