import { t } from "@corkboard/core/messages";
import { type ReactNode, Suspense, useRef } from "react";
import { useLocation } from "wouter";
import { OneTap, useAecParam, VerifyEmailReminder } from "../auth/index.ts";
import { ErrorBoundary } from "../errors/index.ts";
import { Spinner } from "../ui/index.ts";
import { Header } from "./header.tsx";
import { ModalHost, ToastHost } from "./hosts.tsx";
import {
  useFocusOnNavigate,
  usePageViews,
  useScrollRestoration,
  useTrailingSlash,
} from "./use-navigation-effects.ts";
import "./shell.css";

/** The frame around every page: skip link, header, main region, toasts and modals (IMPL-043). */
export function AppShell({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  const [pathname] = useLocation();
  useScrollRestoration();
  usePageViews();
  useFocusOnNavigate(main);
  useTrailingSlash();
  useAecParam();
  return (
    <>
      <a className="cb-skip-link" href="#main">
        {t("shell.skipToContent")}
      </a>
      <Header />
      <VerifyEmailReminder />
      <OneTap />
      <main id="main" ref={main} tabIndex={-1} className="cb-main">
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner />}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <ToastHost />
      <ModalHost />
    </>
  );
}
