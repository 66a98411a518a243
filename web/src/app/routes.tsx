import { type ComponentType, lazy } from "react";
import { Route, Switch } from "wouter";
import { NotFoundPage } from "../errors/index.ts";
import { lazyDataPage } from "../platform/api/query-boundary.tsx";
import { AppShell } from "./app-shell.tsx";

// One chunk per page: the first load carries only the shell and the page it opens on.
// Pages that read data load the data layer beside them (lazyDataPage); the sign-in pages
// do without it.
const HomePage = lazyDataPage(() => import("../feed/home-page.tsx").then((m) => m.HomePage));
const PinPage = lazyDataPage(() => import("../pins/pin-page.tsx").then((m) => m.PinPage));
const PinEditPage = lazyDataPage(() => import("../pins/edit/pin-edit-page.tsx").then((m) => m.PinEditPage));
const BoardEditPage = lazyDataPage(() =>
  import("../boards/manage/board-edit-page.tsx").then((m) => m.BoardEditPage),
);
const BoardCollaboratorsPage = lazyDataPage(() =>
  import("../boards/manage/board-collaborators-page.tsx").then((m) => m.BoardCollaboratorsPage),
);
const AddCollaboratorsPage = lazyDataPage(() =>
  import("../boards/manage/add-collaborators-page.tsx").then((m) => m.AddCollaboratorsPage),
);
const SectionEditPage = lazyDataPage(() =>
  import("../boards/manage/section-edit-page.tsx").then((m) => m.SectionEditPage),
);
const InviteBoardPage = lazyDataPage(() =>
  import("../invites/invite-board-page.tsx").then((m) => m.InviteBoardPage),
);
const ProfilePage = userPage(() => import("../profiles/profile-page.tsx").then((m) => m.ProfilePage));
const BoardPage = userPage(() => import("../boards/board-page.tsx").then((m) => m.BoardPage));
const SectionPage = userPage(() => import("../boards/section-page.tsx").then((m) => m.SectionPage));
const SearchPage = lazyDataPage(() => import("../search/search-page.tsx").then((m) => m.SearchPage));
// The discovery pages (IMPL-038).
const DiscoveryPage = lazyDataPage(() =>
  import("../discovery/discovery-page.tsx").then((m) => m.DiscoveryPage),
);
const InterestPage = lazyDataPage(() => import("../discovery/interest-page.tsx").then((m) => m.InterestPage));
// Saving from other sites, the mobile save pages and the bookmarklet (seed 001 §2, IMPL-022, IMPL-032).
const PinCreatePage = lazyDataPage(() =>
  import("../pins/create/pin-create-page.tsx").then((m) => m.PinCreatePage),
);
const PinRepinPage = lazyDataPage(() =>
  import("../pins/create/pin-create-page.tsx").then((m) => m.PinRepinPage),
);
const CreateBoardPage = lazyDataPage(() =>
  import("../boards/create/create-pages.tsx").then((m) => m.CreateBoardPage),
);
const CreateSectionPage = lazyDataPage(() =>
  import("../boards/create/create-pages.tsx").then((m) => m.CreateSectionPage),
);
const BookmarkletPage = lazy(() =>
  import("../bookmarklet/bookmarklet-page.tsx").then((m) => ({ default: m.BookmarkletPage })),
);
const AddAccountPage = lazy(() =>
  import("../accounts/add-account-page.tsx").then((m) => ({ default: m.AddAccountPage })),
);
const LoginPage = lazy(() => import("../auth/auth-page.tsx").then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import("../auth/auth-page.tsx").then((m) => ({ default: m.SignupPage })));
const BusinessLoginPage = lazy(() =>
  import("../auth/auth-page.tsx").then((m) => ({ default: m.BusinessLoginPage })),
);
const SsoSignupPage = lazy(() =>
  import("../auth/sso-signup-page.tsx").then((m) => ({ default: m.SsoSignupPage })),
);
const PasswordResetPage = lazy(() =>
  import("../auth/password-reset-page.tsx").then((m) => ({ default: m.PasswordResetPage })),
);
const PasswordResetForUserPage = lazy(() =>
  import("../auth/password-reset-page.tsx").then((m) => ({ default: m.PasswordResetForUserPage })),
);
const EmailVerificationErrorPage = lazy(() =>
  import("../auth/email-verification-error-page.tsx").then((m) => ({
    default: m.EmailVerificationErrorPage,
  })),
);
const AccountSettingsPage = lazyDataPage(() =>
  import("../settings/account-page.tsx").then((m) => m.AccountSettingsPage),
);
const SecurityPage = lazyDataPage(() => import("../settings/security-page.tsx").then((m) => m.SecurityPage));
const ExportPage = lazyDataPage(() => import("../settings/export-page.tsx").then((m) => m.ExportPage));
const WebsiteClaimPage = lazyDataPage(() =>
  import("../settings/website-claim-page.tsx").then((m) => m.WebsiteClaimPage),
);
const ApiTokensPage = lazyDataPage(() =>
  import("../settings/api-tokens/api-tokens-page.tsx").then((m) => m.ApiTokensPage),
);
const ImportPage = lazyDataPage(() => import("../imports/import-page.tsx").then((m) => m.ImportPage));
const NotificationsPage = lazyDataPage(() =>
  import("../notifications/notifications-page.tsx").then((m) => m.NotificationsPage),
);
const PrivacyPolicyPage = lazy(() =>
  import("../legal/legal-page.tsx").then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsOfServicePage = lazy(() =>
  import("../legal/legal-page.tsx").then((m) => ({ default: m.TermsOfServicePage })),
);
// The business side (seed 002): each its own chunk, never part of the shell. The advertiser
// area, the offsite check and the pin builder read through the data layer, so they load it.
const AdvertiserArea = lazyDataPage(() => import("../ads/advertiser-area.tsx").then((m) => m.AdvertiserArea));
const BusinessCreatePage = lazy(() =>
  import("../business/business-account-page.tsx").then((m) => ({ default: m.BusinessCreatePage })),
);
const BusinessConvertPage = lazy(() =>
  import("../business/business-account-page.tsx").then((m) => ({ default: m.BusinessConvertPage })),
);
// The seed's conversation path: Corkboard has none, and the page says so (IMPL-021, D-051).
const ConversationPage = lazy(() =>
  import("../pins/share/conversation-page.tsx").then((m) => ({ default: m.ConversationPage })),
);
const OffsitePage = lazyDataPage(() => import("../offsite/offsite-page.tsx").then((m) => m.OffsitePage));
const PinBuilderPage = lazyDataPage(() =>
  import("../pin-builder/pin-builder-page.tsx").then((m) => m.PinBuilderPage),
);

/**
 * A profile or board page, loaded together with the path guard that decides whether the
 * path is one (app/user-path-guard.tsx): both chunks load side by side.
 */
function userPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyDataPage(async () => {
    const [Page, { guarded }] = await Promise.all([load(), import("./user-path-guard.tsx")]);
    return guarded(Page);
  });
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
        <Route path="/pin/:id/edit">
          <PinEditPage />
        </Route>
        <Route path="/board/:id/edit">
          <BoardEditPage />
        </Route>
        <Route path="/board/:id/edit/collaborators">
          <BoardCollaboratorsPage />
        </Route>
        <Route path="/board/:id/edit/add_collaborators">
          <AddCollaboratorsPage />
        </Route>
        <Route path="/boardsection/:id/edit">
          <SectionEditPage />
        </Route>
        <Route path="/invite/board/:token">
          <InviteBoardPage />
        </Route>
        <Route path="/pin/create/:method">
          <PinCreatePage />
        </Route>
        <Route path="/pin/:id/repin/x">
          <PinRepinPage />
        </Route>
        <Route path="/pin/:id/repin">
          <PinRepinPage />
        </Route>
        <Route path="/board/create">
          <CreateBoardPage />
        </Route>
        <Route path="/board/:id/create_section">
          <CreateSectionPage />
        </Route>
        <Route path="/bookmarklet">
          <BookmarkletPage />
        </Route>
        <Route path="/pin/:id">
          <PinPage />
        </Route>
        <Route path="/search/pins">
          <SearchPage scope="pins" />
        </Route>
        <Route path="/search/boards">
          <SearchPage scope="boards" />
        </Route>
        <Route path="/search/people">
          <SearchPage scope="people" />
        </Route>
        <Route path="/search">
          <SearchPage scope="pins" />
        </Route>
        <Route path="/ideas">
          <DiscoveryPage view="ideas" />
        </Route>
        <Route path="/ideas/:slug/:id">
          <InterestPage />
        </Route>
        <Route path="/today">
          <DiscoveryPage view="today" />
        </Route>
        <Route path="/shopping">
          <DiscoveryPage view="shopping" />
        </Route>
        <Route path="/videos">
          <DiscoveryPage view="videos" />
        </Route>
        <Route path="/topics">
          <DiscoveryPage view="topics" />
        </Route>
        <Route path="/login">
          <LoginPage />
        </Route>
        <Route path="/signup/sso-business-account">
          <SsoSignupPage />
        </Route>
        <Route path="/signup">
          <SignupPage />
        </Route>
        <Route path="/add-account">
          <AddAccountPage />
        </Route>
        <Route path="/password/reset">
          <PasswordResetPage />
        </Route>
        <Route path="/pw/:username">
          <PasswordResetForUserPage />
        </Route>
        <Route path="/email_verification_error">
          <EmailVerificationErrorPage />
        </Route>
        <Route path="/settings/account">
          <AccountSettingsPage />
        </Route>
        <Route path="/settings/import">
          <ImportPage />
        </Route>
        <Route path="/settings/security">
          <SecurityPage />
        </Route>
        <Route path="/settings/export">
          <ExportPage />
        </Route>
        <Route path="/settings/claim">
          <WebsiteClaimPage />
        </Route>
        <Route path="/settings/api-tokens">
          <ApiTokensPage />
        </Route>
        <Route path="/notifications">
          <NotificationsPage />
        </Route>
        <Route path="/_/_/policy/privacy-policy">
          <PrivacyPolicyPage />
        </Route>
        <Route path="/_/_/policy/terms-of-service">
          <TermsOfServicePage />
        </Route>
        <Route path="/advertiser">
          <AdvertiserArea />
        </Route>
        <Route path="/advertiser/*">
          <AdvertiserArea />
        </Route>
        <Route path="/business/login">
          <BusinessLoginPage />
        </Route>
        <Route path="/business/create">
          <BusinessCreatePage />
        </Route>
        <Route path="/business/convert">
          <BusinessConvertPage />
        </Route>
        <Route path="/conversation/:id">
          <ConversationPage />
        </Route>
        <Route path="/offsite">
          <OffsitePage />
        </Route>
        <Route path="/pin-builder">
          <PinBuilderPage />
        </Route>
        <Route path="/:username">
          <ProfilePage />
        </Route>
        <Route path="/:username/:slug">
          <BoardPage />
        </Route>
        <Route path="/:username/:slug/:section">
          <SectionPage />
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </AppShell>
  );
}
