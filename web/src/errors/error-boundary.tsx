import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorPage } from "./error-page.tsx";

interface ErrorBoundaryProps {
  children: ReactNode;
}

/**
 * Catches render errors and failed route-chunk loads (an old tab after a deploy) and shows
 * the error page instead of a blank screen. The shell keys it by path, so navigating away
 * resets it.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Render failed", error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
