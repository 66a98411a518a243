import { isReservedUsername } from "@corkboard/core/paths";
import { lazy, type ReactNode } from "react";
import { Route, Switch, useParams } from "wouter";
import { NotFoundPage } from "../errors/index.ts";
import { AppShell } from "./app-shell.tsx";

// One chunk per page: the first load carries only the shell and the page it opens on.
const HomePage = lazy(() => import("../feed/home-page.tsx").then((m) => ({ default: m.HomePage })));
const PinPage = lazy(() => import("../pins/pin-page.tsx").then((m) => ({ default: m.PinPage })));
const ProfilePage = lazy(() =>
  import("../profiles/profile-page.tsx").then((m) => ({ default: m.ProfilePage })),
);
const BoardPage = lazy(() => import("../boards/board-page.tsx").then((m) => ({ default: m.BoardPage })));
const SectionPage = lazy(() =>
  import("../boards/section-page.tsx").then((m) => ({ default: m.SectionPage })),
);
const SearchPage = lazy(() => import("../search/search-page.tsx").then((m) => ({ default: m.SearchPage })));

/**
 * /{username}/… routes never open for a first segment the app reserves (/settings/,
 * /search/ …): until that page exists it is a 404, never somebody's profile.
 */
function UserRoute({ children }: { children: ReactNode }) {
  const { username = "" } = useParams();
  return isReservedUsername(username) ? <NotFoundPage /> : children;
}

/**
 * The route table (IMPL-043). The first match wins, so static segments come before
 * :username (/pin/1/ is a pin). Patterns match with or without the trailing slash, in any
 * case; the shell then redirects to the slash form.
 */
export function AppRoutes() {
  return (
    <AppShell>
      <Switch>
        <Route path="/">
          <HomePage />
        </Route>
        <Route path="/pin/:id">
          <PinPage />
        </Route>
        <Route path="/search/pins">
          <SearchPage />
        </Route>
        <Route path="/:username">
          <UserRoute>
            <ProfilePage />
          </UserRoute>
        </Route>
        <Route path="/:username/:slug">
          <UserRoute>
            <BoardPage />
          </UserRoute>
        </Route>
        <Route path="/:username/:slug/:section">
          <UserRoute>
            <SectionPage />
          </UserRoute>
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </AppShell>
  );
}
