import { t } from "@corkboard/core/messages";
import { type ComponentType, useState } from "react";
import { Button, CloseIcon, IconButton } from "../ui/index.ts";
import type { AuthFlyoutProps } from "./auth-flyout.tsx";
import "./signup-upsell.css";

/** Dismissed for the rest of the browser session: the prompt should not nag on every pin. */
const DISMISSED_KEY = "cb.signupUpsellDismissed";

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * The bottom-right sign-up prompt a logged-out reader sees on a pin page: its button opens
 * the signup flyout above it, tagged with the container bottom.right.upsell.email (AUTH-016).
 * The flyout's code loads on the click, so the pin page's first load does without it.
 */
export function SignupUpsell({ next }: { next: string }) {
  const [dismissed, setDismissed] = useState(wasDismissed);
  const [Flyout, setFlyout] = useState<ComponentType<AuthFlyoutProps> | null>(null);
  if (dismissed) return null;

  const open = async () => {
    const { AuthFlyout } = await import("./auth-flyout.tsx");
    setFlyout(() => AuthFlyout);
  };
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Private modes may refuse storage; the prompt then just comes back next time.
    }
    setDismissed(true);
  };

  return (
    <aside className="cb-signup-upsell" aria-label={t("auth.upsell.title")}>
      <p className="cb-signup-upsell__title">{t("auth.upsell.title")}</p>
      <div className="cb-signup-upsell__actions">
        <Button variant="primary" onClick={() => void open()}>
          {t("auth.upsell.cta")}
        </Button>
        <IconButton label={t("shell.dismiss")} icon={<CloseIcon />} size="sm" onClick={dismiss} />
      </div>
      {Flyout ? (
        <Flyout
          mode="signup"
          container="bottom.right.upsell.email"
          next={next}
          onClose={() => setFlyout(null)}
        />
      ) : null}
    </aside>
  );
}
