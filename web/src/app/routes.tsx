import { type ComponentType, lazy, useEffect } from "react";
import { matchRoute, Route, Switch, useRouter } from "wouter";
import { NotFoundPage } from "../errors/index.ts";
import { lazyDataPage } from "../platform/api/query-boundary.tsx";
import { AppShell } from "./app-shell.tsx";

// biome-ignore lint/suspicious/noExplicitAny: each page takes its own props, given in ROUTES.
type AnyPage = ComponentType<any>;

/** A page loaded on demand: the component to render, and `warm`, which starts its download. */
interface LazyPage {
  Page: AnyPage;
  warm: () => Promise<unknown>;
}

/** A page without data: its chunk alone (the sign-in pages do without the data layer). */
function plainPage(load: () => Promise<AnyPage>): LazyPage {
  return { Page: lazy(() => load().then((Page) => ({ default: Page }))), warm: load };
}

/** A page that reads data: its chunk and the data layer load side by side (lazyDataPage). */
function dataPage(load: () => Promise<AnyPage>): LazyPage {
  return { Page: lazyDataPage(load), warm: load };
}

const loadPathGuard = () => import("./user-path-guard.tsx");

/**
 * A profile or board page, loaded together with the path guard that decides whether the
 * path is one (app/user-path-guard.tsx): both chunks load side by side.
 */
function userPage(load: () => Promise<AnyPage>): LazyPage {
  const both = () => Promise.all([load(), loadPathGuard()]);
  return {
    Page: lazyDataPage(async () => {
      const [Page, { guarded }] = await both();
      return guarded(Page);
    }),
    warm: both,
  };
}

// One chunk per page: the first load carries only the shell and the page it opens on.
// Pages that read data load the data layer beside them (lazyDataPage); the sign-in pages
// do without it.
// One chunk per page: the first load carries only the shell and the page it opens on.
// Pages that read data load the data layer beside them (lazyDataPage); the sign-in pages
// do without it.
const HomePage = dataPage(() => import("../feed/home-page.tsx").then((m) => m.HomePage));
const PinPage = dataPage(() => import("../pins/pin-page.tsx").then((m) => m.PinPage));
const PinEditPage = dataPage(() => import("../pins/edit/pin-edit-page.tsx").then((m) => m.PinEditPage));
const BoardEditPage = dataPage(() =>
  import("../boards/manage/board-edit-page.tsx").then((m) => m.BoardEditPage),
);
const BoardCollaboratorsPage = dataPage(() =>
  import("../boards/manage/board-collaborators-page.tsx").then((m) => m.BoardCollaboratorsPage),
);
const AddCollaboratorsPage = dataPage(() =>
  import("../boards/manage/add-collaborators-page.tsx").then((m) => m.AddCollaboratorsPage),
);
const SectionEditPage = dataPage(() =>
  import("../boards/manage/section-edit-page.tsx").then((m) => m.SectionEditPage),
);
const InviteBoardPage = dataPage(() =>
  import("../invites/invite-board-page.tsx").then((m) => m.InviteBoardPage),
);
const ProfilePage = userPage(() => import("../profiles/profile-page.tsx").then((m) => m.ProfilePage));
const BoardPage = userPage(() => import("../boards/board-page.tsx").then((m) => m.BoardPage));
const SectionPage = userPage(() => import("../boards/section-page.tsx").then((m) => m.SectionPage));
const SearchPage = dataPage(() => import("../search/search-page.tsx").then((m) => m.SearchPage));
// The discovery pages (IMPL-038).
const DiscoveryPage = dataPage(() => import("../discovery/discovery-page.tsx").then((m) => m.DiscoveryPage));
const InterestPage = dataPage(() => import("../discovery/interest-page.tsx").then((m) => m.InterestPage));
// Saving from other sites, the mobile save pages and the bookmarklet (seed 001 §2, IMPL-022, IMPL-032).
const PinCreatePage = dataPage(() =>
  import("../pins/create/pin-create-page.tsx").then((m) => m.PinCreatePage),
);
const PinRepinPage = dataPage(() => import("../pins/create/pin-create-page.tsx").then((m) => m.PinRepinPage));
const CreateBoardPage = dataPage(() =>
  import("../boards/create/create-pages.tsx").then((m) => m.CreateBoardPage),
);
const CreateSectionPage = dataPage(() =>
  import("../boards/create/create-pages.tsx").then((m) => m.CreateSectionPage),
);
const BookmarkletPage = plainPage(() =>
  import("../bookmarklet/bookmarklet-page.tsx").then((m) => m.BookmarkletPage),
);
const AddAccountPage = plainPage(() =>
  import("../accounts/add-account-page.tsx").then((m) => m.AddAccountPage),
);
const LoginPage = plainPage(() => import("../auth/auth-page.tsx").then((m) => m.LoginPage));
const SignupPage = plainPage(() => import("../auth/auth-page.tsx").then((m) => m.SignupPage));
const BusinessLoginPage = plainPage(() => import("../auth/auth-page.tsx").then((m) => m.BusinessLoginPage));
const SsoSignupPage = plainPage(() => import("../auth/sso-signup-page.tsx").then((m) => m.SsoSignupPage));
const PasswordResetPage = plainPage(() =>
  import("../auth/password-reset-page.tsx").then((m) => m.PasswordResetPage),
);
const PasswordResetForUserPage = plainPage(() =>
  import("../auth/password-reset-page.tsx").then((m) => m.PasswordResetForUserPage),
);
const EmailVerificationErrorPage = plainPage(() =>
  import("../auth/email-verification-error-page.tsx").then((m) => m.EmailVerificationErrorPage),
);
const AccountSettingsPage = dataPage(() =>
  import("../settings/account-page.tsx").then((m) => m.AccountSettingsPage),
);
const SecurityPage = dataPage(() => import("../settings/security-page.tsx").then((m) => m.SecurityPage));
const ExportPage = dataPage(() => import("../settings/export-page.tsx").then((m) => m.ExportPage));
const WebsiteClaimPage = dataPage(() =>
  import("../settings/website-claim-page.tsx").then((m) => m.WebsiteClaimPage),
);
const ApiTokensPage = dataPage(() =>
  import("../settings/api-tokens/api-tokens-page.tsx").then((m) => m.ApiTokensPage),
);
const ImportPage = dataPage(() => import("../imports/import-page.tsx").then((m) => m.ImportPage));
const NotificationsPage = dataPage(() =>
  import("../notifications/notifications-page.tsx").then((m) => m.NotificationsPage),
);
const PrivacyPolicyPage = plainPage(() => import("../legal/legal-page.tsx").then((m) => m.PrivacyPolicyPage));
const TermsOfServicePage = plainPage(() =>
  import("../legal/legal-page.tsx").then((m) => m.TermsOfServicePage),
);
// The business side (seed 002): each its own chunk, never part of the shell. The advertiser
// area, the offsite check and the pin builder read through the data layer, so they load it.
const AdvertiserArea = dataPage(() => import("../ads/advertiser-area.tsx").then((m) => m.AdvertiserArea));
const BusinessCreatePage = plainPage(() =>
  import("../business/business-account-page.tsx").then((m) => m.BusinessCreatePage),
);
const BusinessConvertPage = plainPage(() =>
  import("../business/business-account-page.tsx").then((m) => m.BusinessConvertPage),
);
// The seed's conversation path: Corkboard has none, and the page says so (IMPL-021, D-051).
const ConversationPage = plainPage(() =>
  import("../pins/share/conversation-page.tsx").then((m) => m.ConversationPage),
);
const OffsitePage = dataPage(() => import("../offsite/offsite-page.tsx").then((m) => m.OffsitePage));
const PinBuilderPage = dataPage(() =>
  import("../pin-builder/pin-builder-page.tsx").then((m) => m.PinBuilderPage),
);

/**
 * The route table (IMPL-043). The first match wins, so static segments come before
 * :username (/pin/1/ is a pin). Patterns match with or without the trailing slash, in any
 * case; the shell then redirects to the slash form.
 */
const ROUTES: [path: string, page: LazyPage, props?: Record<string, string>][] = [
  ["/", HomePage],
  ["/pin/:id/edit", PinEditPage],
  ["/board/:id/edit", BoardEditPage],
  ["/board/:id/edit/collaborators", BoardCollaboratorsPage],
  ["/board/:id/edit/add_collaborators", AddCollaboratorsPage],
  ["/boardsection/:id/edit", SectionEditPage],
  ["/invite/board/:token", InviteBoardPage],
  ["/pin/create/:method", PinCreatePage],
  ["/pin/:id/repin/x", PinRepinPage],
  ["/pin/:id/repin", PinRepinPage],
  ["/board/create", CreateBoardPage],
  ["/board/:id/create_section", CreateSectionPage],
  ["/bookmarklet", BookmarkletPage],
  ["/pin/:id", PinPage],
  ["/search/pins", SearchPage, { scope: "pins" }],
  ["/search/boards", SearchPage, { scope: "boards" }],
  ["/search/people", SearchPage, { scope: "people" }],
  ["/search", SearchPage, { scope: "pins" }],
  ["/ideas", DiscoveryPage, { view: "ideas" }],
  ["/ideas/:slug/:id", InterestPage],
  ["/today", DiscoveryPage, { view: "today" }],
  ["/shopping", DiscoveryPage, { view: "shopping" }],
  ["/videos", DiscoveryPage, { view: "videos" }],
  ["/topics", DiscoveryPage, { view: "topics" }],
  ["/login", LoginPage],
  ["/signup/sso-business-account", SsoSignupPage],
  ["/signup", SignupPage],
  ["/add-account", AddAccountPage],
  ["/password/reset", PasswordResetPage],
  ["/pw/:username", PasswordResetForUserPage],
  ["/email_verification_error", EmailVerificationErrorPage],
  ["/settings/account", AccountSettingsPage],
  ["/settings/import", ImportPage],
  ["/settings/security", SecurityPage],
  ["/settings/export", ExportPage],
  ["/settings/claim", WebsiteClaimPage],
  ["/settings/api-tokens", ApiTokensPage],
  ["/notifications", NotificationsPage],
  ["/_/_/policy/privacy-policy", PrivacyPolicyPage],
  ["/_/_/policy/terms-of-service", TermsOfServicePage],
  ["/advertiser", AdvertiserArea],
  ["/advertiser/*", AdvertiserArea],
  ["/business/login", BusinessLoginPage],
  ["/business/create", BusinessCreatePage],
  ["/business/convert", BusinessConvertPage],
  ["/conversation/:id", ConversationPage],
  ["/offsite", OffsitePage],
  ["/pin-builder", PinBuilderPage],
  ["/:username", ProfilePage],
  ["/:username/:slug", BoardPage],
  ["/:username/:slug/:section", SectionPage],
];

/**
 * Starts loading the page a link leads to when the pointer rests on it or focus reaches it,
 * so the click rarely waits for a chunk. Lazy chunks list only their stylesheets ahead
 * (vite.config.ts, D-068): without this, a page's own imports would load only after it.
 */
function useWarmLinkedPages() {
  const { parser } = useRouter();
  useEffect(() => {
    const warmed = new Set<string>();
    const warm = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const route = ROUTES.find(([path]) => matchRoute(parser, path, link.pathname)[0]);
      if (!route || warmed.has(route[0])) return;
      warmed.add(route[0]);
      // A failed download is tried again when the page renders.
      route[1].warm().catch(() => warmed.delete(route[0]));
    };
    document.addEventListener("pointerover", warm, { passive: true });
    document.addEventListener("focusin", warm);
    return () => {
      document.removeEventListener("pointerover", warm);
      document.removeEventListener("focusin", warm);
    };
  }, [parser]);
}

/** The app's pages inside the shell, and the not-found page for any other path. */
export function AppRoutes() {
  useWarmLinkedPages();
  return (
    <AppShell>
      <Switch>
        {ROUTES.map(([path, page, props]) => (
          // Keyed by page, not path: moving between two paths of one page (/search/pins →
          // /search/boards) keeps it mounted, as one <Route> per path did.
          <Route key={ROUTES.findIndex((route) => route[1] === page)} path={path}>
            <page.Page {...props} />
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </AppShell>
  );
}
