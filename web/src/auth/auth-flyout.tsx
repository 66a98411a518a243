import { t } from "@corkboard/core/messages";
import { type CSSProperties, useEffect, useId, useRef } from "react";
import { CloseIcon, IconButton } from "../ui/index.ts";
import { AuthFlow, type AuthFrameProps } from "./auth-flow.tsx";
import type { AuthFlowOptions } from "./auth-options.ts";
import { registerAuthMessages } from "./register-messages.ts";
import "./auth.css";
import "./auth-flyout.css";

registerAuthMessages();

export interface AuthFlyoutProps extends AuthFlowOptions {
  onClose: () => void;
}

/**
 * The login or signup as a flyout (AUTH-015): a non-modal panel under the control that
 * opened it (mount it inside a positioned element). Escape and a click outside close it;
 * focus starts in its first field and goes back to the opener on close.
 */
export function AuthFlyout({ onClose, ...options }: AuthFlyoutProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement;
    panel.current?.querySelector<HTMLElement>("input")?.focus();
    const outside = (event: PointerEvent) => {
      if (panel.current && !panel.current.contains(event.target as Node)) close.current();
    };
    document.addEventListener("pointerdown", outside);
    return () => {
      document.removeEventListener("pointerdown", outside);
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const Frame = ({ title, width, children }: AuthFrameProps) => (
    <div
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      className="cb-auth-flyout"
      data-testid="auth-flyout"
      style={{ "--cb-flyout-width": `${width}px` } as CSSProperties}
      onKeyDown={(event) => {
        if (event.key === "Escape") close.current();
      }}
    >
      <div className="cb-auth-flyout__header">
        <h2 id={titleId} className="cb-auth-flyout__title">
          {title}
        </h2>
        <IconButton label={t("shell.close")} icon={<CloseIcon />} size="sm" onClick={() => close.current()} />
      </div>
      {children}
    </div>
  );
  return <AuthFlow {...options} presentation="flyout" frame={Frame} onLeave={() => close.current()} />;
}
