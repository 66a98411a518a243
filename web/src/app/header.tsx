import { t } from "@corkboard/core/messages";
import { homePath } from "@corkboard/core/paths";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { Button, LogoIcon, openModal } from "../ui/index.ts";
import { SearchBox } from "./search-box.tsx";

/** A navigation link that marks itself as the current page (aria-current, styled in shell.css). */
function NavLink({ to, children }: { to: string; children: ReactNode }) {
  const [pathname] = useLocation();
  return (
    <Link to={to} aria-current={pathname === to ? "page" : undefined}>
      {children}
    </Link>
  );
}

/** Until sign-in lands, both buttons explain that it is coming. */
function openAuthModal(title: string): void {
  openModal({ title, body: <p>{t("shell.authComingSoon")}</p> });
}

/** The app header (IMPL-043): logo, navigation, search and the account buttons. */
export function Header() {
  return (
    <header className="cb-header">
      <Link to={homePath()} className="cb-header__logo" aria-label={t("shell.logoLabel")}>
        <LogoIcon size={32} />
      </Link>
      <nav className="cb-header__nav" aria-label={t("shell.mainNav")}>
        <NavLink to={homePath()}>{t("shell.home")}</NavLink>
      </nav>
      <SearchBox />
      <div className="cb-header__actions">
        <Button variant="primary" onClick={() => openAuthModal(t("shell.login"))}>
          {t("shell.login")}
        </Button>
        <Button
          variant="secondary"
          className="cb-header__signup"
          onClick={() => openAuthModal(t("shell.signup"))}
        >
          {t("shell.signup")}
        </Button>
      </div>
    </header>
  );
}
