import { t } from "@corkboard/core/messages";
import { homePath } from "@corkboard/core/paths";
import { lazy, type ReactNode, Suspense } from "react";
import { Link, useLocation } from "wouter";
import { openAuthModal } from "../auth/index.ts";
import { QueryBoundary } from "../platform/api/query-boundary.tsx";
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { Button, LogoIcon } from "../ui/index.ts";
import { HeaderSearch } from "./header-search.tsx";

// Only signed-in people see the Create menu, the account menu and the business profile
// switcher: logged-out first loads do without their code.
const SignedInHeader = lazy(() =>
  import("./signed-in-header.tsx").then((m) => ({ default: m.SignedInHeader })),
);

/** A navigation link that marks itself as the current page (aria-current, styled in shell.css). */
function NavLink({ to, children }: { to: string; children: ReactNode }) {
  const [pathname] = useLocation();
  return (
    <Link to={to} aria-current={pathname === to ? "page" : undefined}>
      {children}
    </Link>
  );
}

/**
 * The app header (IMPL-043): logo, navigation, search, and the account: for a signed-in
 * person the Create menu and their account menu, or Log in and Sign up, which open the auth
 * modal (AUTH-013).
 */
export function Header() {
  const { user } = getBootstrap().viewer;
  return (
    <header className="cb-header">
      <Link to={homePath()} className="cb-header__logo" aria-label={t("shell.logoLabel")}>
        <LogoIcon size={32} />
      </Link>
      <nav className="cb-header__nav" aria-label={t("shell.mainNav")}>
        <NavLink to={homePath()}>{t("shell.home")}</NavLink>
        <NavLink to="/ideas/">{t("shell.explore")}</NavLink>
      </nav>
      <HeaderSearch />
      <div className="cb-header__actions">
        {user ? (
          <Suspense fallback={null}>
            {/* The account end reads through TanStack Query; the header sits outside the pages' data layer. */}
            <QueryBoundary>
              <SignedInHeader user={user} />
            </QueryBoundary>
          </Suspense>
        ) : (
          <>
            <Button
              variant="primary"
              onClick={() => void openAuthModal({ mode: "login", container: "home_page" })}
            >
              {t("shell.login")}
            </Button>
            <Button
              variant="secondary"
              className="cb-header__signup"
              onClick={() =>
                void openAuthModal({ mode: "signup", source: "homePage", container: "home_page" })
              }
            >
              {t("shell.signup")}
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
